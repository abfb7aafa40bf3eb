import Testing
@testable import SanadCompiler

/// The end-of-ayah marks pages show: each ayah of a quotation followed by ۝ and its number.
@Suite struct AyahMarksTests {
    @Test func eachAyahOfAQuotationGetsItsNumberedMark() {
        #expect(AyahMarks.numbered("لِمَ تَقُولُونَ ۝ كَبُرَ مَقْتًا", reference: "61:2-3") == "لِمَ تَقُولُونَ ۝٢ كَبُرَ مَقْتًا ۝٣")
        #expect(AyahMarks.numbered("قُلْ هُوَ اللَّهُ أَحَدٌ", reference: "112:1") == "قُلْ هُوَ اللَّهُ أَحَدٌ ۝١")
        #expect(AyahMarks.numbered("الْحَمْدُ لِلَّهِ ۝ الرَّحْمَـٰنِ ۝", reference: "1:2-3") == "الْحَمْدُ لِلَّهِ ۝٢ الرَّحْمَـٰنِ ۝٣", "a closing mark is not an ayah")
        #expect(AyahMarks.mark(255) == "\u{06DD}٢٥٥")
    }

    @Test func aTextWhoseAyahsCannotBeToldApartIsShownAsWritten() {
        let written = ["لِمَ تَقُولُونَ كَبُرَ مَقْتًا", "أ ۝١ ب ۝٢", "أ ۝ ب ۝ ج"]
        #expect(AyahMarks.numbered(written[0], reference: "61:2-3") == written[0], "two ayahs, no mark between them")
        #expect(AyahMarks.numbered(written[1], reference: "61:2-3") == written[1], "numbered already")
        #expect(AyahMarks.numbered(written[2], reference: "61:2-3") == written[2], "three parts for two ayahs")
        #expect(AyahMarks.numbered("أ", reference: "not a reference") == "أ")
    }
}
