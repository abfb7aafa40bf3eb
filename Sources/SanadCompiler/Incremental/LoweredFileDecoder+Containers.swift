import SanadDiagnostics

// The containers `LoweredFileDecoder` gives the types it reads through their `Decodable`
// conformances: keyed ones read in the order written (the layout has no keys), unkeyed ones by the
// count written before their elements.
extension LoweredFileDecoder {
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: LoweredFileDecoder
        var codingPath: [CodingKey] { [] }
        var allKeys: [Key] {
            decoder.needsKeys()
            return []
        }
        func contains(_ key: Key) -> Bool {
            decoder.needsKeys()
            return false
        }
        func decodeNil(forKey key: Key) throws -> Bool {
            decoder.needsKeys()
            return false
        }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decodeValue(type) }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try decoder.decodePresent(type) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.decodeValue(type) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.decodeValue(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.decodeValue(type) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.decodeValue(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.decodeValue(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.decodeValue(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.decodeValue(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.decodeValue(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.decodeValue(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.decodeValue(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.decodeValue(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.decodeValue(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.decodeValue(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.decodeValue(type) }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decoder.decodePresent(type) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decoder.decodePresent(type) }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try decoder.unkeyedContainer() }
        func superDecoder() throws -> Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> Decoder { decoder }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: LoweredFileDecoder
        let total: Int
        var currentIndex = 0
        init(decoder: LoweredFileDecoder) throws {
            self.decoder = decoder
            total = try decoder.fixedCount()
        }
        var codingPath: [CodingKey] { [] }
        var count: Int? { total }
        var isAtEnd: Bool { currentIndex >= total }
        mutating func decodeNil() throws -> Bool {
            decoder.needsKeys()
            return false
        }
        private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
            guard !isAtEnd else { throw Malformed() }
            currentIndex += 1
            return try decoder.decodeValue(type)
        }
        private mutating func nextPresent<T: Decodable>(_ type: T.Type) throws -> T? {
            guard !isAtEnd else { throw Malformed() }
            currentIndex += 1
            return try decoder.decodePresent(type)
        }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) }
        mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try nextPresent(type) }
        mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
        mutating func decode(_ type: String.Type) throws -> String { try next(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try next(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) }
        mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try nextPresent(type) }
        mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try nextPresent(type) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            currentIndex += 1
            return try decoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
            currentIndex += 1
            return try decoder.unkeyedContainer()
        }
        mutating func superDecoder() throws -> Decoder { decoder }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: LoweredFileDecoder
        var codingPath: [CodingKey] { [] }
        func decodeNil() -> Bool {
            decoder.needsKeys()
            return false
        }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeValue(type) }
        func decode(_ type: String.Type) throws -> String { try decoder.decodeValue(type) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.decodeValue(type) }
        func decode(_ type: Float.Type) throws -> Float { try decoder.decodeValue(type) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.decodeValue(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeValue(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeValue(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeValue(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeValue(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeValue(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeValue(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeValue(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeValue(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeValue(type) }
    }
}
