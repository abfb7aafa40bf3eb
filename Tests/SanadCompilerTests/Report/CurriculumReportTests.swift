import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// `sanad report curriculum` on the runtime fixture, whose plan has a category within its plan, one
/// over it with other prerequisites, one not started and one written outside the plan.
@Suite struct CurriculumReportTests {
    static let fixture = Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum")

    static func report(_ format: ReportFormat) -> ActionOutcome<Void> {
        CurriculumReportAction(source: fixture, format: format, output: nil, workingDirectory: "/").run()
    }

    @Test(arguments: ReportFormat.allCases)
    func golden(_ format: ReportFormat) {
        let outcome = Self.report(format)
        #expect(outcome.exitCode == 0)
        if let difference = Golden.compare(outcome.output, path: "Golden/curriculum.\(format.rawValue)") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func eachCategoryStandsAgainstThePlan() throws {
        let report = try JSONDecoder().decode(CurriculumReport.self, from: Data(Self.report(.json).output.utf8))
        #expect(report.categories.map(\.id) == ["aqeedah", "wudu", "seerah", "salah"], "planned in the plan's order, then the unplanned")
        #expect(report.categories.map(\.status) == [.complete, .overPlan, .notStarted, .unplanned])
        let wudu = report.categories[1]
        #expect(wudu.requiresDiffer && wudu.plannedRequires == ["aqeedah"] && wudu.requires == [])
        let narration = report.categories[0].narration
        #expect(narration.narrated == 0 && narration.waived == 3 && narration.missing == 0 && report.categories[0].review.draft == 3)
        #expect(report.summary.plannedLessons.description == "10–12" && report.summary.authoredLessons == 6 && report.summary.writtenCategories == 2)
    }

    @Test func aPlanNamingAnUnknownCategoryOrGoingRoundIsReported() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        try content.edit("sanad.yaml", "requires: [aqeedah, wudu] }", "requires: [aqeedha, wudu] }")
        try content.edit("sanad.yaml", "wudu: { lessons: 2, requires: [aqeedah]", "wudu: { lessons: 2, requires: [aqeedah, seerah]")
        let found = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.path?.hasSuffix("sanad.yaml") == true }
        #expect(found.map(\.message).sorted() == [
            "the curriculum plan's 'seerah' requires 'aqeedha', which is neither planned nor written",
            "the curriculum plan's prerequisites go round: wudu → seerah → wudu",
        ])
        #expect(found.first { $0.code == ResolutionDiagnostics.unknownReference }?.help == "did you mean 'aqeedah'?")
    }

    @Test func theSamplePlanIsWrittenAgainst() throws {
        let outcome = CurriculumReportAction(source: "content-src", format: .md, output: nil, workingDirectory: Fixtures.path("../../..")).run()
        #expect(outcome.output.contains("| Aqeedah (`aqeedah`) | 3 of 12–15 | under way |"))
        #expect(outcome.output.contains("| Stories of the Prophet (`seerah`) | 0 of 10–12 | not started |"))
        #expect(outcome.output.contains("| 4 of 10–12 (1 seasonal) |"), "the Eid lesson")
    }
}
