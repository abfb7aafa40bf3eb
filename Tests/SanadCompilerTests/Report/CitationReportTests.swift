import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// Golden files of the citation report in every format, on the `citations` fixture (verified
/// against the Tanzil texts in ../shared).
@Suite struct CitationReportTests {
    static func report(_ format: CitationReport.Format) -> String {
        ReportAction(source: "citations", format: format, output: nil, workingDirectory: Fixtures.path("../Fixtures")).run().output
    }

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"), arguments: CitationReport.Format.allCases)
    func golden(_ format: CitationReport.Format) {
        if let difference = Golden.compare(Self.report(format), path: "Golden/citations.\(format.rawValue)") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func summaryCountsAndOrder() throws {
        let json = Self.report(.json)
        let report = try JSONDecoder().decode(CitationReport.self, from: Data(json.utf8))
        #expect(report.summary.verified == 1 && report.summary.mismatched == 1 && report.summary.unapproved == 3)
        #expect(report.quran.map(\.reference) == ["49:11-12", "49:12", "49:19"], "in surah and ayah order, unreadable references last")
        #expect(report.quran[1].lessons.map(\.id) == ["backbiting.changed-word", "backbiting.wrong-ayah", "backbiting"])
        #expect(report.quran[1].lessons.map(\.kind) == [.lesson, .lesson, .overview], "the overview's citation is a use too")
        #expect(report.quran[1].lessons.last?.path?.hasSuffix("citations/categories/backbiting/category.yaml") == true)
        // A mismatch beside the text, the differing word marked on both sides.
        let mismatch = try #require(report.quran[1].mismatches?.first)
        #expect(mismatch.id == "backbiting.changed-word" && mismatch.line == 26)
        #expect(mismatch.comparison.quoted.filter(\.differs).map(\.text) == ["أَحَدًا"])
        #expect(mismatch.comparison.text.filter(\.differs).map(\.text) == ["بَعْضًا"])
        #expect(mismatch.comparison.text.map(\.text).joined(separator: " ") == "وَلَا يَغْتَب بَّعْضُكُم بَعْضًا")
        // The per-lesson view: every lesson and overview with what it cites and its problems.
        let texts = try #require(report.texts)
        #expect(texts.map { "\($0.use.kind?.rawValue ?? "") \($0.use.id)" } == [
            "overview backbiting", "lesson backbiting.changed-word", "lesson backbiting.verified", "lesson backbiting.wrong-ayah",
        ])
        #expect(texts[1].problems.contains { $0.hasPrefix("C0002 at line 26:") })
        #expect(report.quran[1].verification == .mismatched)
        #expect(report.hadith.map(\.reference) == ["bukhari:6018"])
        #expect(report.notice?.contains("Tanzil") == true)
        let html = Self.report(.html)
        #expect(html.contains("lang=\"ar\" dir=\"rtl\""))
        #expect(!html.contains("<script"), "readable without scripts")
        #expect(!html.contains("http://") && !html.contains("src="), "self-contained: loads nothing")
        #expect(html.contains("<mark>أَحَدًا</mark>") && html.contains("<mark>بَعْضًا</mark>"))
        #expect(html.contains("<a href=\"#lesson-backbiting-changed-word\">") && html.contains("<article id=\"lesson-backbiting-changed-word\">"))
    }

    @Test func aStaleApprovalShowsInTheReport() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ReviewAction(source: folder.path, workingDirectory: "/").approve(lessonID: "wudu.a", reviewer: "sample-reviewer", date: "2026-11-22", today: LocalDate(year: 2026, month: 11, day: 23)!).exitCode == 0)
        let url = folder.appendingPathComponent("categories/wudu/01-a.md")
        try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "## Teach\n", with: "## Teach\n\nA new sentence.\n").write(to: url, atomically: true, encoding: .utf8)
        let json = ReportAction(source: folder.path, format: .json, output: nil, workingDirectory: "/").run().output
        let report = try JSONDecoder().decode(CitationReport.self, from: Data(json.utf8))
        #expect(report.summary.stale == 1)
        #expect(report.summary.lessonsWithoutCitations == ["wudu.a", "wudu.b"])
    }
}
