/// An object's members, found by comparing key bytes in place.
package struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    package let decoder: TapeDecoder
    private var tape: JSONTape { decoder.tape }
    private var index: Int { decoder.index }
    package var codingPath: [any CodingKey] { decoder.codingPath }

    package var allKeys: [Key] {
        var keys: [Key] = []
        var member = index + 1
        for _ in 0..<Int(tape[index].count) {
            if let key = Key(stringValue: tape.string(tape[member])) { keys.append(key) }
            member = Int(tape[member + 1].next)
        }
        return keys
    }

    /// The tape index of the value of `key`, or nil. The search starts after the member found
    /// last and wraps around, so reading members in document order compares each key once.
    /// Keys are unique: the parser refuses an object that repeats one.
    private func lookup(_ key: Key) -> Int? {
        let object = tape[index]
        guard object.count > 0 else { return nil }
        let name = key.stringValue
        let first = index + 1, end = Int(object.next)
        var member = decoder.memberHint == 0 ? first : decoder.memberHint
        for _ in 0..<Int(object.count) {
            let next = Int(tape[member + 1].next)
            let following = next == end ? first : next
            if tape.stringEquals(tape[member], name) {
                decoder.memberHint = following
                return member + 1
            }
            member = following
        }
        return nil
    }

    private func valueIndex(_ key: Key) throws -> Int {
        guard let found = lookup(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for the key \"\(key.stringValue)\""))
        }
        return found
    }

    /// The index of a present, non-null value, or nil.
    private func presentIndex(_ key: Key) -> Int? {
        guard let found = lookup(key), tape[found].kind != .null else { return nil }
        return found
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    package func contains(_ key: Key) -> Bool { lookup(key) != nil }

    package func decodeNil(forKey key: Key) throws -> Bool { tape[try valueIndex(key)].kind == .null }

    package func decode(_ type: String.Type, forKey key: Key) throws -> String { try tape.string(at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try tape.bool(at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try tape.double(at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try tape.float(at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try tape.integer(Int.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try tape.integer(Int8.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try tape.integer(Int16.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try tape.integer(Int32.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try tape.integer(Int64.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try tape.integer(UInt.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try tape.integer(UInt8.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try tape.integer(UInt16.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try tape.integer(UInt32.self, at: try valueIndex(key), { path(key) }) }
    package func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try tape.integer(UInt64.self, at: try valueIndex(key), { path(key) }) }

    package func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let found = presentIndex(key) else { return nil }
        return try tape.string(at: found, { path(key) })
    }
    package func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let found = presentIndex(key) else { return nil }
        return try tape.bool(at: found, { path(key) })
    }
    package func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let found = presentIndex(key) else { return nil }
        return try tape.double(at: found, { path(key) })
    }
    package func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let found = presentIndex(key) else { return nil }
        return try tape.integer(Int.self, at: found, { path(key) })
    }

    package func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.child(try valueIndex(key), key).decodeValue(type)
    }

    package func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let found = presentIndex(key) else { return nil }
        return try decoder.child(found, key).decodeValue(type)
    }

    package func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(try valueIndex(key), key).container(keyedBy: type)
    }

    package func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(try valueIndex(key), key).unkeyedContainer()
    }

    package func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no \"super\" key"))
        }
        return try superDecoder(forKey: key)
    }

    package func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(try valueIndex(key), key)
    }
}
