import Foundation
import SanadCitations
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSchema
import Testing
import _SanadTestSupport

/// Fix-its where the fix is mechanical; each is applied to the file and the result checked.
@Suite struct FixItTests {
    /// The file's text after applying every fix-it of the diagnostics with `code` in it.
    static func applying(_ diagnostics: [Diagnostic], _ code: DiagnosticCode, to path: String) throws -> String {
        let fixes = diagnostics.filter { $0.code == code && $0.path?.hasSuffix(path) == true }.flatMap(\.fixIts).flatMap(\.replacements)
        #expect(!fixes.isEmpty, "a fix-it for \(code.id) in \(path)")
        let file = try #require(fixes.first?.range.file)
        var bytes = file.bytes
        for fix in fixes.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func yesNoAPhaseTypoAndAnIdTypoAreFixed() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") {
            $0.replacingOccurrences(of: "answer: true", with: "answer: yes")
                .replacingOccurrences(of: "## Teach\n", with: "## Teaching\n")
                .replacingOccurrences(of: "subtopic: basics\n", with: "subtopic: basics\nrequires: [wudu.c]\n")
        }
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        let yes = try Self.applying(diagnostics, SchemaDiagnostics.wrongType, to: "01-a.md")
        #expect(yes.contains("answer: true, feedback"))
        let phase = diagnostics.first { $0.message == "'## Teaching' is not a phase" }
        #expect(phase?.help == "did you mean '## Teach'?")
        #expect(!diagnostics.contains { $0.message.contains("has no '## Teach'") }, "not also reported missing")
        let fixedPhase = try Self.applying(diagnostics, PhaseOrderRule.description.code, to: "01-a.md")
        #expect(fixedPhase.contains("\n## Teach\n") && !fixedPhase.contains("Teaching"))
        let fixedID = try Self.applying(diagnostics, ResolutionDiagnostics.unknownReference, to: "01-a.md")
        #expect(fixedID.contains("requires: [wudu.a]") || fixedID.contains("requires: [wudu.b]"))
    }

    @Test func aDurationThatIsNotThePhasesSumIsSetToIt() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/02-b.md") { $0.replacingOccurrences(of: "duration: 5m\n", with: "duration: 7m\n") }
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        let fixed = try Self.applying(diagnostics, DurationMismatchRule.description.code, to: "02-b.md")
        #expect(fixed.contains("duration: 5m\n"))
    }

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func anotherAyahsTextIsFixedByCitingThatAyah() throws {
        let diagnostics = CitationCheckTests.lint("citations")
        let fixed = try Self.applying(diagnostics, CitationDiagnostics.quranMismatch, to: "02-wrong-ayah.md")
        #expect(fixed.contains("> [!QURAN 49:11]"))
        #expect(fixed.contains("quran: \"49:11\""), "the declaration too, so the fixed lesson is consistent")
    }
}
