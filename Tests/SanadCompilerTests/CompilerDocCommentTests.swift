import Foundation
import Testing
import _SanadTestSupport

/// The compiler's and the tools' public declarations are held to the runtime's doc-comment
/// standard: every `public` or `open` declaration has a `///` comment (protocol witnesses too,
/// each saying what its type's answer is), but for what `DocComments` exempts (`Codable`'s
/// `init(from:)` and `encode(to:)`, `description`, operators).
@Suite struct CompilerDocCommentTests {
    static let folders = ["Sources/SanadCompiler", "Sources/SanadTools"]

    /// Each undocumented declaration as `folder/file:line: declaration`, sorted.
    static func undocumented() throws -> [String] {
        let root = URL(fileURLWithPath: KindCompletenessTests.repository).standardizedFileURL
        var result: [String] = []
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            let paths = try #require(FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String])
            for path in paths where path.hasSuffix(".swift") && !path.hasSuffix(".generated.swift") {
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                result += DocComments.undocumentedLines(in: text).map { "\(folder)/\(path):\($0.line): \($0.text)" }
            }
        }
        return result.sorted()
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let missing = try Self.undocumented()
        #expect(missing.isEmpty, "public declarations without a /// comment:\n\(missing.joined(separator: "\n"))")
    }

    /// The check can fail: a public declaration without a comment is found, one with a comment is not.
    @Test func theCheckFindsAMissingComment() {
        let text = "/// Documented.\npublic struct A {\n    public var b = 0\n}\n"
        #expect(DocComments.undocumentedLines(in: text).map(\.line) == [3])
    }
}
