/// An array's elements, read in order.
package struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    package let decoder: TapeDecoder
    private let tape: JSONTape
    package let count: Int?
    package private(set) var currentIndex = 0
    /// The tape index of the current element.
    private var position: Int

    package init(decoder: TapeDecoder) {
        self.decoder = decoder
        tape = decoder.tape
        count = Int(tape[decoder.index].count)
        position = decoder.index + 1
    }

    package var codingPath: [any CodingKey] { decoder.codingPath }

    package var isAtEnd: Bool { currentIndex >= count! }

    private var path: [any CodingKey] { codingPath + [IndexKey(currentIndex)] }

    private func child(_ index: Int) -> TapeDecoder { decoder.child(index, IndexKey(currentIndex)) }

    /// The current element's index; fails at the end of the array.
    private func element(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "the array has only \(count!) elements"))
        }
        return position
    }

    private mutating func advance() {
        position = Int(tape[position].next)
        currentIndex += 1
    }

    /// Decodes the current element with `read`, then moves past it (not past a failure).
    private mutating func next<T>(_ type: T.Type, _ read: (Int) throws -> T) throws -> T {
        let value = try read(try element(type))
        advance()
        return value
    }

    package mutating func decodeNil() throws -> Bool {
        guard tape[try element(Never.self)].kind == .null else { return false }
        advance()
        return true
    }

    package mutating func decode(_ type: String.Type) throws -> String { let (tape, path) = (tape, path); return try next(type) { try tape.string(at: $0, { path }) } }
    package mutating func decode(_ type: Bool.Type) throws -> Bool { let (tape, path) = (tape, path); return try next(type) { try tape.bool(at: $0, { path }) } }
    package mutating func decode(_ type: Double.Type) throws -> Double { let (tape, path) = (tape, path); return try next(type) { try tape.double(at: $0, { path }) } }
    package mutating func decode(_ type: Float.Type) throws -> Float { let (tape, path) = (tape, path); return try next(type) { try tape.float(at: $0, { path }) } }
    package mutating func decode(_ type: Int.Type) throws -> Int { let (tape, path) = (tape, path); return try next(type) { try tape.integer(Int.self, at: $0, { path }) } }
    package mutating func decode(_ type: Int8.Type) throws -> Int8 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(Int8.self, at: $0, { path }) } }
    package mutating func decode(_ type: Int16.Type) throws -> Int16 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(Int16.self, at: $0, { path }) } }
    package mutating func decode(_ type: Int32.Type) throws -> Int32 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(Int32.self, at: $0, { path }) } }
    package mutating func decode(_ type: Int64.Type) throws -> Int64 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(Int64.self, at: $0, { path }) } }
    package mutating func decode(_ type: UInt.Type) throws -> UInt { let (tape, path) = (tape, path); return try next(type) { try tape.integer(UInt.self, at: $0, { path }) } }
    package mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(UInt8.self, at: $0, { path }) } }
    package mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(UInt16.self, at: $0, { path }) } }
    package mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(UInt32.self, at: $0, { path }) } }
    package mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let (tape, path) = (tape, path); return try next(type) { try tape.integer(UInt64.self, at: $0, { path }) } }

    package mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = child(try element(type))
        let value = try element.decodeValue(type)
        advance()
        return value
    }

    package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try child(try element(KeyedDecodingContainer<NestedKey>.self)).container(keyedBy: type)
        advance()
        return container
    }

    package mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try child(try element((any UnkeyedDecodingContainer).self)).unkeyedContainer()
        advance()
        return container
    }

    package mutating func superDecoder() throws -> any Decoder {
        let decoder = child(try element((any Decoder).self))
        advance()
        return decoder
    }
}
