import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadRuntime
import Testing
import _SanadTestSupport

/// The journaling-prompt kind end to end: lowering, references, review, release, bundle, diff and
/// runtime, on the review fixture with a `journal.yaml` added.
@Suite(.serialized) struct JournalKindTests {
    static let file = """
        # Journaling prompts of the fixture.
        prompts:
          - id: wudu.how-it-felt
            order: 1
            text: How did you feel after making wudu today?
          - id: wudu.after-b
            order: 2
            lesson: wudu.b
            audiences: [adults]
            text: |
              Which step of wudu will you take more care over?
        review: { status: in-review }

        """

    static func fixture() throws -> URL {
        let folder = try ReviewApprovalTests.copyFixture()
        try Self.file.write(to: folder.appendingPathComponent("categories/wudu/journal.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    static func lint(_ folder: URL) -> [Diagnostic] { Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics }

    @Test func promptsAreLoweredWithTheirTexts() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: folder.path)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let prompts = result.corpus.journals.flatMap(\.prompts)
        #expect(prompts.map(\.id.value) == ["wudu.how-it-felt", "wudu.after-b"])
        #expect(prompts[1].lesson?.value == "wudu.b" && prompts[1].audiences.map(\.value) == ["adults"])
        #expect(prompts.allSatisfy { $0.body != nil })
    }

    /// A prompt's text is a learner's text like any other: the tone rule reads it.
    @Test func aPromptIsCheckedLikeEveryText() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "sanad.yaml") { $0 + "tone:\n  en: [{ refuse: \"you failed\", prefer: let's begin again }]\n" }
        try ReviewApprovalTests.edit(folder, "categories/wudu/journal.yaml") { $0.replacingOccurrences(of: "How did you feel", with: "Where you failed, how did you feel") }
        let tone = Self.lint(folder).filter { $0.path?.hasSuffix("journal.yaml") == true && $0.code.name == "tone" }
        #expect(tone.count == 1 && tone.first?.location?.line == 5, "\(tone.map { "\($0.code.name) \($0.message)" })")
    }

    @Test func referencesAndIDsAreChecked() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/journal.yaml") { text in
            text.replacingOccurrences(of: "lesson: wudu.b", with: "lesson: wudu.bb")
                .replacingOccurrences(of: "audiences: [adults]", with: "audiences: [adult]")
                .replacingOccurrences(of: "id: wudu.how-it-felt", with: "id: salah.how-it-felt")
                .replacingOccurrences(of: "order: 2", with: "order: 1")
        }
        let found = Self.lint(folder).filter { $0.path?.hasSuffix("journal.yaml") == true }
        #expect(found.map { "\($0.location!.line):\($0.code.id) \($0.message)" }.sorted() == [
            "3:\(ResolutionDiagnostics.idMismatch.id) the journaling prompt id 'salah.how-it-felt' must start with its category id 'wudu.'",
            "4:\(ResolutionDiagnostics.duplicateOrder.id) order 1 is also used by 'wudu.after-b'",
            "7:\(ResolutionDiagnostics.duplicateOrder.id) order 1 is also used by 'salah.how-it-felt'",
            "8:\(ResolutionDiagnostics.unknownReference.id) no lesson has the id 'wudu.bb'",
            "9:\(ResolutionDiagnostics.unknownReference.id) no audience in sanad.yaml has the id 'adult'",
        ])
        #expect(found.filter { $0.code == ResolutionDiagnostics.unknownReference }.allSatisfy { $0.fixIts.count == 1 }, "each did-you-mean is a fix")
    }

    @Test func aReleaseLeavesOutWhatIsNotApproved() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        var corpus = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: folder.path).corpus
        corpus.categories = corpus.categories.map { category in
            var approved = category
            approved.review.status = .approved
            return approved
        }
        #expect(ReleaseSelection.select(corpus).corpus.journals.isEmpty, "in review: left out")
        corpus.setModels(corpus.journals.map { model in
            var approved = model
            approved.review.status = .approved
            return approved
        }, of: ContentKinds.Journal.self)
        #expect(ReleaseSelection.select(corpus).corpus.journals.flatMap(\.prompts).count == 2)
    }

    @Test func theBundleCarriesThePromptsAndTheDiffKnowsThem() throws {
        let folder = try Self.fixture(), first = BundleTests.temporaryFolder("journal-a"), second = BundleTests.temporaryFolder("journal-b")
        defer { for url in [folder, first, second] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: folder.path, output: first).bundle)
        let library = try ContentLibrary(folder: a)
        #expect(try library.journalPrompts(in: "wudu").map(\.id) == ["wudu.how-it-felt", "wudu.after-b"])
        #expect(try library.journalPrompts(in: "wudu", afterLesson: "wudu.b", audience: "adults").map(\.id) == ["wudu.after-b"])
        try ReviewApprovalTests.edit(folder, "categories/wudu/journal.yaml") { text in
            text.replacingOccurrences(of: "How did you feel", with: "How do you feel")
                .replacingOccurrences(of: "  - id: wudu.after-b\n    order: 2\n    lesson: wudu.b\n    audiences: [adults]\n    text: |\n      Which step of wudu will you take more care over?\n", with: "")
        }
        let b = try #require(BundleTests.build(source: folder.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes.filter { $0.subject == .journalPrompt }
        #expect(changes.map { "\($0.bump) \($0.id) \($0.detail)" } == ["major wudu.after-b removed", "patch wudu.how-it-felt changed: text"])
    }

    /// The sample's Keys to Paradise prompts reach the bundle, in backbiting's pack.
    @Test func theSampleHasJournalingPrompts() throws {
        let output = BundleTests.temporaryFolder("journal-sample")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: "content-src", output: output).bundle)
        let library = try ContentLibrary(folder: bundle)
        let prompts = try library.journalPrompts(in: "backbiting", audience: "adults")
        #expect(prompts.map(\.id) == ["backbiting.a-gathering", "backbiting.if-they-were-present"])
        #expect(try library.journalPrompts(in: "backbiting", afterLesson: "backbiting.what-is-ghibah", audience: "adults").map(\.id) == ["backbiting.in-your-own-words"])
    }
}
