import Foundation
import Testing
import _SanadTestSupport

/// The compiler's and the tools' public declarations are held to the runtime's doc-comment
/// standard by a ratchet: the ones written before the standard reached them are listed in
/// `Fixtures/undocumented-public-api.txt`, a new public declaration without a `///` comment fails
/// this test, and a listed one that gains its comment must leave the list (so the list only
/// shrinks). `SANAD_UPDATE_GOLDEN=1` rewrites the list; review that it did not grow.
@Suite struct CompilerDocCommentTests {
    static let folders = ["Sources/SanadCompiler", "Sources/SanadTools"]
    static let baseline = Fixtures.path("Fixtures/undocumented-public-api.txt")

    /// Each undocumented declaration as `folder/file: declaration`, sorted (no line numbers, so
    /// an edit above one does not move it).
    static func undocumented() throws -> [String] {
        let root = URL(fileURLWithPath: KindCompletenessTests.repository).standardizedFileURL
        var result: [String] = []
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            let paths = try #require(FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String])
            for path in paths where path.hasSuffix(".swift") && !path.hasSuffix(".generated.swift") {
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                result += DocComments.undocumentedLines(in: text).map { "\(folder)/\(path): \($0.text)" }
            }
        }
        return result.sorted()
    }

    @Test func noPublicDeclarationIsAddedWithoutADocComment() throws {
        let current = try Self.undocumented()
        if ProcessInfo.processInfo.environment["SANAD_UPDATE_GOLDEN"] == "1" {
            try (current.joined(separator: "\n") + "\n").write(toFile: Self.baseline, atomically: true, encoding: .utf8)
            return
        }
        let listed = try String(contentsOfFile: Self.baseline, encoding: .utf8).split(separator: "\n").map(String.init)
        var remaining = Dictionary(listed.map { ($0, 1) }, uniquingKeysWith: +)
        var added: [String] = []
        for line in current {
            if let count = remaining[line], count > 0 { remaining[line] = count - 1 } else { added.append(line) }
        }
        let documented = remaining.filter { $0.value > 0 }.keys.sorted()
        #expect(added.isEmpty, "public declarations without a /// comment:\n\(added.joined(separator: "\n"))")
        #expect(documented.isEmpty, "documented now: remove from Fixtures/undocumented-public-api.txt:\n\(documented.joined(separator: "\n"))")
    }
}
