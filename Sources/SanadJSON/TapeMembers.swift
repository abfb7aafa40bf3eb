/// The members of one JSON object, found for the keys a generated tape reader names: one pass
/// over the object finds each key's value (unknown keys are ignored), then the reader reads its
/// fields one by one in declaration order, as the synthesized `Decodable` does, so the first
/// field that is missing or of the wrong type is the one reported.
package struct TapeMembers {
    private let decoder: TapeDecoder
    private let keys: [String]
    /// The tape index of each key's value, or -1 where the object has no such key.
    private var values: [Int]

    /// Finds the values of `keys` in the object at `decoder` (which must be an object).
    package init(_ decoder: TapeDecoder, keys: [String]) throws {
        self.decoder = decoder
        self.keys = keys
        var values = [Int](repeating: -1, count: keys.count)
        let tape = decoder.tape
        try decoder.forEachMember { key, value in
            if let slot = keys.firstIndex(where: { tape.stringEquals(key, $0) }) { values[slot] = value }
        }
        self.values = values
    }

    /// The coding path of the value of key `slot`, for errors.
    private func path(_ slot: Int) -> JSONTape.Path { { [decoder, keys] in decoder.codingPath + [NamedKey(keys[slot])] } }

    /// The value of a required key: an error names the key when it is absent.
    private func required(_ slot: Int) throws -> Int {
        guard values[slot] >= 0 else { throw decoder.missing(keys[slot]) }
        return values[slot]
    }

    /// The value of an optional key, nil when it is absent or null.
    private func present(_ slot: Int) -> Int? {
        let value = values[slot]
        return value < 0 || decoder.tape[value].kind == .null ? nil : value
    }

    /// A required string.
    package func string(_ slot: Int) throws -> String { try decoder.tape.string(at: required(slot), path(slot)) }
    /// An optional string.
    package func string(ifPresent slot: Int) throws -> String? { try present(slot).map { try decoder.tape.string(at: $0, path(slot)) } }
    /// A required integer.
    package func int(_ slot: Int) throws -> Int { try decoder.tape.integer(Int.self, at: required(slot), path(slot)) }
    /// An optional integer.
    package func int(ifPresent slot: Int) throws -> Int? { try present(slot).map { try decoder.tape.integer(Int.self, at: $0, path(slot)) } }
    /// A required Boolean.
    package func bool(_ slot: Int) throws -> Bool { try decoder.tape.bool(at: required(slot), path(slot)) }
    /// An optional Boolean.
    package func bool(ifPresent slot: Int) throws -> Bool? { try present(slot).map { try decoder.tape.bool(at: $0, path(slot)) } }
    /// A required array of strings.
    package func strings(_ slot: Int) throws -> [String] { try decoder.strings(at: required(slot), key: keys[slot]) }
    /// An optional array of strings.
    package func strings(ifPresent slot: Int) throws -> [String]? { try present(slot).map { try decoder.strings(at: $0, key: keys[slot]) } }

    /// A required value of a type that reads itself from the tape.
    package func decode<T: TapeDecodable>(_ slot: Int, as type: T.Type) throws -> T {
        try T(tapeDecoder: decoder.child(required(slot), NamedKey(keys[slot])))
    }

    /// An optional value of a type that reads itself from the tape.
    package func decode<T: TapeDecodable>(ifPresent slot: Int, as type: T.Type) throws -> T? {
        try present(slot).map { try T(tapeDecoder: decoder.child($0, NamedKey(keys[slot]))) }
    }

    /// A required value of any other `Decodable` type.
    package func decodeValue<T: Decodable>(_ slot: Int, as type: T.Type) throws -> T {
        try decoder.child(required(slot), NamedKey(keys[slot])).decodeValue(T.self)
    }

    /// An optional value of any other `Decodable` type.
    package func decodeValue<T: Decodable>(ifPresent slot: Int, as type: T.Type) throws -> T? {
        try present(slot).map { try decoder.child($0, NamedKey(keys[slot])).decodeValue(T.self) }
    }
}
