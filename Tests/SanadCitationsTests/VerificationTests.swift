import Foundation
@testable import SanadCitations
import Testing

/// Vowelling, the canonical form, look-alikes and the closest edition; run on the full Tanzil
/// texts in ../shared when present, on the fixture (surahs 1, 49 and 112) otherwise.
@Suite struct VerificationTests {
    static let verifier = QuranTests.verifier
    static let isComplete = verifier.editions.allSatisfy { $0.text.ayahs.allSatisfy { !$0.isEmpty } }

    func reference(_ text: String) throws -> QuranReference { try QuranReference(parsing: text) }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func swappingTheCaseEndingsOf35_28IsCaught() throws {
        let verbatim = "إِنَّمَا يَخْشَى اللَّهَ مِنْ عِبَادِهِ الْعُلَمَاءُ"
        #expect(Self.verifier.verify(verbatim, against: try reference("35:28")) == .verified(edition: "simple", level: .lettersAndVowels))
        let swapped = "إِنَّمَا يَخْشَى اللَّهُ مِنْ عِبَادِهِ الْعُلَمَاءَ"
        guard case .mismatch(let mismatch) = Self.verifier.verify(swapped, against: try reference("35:28")) else {
            Issue.record("the swapped case endings verified")
            return
        }
        #expect(mismatch.quotedWord == "اللَّهُ")
        #expect(mismatch.expectedWord == "اللَّهَ")
        #expect(mismatch.difference == .vowels)
        #expect(mismatch.quotedIndex == 2)
        // Bare, the same letters verify: only the letters were quoted.
        #expect(Self.verifier.verify("انما يخشى الله من عباده العلماء", against: try reference("35:28")) == .verified(edition: "simple", level: .letters))
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func letterMergesApplyOnlyToUnvowelledWords() throws {
        // 2:201 has حَسَنَةً; written with ه it is a spelling error when vowelled, a shape when bare.
        let ayah = try reference("2:201")
        guard case .mismatch(let mismatch) = Self.verifier.verify("فِي الدُّنْيَا حَسَنَهً", against: ayah) else {
            Issue.record("a vowelled ه for ة verified")
            return
        }
        #expect(mismatch.quotedWord == "حَسَنَهً")
        #expect(mismatch.difference == .spelling)
        #expect(Self.verifier.verify("في الدنيا حسنه", against: ayah) == .verified(edition: "simple", level: .letters))
        #expect(Self.verifier.verify("فِي الدُّنْيَا حسنه", against: ayah) == .verified(edition: "simple", level: .lettersAndMarkedVowels))
        // أ for إ, vowelled: an error; bare: a shape.
        let opening = try reference("1:5")
        #expect(Self.verifier.verify("أِيَّاكَ نَعْبُدُ", against: opening) != .verified(edition: "simple", level: .lettersAndVowels))
        #expect(Self.verifier.verify("اياك نعبد", against: opening) == .verified(edition: "simple", level: .letters))
    }

    @Test func aMarkLeftOutIsNotAnErrorButAWrongOneIs() throws {
        let ayah = try reference("112:1")
        #expect(Self.verifier.verify("قُلْ هُوَ اللَّهُ أَحَدٌ", against: ayah) == .verified(edition: "simple", level: .lettersAndVowels))
        // Every word vowelled, but marks left out: it verifies, and claims only the marks written.
        #expect(Self.verifier.verify("قُل هُو اللّه أَحَد", against: ayah) == .verified(edition: "simple", level: .lettersAndMarkedVowels))
        #expect(Self.verifier.verify("قُلْ هُوَ اللَّهُ أَحَدٍ", against: ayah) != .verified(edition: "simple", level: .lettersAndVowels))
    }

    @Test func theLevelSaysWhichMarksWereThere() throws {
        // ʿalama for ʿallama (96:4): every mark written is the text's, but the shadda is left out.
        let ayah = try reference("96:4")
        #expect(Self.verifier.verify("الَّذِي عَلَمَ بِالْقَلَمِ", against: ayah) == .verified(edition: "simple", level: .lettersAndMarkedVowels))
        #expect(Self.verifier.verify("الَّذِي عَلَّمَ بِالْقَلَمِ", against: ayah) == .verified(edition: "simple", level: .lettersAndVowels))
        #expect(QuranVerifier.Level.letters < .lettersAndMarkedVowels && QuranVerifier.Level.lettersAndMarkedVowels < .lettersAndVowels)
    }

    @Test func aOneWordAyahIsVerifiedLikeAnyOther() throws {
        // The 28 one-word ayat (89:1, 103:1, 55:64, the muqatta'at …) are quotations like any other.
        #expect(Self.verifier.verify("وَالْفَجْرِ", against: try reference("89:1")) == .verified(edition: "simple", level: .lettersAndVowels))
        #expect(Self.verifier.verify("وَالْفَجْرِ", against: try reference("103:1")) != .verified(edition: "simple", level: .lettersAndVowels))
    }

    @Test func canonicallyEquivalentFormsVerifyForEveryAyahOfBothEditions() throws {
        var checked = 0, failures: [String] = []
        for edition in Self.verifier.editions {
            for (surahIndex, ayahs) in edition.text.ayahs.enumerated() {
                for (ayahIndex, text) in ayahs.enumerated() {
                    let reference = QuranReference(surah: surahIndex + 1, firstAyah: ayahIndex + 1, lastAyah: ayahIndex + 1)
                    for (form, variant) in [("raw", text), ("NFC", text.precomposedStringWithCanonicalMapping), ("NFD", text.decomposedStringWithCanonicalMapping)] {
                        checked += 1
                        // A form with the raw text's very scalars was verified as the raw text.
                        if form != "raw", variant.unicodeScalars.elementsEqual(text.unicodeScalars) { continue }
                        if case .mismatch = Self.verifier.verify(variant, against: reference) { failures.append("\(edition.name) \(reference) \(form)") }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "false mismatches: \(failures.prefix(10))")
        #expect(checked >= 3 * 2 * (Self.isComplete ? QuranMetadata.totalAyahs : 30))
    }

    @Test func theUthmaniComposedAndDecomposedAlefsReadAlike() {
        let uthmani = ArabicWord.words(in: "ءَآمَنُوا۟")[0], composed = ArabicWord.words(in: "ءَآمَنُوا۟".precomposedStringWithCanonicalMapping)[0]
        #expect(uthmani == ArabicWord(original: uthmani.original, offset: 0, letters: composed.letters, marks: composed.marks, lookalikes: []))
        #expect(ArabicNormalizer.normalize("ءَآمَنُوا۟".precomposedStringWithCanonicalMapping) == ArabicNormalizer.normalize("آمَنُوا"))
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func aMismatchIsReportedAgainstTheClosestEditionAtTheChangedWord() throws {
        let uthmani = try #require(Self.verifier.editions.first { $0.name == "uthmani" }?.text.ayah(surah: 49, ayah: 12))
        // Split by scalars: a pause mark after a space joins the space in one Character.
        var words = ArabicWord.tokens(in: Substring(uthmani)).map { String($0.text) }
        let changed = try #require(words.lastIndex { ArabicNormalizer.normalize($0) == "بعضا" })
        let original = words[changed]
        words[changed] = "أَحَدًا"
        guard case .mismatch(let mismatch) = Self.verifier.verify(words.joined(separator: " "), against: try reference("49:12")) else {
            Issue.record("verified a changed word")
            return
        }
        #expect(mismatch.edition == "uthmani", "the quotation follows the Uthmani spelling")
        #expect(mismatch.quotedWord == "أَحَدًا")
        #expect(mismatch.expectedWord == original)
    }

    @Test func persianLettersAreLookalikesWithTheirArabicReplacement() throws {
        #expect(ArabicWord.words(in: "قُلْ هُوَ اللَّهُ أَحَدٌ").allSatisfy { $0.lookalikes.isEmpty }, "Arabic letters are no look-alikes")
        // ی for ي and ى, ک for ك, in 2:2's opening words.
        let text = "ذلک الکتاب لا ریب فیه"
        let words = ArabicWord.words(in: text)
        #expect(words.flatMap(\.lookalikes).map(\.scalar) == ["ک", "ک", "ی", "ی"])
        guard Self.isComplete else { return }
        let ayah = try reference("2:2")
        #expect(Self.verifier.verify(words, against: ayah) == .verified(edition: "simple", level: .letters))
        let fixed = Self.verifier.lookalikeReplacements(words, against: ayah)
        #expect(fixed.map(\.replacement) == ["ك", "ك", "ي", "ي"])
        #expect(fixed.map(\.offset) == [4, 11, 27, 34])
        // عَلَىٰ with a Persian yeh reads as ى, the text's letter there.
        let onto = ArabicWord.words(in: "عَلَیٰ")
        let fixedOnto = Self.verifier.lookalikeReplacements(onto, against: try reference("2:5"))
        #expect(fixedOnto.map(\.replacement) == ["ى"])
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func theIndexFindsWhereAQuotationComesFrom() {
        let simple = Self.verifier.editions[0]
        let ayah = simple.text.ayah(surah: 113, ayah: 5)!
        #expect(Self.verifier.locate(ArabicWord.words(in: ayah))?.description == "113:5")
        let range = simple.text.ayah(surah: 112, ayah: 3)! + " " + simple.text.ayah(surah: 112, ayah: 4)!
        #expect(Self.verifier.locate(ArabicWord.words(in: range))?.description == "112:3-4")
        #expect(Self.verifier.locate(ArabicWord.words(in: "هذا كلام ليس من القرآن")) == nil)
    }
}

/// Cases found in review: the place of a difference, "this text is another ayah" only when it
/// is, presentation forms, stray marks, and inputs far larger than any ayah.
@Suite struct VerificationEdgeTests {
    static let verifier = QuranTests.verifier
    static let isComplete = VerificationTests.isComplete

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func aWordLeftOutInTheMiddleIsNamedThere() throws {
        let simple = try #require(Self.verifier.editions[0].text.ayah(surah: 49, ayah: 12))
        var words = ArabicWord.tokens(in: Substring(simple)).map { String($0.text) }
        let removed = words.remove(at: 3)
        guard case .mismatch(let mismatch) = Self.verifier.verify(words.joined(separator: " "), against: QuranReference(surah: 49, firstAyah: 12, lastAyah: 12)) else {
            Issue.record("verified a quotation with a word left out")
            return
        }
        #expect(mismatch.difference == .missing)
        #expect(mismatch.expectedWord == removed)
        #expect(mismatch.quotedIndex == 3)
        // A word added in front is named as added.
        guard case .mismatch(let added) = Self.verifier.verify("وقال " + simple, against: QuranReference(surah: 49, firstAyah: 12, lastAyah: 12)) else { return }
        #expect(added.difference == .extra)
        #expect(added.quotedWord == "وقال")
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func aVowelErrorInTheRightAyahDoesNotNameAnotherAyah() {
        let outcome = Self.verifier.verify("فَبِأَيِّ آلَاءِ رَبِّكُمِا تُكَذِّبَانِ", against: QuranReference(surah: 55, firstAyah: 16, lastAyah: 16))
        guard case .mismatch(let mismatch) = outcome else { Issue.record("verified a wrong vowel"); return }
        #expect(mismatch.matchesElsewhere == nil)
        #expect(mismatch.difference == .vowels)
    }

    @Test func presentationFormsAreLookalikesThatKeepTheirHamzaAndMarks() {
        // ﺃ (U+FE83) is أ, ﹶ (U+FE76) a fatha, ﯼ (U+FBFC) a Farsi yeh.
        let words = ArabicWord.words(in: "\u{FE83}\u{064E}\u{FE76}")
        #expect(words.count == 1)
        #expect(words[0].lookalikes.map(\.replacement) == ["أ", "\u{064E}"])
        #expect(ArabicWord.words(in: "\u{FBFC}").first?.lookalikes.first?.readsAsFarsiYeh == true)
        #expect(ArabicWord.words(in: "\u{FEFB}").first?.lookalikes.first?.replacement == "لا", "a ligature is its letters")
    }

    @Test func marksSanadDoesNotCompareAreNotLetters() {
        let plain = ArabicWord.words(in: "محمد"), marked = ArabicWord.words(in: "محمد\u{0615}\u{FE00}")
        #expect(plain.first?.letters == marked.first?.letters)
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func anUthmaniOnlyProjectDoesNotCallASpellingAMisquote() throws {
        let uthmani = QuranVerifier(editions: [Self.verifier.editions[1]])
        #expect(Self.verifier.editions[1].name == "uthmani")
        let found = uthmani.uncitedQuotations(in: ArabicWord.words(in: "قال تعالى ذلك الكتاب لا ريب فيه هدى للمتقين"))
        #expect(!found.contains { $0.kind == .misquote })
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func hugeInputsFinish() throws {
        let ayah = try #require(Self.verifier.editions[0].text.ayah(surah: 2, ayah: 255))
        let bare = ArabicNormalizer.normalize(ayah)
        // A 2,000-word quotation against the whole of al-Baqarah, and a 5,000-word paragraph.
        let quotation = Array(repeating: bare, count: 40).joined(separator: " ")
        guard case .mismatch = Self.verifier.verify(quotation, against: QuranReference(surah: 2, firstAyah: 1, lastAyah: 286)) else {
            Issue.record("a repeated ayah verified as a run")
            return
        }
        let paragraph = Array(repeating: "إن الله على كل شيء قدير", count: 1000).joined(separator: " ")
        #expect(Self.verifier.uncitedQuotations(in: ArabicWord.words(in: paragraph)).isEmpty)
    }
}
