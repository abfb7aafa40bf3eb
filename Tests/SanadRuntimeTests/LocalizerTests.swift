import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// The app's preferred locales against the sample bundle: Urdu for one children's lesson, Arabic
/// for the Aqeedah category, English (the source) for the rest, each text saying which it is.
@Suite struct LocalizerTests {
    static let library = AchievementGroupTests.library

    @Test func theBundleCarriesEachLocaleWithItsDirection() throws {
        let files = try Self.library.translations()
        #expect(files.map(\.locale).sorted() == ["ar", "ur"])
        #expect(files.allSatisfy { $0.direction == .rtl })
        #expect(TextDirection(locale: "en-GB") == .ltr && TextDirection(locale: "ur-PK") == .rtl && TextDirection(locale: "az-Arab") == .rtl)
        #expect(TextDirection(firstStrongIn: "١٢ — كيف حال صلاتك؟") == .rtl && TextDirection(firstStrongIn: "12: Day one") == .ltr)
        #expect(TextDirection(firstStrongIn: "12 — 3") == nil)
    }

    @Test func urduFirstThenArabicThenTheSource() throws {
        let localizer = try Localizer(library: Self.library, preferredLocales: ["ur-PK", "ar"])
        let one = localizer.text("Allah is One", owner: "lesson:aqeedah.allah-is-one", key: "title")
        #expect(one == LocalizedText(value: "اللہ ایک ہے", locale: "ur", direction: .rtl, isFallback: false))
        let two = localizer.text("Allah made everything", owner: "lesson:aqeedah.allah-made-everything", key: "title")
        #expect(two.value == "الله خلق كل شيء" && two.locale == "ar" && !two.isFallback)
        let other = localizer.text("What is backbiting?", owner: "lesson:backbiting.what-is-ghibah", key: "title")
        #expect(other == LocalizedText(value: "What is backbiting?", locale: "en", direction: .ltr, isFallback: true))
        let arabicSource = localizer.text("كيف حال صلاتك هذه الأيام؟", owner: "questionnaire:onboarding", key: "questions/consistency/prompt")
        #expect(arabicSource.direction == .rtl, "a source written in Arabic is laid out right to left")
    }

    @Test func markdownComesAsBlocksWithItsCitationKept() throws {
        let localizer = try Localizer(library: Self.library, preferredLocales: ["ur"])
        let body = localizer.blocks([], owner: "lesson:aqeedah.allah-is-one", key: "body")
        #expect(!body.isFallback && body.locale == "ur")
        let citation = try #require(body.value.first { $0.type == .known(.citation) })
        #expect(citation.reference == "112:1" && citation.translations?.first?.language == "ur")
    }

    @Test func theSourceLocaleIsNoFallback() throws {
        let localizer = try Localizer(library: Self.library, preferredLocales: ["en-US"])
        #expect(!localizer.text("Allah is One", owner: "lesson:aqeedah.allah-is-one", key: "title").isFallback)
        #expect(try Localizer(library: Self.library, preferredLocales: ["fr"]).text("Allah is One", owner: "lesson:aqeedah.allah-is-one", key: "title").isFallback)
    }

    @Test func appCopyComesInTheLearnersLocale() throws {
        let library = Self.library
        let copy = try #require(try library.copy())
        let welcome = try #require(copy.strings.first { $0.key == "worship-path.welcome-back" })
        let localizer = try Localizer(library: library, preferredLocales: ["ar-SA"])
        let text = localizer.copy(welcome)
        #expect(text.value == "أهلًا بعودتك، لنبدأ من جديد." && text.direction == .rtl && !text.isFallback)
    }

    @Test func theSourceLocaleInThePreferencesEndsTheSearch() throws {
        let english = try Localizer(library: Self.library, preferredLocales: ["en-US", "ar"]).text("Allah is One", owner: "lesson:aqeedah.allah-is-one", key: "title")
        #expect(english.value == "Allah is One" && !english.isFallback)
        let underscore = try Localizer(library: Self.library, preferredLocales: ["ar_EG"]).text("Allah is One", owner: "lesson:aqeedah.allah-is-one", key: "title")
        #expect(underscore.value == "الله واحد")
    }
}
