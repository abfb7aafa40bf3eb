/// One value.
package struct TapeSingleValueContainer: SingleValueDecodingContainer {
    package let decoder: TapeDecoder
    private var tape: JSONTape { decoder.tape }
    private var index: Int { decoder.index }
    package var codingPath: [any CodingKey] { decoder.codingPath }

    package func decodeNil() -> Bool { tape[index].kind == .null }

    package func decode(_ type: String.Type) throws -> String { try tape.string(at: index, { codingPath }) }
    package func decode(_ type: Bool.Type) throws -> Bool { try tape.bool(at: index, { codingPath }) }
    package func decode(_ type: Double.Type) throws -> Double { try tape.double(at: index, { codingPath }) }
    package func decode(_ type: Float.Type) throws -> Float { try tape.float(at: index, { codingPath }) }
    package func decode(_ type: Int.Type) throws -> Int { try tape.integer(Int.self, at: index, { codingPath }) }
    package func decode(_ type: Int8.Type) throws -> Int8 { try tape.integer(Int8.self, at: index, { codingPath }) }
    package func decode(_ type: Int16.Type) throws -> Int16 { try tape.integer(Int16.self, at: index, { codingPath }) }
    package func decode(_ type: Int32.Type) throws -> Int32 { try tape.integer(Int32.self, at: index, { codingPath }) }
    package func decode(_ type: Int64.Type) throws -> Int64 { try tape.integer(Int64.self, at: index, { codingPath }) }
    package func decode(_ type: UInt.Type) throws -> UInt { try tape.integer(UInt.self, at: index, { codingPath }) }
    package func decode(_ type: UInt8.Type) throws -> UInt8 { try tape.integer(UInt8.self, at: index, { codingPath }) }
    package func decode(_ type: UInt16.Type) throws -> UInt16 { try tape.integer(UInt16.self, at: index, { codingPath }) }
    package func decode(_ type: UInt32.Type) throws -> UInt32 { try tape.integer(UInt32.self, at: index, { codingPath }) }
    package func decode(_ type: UInt64.Type) throws -> UInt64 { try tape.integer(UInt64.self, at: index, { codingPath }) }

    package func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(type)
    }
}
