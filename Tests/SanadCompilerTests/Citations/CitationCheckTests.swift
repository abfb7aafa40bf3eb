import Foundation
import SanadCitations
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

/// Citation checks in the pipeline, on fixture projects. The `citations` fixture verifies against
/// the Tanzil texts in ../shared (the project's Qur'an texts are not committed).
@Suite struct CitationCheckTests {
    static let tanzilAvailable = FileManager.default.fileExists(atPath: Fixtures.path("../../../../shared/data/tanzil/quran-simple.xml"))

    static func lint(_ fixture: String) -> [Diagnostic] {
        Linter(workingDirectory: Fixtures.path("../Fixtures")).lint(paths: [fixture]).diagnostics
    }

    /// `sanad build --release` of a fixture into a temporary folder.
    static func release(_ fixture: String) -> BuildAction.Outcome {
        var options = BuildAction.Options()
        options.source = Fixtures.path("../Fixtures/\(fixture)")
        options.output = TestScratch.path(fixture).path
        options.release = true
        return BuildAction(options: options, workingDirectory: "/").run()
    }

    static func located(_ diagnostics: [Diagnostic], _ code: DiagnosticCode) -> [String] {
        diagnostics.filter { $0.code == code }.map { "\($0.path!.split(separator: "/").last!):\($0.location!)" }
    }

    @Test(.enabled(if: tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func quotationsAreVerifiedAtTheirLines() {
        let diagnostics = Self.lint("citations")
        #expect(Self.located(diagnostics, CitationDiagnostics.quranReference) == ["01-changed-word.md:15:26"])
        #expect(Self.located(diagnostics, CitationDiagnostics.quranMismatch) == ["01-changed-word.md:26:28", "02-wrong-ayah.md:25:34"])
        let changed = diagnostics.first { $0.code == CitationDiagnostics.quranMismatch }
        #expect(changed?.message == "the quotation is not 49:12: 'أَحَدًا' where the simple text has 'بَعْضًا'")
        #expect(diagnostics.first { $0.path?.hasSuffix("02-wrong-ayah.md") == true && $0.code == CitationDiagnostics.quranMismatch }?.help
                == "this text is 49:11, not 49:12")
        #expect(Self.located(diagnostics, CitationDiagnostics.undeclaredCitation) == ["02-wrong-ayah.md:27:1"])
        #expect(diagnostics.count == 4, "03-verified.md (Uthmani and simple quotations, a range, a declared hadith) is clean")
    }

    @Test(.enabled(if: tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func oneWordLinesAreQuotationsAndAudiencesMayRequireEveryMark() throws {
        let diagnostics = Self.lint("citations-hadith-text").filter { $0.path?.hasSuffix("kids/01-marks.md") == true }
        let lines = try String(contentsOfFile: Fixtures.path("../Fixtures/citations-hadith-text/categories/kids/01-marks.md"), encoding: .utf8)
            .components(separatedBy: "\n")
        func line(after marker: String) -> Int { (lines.firstIndex { $0.hasPrefix(marker) } ?? -2) + 2 }
        // «وَالْعَصْرِ» under 103:1 is the quotation (no C0011: no translation is shown); under 89:1
        // it is another ayah's word.
        #expect(diagnostics.map(\.code) == [CitationDiagnostics.quotationLevel, CitationDiagnostics.quranMismatch, CitationDiagnostics.quranMismatch])
        #expect(diagnostics.first { $0.code == CitationDiagnostics.quranMismatch }?.location?.line == line(after: "> [!QURAN 89:1]"))
        // A surah written by name whose quoted text is another surah's says which is which.
        #expect(diagnostics.last?.help == "'Victory' is surah 48 (Al-Fath); this text is 110:1 (An-Nasr)")
        // ʿalama for ʿallama verifies, but not at the level the children's audience requires.
        let level = try #require(diagnostics.first { $0.code == CitationDiagnostics.quotationLevel })
        #expect(level.location?.line == line(after: "> [!QURAN 96:4]"))
        #expect(level.severity == .warning)
        #expect(ReviewCheck.releaseSeverity(level).severity == .error, "an error in a release")
    }

    @Test func withoutATextQuotationsAreUnverifiedNeverVerified() {
        let diagnostics = Self.lint("citations-unverified")
        #expect(diagnostics.map(\.code) == [CitationDiagnostics.quranUnverified])
        #expect(diagnostics.first?.severity == .warning)
        #expect(Self.located(diagnostics, CitationDiagnostics.quranUnverified) == ["01-quote.md:25:3"])
    }
}

@Suite struct HadithPolicyTests {
    @Test func hadithReferencesGradingsAndAudiencePolicy() {
        let all = CitationCheckTests.lint("citations-hadith")
        #expect(CitationCheckTests.located(all, CitationDiagnostics.unusedCitation).count == 8, "no hadith is shown in a body")
        let diagnostics = all.filter { $0.code != CitationDiagnostics.unusedCitation }
        #expect(CitationCheckTests.located(diagnostics, CitationDiagnostics.hadithPolicy) == ["01-weak.md:14:23", "01-weak.md:14:47", "01-weak.md:14:47"])
        #expect(diagnostics.contains { $0.message == "a da'if hadith may not be cited for the audience 'children'" })
        #expect(diagnostics.contains { $0.message == "a weak hadith may not be a lesson's only evidence" })
        #expect(CitationCheckTests.located(diagnostics, CitationDiagnostics.hadithGrading) == ["01-sources.md:14:47"])
        #expect(CitationCheckTests.located(diagnostics, CitationDiagnostics.hadithReference) == ["01-sources.md:15:23", "01-sources.md:16:23"])
        #expect(diagnostics.first { $0.message.contains("bukhary") }?.help == "did you mean 'bukhari'?")
        #expect(CitationCheckTests.located(diagnostics, CitationDiagnostics.untrustedSource) == ["01-sources.md:21:20"])
        #expect(diagnostics.count == 7, "muslim:2564a, muslim@usc-msa:6265, muslim:1211ah, bukhari:6018 without a grade, and sunnah.com are fine")
    }
}

@Suite struct TranslationAttributionTests {
    @Test func aTranslationShownNeedsItsAttribution() {
        let diagnostics = CitationCheckTests.lint("citations-translation")
        #expect(CitationCheckTests.located(diagnostics, CitationDiagnostics.translationAttribution) == ["01-unattributed.md:24:1"])
        #expect(CitationCheckTests.located(diagnostics, CitationDiagnostics.quranUnverified) == ["01-unattributed.md:25:3", "02-attributed.md:25:3"])
        #expect(diagnostics.count == 3)
    }

    @Test func theTranslationIsNotPartOfTheQuotation() throws {
        let path = Fixtures.path("../Fixtures/citations-translation/categories/backbiting/01-unattributed.md")
        let source = ParsedSource.parse(try SourceReader.read(path: path).get(), kind: .lesson, relativePath: "categories/backbiting/01-unattributed.md")
        var blocks: [BodyCompiler.CitationBlock] = []
        source.body?.walk { if let block = BodyCompiler.citationBlock($0) { blocks.append(block) } }
        #expect(blocks.first?.text == "وَلَا يَغْتَب بَّعْضُكُم بَعْضًا")
        #expect(blocks.first?.translation == "And do not backbite one another.")
    }
}

@Suite struct HadithRegistryOverrideTests {
    @Test func aProjectAddsAndReplacesCollections() {
        let diagnostics = CitationCheckTests.lint("citations-registry")
        #expect(CitationCheckTests.located(diagnostics, CitationDiagnostics.hadithReference) == ["01-sources.md:15:23", "01-sources.md:16:23"])
        #expect(diagnostics.map(\.message) == [
            "As-Sunan al-Kubra is numbered 1 to 100 in fixture numbering; there is no 150",
            "Sunan Abi Dawud (fixture) is numbered 1 to 10 in fixture numbering; there is no 20",
        ])
    }
}

@Suite struct ReleaseVerificationTests {
    @Test func unverifiedQuotationsAreErrorsInARelease() {
        var options = BuildAction.Options()
        options.source = Fixtures.path("../Fixtures/citations-unverified")
        options.output = NSTemporaryDirectory() + "sanad-unverified-\(UUID().uuidString)"
        options.release = true
        let outcome = BuildAction(options: options, workingDirectory: "/").run()
        #expect(outcome.exitCode == ExitStatus.failure)
        #expect(outcome.diagnostics.first { $0.code == CitationDiagnostics.quranUnverified }?.severity == .error)
        options.release = false
        let relaxed = BuildAction(options: options, workingDirectory: "/").run()
        #expect(relaxed.diagnostics.first { $0.code == CitationDiagnostics.quranUnverified }?.severity == .warning)
        #expect(relaxed.exitCode == 0)
        try? FileManager.default.removeItem(atPath: options.output)
    }
}

@Suite struct CitationBlockTests {
    /// Checks one lesson, held in memory, with no Qur'an text configured.
    static func check(_ lesson: String) -> [Diagnostic] {
        let text = RuleExample.lesson(["citations": "[{ id: h, hadith: \"bukhari:6018\" }]"], body: lesson).text
        let source = ParsedSource.parse(SourceFile(path: "categories/backbiting/01-example.md", text: text), kind: .lesson, relativePath: "categories/backbiting/01-example.md")
        let corpus = Lowering.lower([source], root: "/nonexistent")
        let (index, _) = Resolver.resolve(corpus)
        let checker = CitationChecker(verifier: nil, context: RuleContext(project: nil, index: index))
        return corpus.sources.flatMap { TextChecks.check($0, context: checker.context, citations: checker) }
    }

    @Test func blocksWithoutAReferenceAreReported() {
        let diagnostics = Self.check("## Hook\n\n> [!HADITH]\n\n> [!QURAN]\n> قُلْ\n\n> [!HADITH bukhari:6018]\n\n## Teach\n\n## Practice\n\n## Reward\n")
        #expect(diagnostics.map(\.code) == [CitationDiagnostics.hadithReference, CitationDiagnostics.quranReference])
        let lines = diagnostics.compactMap { $0.range.map { $0.file.text(ofLine: $0.startLocation.line) } }
        #expect(lines == ["> [!HADITH]", "> [!QURAN]"], "each at its own marker line")
    }

    @Test func aQuotationOutsideTheDeclaredRangeIsUndeclared() {
        let diagnostics = Self.check("## Hook\n\n> [!QURAN 49:12]\n\n> [!HADITH bukhari:6018]\n\n## Teach\n\n## Practice\n\n## Reward\n")
        #expect(diagnostics.map(\.code) == [CitationDiagnostics.undeclaredCitation])
    }
}

/// Verification in the pipeline (`citations-quran`): vowelling, look-alikes, multi-line
/// quotations, surah names, hadith numbering and the uncited-quotation check, each at its place.
@Suite struct QuranVerificationPipelineTests {
    static let diagnostics = CitationCheckTests.tanzilAvailable ? CitationCheckTests.lint("citations-quran") : []

    func located(_ code: DiagnosticCode) -> [String] { CitationCheckTests.located(Self.diagnostics, code) }

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func everyProblemIsReportedAtItsWord() {
        #expect(located(CitationDiagnostics.uncitedQuran) == ["01-uncited.md:27:33", "07-translations.md:42:8"],
                "not the text of the misspelt callout too; an ayah marked as an Urdu translation is found")
        #expect(located(CitationDiagnostics.unknownCallout) == ["01-uncited.md:31:1"], "[!NOTE] is an alert")
        #expect(Self.diagnostics.first { $0.code == CitationDiagnostics.unknownCallout }?.help == "did you mean [!QURAN]?")
        #expect(located(CitationDiagnostics.misquotedQuran) == ["01-uncited.md:7:49", "01-uncited.md:29:42"], "in a takeaway as in a paragraph")
        // The vowel swap of 35:28, and a changed word on the second line of a quotation.
        #expect(located(CitationDiagnostics.quranMismatch) == ["02-vowels.md:16:62", "02-vowels.md:27:20", "02-vowels.md:31:74", "07-translations.md:33:3", "07-translations.md:39:36"])
        #expect(Self.diagnostics.first { $0.message.contains("35:28") }?.message
                == "the quotation is not 35:28: 'اللَّهُ' where the simple text has 'اللَّهَ': the vowels differ")
        #expect(Self.diagnostics.first { $0.message.contains("35:28") }?.notes.first?.message
                == "checked letters, and the marks written, against the simple text, the closest configured edition")
        #expect(located(CitationDiagnostics.quranLookalike) == ["03-lookalike.md:25:5"])
        #expect(located(CitationDiagnostics.quranReference) == ["04-names.md:14:24", "04-names.md:15:25"])
        #expect(Self.diagnostics.first { $0.message.contains("al-falak") }?.help == "did you mean 113 (Al-Falaq)?")
        #expect(located(CitationDiagnostics.hadithPolicy) == ["05-weak-only.md:15:25"], "a Qur'an citation that is not shown is no evidence")
        #expect(located(CitationDiagnostics.hadithReference) == ["01-hasan-sahih.md:15:29", "01-hasan-sahih.md:16:34"])
        #expect(!Self.diagnostics.contains { $0.path?.hasSuffix("06-prose.md") == true }, "du'a and hadith prose are not Qur'an")
        #expect(!Self.diagnostics.contains { $0.code == CitationDiagnostics.hadithPolicy && $0.path?.hasSuffix("01-hasan-sahih.md") == true },
                "hasan sahih is allowed where sahih and hasan are")
        #expect(located(CitationDiagnostics.unusedCitation) == ["02-vowels.md:16:11", "05-weak-only.md:14:11"])
        #expect(located(CitationDiagnostics.translationLanguage) == ["07-translations.md:36:3"])
        #expect(Self.diagnostics.first { $0.path?.hasSuffix("07-translations.md") == true && $0.code == CitationDiagnostics.quranMismatch }?.help
                == "this line looks like Urdu or Persian: if it is a translation, mark its language, as in '> [ur] …' or '> [fa] …'")
        #expect(located(CitationDiagnostics.translationAttribution) == ["07-translations.md:41:1"])
        #expect(Self.diagnostics.count == 20, "the marked Urdu and English translations of 49:12 are fine; a stray '(a)' is a difference")
    }

    @Test func markedTranslationsKeepTheirLanguageInTheBundle() throws {
        let path = Fixtures.path("../Fixtures/citations-quran/categories/backbiting/07-translations.md")
        let source = ParsedSource.parse(try SourceReader.read(path: path).get(), kind: .lesson, relativePath: "categories/backbiting/07-translations.md")
        var blocks: [BodyCompiler.CitationBlock] = []
        source.body?.walk { if let block = BodyCompiler.citationBlock($0) { blocks.append(block) } }
        #expect(blocks.first?.text == "وَلَا يَغْتَب بَّعْضُكُم بَعْضًا", "the Urdu line is not part of the quotation")
        #expect(blocks.first?.translations.map(\.language) == ["ur", "en"])
        #expect(blocks.first?.translations.last?.text == "And do not backbite one another.")
        #expect(blocks[1].text?.hasSuffix("حسد کرے") == true, "an unmarked Arabic-script line is quoted text")
    }

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func theLookalikeFixItGivesTheArabicText() throws {
        let diagnostic = try #require(Self.diagnostics.first { $0.code == CitationDiagnostics.quranLookalike })
        let fix = try #require(diagnostic.fixIts.first)
        let file = try #require(diagnostic.range?.file)
        var bytes = file.bytes
        for replacement in fix.replacements.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(replacement.range.start..<replacement.range.end, with: Array(replacement.text.utf8))
        }
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("> ذلك الكتاب لا ريب فيه\n"))
        #expect(fixed.count == file.text(in: 0..<file.bytes.count).count, "only the look-alike letters change")
    }
}

/// A Tanzil text whose SHA-256 does not match is one error at its line; quotations that may be
/// in that edition are unverifiable, never mismatched.
@Suite struct ChecksumTests {
    /// Texts that cannot be found are one diagnostic each at sanad.yaml, not one per quotation:
    /// an error, or a warning with `allow-unverified: true`.
    @Test func missingTextsAreOneDiagnosticAtTheConfiguration() throws {
        let content = try ScratchFolder(copying: Fixtures.path("../Fixtures/citations-quran"))
        let project = content.url.appendingPathComponent("sanad.yaml")
        let text = try String(contentsOf: project, encoding: .utf8).replacingOccurrences(of: "../../../../../shared/data/tanzil/", with: "texts/")
        try text.write(to: project, atomically: true, encoding: .utf8)
        let found = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics
        let quran = found.filter { [CitationDiagnostics.quranTextFile, CitationDiagnostics.quranUnverified, CitationDiagnostics.quranMismatch].contains($0.code) }
        #expect(quran.map { "\($0.code.id)@\($0.location!.line)" } == ["C0004@11", "C0004@14"], "no diagnostic per quotation")
        try (text.replacingOccurrences(of: "  texts:", with: "  allow-unverified: true\n  texts:")).write(to: project, atomically: true, encoding: .utf8)
        let relaxed = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.code == CitationDiagnostics.quranUnverified }
        #expect(relaxed.count == 2 && relaxed.allSatisfy { $0.severity == .warning })
    }

    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func aWrongChecksumIsOneErrorAndNoFalseMismatch() {
        let diagnostics = CitationCheckTests.lint("citations-checksum")
        #expect(diagnostics.map { "\($0.code.id)@\($0.path!.split(separator: "/").last!):\($0.location!)" }
                == ["C0003@01-checksum.md:26:3", "C0004@sanad.yaml:15:15"], "the simple quotation of 112:1 verifies")
        #expect(diagnostics.first?.severity == .warning)
        let outcome = CitationCheckTests.release("citations-checksum")
        #expect(outcome.diagnostics.filter { $0.code == CitationDiagnostics.quranUnverified }.allSatisfy { $0.severity == .error }, "unverifiable is an error in a release")
    }
}

@Suite struct ReleaseRefusesMisquotesTests {
    /// The fixture's misspelt callout ([!QURAAN]), misquoted ayat and Urdu line fail a release,
    /// and no bundle is written.
    @Test(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
    func aReleaseWithAMisspeltCalloutIsRefused() {
        let outcome = CitationCheckTests.release("citations-quran")
        #expect(outcome.exitCode == ExitStatus.failure)
        #expect(outcome.bundle == nil)
        #expect(outcome.diagnostics.contains { $0.code == CitationDiagnostics.unknownCallout && $0.severity == .error })
    }
}
