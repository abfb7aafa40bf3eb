import SanadDiagnostics
import SanadSource

/// Writes a lowered file's models through their `Encodable` conformances (synthesized, or
/// written beside the type where a field cannot be), or for the types a corpus holds most of
/// through code of their own (`LoweredFileCodable`), in a compact positional layout that only
/// `LoweredFileDecoder` of the same build of Sanad reads: no keys, each value in the order its
/// type encodes it, integers as LEB128, each list as its count then its elements, each optional
/// as a flag then its value.
///
/// What a file's models share is written once and referred to after: the file itself (known to
/// the decoder, which reads it again), text embedded in it (Markdown in a YAML value), the owner
/// of its texts, and a compiled body held both by a model and by its text. A value that cannot be
/// written this way (a range into another file, a type whose coding needs keys) makes `encode`
/// throw, and the file is then not cached.
final class LoweredFileEncoder: Encoder {
    /// Why a file's models cannot be cached.
    struct Unsupported: Error { var reason: String }

    // An encoder is used by one thread, and none of its methods calls back into another while
    // it modifies a property: the state is exempt from dynamic exclusivity checks, which cost a
    // thread-local lookup on every byte written (8% of storing a lowered file).
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    /// The file the models were lowered from.
    let file: SourceFile
    @exclusivity(unchecked) private var files: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private var owners: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private var fields: [TextField: Int] = [:]
    @exclusivity(unchecked) private var shared: [UInt: Int] = [:]
    @exclusivity(unchecked) private var kept: [Any] = []
    @exclusivity(unchecked) private var strings: [ExactString: Int] = [:]
    @exclusivity(unchecked) private var bodies: [[UInt]: Int] = [:]
    @exclusivity(unchecked) private var specials = LoweredFileCoding.Specials()

    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(file: SourceFile) {
        self.file = file
        bytes.reserveCapacity(4096)
    }

    /// `value`, encoded.
    static func encode<Value: Encodable>(_ value: Value, file: SourceFile) throws -> [UInt8] {
        let encoder = LoweredFileEncoder(file: file)
        try encoder.encodeValue(value)
        return encoder.bytes
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { KeyedEncodingContainer(Keyed(encoder: self)) }
    func unkeyedContainer() -> UnkeyedEncodingContainer { Unkeyed(encoder: self) }
    func singleValueContainer() -> SingleValueEncodingContainer { Single(encoder: self) }

    // MARK: Values

    /// An optional `Value` as `Optional`'s coding writes it (a flag and the value), without
    /// looking up the optional type (the keyed container's `encodeIfPresent`).
    func encodePresent<Value: Encodable>(_ value: Value?) throws {
        guard let value else { return unsigned(0) }
        unsigned(1)
        try encodeValue(value)
    }

    func encodeValue<Value: Encodable>(_ value: Value) throws {
        // By the static type, never by casting the value: a cast unwraps an optional, and an
        // empty array casts to an array of any type. Exact types first (cheap to compare), then
        // what needs a conformance looked up, once per type (`LoweredFileCoding.Special`).
        let type = Value.self
        if type == String.self { return string(value as! String) }
        if type == Int.self { return signed(Int64(value as! Int)) }
        if type == Bool.self { return bytes.append(value as! Bool ? 1 : 0) }
        if type == Double.self { return unsigned((value as! Double).bitPattern) }
        if type == Float.self { return unsigned(UInt64((value as! Float).bitPattern)) }
        if type == [UInt8].self {
            let value = value as! [UInt8]
            unsigned(UInt64(value.count))
            return bytes.append(contentsOf: value)
        }
        if type == SourceRange.self {
            let value = value as! SourceRange
            try fileReference(value.file)
            unsigned(UInt64(value.start))
            return unsigned(UInt64(value.end - value.start))
        }
        if type == Located<String>.self {
            let value = value as! Located<String>
            string(value.value)
            return try encodeValue(value.range)
        }
        if type == TextField.self { return try field(value as! TextField) }
        if type == SourceFile.self { return try fileReference(value as! SourceFile) }
        if type == TextOwner.self { return try owner(value as! TextOwner) }
        if type == CompiledBody.self { return try body(value as! CompiledBody) }
        if type == MathText.self {
            let value = value as! MathText
            string(value.tex)
            bytes.append(value.isDisplay ? 1 : 0)
            unsigned(UInt64(value.pieces.count))
            for piece in value.pieces {
                signed(Int64(piece.tex))
                signed(Int64(piece.file))
            }
            return try fileReference(value.sourceFile)
        }
        switch specials.special(type) {
        case .optional(let optional): try optional.encode(value, to: self)
        case .array(let array): try array.encode(value, to: self)
        case .dictionary(let dictionary): try dictionary.encode(value, to: self)
        case .integer: signed(Self.widened(value) ?? 0)
        case .codable(let codable): try codable.encode(value, to: self)
        case .other: try value.encode(to: self)
        }
    }

    /// An integer of any other width, as 64 bits.
    private static func widened<Value>(_ value: Value) -> Int64? {
        switch value {
        case let value as Int8: return Int64(value)
        case let value as Int16: return Int64(value)
        case let value as Int32: return Int64(value)
        case let value as Int64: return value
        case let value as UInt: return Int64(truncatingIfNeeded: value)
        case let value as UInt8: return Int64(value)
        case let value as UInt16: return Int64(value)
        case let value as UInt32: return Int64(value)
        case let value as UInt64: return Int64(truncatingIfNeeded: value)
        default: return nil
        }
    }

    /// Strings longer than this are written once per file and referred to after (a title is in
    /// its model and its text; shorter ones are held inline, without storage of their own).
    static let smallString = 15

    /// 0, the length and the bytes of a string written for the first time (or short); else 1
    /// more than its place among the long strings written before.
    func string(_ value: String) {
        var value = value
        let count = value.utf8.count
        if count > Self.smallString, let known = strings[ExactString(value)] { return unsigned(UInt64(known + 1)) }
        unsigned(0)
        value.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
        if count > Self.smallString { strings[ExactString(value)] = strings.count }
    }

    func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func signed(_ value: Int64) { unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    /// Reserves a count to be filled in by `patchCount`.
    func reserveCount() -> Int {
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count - 4
    }

    func patchCount(_ count: Int, at offset: Int) {
        let value = UInt32(truncatingIfNeeded: count)
        for byte in 0..<4 { bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(byte))) }
    }

    /// 0 for the file itself; 1 and the file's parts for embedded text met for the first time;
    /// else 2 more than its place among those met.
    private func fileReference(_ referenced: SourceFile) throws {
        if referenced === file { return unsigned(0) }
        if let known = files[ObjectIdentifier(referenced)] { return unsigned(UInt64(known + 2)) }
        guard let embedding = referenced.embedding else { throw Unsupported(reason: "a range in another file (\(referenced.path))") }
        unsigned(1)
        string(referenced.path)
        try encodeValue(referenced.bytes)
        try fileReference(embedding.parent)
        unsigned(UInt64(embedding.offsets.count))
        var last = 0
        for offset in embedding.offsets {
            signed(Int64(offset - last))
            last = offset
        }
        files[ObjectIdentifier(referenced)] = files.count
    }

    /// 0 and the owner's parts for one met for the first time; else 1 more than its place.
    private func owner(_ owner: TextOwner) throws {
        if let known = owners[ObjectIdentifier(owner)] { return unsigned(UInt64(known + 1)) }
        unsigned(0)
        string(owner.kind.rawValue)
        try fileReference(owner.file)
        string(owner.relativePath)
        string(owner.name)
        try encodeValue(owner.id)
        string(owner.categoryFolder)
        owners[ObjectIdentifier(owner)] = owners.count
    }

    /// For a list or dictionary held at `address` (nil: not shared): writes 0 and returns true
    /// when it is to be written in full (and remembers it); else writes 1 more than the place of
    /// the one written before with the same storage and returns false.
    /// `value` (the list or dictionary) is kept until the encoder is let go of: the address of a
    /// temporary one (`pairs.map(\.left)`) could otherwise be another's after it is freed.
    func shareOrRegister(_ address: UInt?, keeping value: Any) -> Bool {
        if let address, let known = shared[address] {
            unsigned(UInt64(known + 1))
            return false
        }
        unsigned(0)
        if let address {
            shared[address] = shared.count
            kept.append(value)
        }
        return true
    }

    /// 0 and the field's parts for one met for the first time; else 1 more than its place (a
    /// file's texts are at a few fields).
    private func field(_ field: TextField) throws {
        if let known = fields[field] { return unsigned(UInt64(known + 1)) }
        unsigned(0)
        unsigned(UInt64(field.components.count))
        for component in field.components { string(component) }
        string(field.role.rawValue)
        string(field.format.rawValue)
        bytes.append(field.isTranslated ? 1 : 0)
        bytes.append(field.isPlural ? 1 : 0)
        fields[field] = fields.count
    }

    /// 0 and the body for one met for the first time; else 1 more than its place. Two bodies are
    /// the same when they hold the same storage (a copy of one struct), which `storageIdentity`
    /// tells without comparing contents.
    private func body(_ body: CompiledBody) throws {
        let identity = body.storageIdentity
        if let known = bodies[identity] { return unsigned(UInt64(known + 1)) }
        unsigned(0)
        try body.encode(toLoweredFile: self)
        bodies[identity] = bodies.count
        kept.append(body)
    }

    // MARK: Containers

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: LoweredFileEncoder
        var codingPath: [CodingKey] { [] }
        mutating func encodeNil(forKey key: Key) throws { throw Unsupported(reason: "a nil value not written as an optional") }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.encodeValue(value) }
        // Every primitive goes through `encodeValue`.
        mutating func encode(_ value: Bool, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Float, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try encoder.encodeValue(value) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encoder.encodePresent(value) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        mutating func superEncoder() -> Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> Encoder { encoder }
    }

    /// Its count is written in front of its elements when it is let go of (after the last
    /// element: `Array.encode(to:)` and synthesized code hold a container only while filling it).
    private struct Unkeyed: UnkeyedEncodingContainer {
        final class Count {
            let encoder: LoweredFileEncoder, offset: Int
            var count = 0
            init(encoder: LoweredFileEncoder) {
                self.encoder = encoder
                offset = encoder.reserveCount()
            }
            deinit { encoder.patchCount(count, at: offset) }
        }
        let encoder: LoweredFileEncoder
        let counter: Count
        init(encoder: LoweredFileEncoder) {
            self.encoder = encoder
            counter = Count(encoder: encoder)
        }
        var codingPath: [CodingKey] { [] }
        var count: Int { counter.count }
        mutating func encodeNil() throws { throw Unsupported(reason: "a nil element not written as an optional") }
        mutating func encode<T: Encodable>(_ value: T) throws {
            counter.count += 1
            try encoder.encodeValue(value)
        }
        mutating func encode(_ value: Bool) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: String) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: Double) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: Float) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: Int) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: Int8) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: Int16) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: Int32) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: Int64) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt8) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt16) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt32) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt64) throws { counter.count += 1; try encoder.encodeValue(value) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            counter.count += 1
            return encoder.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            counter.count += 1
            return encoder.unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder { encoder }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: LoweredFileEncoder
        var codingPath: [CodingKey] { [] }
        mutating func encodeNil() throws { throw Unsupported(reason: "a nil value not written as an optional") }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Bool) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: String) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Double) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Float) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int8) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int16) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int32) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: Int64) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt8) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt16) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt32) throws { try encoder.encodeValue(value) }
        mutating func encode(_ value: UInt64) throws { try encoder.encodeValue(value) }
    }
}

/// A string compared by its UTF-8 bytes: `String`'s own equality is canonical equivalence, under
/// which two spellings of one Arabic word (shadda then fatha, fatha then shadda) are one key.
struct ExactString: Hashable {
    let value: String

    init(_ value: String) { self.value = value }

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        // Byte for byte (not `String ==`, which compares canonical equivalents), on the strings'
        // contiguous UTF-8 rather than element by element through the views.
        var left = lhs.value, right = rhs.value
        return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
    }

    func hash(into hasher: inout Hasher) {
        var value = value
        value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
