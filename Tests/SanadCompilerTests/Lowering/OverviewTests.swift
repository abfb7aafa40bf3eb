import Foundation
import SanadBundleFormat
import SanadCitations
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// A category's overview goes through the same compiler and checks as a lesson body, and its
/// problems are reported at its own lines in category.yaml.
@Suite struct OverviewTests {
    static let diagnostics = CitationCheckTests.tanzilAvailable ? CitationCheckTests.lint("overview") : []

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func everyCheckOfABodyRunsOnTheOverviewAtItsLines() {
        let located = Self.diagnostics.map { "\($0.code.id)@\($0.location!)" }
        #expect(located == [
            "C0002@9:31",   // a misquoted ayah in a citation block
            "C0014@11:35",  // a one-word-off ayah in a paragraph
            "M0005@13:3", "M0005@13:18",  // raw HTML
            "L0011@13:43",  // javascript:
            "L0011@14:3",   // an untrusted domain
            "L0009@16:3",   // no alt text
            "R0007@16:3",   // a missing image
            "L0013@21:19",  // a subtopic no lesson is in (a category rule, not a body rule)
        ])
        #expect(Self.diagnostics.allSatisfy { $0.path?.hasSuffix("categories/envy/category.yaml") == true })
    }

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func aMisquotedOverviewIsRefusedByARelease() {
        let outcome = CitationCheckTests.release("overview")
        #expect(outcome.exitCode == ExitStatus.failure)
        #expect(outcome.bundle == nil)
    }
}

@Suite struct OverviewBundleTests {
    /// An overview that quotes the Qur'an brings the Tanzil notice into the bundle, and its
    /// citations are listed with the category citing them.
    @Test func anOverviewsCitationsAndTheTanzilNoticeReachTheBundle() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/category.yaml") {
            $0.replacingOccurrences(of: "overview: A fixture overview.\n", with: """
                overview: |
                  > [!QURAN 5:6]
                  > يَا أَيُّهَا الَّذِينَ آمَنُوا إِذَا قُمْتُمْ إِلَى الصَّلَاةِ
                citations:
                  - { id: maidah-6, quran: "5:6" }

                """)
        }
        let outcome = ReviewApprovalTests.build(folder, release: false)
        let bundle = try #require(outcome.bundle, "\(outcome.output)")
        let citations = try JSONDecoder().decode(BundleCitations.self, from: Data(contentsOf: bundle.appendingPathComponent("citations.json")))
        #expect(citations.citations.map(\.key) == ["quran:5:6"])
        #expect(citations.citations.first?.categories == ["wudu"] && citations.citations.first?.lessons == [])
        #expect(citations.notice?.contains("Tanzil") == true)
        let project = try JSONDecoder().decode(BundleProject.self, from: Data(contentsOf: bundle.appendingPathComponent("project.json")))
        #expect(project.notices.contains { $0.contains("Tanzil") })
    }
}
