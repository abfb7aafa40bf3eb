import Foundation
import Testing
import _SanadTestSupport

/// The project standard: every public declaration of the runtime (`SanadRuntime` and the
/// `SanadBundleFormat` it re-exports) has a `///` doc comment, so an app developer reading the API
/// learns what a value means without reading the compiler.
@Suite struct DocCommentTests {
    /// The folders an app sees through `import SanadRuntime`, relative to the repository.
    static let folders = ["Sources/SanadJSON", "Sources/SanadBundleFormat", "Sources/SanadRuntime"]

    @Test func everyPublicDeclarationHasADocComment() throws {
        let root = URL(fileURLWithPath: Fixtures.path("../..")).standardizedFileURL
        var files: [String] = []
        for folder in Self.folders {
            let url = root.appendingPathComponent(folder)
            let paths = try #require(FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String], "cannot list \(folder)")
            files += paths.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        // A wrong root would list nothing and pass vacuously.
        #expect(files.count > 30, "found only \(files.count) Swift files under \(Self.folders)")
        var missing: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            missing += Self.undocumentedLines(in: text).map { "\(file):\($0.line): \($0.text)" }
        }
        #expect(missing.isEmpty, "public declarations without a /// doc comment:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theCheckFindsWhatItShould() {
        let text = """
            /// Documented.
            public struct A {
                public var undocumented: Int

                /// Documented, with a blank line between.

                public var documented: Int
                /// An attribute may come between.
                @discardableResult
                public mutating func f() -> Int { 0 }
                // A plain comment is not a doc comment.
                public private(set) var plain = 0
                public static func == (lhs: A, rhs: A) -> Bool { true }
                public init(from decoder: any Decoder) throws {}
                public func encode(to encoder: any Encoder) throws {}
                public var description: String { "" }
                public var description2 = ""
            }
            public extension A {}
            open class B {}
            """
        #expect(Self.undocumentedLines(in: text).map(\.line) == [3, 12, 17, 20])
    }

    /// Keywords that may come between `public` (or `open`) and what it declares.
    static let modifiers: Set<String> = [
        "final", "mutating", "nonmutating", "indirect", "override", "required", "convenience", "lazy", "weak", "unowned", "dynamic",
        "nonisolated", "private(set)", "fileprivate(set)", "internal(set)", "package(set)",
    ]

    /// What a public line may declare that needs a comment (`extension` and `import` need none).
    static let declarations: Set<String> = [
        "var", "let", "func", "init", "struct", "enum", "class", "case", "typealias", "static", "subscript", "protocol", "actor",
    ]

    /// The lines (1-based) that declare something `public` or `open` without a `///` comment or an
    /// attribute on the nearest non-blank line above. Exempt: `init(from:)` and `encode(to:)` of
    /// `Codable`, `description` of `CustomStringConvertible` and operator functions. Enum cases are
    /// not marked `public` and are not checked here.
    static func undocumentedLines(in text: String) -> [(line: Int, text: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        var result: [(line: Int, text: String)] = []
        for (index, line) in lines.enumerated() where needsComment(line) {
            let above = lines[..<index].last { !$0.isEmpty } ?? ""
            if !above.hasPrefix("///"), !above.hasPrefix("@") { result.append((index + 1, line)) }
        }
        return result
    }

    /// Whether a trimmed line declares something public that needs a doc comment.
    static func needsComment(_ line: String) -> Bool {
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
