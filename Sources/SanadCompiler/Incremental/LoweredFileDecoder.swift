import SanadDiagnostics
import SanadSource

/// Reads what `LoweredFileEncoder` wrote, against the file it was lowered from (read again, and
/// known by the cache key to have the same bytes). Every read is bounds-checked, and a value out
/// of range (a range past its file's end, a count past the bytes left) throws `Malformed`: a
/// damaged entry is a miss, never a crash or a wrong model.
final class LoweredFileDecoder: Decoder {
    /// The bytes are not an encoding of the type asked for.
    struct Malformed: Error {
        /// Where in Sanad the bytes were found wanting.
        var line: Int
        init(line: Int = #line) { self.line = line }
    }

    private let bytes: [UInt8]
    // A decoder is used by one thread, and none of its methods calls back into another while it
    // modifies a property: the state is exempt from dynamic exclusivity checks, which cost a
    // thread-local lookup on every byte read.
    @exclusivity(unchecked) private var position = 0
    /// The file the models were lowered from.
    let file: SourceFile
    @exclusivity(unchecked) private var files: [SourceFile] = []
    @exclusivity(unchecked) private var owners: [TextOwner] = []
    @exclusivity(unchecked) private var fields: [TextField] = []
    @exclusivity(unchecked) private var strings: [String] = []
    @exclusivity(unchecked) private var sharedValues: [Any] = []
    @exclusivity(unchecked) private var bodies: [CompiledBody] = []
    /// A type asked for something the layout does not record (keys): the result cannot be trusted.
    @exclusivity(unchecked) private(set) var unsupported = false
    @exclusivity(unchecked) private var specials = LoweredFileCoding.Specials()

    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(bytes: [UInt8], file: SourceFile) {
        self.bytes = bytes
        self.file = file
    }

    /// A `Value` decoded from all of `bytes`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], file: SourceFile) throws -> Value {
        let decoder = LoweredFileDecoder(bytes: bytes, file: file)
        let value = try decoder.decodeValue(type)
        guard !decoder.unsupported, decoder.position == bytes.count else { throw Malformed() }
        return value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { KeyedDecodingContainer(Keyed(decoder: self)) }
    func unkeyedContainer() throws -> UnkeyedDecodingContainer { try Unkeyed(decoder: self) }
    func singleValueContainer() throws -> SingleValueDecodingContainer { Single(decoder: self) }

    // MARK: Values

    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        // Exact types first (cheap to compare), then what needs a conformance looked up, once per
        // type (`LoweredFileCoding.Special`).
        if type == String.self { return Self.same(try string(), as: type) }
        if type == Int.self { return Self.same(Int(truncatingIfNeeded: try signed()), as: type) }
        if type == Bool.self {
            switch try byte() {
            case 0: return Self.same(false, as: type)
            case 1: return Self.same(true, as: type)
            default: throw Malformed()
            }
        }
        if type == Double.self { return Self.same(Double(bitPattern: try unsigned()), as: type) }
        if type == Float.self {
            let bits = try unsigned()
            guard bits <= UInt64(UInt32.max) else { throw Malformed() }
            return Self.same(Float(bitPattern: UInt32(bits)), as: type)
        }
        if type == [UInt8].self {
            let count = try count()
            defer { position += count }
            return Self.same(Array(bytes[position..<position + count]), as: type)
        }
        if type == SourceRange.self { return Self.same(try range(), as: type) }
        if type == Located<String>.self { return Self.same(try locatedString(), as: type) }
        if type == Range<Int>.self {
            // As `Range`'s own coding writes it: a list of its two bounds.
            guard try fixedCount() == 2 else { throw Malformed() }
            let lower = Int(truncatingIfNeeded: try signed()), upper = Int(truncatingIfNeeded: try signed())
            guard lower <= upper else { throw Malformed() }
            return Self.same(lower..<upper, as: type)
        }
        if type == TextField.self { return Self.same(try field(), as: type) }
        if type == SourceFile.self { return Self.same(try fileReference(), as: type) }
        if type == TextOwner.self { return Self.same(try owner(), as: type) }
        if type == CompiledBody.self { return Self.same(try body(), as: type) }
        if type == MathText.self {
            let tex = try string(), isDisplay = try decodeValue(Bool.self), count = try count()
            var pieces: [(tex: Int, file: Int)] = []
            pieces.reserveCapacity(count)
            for _ in 0..<count { pieces.append((Int(truncatingIfNeeded: try signed()), Int(truncatingIfNeeded: try signed()))) }
            let file = try fileReference()
            // `MathText.sourceRange(of:)` works out offsets of its file from the pieces. (A fenced
            // formula's last piece may start past its text, which leaves out the last newline.)
            guard !pieces.isEmpty, pieces.allSatisfy({ $0.tex >= 0 && $0.tex <= Int(UInt32.max) && $0.file >= 0 && $0.file <= file.bytes.count }) else {
                throw Malformed()
            }
            return Self.same(MathText(tex: tex, isDisplay: isDisplay, pieces: pieces, file: file), as: type)
        }
        switch specials.special(type) {
        case .optional(let optional): return try optional.decode(from: self, as: type)
        case .array(let array): return try array.decode(from: self, as: type)
        case .dictionary(let dictionary): return try dictionary.decode(from: self, as: type)
        case .integer(let integer): return integer.init(truncatingIfNeeded: try signed()) as! Value
        case .codable(let codable): return try codable.decode(from: self, as: type)
        case .other: return try Value(from: self)
        }
    }

    func range() throws -> SourceRange {
        let file = try fileReference()
        let start = try unsigned(), length = try unsigned()
        guard start <= UInt64(file.bytes.count), length <= UInt64(file.bytes.count) - start else { throw Malformed() }
        return SourceRange(file: file, start: Int(start), end: Int(start + length))
    }

    func locatedString() throws -> Located<String> { Located(try string(), at: try range()) }

    /// Reads the elements of a list of `count` (read before them) into `list`, when they are of
    /// the types most lists hold: read in a loop of their own rather than through a generic call
    /// each. False, and nothing read, for a list of another type.
    func elements<List>(_ count: Int, into list: inout List) throws -> Bool {
        func read<Known>(_ element: () throws -> Known) throws {
            var elements: [Known] = []
            elements.reserveCapacity(Swift.min(count, bytesLeft))
            for _ in 0..<count { elements.append(try element()) }
            list = Self.same(elements, as: List.self)
        }
        if List.self == [SourceRange].self {
            try read(range)
        } else if List.self == [Located<String>].self {
            try read(locatedString)
        } else if List.self == [String].self {
            try read(string)
        } else if List.self == [LearnerText].self {
            try read { try LearnerText(loweredFile: self) }
        } else {
            return false
        }
        return true
    }

    /// An optional `Value`, laid out as `Optional`'s coding lays it out (a flag and the value),
    /// read without looking up the optional type (the keyed containers' `decodeIfPresent`).
    func decodePresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        switch try byte() {
        case 0: return nil
        case 1: return try decodeValue(type)
        default: throw Malformed()
        }
    }

    /// `value`, of the type `type` is (compared before): no cast.
    static func same<Known, Value>(_ value: Known, as type: Value.Type) -> Value { unsafeBitCast(value, to: Value.self) }

    func byte() throws -> UInt8 {
        guard position < bytes.count else { throw Malformed() }
        defer { position += 1 }
        return bytes[position]
    }

    func unsigned() throws -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Malformed() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    func signed() throws -> Int64 {
        let raw = try unsigned()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    /// A count of things each at least a byte long: never more than the bytes left.
    func count() throws -> Int {
        let value = try unsigned()
        guard value <= UInt64(bytes.count - position) else { throw Malformed() }
        return Int(value)
    }

    /// A string written in full (0, its length, its bytes) or, when long, as 1 more than its
    /// place among the long ones read before (`LoweredFileEncoder.string`).
    func string() throws -> String {
        let reference = try unsigned()
        guard reference == 0 else {
            guard reference - 1 < UInt64(strings.count) else { throw Malformed() }
            return strings[Int(reference - 1)]
        }
        let count = try count()
        defer { position += count }
        let string = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[position..<position + count]), as: UTF8.self) }
        if count > LoweredFileEncoder.smallString { strings.append(string) }
        return string
    }

    /// A count written in front of a list's elements (`LoweredFileEncoder.reserveCount`).
    func fixedCount() throws -> Int {
        var value = 0
        for shift in 0..<4 { value |= Int(try byte()) << (8 * shift) }
        guard value <= bytes.count - position else { throw Malformed() }
        return value
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { position == bytes.count }
    /// How many bytes are left to read.
    var bytesLeft: Int { bytes.count - position }

    /// Records that a type asked for keys, which the layout does not hold.
    func needsKeys() { unsupported = true }

    private func fileReference() throws -> SourceFile {
        let reference = try unsigned()
        switch reference {
        case 0: return file
        case 1:
            let path = try string()
            let content = try decodeValue([UInt8].self)
            let parent = try fileReference()
            let count = try count()
            guard count == content.count + 1 else { throw Malformed() }
            var offsets: [Int] = []
            offsets.reserveCapacity(count)
            var last: Int64 = 0
            for _ in 0..<count {
                let (next, overflow) = last.addingReportingOverflow(try signed())
                guard !overflow, next >= 0, next <= parent.bytes.count else { throw Malformed() }
                last = next
                offsets.append(Int(last))
            }
            let embedded = SourceFile(path: path, bytes: content, embedding: .init(parent: parent, offsets: offsets))
            files.append(embedded)
            return embedded
        default:
            guard reference - 2 < UInt64(files.count) else { throw Malformed() }
            return files[Int(reference - 2)]
        }
    }

    private func owner() throws -> TextOwner {
        let reference = try unsigned()
        guard reference == 0 else {
            guard reference - 1 < UInt64(owners.count) else { throw Malformed() }
            return owners[Int(reference - 1)]
        }
        guard let kind = SourceKind(rawValue: try string()) else { throw Malformed() }
        let owner = TextOwner(kind: kind, file: try fileReference(), relativePath: try string(), named: try string(),
                              id: try decodeValue(String?.self), categoryFolder: try string())
        owners.append(owner)
        return owner
    }

    /// A list or dictionary written before, put in `value` when the next value refers to one
    /// (true); else false, and the value follows in full.
    func shared<Value>(_ type: Value.Type, into value: inout Value) throws -> Bool {
        // (Not an optional result: its type would be looked up for every list read.)
        let reference = try unsigned()
        guard reference > 0 else { return false }
        guard reference - 1 < UInt64(sharedValues.count), let shared = sharedValues[Int(reference - 1)] as? Value else { throw Malformed() }
        value = shared
        return true
    }

    /// Keeps a place for a list or dictionary about to be read in full (in the order the encoder
    /// met them: before their elements), which later values may refer to.
    func reserveShared() -> Int {
        sharedValues.append(())
        return sharedValues.count - 1
    }

    /// Fills the place `reserveShared` kept.
    func fillShared(_ place: Int, with value: Any) { sharedValues[place] = value }

    private func field() throws -> TextField {
        let reference = try unsigned()
        guard reference == 0 else {
            guard reference - 1 < UInt64(fields.count) else { throw Malformed() }
            return fields[Int(reference - 1)]
        }
        var components: [String] = []
        for _ in 0..<(try count()) { components.append(try string()) }
        guard let role = TextRole(rawValue: try string()), let format = TextField.Format(rawValue: try string()) else { throw Malformed() }
        let field = TextField.canonical(TextField(components: components, role: role, format: format, isTranslated: try decodeValue(Bool.self),
                                                  isPlural: try decodeValue(Bool.self)))
        fields.append(field)
        return field
    }

    private func body() throws -> CompiledBody {
        let reference = try unsigned()
        guard reference == 0 else {
            guard reference - 1 < UInt64(bodies.count) else { throw Malformed() }
            return bodies[Int(reference - 1)]
        }
        let body = try CompiledBody(loweredFile: self)
        // Sections are ranges of the blocks, which readers index.
        guard body.sections.allSatisfy({ $0.blockRange.lowerBound >= 0 && $0.blockRange.upperBound <= body.encodedBlocks.count }) else { throw Malformed() }
        bodies.append(body)
        return body
    }
}
