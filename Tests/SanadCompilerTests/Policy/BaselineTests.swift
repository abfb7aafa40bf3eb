import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// `--write-baseline` then `--baseline`: old findings suppressed, new ones reported, moved ones
/// still suppressed.
@Suite struct BaselineTests {
    static let fixture = Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum")

    static func lint(_ folder: ScratchFolder, baseline: String? = nil, write: String? = nil, strict: Bool = true) -> LintAction.Outcome {
        var options = LintAction.Options()
        options.paths = ["."]
        options.strict = strict
        options.baseline = baseline
        options.writeBaseline = write
        return LintAction(options: options, workingDirectory: folder.path).run()
    }

    @Test func roundTrip() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        let before = Self.lint(content)
        #expect(before.exitCode == 1, "the fixture has warnings, and --strict fails on them")
        let known = before.diagnostics.count
        #expect(known > 0)

        let written = Self.lint(content, write: "baseline.json")
        #expect(written.exitCode == 0)
        #expect(written.output == "wrote \(known) findings from \(before.filesChecked) files to baseline.json\n")
        let baseline = try Baseline.read(path: content.path + "/baseline.json")
        #expect(baseline.findings.count == known)

        let clean = Self.lint(content, baseline: "baseline.json")
        #expect(clean.exitCode == 0)
        #expect(clean.diagnostics.isEmpty)
        #expect(clean.output.contains("\(known) known findings suppressed by the baseline"))

        // Lines added above a finding move it; it is still the same finding.
        try content.edit("categories/wudu/02-lesson-2.md", "---\nid: wudu.lesson-2\n", "---\n# A comment added above.\n\nid: wudu.lesson-2\n")
        let moved = Self.lint(content, baseline: "baseline.json")
        #expect(moved.diagnostics.isEmpty, "moved findings stay suppressed: \(moved.output)")

        // A new finding is reported, and only it.
        try content.edit("categories/salah/01-lesson-1.md", #"  - { id: ikhlas, quran: "112:1-4" }"#, "  - { id: ikhlas, quran: \"112:1-4\" }\n  - { id: nas, quran: \"114:1\" }")
        let fresh = Self.lint(content, baseline: "baseline.json")
        #expect(fresh.exitCode == 1)
        #expect(fresh.diagnostics.map(\.message) == ["'nas' is cited but not shown in the lesson"])
    }

    @Test func identicalFindingsAreCountedNotMerged() {
        let code = DiagnosticCode(id: "L0001", name: "x", group: .lesson, severity: .warning, summary: "", example: "")
        let file = SourceFile(path: "a.md", text: "same\nsame\n")
        let first = Diagnostic(code, "m", at: SourceRange(file: file, start: 0, end: 4))
        let second = Diagnostic(code, "m", at: SourceRange(file: file, start: 5, end: 9))
        #expect(first.fingerprint == second.fingerprint)
        let baseline = Baseline(diagnostics: [first])
        let (kept, suppressed, gone) = baseline.filter([first, second])
        #expect(suppressed == 1)
        #expect(kept.count == 1)
        #expect(gone.isEmpty)
        // Two recorded, one left: one is gone, and pruning keeps exactly one.
        let two = Baseline(diagnostics: [first, second])
        let (_, _, goneOne) = two.filter([first])
        #expect(goneOne.count == 1)
        #expect(two.pruning(goneOne).findings.count == 1)
        // Findings of files not checked are not "gone".
        #expect(two.filter([], checked: ["b.md"]).gone.isEmpty)
    }

    @Test func unreadableOrForeignBaselinesAreUsageErrors() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        #expect(Self.lint(content, baseline: "missing.json").exitCode == 2)
        try content.write("old.json", #"{"version": "2.0.0", "findings": []}"#)
        let foreign = Self.lint(content, baseline: "old.json")
        #expect(foreign.exitCode == 2)
        #expect(foreign.output.contains("baseline format 2.0.0"))
        try content.write("broken.json", "{\n  \"version\": \"1.0.0\",\n  \"findings\": [,]\n}\n")
        let broken = Self.lint(content, baseline: "broken.json")
        #expect(broken.exitCode == 2)
        #expect(broken.output.contains("line 3, column 16: expected a value"), "\(broken.output)")
    }
}
