import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Translations against their sources: parity, staleness, obsolete keys, placeholders and
/// Markdown structure, on a copy of the runtime's curriculum fixture translated into Arabic.
@Suite struct LocalisationCheckTests {
    static let lesson = "categories/aqeedah/01-lesson-1.md"
    static let translation = "categories/aqeedah/01-lesson-1.ar.yaml"

    /// The fixture with Arabic as a required target for the Aqeedah category, and the lesson's
    /// texts as the linter sees them.
    static func project() throws -> (ScratchFolder, [String: LearnerText]) {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.edit("sanad.yaml", "locales: [en]", "locales: [en, ar]\ntranslations:\n  ar: { required: true, paths: [categories/aqeedah/01-lesson-1.md] }")
        try content.edit(lesson, "\nHook.\n", "\nHook for {name}.\n\n> [!QURAN 112:1]\n> قُلْ هُوَ اللَّهُ أَحَدٌ\n> [en] Say: He is Allah, One.\n")
        let texts = Linter(workingDirectory: "/").lint(paths: [content.path]).sources.first { $0.relativePath == lesson }?.translatedTexts ?? []
        return (content, Dictionary(texts.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }))
    }

    /// A translation of every text of the lesson, from the texts' current fingerprints.
    static func complete(_ texts: [String: LearnerText], body: String? = nil) -> String {
        var yaml = "texts:\n"
        for key in texts.keys.sorted() {
            let text = key == "body" ? (body ?? texts[key]!.value.value.replacingOccurrences(of: "Hook for {name}.", with: "تمهيد لـ {name}.")) : "ترجمة \(key)"
            yaml += "  \(key):\n    source: \(texts[key]!.fingerprint)\n    text: |\n" + text.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n") + "\n"
        }
        return yaml
    }

    static func lint(_ content: ScratchFolder, release: Bool = false) -> [Diagnostic] {
        Pipeline(discovery: ContentDiscovery(workingDirectory: "/"), release: release).run(root: content.path).diagnostics
            .filter { $0.code.group == .localisation }.map(\.inContainingFiles)
    }

    @Test func aCompleteTranslationIsClean() throws {
        let (content, texts) = try Self.project()
        #expect(texts.keys.sorted() == ["audio/waiver", "body", "practice/q1/feedback", "practice/q1/prompt", "takeaway", "title"])
        try content.write(Self.translation, Self.complete(texts))
        #expect(Self.lint(content).map(\.message) == [])
    }

    /// A children's lesson is read to them: its translation names a recording of its own body
    /// (T0010), an error in a release of a required locale.
    @Test func aNarratedChildrensBodyIsNarratedInItsTranslation() throws {
        let (content, _) = try Self.project()
        try content.edit("sanad.yaml", AudienceRuleTests.audience, "  children: { title: Children, hadith-grades: [sahih, hasan], children: true }")
        try content.edit(Self.lesson, "audio: { waiver: Fixture lesson. }", "audio: { narration: media/lesson-1.ogg }")
        let texts = Linter(workingDirectory: "/").lint(paths: [content.path]).sources.first { $0.relativePath == Self.lesson }?.translatedTexts ?? []
        let complete = Self.complete(Dictionary(texts.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }))
        try content.write(Self.translation, complete)
        let found = Self.lint(content)
        #expect(found.map(\.code) == [LocalisationDiagnostics.missingNarration])
        #expect(found.first?.message == "the 'ar' translation of this narrated text has no narration: 'children' learners follow lessons by ear")
        #expect(found.first?.path?.hasSuffix(Self.translation) == true && found.first?.notes.first?.range?.file.path.hasSuffix(Self.lesson) == true)
        #expect(Self.lint(content, release: true).first?.severity == .error)
        try content.write(Self.translation, "narration: media/lesson-1.ar.ogg\n" + complete)
        #expect(Self.lint(content).map(\.message) == [])
    }

    @Test func aMissingTextIsAWarningAndARequiredOneAnErrorInARelease() throws {
        let (content, texts) = try Self.project()
        var partial = texts
        partial["takeaway"] = nil
        try content.write(Self.translation, Self.complete(partial))
        let found = Self.lint(content)
        #expect(found.map(\.message) == ["the 'ar' translation lacks 1 of the 6 texts of this file"])
        #expect(found.first?.severity == .warning && found.first?.path?.hasSuffix(Self.lesson) == true)
        #expect(Self.lint(content, release: true).first?.severity == .error)
    }

    @Test func anEditedSourceMakesItsTranslationStale() throws {
        let (content, texts) = try Self.project()
        try content.write(Self.translation, Self.complete(texts))
        try content.edit(Self.lesson, "title: Aqeedah lesson 1", "title: Aqeedah, lesson one")
        let found = Self.lint(content)
        #expect(found.map(\.code) == [LocalisationDiagnostics.staleTranslation])
        #expect(found.first?.message == "'title' was translated from an earlier text")
        #expect(found.first?.notes.first?.range?.file.path.hasSuffix(Self.lesson) == true)
    }

    @Test func obsoleteKeysPlaceholdersAndStructureAreReported() throws {
        let (content, texts) = try Self.project()
        let withoutCitation = texts["body"]!.value.value
            .replacingOccurrences(of: "Hook for {name}.", with: "تمهيد.")
            .replacingOccurrences(of: "> [!QURAN 112:1]\n> قُلْ هُوَ اللَّهُ أَحَدٌ\n> [en] Say: He is Allah, One.\n", with: "")
        var yaml = Self.complete(texts, body: withoutCitation)
        yaml += "  practice/q2/prompt:\n    source: 000000000000\n    text: سؤال\n"
        try content.write(Self.translation, yaml)
        let found = Self.lint(content)
        #expect(Set(found.map(\.code)) == [LocalisationDiagnostics.obsoleteTranslation, LocalisationDiagnostics.placeholderMismatch, LocalisationDiagnostics.structureMismatch])
        #expect(found.first { $0.code == LocalisationDiagnostics.obsoleteTranslation }?.help == "did you mean 'practice/q1/prompt'?")
        #expect(found.first { $0.code == LocalisationDiagnostics.placeholderMismatch }?.message == "'body' has the placeholders none; its source has {name}")
        #expect(found.first { $0.code == LocalisationDiagnostics.structureMismatch }?.notes.map(\.message) == [
            "citation blocks: the source has [quran 112:1], the translation []",
        ])
    }

    @Test func aTranslationNeedsASourceAndATargetLocale() throws {
        let (content, texts) = try Self.project()
        try content.write("categories/aqeedah/09-gone.ar.yaml", Self.complete(texts))
        try content.write("categories/aqeedah/01-lesson-1.fr.yaml", Self.complete(texts))
        let found = Self.lint(content)
        #expect(found.contains { $0.code == LocalisationDiagnostics.translationWithoutSource && $0.path?.hasSuffix("09-gone.ar.yaml") == true })
        #expect(found.contains { $0.code == LocalisationDiagnostics.untargetedLocale && $0.message == "'fr' is not one of the project's target locales (ar)" })
    }

    @Test func translatedTextsGoThroughTheBodyRules() throws {
        let (content, texts) = try Self.project()
        // A Markdown text's translation is Markdown: its links are checked like the source's.
        let body = texts["body"]!.value.value.replacingOccurrences(of: "Hook for {name}.", with: "تمهيد لـ {name}. انظر [هنا](javascript:alert(1))")
        try content.write(Self.translation, Self.complete(texts, body: body))
        let found = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics
        #expect(found.contains { $0.code.name == "link-scheme" && $0.path?.hasSuffix(Self.translation) == true })
    }

    /// The answer key cannot differ between locales: a translation holds texts only, and one
    /// that tries to set the key is an error, while the bundle keeps the source's.
    @Test func aTranslationCannotChangeTheAnswerKey() throws {
        let (content, texts) = try Self.project()
        try content.write(Self.translation, Self.complete(texts) + "  practice/q1/answer:\n    source: 000000000000\n    text: \"false\"\n")
        let found = Self.lint(content)
        #expect(found.map(\.code) == [LocalisationDiagnostics.notATranslatableText])
        #expect(found.first?.severity == .error && found.first?.notes.first?.range?.file.path.hasSuffix(Self.lesson) == true)
    }

    @Test func phaseHeadingsQuotationsAndListIndexesAreChecked() throws {
        let (content, texts) = try Self.project()
        let body = texts["body"]!.value.value.replacingOccurrences(of: "Hook for {name}.", with: "تمهيد {name}.")
        let translated = body.replacingOccurrences(of: "## Hook", with: "## تمهيد").replacingOccurrences(of: "> قُلْ هُوَ اللَّهُ أَحَدٌ\n", with: "")
        try content.write(Self.translation, Self.complete(texts, body: translated) + "  practice/1/prompt:\n    source: 000000000000\n    text: سؤال\n")
        let found = Self.lint(content)
        let structure = try #require(found.first { $0.code == LocalisationDiagnostics.structureMismatch })
        #expect(structure.notes.map(\.message).contains { $0.hasPrefix("phases: the source's are Hook, Teach, Practice, Reward") })
        #expect(structure.notes.map(\.message).contains("quran 112:1 lost its quoted Arabic; quotations are shared, not translated"))
        #expect(found.first { $0.message.contains("practice/1/prompt") }?.code == LocalisationDiagnostics.obsoleteTranslation,
                "questions are named by id, not number: this is no field of the source")
    }
}
