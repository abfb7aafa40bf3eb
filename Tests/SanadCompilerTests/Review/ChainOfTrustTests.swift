import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Nothing unreviewed is published, whatever the kind: a change after approval to a translated
/// text, a questionnaire's prompt, an app's copy, an achievement's title or a quiz question is
/// named by a review diagnostic at the changed file, and never reaches the bundle. The sample is
/// built as a real project would be: its reviewers marked real (in a scratch copy only), the one
/// lesson a published lesson requires approved.
@Suite(.serialized) struct ChainOfTrustTests {
    /// The sample, its reviewers real, its Qur'an texts found wherever the copy is.
    static func project() throws -> ScratchFolder {
        let content = try ScratchFolder()
        try FileManager.default.removeItem(at: content.url)
        try BundleTests.copySample(to: content.url)
        try content.edit("reviewers.yaml", "sample-data: true", "sample-data: false")
        let approved = ReviewAction(source: content.path, workingDirectory: "/")
            .approve(lessonID: "lying.signs-of-the-hypocrite", reviewer: "sample-reviewer-hadith", date: "2026-11-27", today: LocalDate(iso: "2026-11-27")!)
        #expect(approved.exitCode == 0, "\(approved.output)")
        return content
    }

    static func release(_ content: ScratchFolder, requireAllApproved: Bool = false) -> (outcome: BuildAction.Outcome, output: URL) {
        let output = content.url.appendingPathComponent("../\(content.url.lastPathComponent)-out").standardizedFileURL
        var options = BuildAction.Options()
        options.source = content.path
        options.output = output.path
        options.release = true
        options.requireAllApproved = requireAllApproved
        options.today = LocalDate(iso: "2026-11-27")
        options.cache = false
        return (BuildAction(options: options, workingDirectory: "/").run(), output)
    }

    static func arabic(_ bundle: URL) throws -> BundleTranslations {
        try JSONDecoder().decode(BundleTranslations.self, from: Data(contentsOf: bundle.appendingPathComponent("l10n/ar.json")))
    }

    @Test func theSampleWithRealReviewersIsPublishedWithItsTranslations() throws {
        let content = try Self.project()
        let (outcome, output) = Self.release(content)
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let bundle = try #require(outcome.product)
        #expect(try Self.arabic(bundle).texts["lesson:aqeedah.allah-is-one/takeaway"]?.text == "الله واحد، وليس كمثله شيء.")
    }

    /// The attack of issue 33: the approved Arabic translation of a children's lesson says «Allah
    /// is one, and He has a partner». The release names the file and leaves the translation out,
    /// so the app shows the approved English.
    @Test func aChangedTranslationIsNamedAndLeftOut() throws {
        let content = try Self.project()
        let path = "categories/aqeedah/01-allah-is-one.ar.yaml"
        try content.edit(path, "text: \"الله واحد، وليس كمثله شيء.\"", "text: \"الله واحد، وله شريك\"")
        let (outcome, output) = Self.release(content)
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let named = try #require(outcome.diagnostics.first { $0.path?.hasSuffix(path) == true && $0.code.group == .review })
        #expect(named.code == ReviewDiagnostics.unapprovedLesson && named.severity == .warning && named.location?.line != nil)
        #expect(named.message.contains("changed after it was approved"))
        let bundle = try #require(outcome.product)
        let published = try Self.arabic(bundle)
        #expect(!published.texts.values.contains { $0.text?.contains("شريك") == true }, "the changed text is not published")
        #expect(published.texts.keys.contains { $0.hasPrefix("lesson:aqeedah.allah-is-one/") } == false, "none of the stale file's texts is")
        #expect(published.texts["lesson:aqeedah.allah-made-everything/title"] != nil, "the other, approved translations are")
        let required = Self.release(content, requireAllApproved: true)
        defer { try? FileManager.default.removeItem(at: required.output) }
        #expect(required.outcome.exitCode == 1 && required.outcome.diagnostics.contains { $0.path?.hasSuffix(path) == true && $0.code == ReviewDiagnostics.staleApproval })
    }

    /// The same change to a text of each other kind a release carries: named at its file and
    /// line, and the release refused, so nothing of it is published.
    @Test(arguments: [
        ("questionnaires/onboarding.yaml", "prompt: كيف حال صلاتك هذه الأيام؟", "prompt: لم تصلّ هذه الأيام، أليس كذلك؟"),
        ("copy/worship-path.yaml", "text: Welcome back; let's begin again.", "text: Welcome back; you failed again."),
        ("achievements.yaml", "title: First step", "title: First and only step"),
        ("quizzes/backbiting.yaml", "prompt: Telling a friend kindly, to his face, about a mistake he made is backbiting.",
         "prompt: Telling others about a friend's mistake behind his back is not backbiting."),
    ])
    func aChangedTextOfAnyKindIsNamedAndNotPublished(_ path: String, _ old: String, _ new: String) throws {
        let content = try Self.project()
        try content.edit(path, old, new)
        let (outcome, output) = Self.release(content)
        defer { try? FileManager.default.removeItem(at: output) }
        let named = try #require(outcome.diagnostics.first { $0.path?.hasSuffix(path) == true && $0.code == ReviewDiagnostics.staleApproval }, "\(outcome.output)")
        #expect(named.severity == .error && named.location?.line != nil)
        #expect(outcome.exitCode == 1 && outcome.product == nil, "nothing is published")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("keys-to-paradise").path))
    }
}
