/// A type that decodes itself straight from the tape, skipping `Decodable`'s per-field
/// dispatch. Only for the few types a bundle holds by the thousand (lesson outlines); it must
/// accept and refuse exactly what the synthesized `Decodable` conformance does, which the tests
/// check against Foundation's `JSONDecoder`.
package protocol TapeDecodable {
    init(tapeDecoder decoder: TapeDecoder) throws
}

extension Array: TapeDecodable where Element: TapeDecodable {
    package init(tapeDecoder decoder: TapeDecoder) throws {
        let entry = decoder.entry
        guard entry.kind == .array else { throw mismatch([Element].self, entry, decoder.codingPath) }
        self.init()
        reserveCapacity(Int(entry.count))
        var position = decoder.index + 1
        for offset in 0..<Int(entry.count) {
            append(try Element(tapeDecoder: decoder.child(position, IndexKey(offset))))
            position = Int(decoder.tape[position].next)
        }
    }
}

extension TapeDecoder {
    /// Decodes a value here, through `TapeDecodable` when the type has it.
    package func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if let fast = T.self as? any TapeDecodable.Type { return try fast.init(tapeDecoder: self) as! T }
        return try T(from: self)
    }

    /// Calls `body` with each member's key entry and value index, in document order.
    package func forEachMember(_ body: (JSONTape.Entry, Int) throws -> Void) throws {
        let object = entry
        guard object.kind == .object else { throw mismatch([String: Int].self, object, codingPath) }
        var member = index + 1
        for _ in 0..<Int(object.count) {
            try body(tape[member], member + 1)
            member = Int(tape[member + 1].next)
        }
    }

    /// The error for a required member that is absent.
    package func missing(_ name: String) -> DecodingError {
        let key = NamedKey(name)
        return .keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for the key \"\(name)\""))
    }

    /// An array of strings at `index`.
    package func strings(at index: Int, key: String) throws -> [String] {
        let array = tape[index]
        guard array.kind == .array else { throw mismatch([String].self, array, codingPath + [NamedKey(key)]) }
        var result: [String] = []
        result.reserveCapacity(Int(array.count))
        for offset in 0..<Int(array.count) {
            result.append(try tape.string(at: index + 1 + offset, { self.codingPath + [NamedKey(key), IndexKey(offset)] }))
        }
        return result
    }
}

/// A coding key by name, for errors raised outside a `CodingKeys` enum.
package struct NamedKey: CodingKey {
    package let stringValue: String
    package var intValue: Int? { nil }
    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
