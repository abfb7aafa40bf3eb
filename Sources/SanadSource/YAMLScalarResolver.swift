/// Types plain YAML scalars by the YAML 1.2 core schema and nothing else: `yes`, `no`, `on`,
/// `off` stay strings, and so does `2:30` (no base-60). Quoted and block scalars are always strings.
public enum YAMLScalarResolver {
    public static func resolvePlain(_ text: String) -> Node.Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF":
            return .number(Number(literal: text, double: .infinity, int: nil))
        case "-.inf", "-.Inf", "-.INF":
            return .number(Number(literal: text, double: -.infinity, int: nil))
        case ".nan", ".NaN", ".NAN":
            return .number(Number(literal: text, double: .nan, int: nil))
        default: break
        }
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return .string(text) }
        if let number = integer(text) ?? float(text) { return .number(number) }
        return .string(text)
    }

    private static func integer(_ text: String) -> Number? {
        if text.hasPrefix("0o"), text.count > 2, let value = Int(text.dropFirst(2), radix: 8) {
            return Number(literal: text, double: Double(value), int: value)
        }
        if text.hasPrefix("0x"), text.count > 2, let value = Int(text.dropFirst(2), radix: 16) {
            return Number(literal: text, double: Double(value), int: value)
        }
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        let normalized = text.hasPrefix("+") ? String(text.dropFirst()) : text
        if let value = Int(normalized) { return Number(literal: text, double: Double(value), int: value) }
        return Double(normalized).map { Number(literal: text, double: $0, int: nil) }
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func float(_ text: String) -> Number? {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return nil }
        } else {
            guard digits() > 0 else { return nil }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                _ = digits()
            }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == bytes.count else { return nil }
        let normalized = text.hasPrefix("+") ? String(text.dropFirst()) : text
        guard let value = Double(normalized) else { return nil }
        let int = value.isFinite && value.rounded(.towardZero) == value && abs(value) < 9.0e15 ? Int(value) : nil
        return Number(literal: text, double: value, int: int)
    }
}
