import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Nothing unreviewed is published, whatever the kind: a change after approval to a translated
/// text, a questionnaire's prompt, an app's copy, an achievement's title or a quiz question is
/// named by a review diagnostic at the changed file, and never reaches the bundle. The sample is
/// built as a real project would be: its reviewers marked real and its media credits no longer
/// placeholders (in a scratch copy only), the one lesson a published lesson requires approved.
@Suite(.serialized) struct ChainOfTrustTests {
    /// The sample, its reviewers and media credits real, its Qur'an texts found wherever the copy is.
    static func project() throws -> ScratchFolder {
        let content = try ScratchFolder()
        try FileManager.default.removeItem(at: content.url)
        try BundleTests.copySample(to: content.url)
        try content.edit("reviewers.yaml", "sample-data: true", "sample-data: false")
        try content.write("sanad.yaml", try content.read("sanad.yaml").replacingOccurrences(of: "    placeholder: true\n", with: ""))
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
        // The sample's latest approval (the Wudu category's, when its icon began to animate).
        options.today = LocalDate(iso: "2026-11-29")
        options.cache = false
        return (BuildAction(options: options, workingDirectory: "/").run(), output)
    }

    /// The 1-based line of the first line holding `text`.
    static func line(of text: String, in file: String) -> Int? {
        file.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }.map { $0 + 1 }
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
        #expect(named.code == ReviewDiagnostics.unapprovedLesson && named.severity == .warning)
        #expect(named.location?.line == Self.line(of: "الله واحد، وله شريك", in: try content.read(path)), "named at the changed text's line")
        #expect(named.message.contains("changed after it was approved") && named.message.contains("'takeaway' changed"))
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
        #expect(named.severity == .error)
        #expect(named.location?.line == Self.line(of: String(new.drop { $0 != ":" }.dropFirst(2)), in: try content.read(path)), "named at the changed text's line")
        #expect(outcome.exitCode == 1 && outcome.product == nil, "nothing is published")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("keys-to-paradise").path))
    }
}

/// Who may approve what, and what a release may leave out: a translation needs its source's
/// reviewer scopes as well as its language; a required locale cannot lose a translation; a
/// worship plan is not published without its questionnaire; the String Catalog holds only
/// approved translations; a change to something other than a text is shown at the approval.
@Suite(.serialized) struct ReviewEverywhereTests {
    static let today = LocalDate(iso: "2026-11-27")!

    @Test func aTranslationsReviewerNeedsTheSourcesScopesAndItsLanguage() throws {
        let content = try ChainOfTrustTests.project()
        let action = ReviewAction(source: content.path, workingDirectory: "/")
        // The app's copy needs fiqh or akhlaq: a reviewer of Arabic in aqeedah alone may not approve its translation.
        let refused = action.approve(lessonID: "copy/worship-path.ar.yaml", reviewer: "sample-reviewer-aqeedah", date: "2026-11-27", today: Self.today)
        #expect(refused.exitCode == ExitStatus.usage && refused.output.contains("fiqh, akhlaq"), "\(refused.output)")
        // A reviewer of the scopes but not of the language may not either.
        try content.edit("reviewers.yaml", "    languages: [ar]\n", "")
        let noLanguage = action.approve(lessonID: "copy/worship-path.ar.yaml", reviewer: "sample-reviewer-hadith", date: "2026-11-27", today: Self.today)
        #expect(noLanguage.exitCode == ExitStatus.usage && noLanguage.output.contains("may not approve the 'ar' translation"), "\(noLanguage.output)")
        // Its recorded approval is now out of scope: reported at the reviewer.
        let lint = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics
        #expect(lint.contains { $0.code == ReviewDiagnostics.reviewerScope && $0.path?.hasSuffix("copy/worship-path.ar.yaml") == true })
    }

    @Test func aRequiredLocaleCannotLoseATranslation() throws {
        let content = try ChainOfTrustTests.project()
        try content.edit("sanad.yaml", "  ar: { paths: [categories/aqeedah, copy] }", "  ar: { required: true, paths: [categories/aqeedah, copy] }")
        try content.edit("categories/aqeedah/category.ar.yaml", "text: \"العقيدة\"", "text: \"العقيدة الصحيحة\"")
        let (outcome, output) = ChainOfTrustTests.release(content)
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(outcome.exitCode == 1 && outcome.product == nil)
        #expect(outcome.diagnostics.contains { $0.severity == .error && $0.path?.hasSuffix("category.ar.yaml") == true && $0.message.contains("requires its locale") },
                "\(outcome.output)")
    }

    @Test func aWorshipPlanIsNotPublishedWithoutItsQuestionnaire() throws {
        let content = try ChainOfTrustTests.project()
        let questionnaire = try content.read("questionnaires/onboarding.yaml")
        let review = try #require(questionnaire.split(separator: "\n").first { $0.hasPrefix("review: ") })
        try content.edit("questionnaires/onboarding.yaml", String(review), "review: { status: in-review }")
        let (outcome, output) = ChainOfTrustTests.release(content)
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(outcome.exitCode == 1)
        #expect(outcome.diagnostics.contains { $0.code == ReviewDiagnostics.unpublishedRequirement && $0.path?.hasSuffix("worship/plan.yaml") == true }, "\(outcome.output)")
    }

    @Test func theStringCatalogHoldsOnlyApprovedTranslations() throws {
        let content = try ChainOfTrustTests.project()
        let action = L10nAction(source: content.path, workingDirectory: "/")
        #expect(action.stringCatalog(output: nil).output.contains("أهلًا بعودتك"))
        try content.edit("copy/worship-path.ar.yaml", "أهلًا بعودتك، لنبدأ من جديد.", "أهلًا بعودتك.")
        let catalog = action.stringCatalog(output: nil)
        #expect(!catalog.output.contains("أهلًا بعودتك"), "a translation changed since its approval is left out")
        let written = action.stringCatalog(output: content.path + "/../\(content.url.lastPathComponent).xcstrings")
        defer { try? FileManager.default.removeItem(atPath: content.path + "/../\(content.url.lastPathComponent).xcstrings") }
        #expect(written.output.contains("warning: copy/worship-path.ar.yaml is left out"), "\(written.output)")
    }

    @Test func aChangeToSomethingOtherThanATextIsShownAtTheApproval() throws {
        let content = try ChainOfTrustTests.project()
        try content.edit("quizzes/backbiting.yaml", "        answer: false", "        answer: true")
        let stale = try #require(Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.first { $0.code == ReviewDiagnostics.staleApproval })
        #expect(stale.path?.hasSuffix("quizzes/backbiting.yaml") == true)
        #expect(stale.location?.line == ChainOfTrustTests.line(of: "review: {", in: try content.read("quizzes/backbiting.yaml")))
        #expect(stale.notes.contains { $0.message.hasPrefix("its texts are as approved") })
    }
}
