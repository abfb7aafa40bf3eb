/// The members of a JSON object's top level, read without building its nested values: an
/// object or array inside is skipped, so reading costs one pass over the bytes and no memory
/// beyond one byte per level of nesting. What it skips is checked as strictly as what it reads
/// (RFC 8259: numbers, literals, string escapes, UTF-8), with a stack of the open brackets
/// instead of recursion, so a file a JSON parser refuses is refused here too. A media header
/// reader's tool (`MediaInfo.lottie`), not a JSON parser: SanadJSON's builds the whole tree.
struct TopLevelJSON {
    /// A top-level value, as much of it as a header reader needs.
    enum Value {
        case number(Double), string, array, object, other
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Calls `body` with each member's key and value; false when the bytes are not one JSON
    /// object (with nothing but white space after it), or when it repeats a key.
    mutating func forEachMember(_ body: (String, Value) -> Void) -> Bool {
        var keys = Set<String>()
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return false }
        skipSpace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                // Keys are compared as written: one with an escape could stand for another's name.
                guard let key = string(), !key.contains("\\"), keys.insert(key).inserted else { return false }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipSpace()
                guard let value = value() else { return false }
                body(key, value)
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return false }
        }
        skipSpace()
        return index == bytes.count
    }

    private mutating func value() -> Value? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return skipString() == nil ? nil : .string
        case UInt8(ascii: "["): return skipNested() ? .array : nil
        case UInt8(ascii: "{"): return skipNested() ? .object : nil
        default: return scalar().map { $0.map(Value.number) ?? .other }
        }
    }

    /// A number, `true`, `false` or `null` at `index`: the number's value, nil inside for a
    /// literal; nil when it is none of them.
    private mutating func scalar() -> Double?? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { return number().map { $0 } }
        for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
            index += word.utf8.count
            return .some(nil)
        }
        return nil
    }

    /// The text between the quotes of a string at `index`, as written (escapes are checked, not
    /// decoded: the keys a header reader looks for are plain ASCII, and Bodymovin writes them so);
    /// nil when it is not a string.
    private mutating func string() -> String? {
        skipString().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The bytes between the quotes of a string at `index`, which it moves past; nil when it is
    /// not a string (an unclosed one, a control character, an escape JSON does not have).
    private mutating func skipString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                var utf8 = bytes[start..<index - 1].makeIterator(), decoder = UTF8()
                while true {
                    switch decoder.decode(&utf8) {
                    case .scalarValue: continue
                    case .emptyInput: return start..<index - 1
                    case .error: return nil
                    }
                }
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                if escaped == UInt8(ascii: "u") {
                    guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
                    index += 4
                } else if !Self.escapes.contains(escaped) {
                    return nil
                }
            case 0..<0x20: return nil
            default: continue
            }
        }
        return nil
    }

    /// The characters JSON allows after a backslash, besides `u`.
    private static let escapes = Set("\"\\/bfnrt".utf8)

    /// Skips an object or array at `index`, checking it is JSON: what may follow each bracket,
    /// key, colon, value and comma, with the open brackets on a stack (one byte each).
    private mutating func skipNested() -> Bool {
        var open: [UInt8] = []
        // Whether a value is expected next (after `[`, `:` or a comma in an array), else a
        // comma or a closing bracket.
        var expectingValue = true
        while true {
            skipSpace()
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            if expectingValue {
                switch byte {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    open.append(byte)
                    index += 1
                    skipSpace()
                    if take(byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
                        open.removeLast()
                        expectingValue = false
                    } else if byte == UInt8(ascii: "{") {
                        guard skipMemberName() else { return false }
                    }
                    continue
                case UInt8(ascii: "\""):
                    guard skipString() != nil else { return false }
                default:
                    guard scalar() != nil else { return false }
                }
                expectingValue = false
            } else {
                guard let innermost = open.last else { return true }
                if take(UInt8(ascii: ",")) {
                    if innermost == UInt8(ascii: "{") {
                        skipSpace()
                        guard skipMemberName() else { return false }
                    }
                    expectingValue = true
                } else if take(innermost == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
                    open.removeLast()
                } else {
                    return false
                }
            }
            if open.isEmpty, !expectingValue { return true }
        }
    }

    /// A member's name and its colon, inside an object being skipped.
    private mutating func skipMemberName() -> Bool {
        guard skipString() != nil else { return false }
        skipSpace()
        return take(UInt8(ascii: ":"))
    }

    /// An RFC 8259 number at `index`.
    private mutating func number() -> Double? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { guard digits() else { return nil } }
        if take(UInt8(ascii: ".")) { guard digits() else { return nil } }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() else { return nil }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func digits() -> Bool {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, MediaInfo.isJSONSpace(bytes[index]) { index += 1 }
    }
}
