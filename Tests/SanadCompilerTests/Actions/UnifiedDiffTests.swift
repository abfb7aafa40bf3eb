import Foundation
@testable import SanadCompiler
@testable import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// `sanad fix --dry-run`'s diffs are real ones: `git apply` turns the old text into the new, for
/// CRLF lines, a last line without a newline, replacements that take a newline or reach the end,
/// insertions, and random edits.
@Suite struct UnifiedDiffTests {
    /// Applies `replacements` to `text` directly and through the diff with `git apply`; both must agree.
    static func expectApplies(_ text: String, _ edits: [(Range<Int>, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let file = SourceFile(path: "f.txt", bytes: Array(text.utf8))
        let replacements = edits.map { Diagnostic.FixIt.Replacement(range: SourceRange(file: file, start: $0.0.lowerBound, end: $0.0.upperBound), text: $0.1) }
        var expected = file.bytes
        for replacement in replacements.sorted(by: { $0.range.start > $1.range.start }) {
            expected.replaceSubrange(replacement.range.start..<replacement.range.end, with: Array(replacement.text.utf8))
        }
        let folder = try ScratchFolder()
        try Data(file.bytes).write(to: folder.url.appendingPathComponent("f.txt"))
        let diff = UnifiedDiff.render(path: "f.txt", old: file.bytes, replacements: replacements)
        try Data(diff.utf8).write(to: folder.url.appendingPathComponent("fix.patch"))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["apply", "--whitespace=nowarn", "fix.patch"]
        git.currentDirectoryURL = folder.url
        git.standardError = FileHandle.nullDevice
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "git apply refused:\n\(diff)", sourceLocation: sourceLocation)
        let applied = try Data(contentsOf: folder.url.appendingPathComponent("f.txt"))
        #expect([UInt8](applied) == expected, "\(diff)", sourceLocation: sourceLocation)
    }

    @Test func edgeCases() throws {
        try Self.expectApplies("a\r\nb\r\nc\r\n", [(1..<6, "X\r\nY")])
        try Self.expectApplies("a\nb\nc", [(0..<1, "A")])
        try Self.expectApplies("a\nb\n", [(2..<4, "")])
        try Self.expectApplies("a\nb\n", [(4..<4, "c\n")])
        try Self.expectApplies("a\nb", [(3..<3, "\n")])
        try Self.expectApplies("one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n", [(0..<3, "1"), (36..<41, "8"), (44..<47, "10")])
    }

    @Test func randomEditsApply() throws {
        var random = SeededGenerator(seed: 20261124)
        let pieces = ["a", "b\n", "\r\n", "ص", "\n", "lesson: x\n", "  - id: q1\n", ""]
        for _ in 0..<40 {
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let count = text.utf8.count
            var edits: [(Range<Int>, String)] = []
            var cursor = 0
            while cursor < count, edits.count < 3 {
                let start = Int.random(in: cursor...count, using: &random)
                let end = Int.random(in: start...min(count, start + 6), using: &random)
                // Whole scalars only: fix-its replace text, never half a character.
                let bytes = Array(text.utf8)
                if (start < count && bytes[start] & 0xC0 == 0x80) || (end < count && bytes[end] & 0xC0 == 0x80) { break }
                edits.append((start..<end, pieces.randomElement(using: &random)!))
                cursor = end + 1
            }
            if edits.isEmpty { continue }
            try Self.expectApplies(text, edits)
        }
    }
}
