/// A type the lowered-file cache writes and reads field by field in code of its own rather than
/// through `Codable`: the types every lesson holds many of, where a keyed container, a boxed
/// generic call and a type lookup per field cost more than the field (a third of reading an entry).
///
/// The layout is the one `Codable` gives through `LoweredFileEncoder`: each stored property in
/// declaration order, an optional as a flag and its value, a list as `Array`'s coding writes it
/// (shared when held twice). `loweredFields` names the properties in that order, and a test
/// compares it with the type's stored properties, so that a property added to the type and not
/// to its coding fails the tests rather than being dropped from the cache.
protocol LoweredFileCodable {
    /// The stored properties written, in declaration order.
    static var loweredFields: [String] { get }
    /// The stored properties not written but worked out again when read (a reference's parse).
    static var loweredDerived: [String] { get }
    /// Writes each stored property.
    func encode(toLoweredFile encoder: LoweredFileEncoder) throws
    /// Reads what `encode(toLoweredFile:)` wrote.
    init(loweredFile decoder: LoweredFileDecoder) throws
}

extension LoweredFileCodable {
    static var loweredDerived: [String] { [] }

    /// `Encodable` for a type that is coded for the lowered-file cache alone: through its coding
    /// here, any other encoder refused.
    func encodeThroughLoweredFile(to encoder: Encoder) throws {
        guard let encoder = encoder as? LoweredFileEncoder else { throw LoweredFileEncoder.Unsupported(reason: "\(Self.self) outside the lowered-file cache") }
        try encode(toLoweredFile: encoder)
    }

    /// `Decodable` for a type that is coded for the lowered-file cache alone: what
    /// `encodeThroughLoweredFile` wrote, any other decoder refused.
    init(throughLoweredFile decoder: Decoder) throws {
        guard let decoder = decoder as? LoweredFileDecoder else { throw LoweredFileDecoder.Malformed() }
        try self.init(loweredFile: decoder)
    }

    /// Writes `value`, one of these (cast to the type itself, not through the conformance).
    static func encode(_ value: Any, to encoder: LoweredFileEncoder) throws { try (value as! Self).encode(toLoweredFile: encoder) }
    /// Reads one of these as `type`, which is this type.
    static func decode<Value>(from decoder: LoweredFileDecoder, as type: Value.Type) throws -> Value {
        LoweredFileDecoder.same(try Self(loweredFile: decoder), as: type)
    }
}

extension LoweredFileEncoder {
    /// A list, as `Array`'s coding writes it (`LoweredFileArray`), each element by `write`.
    func list<Element>(_ array: [Element], _ write: (Element) throws -> Void) throws {
        guard shareOrRegister(array.isEmpty ? nil : array.withUnsafeBufferPointer({ UInt(bitPattern: $0.baseAddress) }), keeping: array) else { return }
        unsigned(UInt64(array.count))
        for element in array { try write(element) }
    }

    /// An optional, as `Optional`'s coding writes it (a flag and the value), the value by `write`.
    func optional<Wrapped>(_ value: Wrapped?, _ write: (Wrapped) throws -> Void) throws {
        guard let value else { return unsigned(0) }
        unsigned(1)
        try write(value)
    }
}

extension LoweredFileDecoder {
    /// A list written by `LoweredFileEncoder.list` (or `Array`'s coding), each element by `read`.
    func list<Element>(_ read: () throws -> Element) throws -> [Element] {
        var result: [Element] = []
        if try shared([Element].self, into: &result) { return result }
        // Not `count()`: an element may be written in no bytes at all (an empty value).
        let count = try unsigned()
        guard count <= 1 << 24 else { throw Malformed() }
        let place = count > 0 ? reserveShared() : nil
        // No more than the bytes left: a count alone never costs more memory than its entry.
        result.reserveCapacity(Swift.min(Int(count), bytesLeft))
        for _ in 0..<count { result.append(try read()) }
        if let place { fillShared(place, with: result) }
        return result
    }

    /// An optional written by `LoweredFileEncoder.optional` (or `Optional`'s coding), its value by `read`.
    func optional<Wrapped>(_ read: () throws -> Wrapped) throws -> Wrapped? {
        switch try byte() {
        case 0: return nil
        case 1: return try read()
        default: throw Malformed()
        }
    }

    /// A value of a type with a `String` raw value, as its `Codable` conformance writes it.
    func raw<Value: RawRepresentable>(_ type: Value.Type) throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw Malformed() }
        return value
    }
}
