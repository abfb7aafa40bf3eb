import Foundation
import SanadCitations
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSchema
import Testing
import _SanadTestSupport

/// Every "unknown X" diagnostic of the catalogue offers a suggestion for a one-letter typo. A
/// new "unknown" code must add its case here: the first test fails until it does.
@Suite(.serialized) struct SuggestionCoverageTests {
    /// A one-letter typo in the review fixture, and the help it must get.
    struct Case: Sendable {
        var code: DiagnosticCode
        var file: String
        var from: String
        var to: String
        var help: String
    }

    static let cases: [Case] = [
        Case(code: SchemaDiagnostics.unknownProperty, file: "categories/wudu/02-b.md", from: "takeaway:", to: "takeawy:", help: "did you mean 'takeaway'?"),
        Case(code: ResolutionDiagnostics.unknownReference, file: "categories/wudu/02-b.md", from: "subtopic: basics", to: "subtopic: basic", help: "did you mean 'basics'?"),
        Case(code: ResolutionDiagnostics.unknownReference, file: "categories/wudu/02-b.md", from: "order: 2\n", to: "order: 2\nrequires: [wudu.c]\n", help: "did you mean"),
        Case(code: ResolutionDiagnostics.unknownReference, file: "categories/wudu/category.yaml", from: "audience: adults", to: "audience: adult", help: "did you mean 'adults'?"),
        Case(code: ResolutionDiagnostics.unknownReference, file: "categories/wudu/02-b.md", from: "review: { status: in-review }",
             to: "review: { status: approved, reviewer: sample-reviewr, date: 2026-11-22 }", help: "did you mean 'sample-reviewer'?"),
        Case(code: CitationDiagnostics.hadithReference, file: "categories/wudu/02-b.md", from: "order: 2\n",
             to: "order: 2\ncitations: [{ id: h, hadith: \"bokhari:1\" }]\n", help: "did you mean 'bukhari'?"),
        Case(code: CitationDiagnostics.quranReference, file: "categories/wudu/02-b.md", from: "order: 2\n",
             to: "order: 2\ncitations: [{ id: q, quran: \"al-falak:1\" }]\n", help: "did you mean 113 (Al-Falaq)?"),
        Case(code: CitationDiagnostics.unknownCallout, file: "categories/wudu/02-b.md", from: "## Teach\n", to: "## Teach\n\n> [!NOTEE]\n> A note.\n", help: "did you mean [!NOTE]?"),
        Case(code: CompilerDiagnostics.unknownSourceFile, file: "reviewers.yaml", from: "", to: "", help: "did you mean reviewers.yaml?"),
    ]

    @Test func everyUnknownCodeHasACase() {
        let unknown = DiagnosticCatalog.all.filter { $0.name.hasPrefix("unknown-") || $0.summary.contains("unknown collection") || $0.summary.contains("names no surah") }
        let covered = Set(Self.cases.map(\.code.id))
        #expect(unknown.count >= 6)
        for code in unknown {
            #expect(covered.contains(code.id), "\(code.id) \(code.name) has no typo case")
        }
    }

    @Test(arguments: cases.indices)
    func aOneLetterTypoGetsASuggestion(_ index: Int) throws {
        let item = Self.cases[index]
        let folder = try ReviewApprovalTests.copyFixture(realReviewers: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if item.code == CompilerDiagnostics.unknownSourceFile {
            try FileManager.default.copyItem(at: folder.appendingPathComponent("reviewers.yaml"), to: folder.appendingPathComponent("Reviewers.yml"))
        } else {
            try ReviewApprovalTests.edit(folder, item.file) { $0.replacingOccurrences(of: item.from, with: item.to) }
        }
        let found = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.code == item.code }
        #expect(found.contains { $0.help?.contains(item.help) == true }, "\(item.code.id): \(found.map { "\($0.message) / \($0.help ?? "-")" })")
    }
}
