import SanadDiagnostics
import SanadSource

/// Tolerant readers for lowering: a missing or ill-typed value reads as `nil` (the schema has
/// already reported it).
extension Node {
    func text(_ key: String) -> String? { self[key]?.string }

    func located(_ key: String) -> Located<String>? {
        guard let node = self[key], let value = node.string else { return nil }
        return Located(value, at: node.range)
    }

    func integer(_ key: String) -> Located<Int>? {
        guard let node = self[key], case .number(let number) = node.value, let value = number.int else { return nil }
        return Located(value, at: node.range)
    }

    /// The node's own value as an integer.
    var integerValue: Int? {
        guard case .number(let number) = value else { return nil }
        return number.int
    }

    func flag(_ key: String) -> Bool? {
        guard case .bool(let value)? = self[key]?.value else { return nil }
        return value
    }

    /// A string or a number, as text (`book: 24` and `book: "24"` alike).
    func scalarText(_ key: String) -> String? {
        switch self[key]?.value {
        case .string(let value)?: return value
        case .number(let number)?: return number.literal
        default: return nil
        }
    }

    func strings(_ key: String) -> [Located<String>] {
        (self[key]?.elements ?? []).compactMap { element in element.string.map { Located($0, at: element.range) } }.withExactCapacity()
    }

    func objects(_ key: String) -> [Node] {
        (self[key]?.elements ?? []).filter { $0.members != nil }
    }

    func duration(_ key: String) -> Located<Int>? {
        guard let text = located(key), let seconds = DurationText.seconds(text.value) else { return nil }
        return Located(seconds, at: text.range)
    }
}
