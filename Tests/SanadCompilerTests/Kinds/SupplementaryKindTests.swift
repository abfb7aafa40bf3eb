import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadRuntime
import Testing
import _SanadTestSupport

/// The supplementary-item kind end to end: lowering, review, release, bundle, diff, runtime and
/// the citation report, on the review fixture with a `supplementary.yaml` added.
@Suite(.serialized) struct SupplementaryKindTests {
    static let file = """
        # Supplementary items of the fixture.
        items:
          - id: wudu.advice
            type: advice
            title: Keep clean
            order: 2
            text: |
              Keep clean, as the lessons teach.
          - id: wudu.article
            type: article
            title: About wudu
            order: 1
            url: https://sunnah.com/bukhari:159
        review: { status: in-review }

        """

    static func fixture() throws -> URL {
        let folder = try ReviewApprovalTests.copyFixture()
        try ReviewApprovalTests.edit(folder, "sanad.yaml") { $0 + "trusted-domains: [sunnah.com]\n" }
        try Self.file.write(to: folder.appendingPathComponent("categories/wudu/supplementary.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func itemsAreLoweredTyped() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: folder.path)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let items = result.corpus.supplementaryItems
        #expect(items.map(\.id.value) == ["wudu.advice", "wudu.article"])
        #expect(items.map(\.type) == [.advice, .article])
        #expect(items[0].body != nil && items[1].url?.value == "https://sunnah.com/bukhari:159")
    }

    @Test func approvalChangesOnlyTheReviewAndGoesStaleWhenTheTextChanges() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("categories/wudu/supplementary.yaml")
        let outcome = ReviewApprovalTests.approve(folder, "wudu/supplementary")
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let after = try String(contentsOf: path, encoding: .utf8)
        let changed = zip(Self.file.split(separator: "\n"), after.split(separator: "\n")).filter { $0.0 != $0.1 }
        #expect(changed.count == 1 && changed.first?.1.hasPrefix("review: { status: approved, reviewer: sample-reviewer, date: 2026-11-22, fingerprint: ") == true)
        #expect(after.count > Self.file.count && after.split(separator: "\n").count == Self.file.split(separator: "\n").count)
        func stale() -> [String] {
            Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.code == ReviewDiagnostics.staleApproval }.map(\.message)
        }
        #expect(stale().isEmpty)
        try ReviewApprovalTests.edit(folder, "categories/wudu/supplementary.yaml") { $0.replacingOccurrences(of: "Keep clean, as", with: "Stay clean, as") }
        #expect(stale() == ["the supplementary file changed after it was approved by sample-reviewer ('items/wudu.advice/text' changed): the approval is stale"])
    }

    @Test func aReleaseLeavesOutWhatIsNotApproved() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: folder.path)
        var corpus = result.corpus
        corpus.categories = corpus.categories.map { category in
            var approved = category
            approved.review.status = .approved
            return approved
        }
        #expect(ReleaseSelection.select(corpus).corpus.supplementaryItems.isEmpty, "in review: left out")
        corpus.setModels(corpus.models(of: ContentKinds.Supplementary.self).map { list in
            var approved = list
            approved.review.status = .approved
            return approved
        }, of: ContentKinds.Supplementary.self)
        #expect(ReleaseSelection.select(corpus).corpus.supplementaryItems.count == 2)
        corpus.categories = result.corpus.categories
        let selection = ReleaseSelection.select(corpus)
        #expect(selection.corpus.supplementaryItems.isEmpty, "its category is not approved: left out")
        #expect(selection.diagnostics.contains { $0.message.contains("supplementary file of 'wudu' is left out") && $0.severity == .warning })
    }

    @Test func theBundleCarriesTheItemsAndTheRuntimeReadsThem() throws {
        let folder = try Self.fixture(), output = BundleTests.temporaryFolder("supplementary")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let bundle = try #require(BundleTests.build(source: folder.path, output: output).bundle)
        let library = try ContentLibrary(folder: bundle)
        let items = try library.supplementaryItems(in: "wudu")
        #expect(items.map(\.id) == ["wudu.article", "wudu.advice"], "in order")
        #expect(items.map(\.type) == [.known(.article), .known(.advice)])
        #expect(items[1].blocks?.first?.type.known == .paragraph)
        #expect(try library.supplementaryItems(in: "no-such-category").isEmpty)
        #expect(try library.citations(of: items[0]).isEmpty)
    }

    @Test func diffReportsRemovalsAsMajorAndTextAsPatch() throws {
        let folder = try Self.fixture(), first = BundleTests.temporaryFolder("supp-a"), second = BundleTests.temporaryFolder("supp-b")
        defer { for url in [folder, first, second] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: folder.path, output: first).bundle)
        try ReviewApprovalTests.edit(folder, "categories/wudu/supplementary.yaml") { text in
            text.replacingOccurrences(of: "Keep clean, as", with: "Stay clean, as")
                .replacingOccurrences(of: "  - id: wudu.article\n    type: article\n    title: About wudu\n    order: 1\n    url: https://sunnah.com/bukhari:159\n", with: "")
        }
        let b = try #require(BundleTests.build(source: folder.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes.filter { $0.subject == .supplementaryItem }
        #expect(changes.map { "\($0.bump) \($0.id) \($0.detail)" } == ["major wudu.article removed", "patch wudu.advice changed: text"])
    }

    @Test func idsStartWithTheCategoryAndOrdersAreNotShared() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/supplementary.yaml") { text in
            text.replacingOccurrences(of: "id: wudu.article", with: "id: salah.article").replacingOccurrences(of: "order: 2", with: "order: 1")
        }
        let messages = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
            .filter { $0.code == ResolutionDiagnostics.idMismatch || $0.code == ResolutionDiagnostics.duplicateOrder }.map(\.message)
        #expect(messages.sorted() == [
            "order 1 is also used by 'salah.article'", "order 1 is also used by 'wudu.advice'",
            "the supplementary item id 'salah.article' must start with its category id 'wudu.'",
        ])
    }

    /// The sample's items with their sources, and a children's category's addresses behind a
    /// parental gate.
    @Test func theSampleItemsCiteTheirSourcesAndChildrensAddressesAreGated() throws {
        let first = BundleTests.temporaryFolder("supp-sample"), second = BundleTests.temporaryFolder("supp-children")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let sample = try ContentLibrary(folder: try #require(BundleTests.build(source: "content-src", output: first).bundle))
        let items = try sample.supplementaryItems(in: "backbiting")
        #expect(items.map(\.type) == [.known(.advice), .known(.article), .known(.dhikr)])
        #expect(try sample.citations(of: items[0]).map(\.key) == ["hadith:tirmidhi:1931"])
        #expect(try sample.citations(of: items[2]).first?.supplementary == ["backbiting.expiation-of-the-gathering"])
        #expect(items.allSatisfy { $0.parentalGate == nil }, "adults' content is not gated")
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "sanad.yaml") { $0.replacingOccurrences(of: "hadith-grades: [sahih] }", with: "hadith-grades: [sahih], children: true, narration-waiver: true }") }
        let children = try ContentLibrary(folder: try #require(BundleTests.build(source: folder.path, output: second).bundle))
        let article = try #require(try children.supplementaryItems(in: "wudu").first { $0.url != nil })
        #expect(article.parentalGate == true)
    }
}
