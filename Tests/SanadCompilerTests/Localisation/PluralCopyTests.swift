import Foundation
@testable import SanadCompiler
@testable import SanadTools
import SanadBundleFormat
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Counted copy (`text: { one: …, other: … }` and `count:`): each form a learner text, checked
/// against the CLDR plural rules of its locale in the source and in every translation, carried
/// by the bundle, exported to XLIFF by the target's forms and to a String Catalog as plural
/// variations.
@Suite struct PluralCopyTests {
    static let counted = """
          - id: days-on-path
            count: days
            text:
              one: "{days} day on your path. Alhamdulillah!"
              other: "{days} days on your path. Alhamdulillah!"
        """

    static func lint(_ content: ScratchFolder) -> [Diagnostic] {
        Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.path?.contains("copy/worship-path") == true }
    }

    @Test func theSampleIsCompleteInEveryLocale() throws {
        let found = Self.lint(try AppCopyTests.sample())
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func eachFormIsALearnerTextFiledUnderItsCategory() throws {
        let content = try AppCopyTests.sample()
        try content.edit("copy/worship-path.yaml", "one: \"{days} day on your path. Alhamdulillah!\"", "one: \"{days} day on your path. You failed nothing!\"")
        let found = Self.lint(content)
        #expect(found.contains { $0.code == ReviewDiagnostics.staleApproval && $0.message.contains("'strings/days-on-path/text/one'") }, "\(found.map(\.message))")
        #expect(found.contains { $0.code.name == "tone" && $0.range?.text.contains("failed") == true }, "the tone rule reads the form")
        #expect(found.contains { $0.code == LocalisationDiagnostics.staleTranslation && $0.path?.hasSuffix(".ar.yaml") == true }, "Arabic 'one' was translated from 'one'")
    }

    @Test func theSourceNeedsEveryFormOfItsLocaleAndNoOther() throws {
        let content = try AppCopyTests.sample()
        try content.edit("copy/worship-path.yaml", "      one: \"{days} day on your path. Alhamdulillah!\"\n", "      few: \"{days} days, a few of them.\"\n")
        let found = Self.lint(content)
        let missing = try #require(found.first { $0.code == LocalisationDiagnostics.missingPluralForm })
        #expect(missing.message == "this counted text lacks the form 'one' that 'en' uses")
        #expect(missing.notes.map(\.message) == ["'one' is for 1"] && missing.range?.text == "\"{days} days on your path. Alhamdulillah!\"")
        let unused = try #require(found.first { $0.code == LocalisationDiagnostics.unusedPluralForm })
        #expect(unused.message == "'en' never uses the plural form 'few' (its forms: one, other)" && unused.severity == .warning)
    }

    @Test func theCountIsAPlaceholderOfTheOtherForm() throws {
        let content = try AppCopyTests.sample()
        try content.edit("copy/worship-path.yaml", "    count: days\n", "    count: dayz\n")
        let wrong = try #require(Self.lint(content).first { $0.code == LocalisationDiagnostics.countPlaceholder })
        #expect(wrong.message == "'dayz' is not a placeholder of the 'other' form ({days})" && wrong.help == "did you mean 'days'?")
        #expect(wrong.fixIts.first?.replacements.first?.text == "days")
        try content.edit("copy/worship-path.yaml", "    count: dayz\n", "")
        #expect(Self.lint(content).contains { $0.code.group == .schema && $0.message.contains("'count'") }, "a counted text without its count")
        try content.edit("copy/worship-path.yaml", "text: Every day is a fresh start.", "text: Every day is a fresh start.\n    count: days")
        #expect(Self.lint(content).contains { $0.code == LocalisationDiagnostics.countPlaceholder && $0.message == "'count' is for a counted text; 'fresh-start' has one form" })
    }

    @Test func aFormHasNoPlaceholderItsOtherFormLacks() throws {
        let content = try AppCopyTests.sample()
        try content.edit("copy/worship-path.yaml", "one: \"{days} day on your path. Alhamdulillah!\"", "one: \"{dayz} day on your path. Alhamdulillah!\"")
        let found = try #require(Self.lint(content).first { $0.code == LocalisationDiagnostics.countPlaceholder })
        #expect(found.message == "the 'one' form has {dayz}, which its 'other' form has not" && found.help == "did you mean {days}?")
    }

    @Test func aTargetLocaleWithoutRulesIsNamedAndTheBundleCarriesTheSourcesForms() throws {
        let content = try AppCopyTests.sample()
        try content.edit("sanad.yaml", "locales: [en, ar, ur]", "locales: [en, ar, ur, tl]")
        try content.edit("sanad.yaml", "  ur: { paths:", "  tl: { paths: [copy] }\n  ur: { paths:")
        try content.edit("copy/worship-path.yaml", "      other: \"{days} days", "      few: \"{days} days, a few.\"\n      other: \"{days} days")
        let found = Self.lint(content)
        #expect(found.contains { $0.code == LocalisationDiagnostics.unknownPluralRules && $0.message.hasPrefix("Sanad has no plural rules for 'tl'") },
                "\(found.map(\.message))")
        #expect(found.contains { $0.code == LocalisationDiagnostics.unusedPluralForm && $0.message.hasPrefix("'en' never uses the plural form 'few'") })
        var options = BuildAction.Options()
        options.source = content.path
        options.output = content.path + "/../build-\(UUID().uuidString)"
        options.cache = false
        let bundle = try #require(BuildAction(options: options, workingDirectory: "/").run().product)
        let copy = try JSONDecoder().decode(BundleCopy.self, from: Data(contentsOf: bundle.appendingPathComponent("copy.json")))
        #expect(copy.strings.first { $0.key == "worship-path.days-on-path" }?.plural?.keys.sorted() == ["one", "other"], "a form English never uses is not carried")
    }

    @Test func aTranslationGivesTheFormsOfItsOwnLocale() throws {
        let content = try AppCopyTests.sample()
        // Arabic without its 'few' form: a missing translation, named by its key.
        try content.edit("copy/worship-path.ar.yaml", "  strings/days-on-path/text/few:\n    source: 1cfe7db0ab37\n    text: \"{days} أيام على طريقك. الحمد لله!\"\n", "")
        let missing = try #require(Self.lint(content).first { $0.code == LocalisationDiagnostics.missingTranslation })
        #expect(missing.notes.map(\.message) == ["missing: strings/days-on-path/text/few"])
        // A form Arabic does not have, and a placeholder the source has not.
        try content.edit("copy/worship-path.ar.yaml", "  strings/days-on-path/text/two:", "  strings/days-on-path/text/tow:\n    source: 1cfe7db0ab37\n    text: \"ثلاثة\"\n  strings/days-on-path/text/two:")
        try content.edit("copy/worship-path.ar.yaml", "text: \"{days} يومًا على طريقك. الحمد لله!\"", "text: \"{n} يومًا على طريقك. الحمد لله!\"")
        let found = Self.lint(content)
        #expect(found.contains { $0.code == LocalisationDiagnostics.obsoleteTranslation
            && $0.message == "'tow' is not a CLDR plural category; a counted text in 'ar' has the forms zero, one, two, few, many, other (did you mean 'two'?)" })
        #expect(found.contains { $0.code == LocalisationDiagnostics.placeholderMismatch && $0.message.contains("text/many") })
        #expect(!found.contains { $0.code == LocalisationDiagnostics.placeholderMismatch && $0.message.contains("text/one") }, "«يوم واحد» writes the number in words")
    }

    @Test func aFormTheTranslationsLocaleNeverUsesIsNamed() throws {
        let content = try AppCopyTests.sample()
        try content.edit("copy/worship-path.ar.yaml", "  strings/days-on-path/text/two:", "  strings/days-on-path/text/dual:\n    source: 1cfe7db0ab37\n    text: \"يومان\"\n  strings/days-on-path/text/two:")
        // Urdu (one, other) translating the counted string with Arabic's forms.
        try content.write("copy/worship-path.ur.yaml", """
            texts:
              strings/days-on-path/text/one:
                source: bcad1bcec841
                text: "راستے پر {days} دن۔ الحمد للہ!"
              strings/days-on-path/text/few:
                source: 1cfe7db0ab37
                text: "راستے پر {days} دن۔ الحمد للہ!"

            """)
        let found = Self.lint(content)
        let unused = try #require(found.first { $0.code == LocalisationDiagnostics.unusedPluralForm && $0.path?.hasSuffix(".ur.yaml") == true })
        #expect(unused.message == "'ur' never uses the plural form 'few' (its forms: one, other)", "\(found.map(\.message))")
    }

    @Test func theBundleAndTheCatalogueCarryTheFormsOfEachLocale() throws {
        let content = try AppCopyTests.sample()
        let outcome = L10nAction(source: content.path, workingDirectory: "/").stringCatalog(output: nil)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let entry = try #require((json["strings"] as? [String: [String: Any]])?["worship-path.days-on-path"])
        func forms(_ locale: String) -> [String: String]? {
            let localization = (entry["localizations"] as? [String: Any])?[locale] as? [String: Any]
            return ((localization?["variations"] as? [String: Any])?["plural"] as? [String: [String: [String: String]]])?.mapValues { $0["stringUnit"]?["value"] ?? "" }
        }
        #expect(forms("en") == ["one": "%1$lld day on your path. Alhamdulillah!", "other": "%1$lld days on your path. Alhamdulillah!"])
        #expect(forms("ar")?.keys.sorted() == ["few", "many", "one", "other", "two", "zero"])
        #expect(forms("ar")?["many"] == "%1$lld يومًا على طريقك. الحمد لله!")
        #expect((entry["comment"] as? String)?.hasSuffix("(%1$lld is {days})") == true)
        // A counted string with another placeholder is said to be beyond what Sanad writes.
        try content.edit("copy/worship-path.yaml", "other: \"{days} days on your path. Alhamdulillah!\"", "other: \"{days} days on your path, {name}. Alhamdulillah!\"")
        let folder = content.path + "/../catalog-\(UUID().uuidString).xcstrings"
        let said = L10nAction(source: content.path, workingDirectory: "/").stringCatalog(output: folder).output
        #expect(said.contains("warning: worship-path.days-on-path is counted and has other placeholders"), "\(said)")
        try content.edit("copy/worship-path.yaml", "other: \"{days} days on your path, {name}. Alhamdulillah!\"", "other: \"{days} days on your path. Alhamdulillah!\"")
        // With a form missing, the locale is left out: the app shows the source, not Arabic's `other` for 3.
        try content.edit("copy/worship-path.ar.yaml", "  strings/days-on-path/text/few:\n    source: 1cfe7db0ab37\n    text: \"{days} أيام على طريقك. الحمد لله!\"\n", "")
        let partial = L10nAction(source: content.path, workingDirectory: "/").stringCatalog(output: nil).output
        let strings = (try JSONSerialization.jsonObject(with: Data(partial.utf8)) as? [String: Any])?["strings"] as? [String: [String: Any]]
        #expect((strings?["worship-path.days-on-path"]?["localizations"] as? [String: Any])?.keys.sorted() == ["en"])
        try content.edit("copy/worship-path.ar.yaml", "texts:\n", "texts:\n  strings/days-on-path/text/few:\n    source: 1cfe7db0ab37\n    text: \"{days} أيام على طريقك. الحمد لله!\"\n")

        let xliff = L10nAction(source: content.path, workingDirectory: "/").export(locale: "ar", output: nil).output
        let ids = xliff.components(separatedBy: "<trans-unit id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(ids.filter { $0.hasPrefix("strings/days-on-path/") } == ["zero", "one", "two", "few", "many", "other"].map { "strings/days-on-path/text/\($0)" })
        #expect(xliff.contains("a counted text: its &apos;few&apos; form in &apos;ar&apos;, for 3, 4, 5, … (CLDR plural rules)")
                || xliff.contains("a counted text: its 'few' form in 'ar', for 3, 4, 5, … (CLDR plural rules)"))
    }
}
