import Foundation
@testable import SanadCitations
import Testing
import _SanadTestSupport

/// Qur'an text in prose outside citation blocks: exact ayat are found, ayat with one word changed
/// are found, and ordinary Arabic prose (du'a, dhikr, hadith text) gives nothing.
@Suite struct UncitedQuranTests {
    static let verifier = QuranTests.verifier
    static let isComplete = VerificationTests.isComplete

    /// The sentences of the prose fixture.
    static let sentences: [String] = {
        let text = String(decoding: FileManager.default.contents(atPath: Fixtures.path("Fixtures/arabic-prose.txt")) ?? Data(), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "|").first.map { String($0).trimmingCharacters(in: .whitespaces) } }
    }()

    func findings(_ text: String) -> [UncitedQuran] { Self.verifier.uncitedQuotations(in: ArabicWord.words(in: text)) }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func anExactAyahInProseIsFound() throws {
        let ayah = try #require(Self.verifier.editions[0].text.ayah(surah: 113, ayah: 5))
        let found = findings("قال تعالى " + ayah + " وهذا حق")
        #expect(found == [UncitedQuran(kind: .exact, words: 2..<7, reference: QuranReference(surah: 113, firstAyah: 5, lastAyah: 5), edition: "simple")])
        #expect(findings("ومن شر حاسد إذا حسد").map(\.reference.description) == ["113:5"], "unvowelled prose is found too")
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func anAyahWithOneWordChangedIsAMisquote() {
        let found = findings("كما قيل ومن شر حاقد إذا حسد")
        #expect(found.count == 1)
        #expect(found.first?.kind == .misquote)
        #expect(found.first?.reference.description == "113:5")
        #expect(found.first?.changedIndex == 4)
        #expect(found.first?.expectedWord == "حَاسِدٍ")
        // The first or last word of an ayah changed is prose running into or out of it.
        #expect(findings("ومن شر حاسد إذا ظلم").isEmpty)
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func aWordLeftOutAddedOrSwappedIsAMisquote() {
        // 113:5, وَمِن شَرِّ حَاسِدٍ إِذَا حَسَدَ, and 2:286's opening, in prose.
        let deleted = findings("كما قيل ومن شر إذا حسد وهذا حق")
        #expect(deleted.map(\.change) == [.deleted])
        #expect(deleted.first?.expectedWord == "حَاسِدٍ")
        #expect(deleted.first?.changedIndex == 4, "at the word after the gap")
        let inserted = findings("كما قيل ومن شر كل حاسد إذا حسد وهذا حق")
        #expect(inserted.map(\.change) == [.inserted])
        #expect(inserted.first?.changedIndex == 4)
        let swapped = findings("كما قيل ومن حاسد شر إذا حسد وهذا حق")
        #expect(swapped.map(\.change) == [.swapped])
        #expect(swapped.first?.reference.description == "113:5")
        // At the first or last word it is prose running into or out of the ayah.
        #expect(findings("كما قيل شر حاسد إذا حسد").isEmpty)
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func shortAyatAndALongAyahWithOneChangeAreFound() throws {
        #expect(findings("قال إنا أعطيناك الكوثر والحمد لله").map(\.reference.description) == ["108:1"], "a whole ayah of three words")
        // A misspelt last word of a short ayah: one letter away from the text's.
        let ikhlas = findings("كما قيل قل هو الله واحد وهذا حق")
        #expect(ikhlas.map(\.kind) == [.misquote])
        #expect(ikhlas.first?.changedIndex == 5)
        #expect(ikhlas.first?.expectedWord == "أَحَدٌ")
        // A long ayah with a word changed in the middle is one misquote, not the exact run before it.
        let kursi = try #require(Self.verifier.editions[0].text.ayah(surah: 2, ayah: 255))
        let changed = kursi.replacingOccurrences(of: "سِنَةٌ", with: "غَفْلَةٌ")
        #expect(changed != kursi)
        let found = findings("قال تعالى " + changed)
        #expect(found.map(\.kind) == [.misquote])
        #expect(found.first?.reference.description == "2:255")
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func aMisquoteIsFoundWhateverFollowsAndAnotherParticleIsNoMisspelling() {
        // The same ayah's words later in the paragraph do not hide the misquote before them.
        #expect(findings("كما قيل ومن شر إذا حسد وهذا حق ومن شر الحاسد").contains { $0.change == .deleted && $0.reference.description == "113:5" })
        #expect(findings("ومن شر إذا حسد والصواب ومن شر حاسد إذا حسد").contains { $0.change == .deleted })
        // و for ف is another sentence's conjunction (Nawawi 19), not 94:5 misspelt.
        #expect(findings("واعلم أن النصر مع الصبر وأن الفرج مع الكرب وأن مع العسر يسرا").isEmpty)
        #expect(findings("وإن مع العسر يسرا").isEmpty)
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func aDistinctivePartOfAnAyahIsFound() {
        // Five to eleven words of an ayah, most of their pairs found nowhere else in the text.
        let part = findings("قال تعالى لا ينفع نفسا إيمانها لم تكن آمنت من قبل فاعلموا ذلك")
        #expect(part.map(\.kind) == [.exact])
        #expect(part.first?.reference.description == "6:158")
        #expect(part.first?.words == 2..<11)
        #expect(findings("وفي القرآن يكنزون الذهب والفضة ولا ينفقونها في سبيل الله كما قيل").map(\.reference.description) == ["9:34"])
        // Common words at the ends are how prose runs into a phrase it shares with the Qur'an:
        // «به فهو كفارة له ومن» (Muslim 1709a) has three pairs found only in 5:45, all at its ends.
        #expect(findings("ومن أصاب شيئا من ذلك فعوقب به فهو كفارة له ومن أصاب شيئا").isEmpty)
        // Four words found in five places are a phrase, not one ayah's part.
        #expect(findings("وقال ولا تزر وازرة وزر أخرى ثم سكت").isEmpty, "and not 53:38's «ألا تزر…» misquoted either")
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func aPartOfAnAyahWithOneChangeIsAMisquote() {
        // Ten words of 6:158: «ينفع نفسا إيمانها لم تكن آمنت من قبل أو كسبت».
        let cases: [(String, UncitedQuran.Change, String)] = [
            ("ينفع نفسا إيمانها لم تكن صدقت من قبل أو كسبت", .substituted, "صدقت"),
            ("ينفع نفسا إيمانها لم تكن من قبل أو كسبت", .deleted, "من"),
            ("ينفع نفسا إيمانها لم تكن قط آمنت من قبل أو كسبت", .inserted, "قط"),
            ("ينفع نفسا إيمانها لم تكن من آمنت قبل أو كسبت", .swapped, "من"),
        ]
        for (quoted, change, word) in cases {
            let words = ArabicWord.words(in: "قال " + quoted + " فتأمل")
            let found = Self.verifier.uncitedQuotations(in: words)
            #expect(found.map(\.kind) == [.misquote], "\(change)")
            #expect(found.first?.change == change)
            #expect(found.first?.reference.description == "6:158")
            #expect(found.first?.changedIndex.map { words[$0].original } == word)
            #expect(found.first?.expectedWord == "آمَنَتْ")
        }
        // Another pronoun on the text's word is prose fitting it to its sentence (Bukhari 5063's
        // «غفر له ما تقدم من ذنبه», 48:2 has ذنبك), and a particle before an ayah's first word
        // names the surah (Muslim 398a, «بسبح اسم ربك الأعلى»).
        #expect(findings("قد غفر له ما تقدم من ذنبه وما تأخر").isEmpty)
        #expect(QuranVerifier.isAdaptation("ذنبه", of: "ذنبك") && QuranVerifier.isAdaptation("فقال", of: "قال"))
        // Another first or last letter is another word, not an adaptation.
        for (quoted, text) in [("وتاب", "كتاب"), ("بريق", "فريق"), ("ففروا", "كفروا")] {
            #expect(!QuranVerifier.isAdaptation(quoted, of: text), "\(quoted) for \(text)")
        }
        #expect(findings("فجعل رجل يقرأ خلفه بسبح اسم ربك الأعلى").isEmpty)
        // A misspelt word inside a whole ayah of four words (أعود for أعوذ, 113:1).
        let falaq = findings("وقرأ قل أعود برب الفلق ثم نام")
        #expect(falaq.map(\.change) == [.substituted])
        #expect(falaq.first?.reference.description == "113:1")
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func theTaawwudhIsAFormulaNotAnUncitedAyah() {
        #expect(findings("أعوذ بكلمات الله التامات من شر ما خلق").isEmpty)
        #expect(findings("من شر ما خلق ومن شر غاسق إذا وقب").map(\.reference.description) == ["113:2-3"], "the surah's words are still found")
    }

    @Test func theProseFixtureIsRealText() {
        #expect(Self.sentences.count >= 30)
    }

    @Test func ordinaryArabicProseGivesNoFinding() {
        var generator = SeededGenerator(seed: 1)
        var alarms: [String] = []
        for sentence in Self.sentences where !findings(sentence).isEmpty { alarms.append(sentence) }
        // 600 paragraphs of 2 to 8 sentences (`sanad-bench --citations` runs 20,000) in random order, with and without punctuation between.
        for _ in 0..<600 {
            let count = Int.random(in: 2...8, using: &generator)
            let paragraph = (0..<count).map { _ in Self.sentences.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "، ")
            if !findings(paragraph).isEmpty { alarms.append(paragraph) }
        }
        #expect(alarms.isEmpty, "false alarms: \(alarms.prefix(3))")
    }

    @Test func everydayFormulaeAloneAreNotReported() {
        for formula in QuranVerifier.formulae { #expect(findings(formula).isEmpty, "\(formula)") }
    }
}
