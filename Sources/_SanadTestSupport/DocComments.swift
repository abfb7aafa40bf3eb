import Foundation

/// The project's doc-comment standard, read from source text: which `public` or `open`
/// declarations lack a `///` comment. The runtime's, the compiler's and the tools' tests require
/// none.
public enum DocComments {
    /// Keywords that may come between `public` (or `open`) and what it declares.
    public static let modifiers: Set<String> = [
        "final", "mutating", "nonmutating", "indirect", "override", "required", "convenience", "lazy", "weak", "unowned", "dynamic",
        "nonisolated", "private(set)", "fileprivate(set)", "internal(set)", "package(set)",
    ]

    /// What a public line may declare that needs a comment (`extension` and `import` need none).
    public static let declarations: Set<String> = [
        "var", "let", "func", "init", "struct", "enum", "class", "case", "typealias", "static", "subscript", "protocol", "actor",
    ]

    /// The lines (1-based) that declare something `public` or `open` without a `///` comment or an
    /// attribute on the nearest non-blank line above. Exempt: `init(from:)` and `encode(to:)` of
    /// `Codable`, `description` of `CustomStringConvertible` and operator functions. Enum cases are
    /// not marked `public` and are not checked here.
    public static func undocumentedLines(in text: String) -> [(line: Int, text: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        var result: [(line: Int, text: String)] = []
        for (index, line) in lines.enumerated() where needsComment(withoutAttributes(line)) {
            // The nearest line above that is neither blank nor an attribute of its own.
            let above = lines[..<index].last { !$0.isEmpty && !isAttributeLine($0) } ?? ""
            if !above.hasPrefix("///") { result.append((index + 1, line)) }
        }
        return result
    }

    /// A line without the attributes it starts with (`@discardableResult public func f()` is
    /// `public func f()`).
    public static func withoutAttributes(_ line: String) -> String {
        var rest = Substring(line)
        while rest.hasPrefix("@") {
            var depth = 0
            var end = rest.startIndex
            for index in rest.indices {
                let character = rest[index]
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                if character == " " && depth == 0 { end = index; break }
                end = rest.index(after: index)
            }
            rest = rest[end...].drop { $0 == " " }
        }
        return String(rest)
    }

    /// Whether a trimmed line holds only attributes (`@discardableResult`, `@available(*, …)`).
    public static func isAttributeLine(_ line: String) -> Bool {
        line.hasPrefix("@") && withoutAttributes(line).isEmpty
    }

    /// Whether a trimmed line declares something public that needs a doc comment.
    public static func needsComment(_ line: String) -> Bool {
        var tokens = line.split(separator: " ").map(String.init)[...]
        guard let first = tokens.first, first == "public" || first == "open" else { return false }
        tokens = tokens.dropFirst()
        while let token = tokens.first, modifiers.contains(token) { tokens = tokens.dropFirst() }
        guard let keyword = tokens.first.map({ String($0.prefix { $0.isLetter }) }), declarations.contains(keyword) else { return false }
        if line.contains("init(from decoder:") || line.contains("encode(to encoder:") || line.contains("var description: String {") { return false }
        // Operator functions: `static func == (`, `static func < (`.
        if let index = tokens.firstIndex(of: "func"), let name = tokens[(index + 1)...].first?.first, "=<>!+-*/%&|^~?.".contains(name) {
            return false
        }
        return true
    }
}
