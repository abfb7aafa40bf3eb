import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Counted copy (format 2.17): the CLDR plural rules for whole numbers, and the sample's
/// `worship-path.days-on-path`, in English and in each of Arabic's six forms.
@Suite struct PluralCopyTests {
    /// CLDR's integer samples for each category (plurals.xml), the ones that tell rules apart.
    @Test(arguments: [
        ("ar", [0: PluralCategory.zero, 1: .one, 2: .two, 3: .few, 10: .few, 11: .many, 99: .many, 100: .other, 102: .other, 103: .few, 111: .many, 1000: .other]),
        ("en", [0: .other, 1: .one, 2: .other, 21: .other]),
        ("ru", [1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many, 21: .one, 22: .few, 25: .many, 111: .many]),
        ("pl", [0: .many, 1: .one, 2: .few, 12: .many, 21: .many, 22: .few]),
        ("bs", [1: .one, 3: .few, 5: .other, 11: .other, 21: .one]),
        ("fr", [0: .one, 1: .one, 2: .other, 1_000_000: .many, 2_000_000: .many]),
        ("es", [0: .other, 1: .one, 1_000_000: .many]),
        ("he", [1: .one, 2: .two, 3: .other, 20: .other]),
        ("fa", [0: .one, 1: .one, 2: .other]),
        ("id", [0: .other, 1: .other]),
    ])
    func eachLanguageChoosesAsCLDRSays(language: String, expected: [Int: PluralCategory]) throws {
        let rules = try #require(PluralRules(locale: language))
        for (number, category) in expected {
            #expect(rules.category(for: number) == category, "\(language) \(number)")
            #expect(rules.categories.contains(category))
        }
        #expect(rules.categories.last == .other)
    }

    @Test func aRegionTakesItsLanguagesRulesAndAnUnknownLanguageHasNone() throws {
        #expect(PluralRules(locale: "ar-EG")?.categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(locale: "ar_SA")?.language == "ar")
        #expect(PluralRules(locale: "tl") == nil, "no rules are guessed")
        #expect(PluralRules(locale: "ar")?.samples(of: .few) == [3, 4, 5])
        #expect(PluralRules(locale: "ar")?.samples(of: .many) == [11, 12, 13])
        #expect(PluralRules(locale: "en")?.category(for: -1) == .one)
        #expect(PluralRules(locale: "en")?.category(for: Int.min) == .other, "no overflow")
        #expect(PluralRules(locale: "pt")?.category(for: 0) == .one && PluralRules(locale: "pt-PT")?.category(for: 0) == .other, "Portugal counts 0 as Italy does")
        #expect(PluralRules(locale: "pt_PT")?.language == "pt-pt" && PluralRules(locale: "pt-BR")?.language == "pt")
        #expect(PluralRules(locale: "ru")?.samples(of: .other) == [], "Russian 'other' is for fractions")
        #expect(PluralRules(locale: "fr")?.samples(of: .many) == [1_000_000, 2_000_000, 3_000_000])
    }

    static func daysOnPath() throws -> BundleCopy.CopyString {
        let copy = try #require(try LocalizerTests.library.copy())
        return try #require(copy.strings.first { $0.key == "worship-path.days-on-path" })
    }

    @Test func theBundleCarriesTheSourcesFormsAndItsCount() throws {
        let string = try Self.daysOnPath()
        #expect(string.count == "days")
        #expect(string.plural == ["one": "{days} day on your path. Alhamdulillah!", "other": "{days} days on your path. Alhamdulillah!"])
        #expect(string.text == string.plural?["other"], "a reader before 2.17 shows the other form")
        #expect(string.text(count: 1, locale: "en") == "{days} day on your path. Alhamdulillah!")
        #expect(string.text(count: 0, locale: "en") == "{days} days on your path. Alhamdulillah!")
    }

    @Test func arabicTakesTheFormItsRulesChooseForEachNumber() throws {
        let string = try Self.daysOnPath()
        let arabic = try Localizer(library: LocalizerTests.library, preferredLocales: ["ar-SA"])
        let expected = [0: "لا أيام على طريقك بعد؛ كل يوم بداية جديدة.", 1: "يوم واحد على طريقك. الحمد لله!", 2: "يومان على طريقك. الحمد لله!",
                        3: "{days} أيام على طريقك. الحمد لله!", 11: "{days} يومًا على طريقك. الحمد لله!", 100: "{days} يوم على طريقك. الحمد لله!",
                        103: "{days} أيام على طريقك. الحمد لله!"]
        for (number, text) in expected {
            let found = arabic.copy(string, count: number)
            #expect(found.value == text && found.locale == "ar" && found.direction == .rtl && !found.isFallback, "\(number)")
        }
        #expect(arabic.copy(string).value == "{days} يوم على طريقك. الحمد لله!", "without a number: the other form")
        let english = try Localizer(library: LocalizerTests.library, preferredLocales: ["en-GB"])
        #expect(english.copy(string, count: 1).value == "{days} day on your path. Alhamdulillah!" && !english.copy(string, count: 1).isFallback)
        let french = try Localizer(library: LocalizerTests.library, preferredLocales: ["fr"]).copy(string, count: 5)
        #expect(french.value == "{days} days on your path. Alhamdulillah!" && french.isFallback, "no French: the source's form for 5")
    }
}
