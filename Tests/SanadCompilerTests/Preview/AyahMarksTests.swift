import Testing
@testable import SanadCompiler
@testable import SanadTools

/// The end-of-ayah marks pages show: the signs an author wrote, each with its ayah's number.
@Suite struct AyahMarksTests {
    @Test func eachSignTheAuthorWroteGetsItsAyahsNumber() {
        #expect(AyahMarks.numbered("لِمَ تَقُولُونَ ۝ كَبُرَ مَقْتًا", reference: "61:2-3") == "لِمَ تَقُولُونَ ۝٢ كَبُرَ مَقْتًا", "the last ayah may stop mid-way")
        #expect(AyahMarks.numbered("الْحَمْدُ لِلَّهِ ۝ الرَّحْمَـٰنِ ۝", reference: "1:2-3") == "الْحَمْدُ لِلَّهِ ۝٢ الرَّحْمَـٰنِ ۝٣", "a closing sign ends the last")
        #expect(AyahMarks.numbered("قُلْ هُوَ اللَّهُ أَحَدٌ ۝", reference: "112:1") == "قُلْ هُوَ اللَّهُ أَحَدٌ ۝١")
        #expect(AyahMarks.mark(255) == "\u{06DD}٢٥٥")
    }

    @Test func noSignIsAddedAndSignsThatDoNotFitAreLeftAsWritten() {
        let written = ["وَلَا يَغْتَب بَّعْضُكُم بَعْضًا", "لِمَ تَقُولُونَ كَبُرَ مَقْتًا", "أ ۝١ ب ۝٢", "أ ۝ ب ۝ ج ۝"]
        #expect(AyahMarks.numbered(written[0], reference: "49:12") == written[0], "a quotation from inside an ayah gets no sign")
        #expect(AyahMarks.numbered(written[1], reference: "61:2-3") == written[1], "two ayahs, no sign between them")
        #expect(AyahMarks.numbered(written[2], reference: "61:2-3") == written[2], "numbered already")
        #expect(AyahMarks.numbered(written[3], reference: "61:2-3") == written[3], "three signs for two ayahs")
        #expect(AyahMarks.numbered("أ", reference: "not a reference") == "أ")
    }
}

/// HTML escaping of author text, in elements and attributes.
@Suite struct BlockHTMLEscapeTests {
    @Test func aQuoteWithACombiningMarkCannotEndAnAttribute() {
        let hostile = "x\"\u{301} onfocus=alert(1) autofocus \"\u{301}"
        let escaped = BlockHTML.escape(hostile)
        #expect(!escaped.unicodeScalars.contains("\""), "\(escaped)")
        #expect(escaped.hasPrefix("x&quot;\u{301} onfocus"))
        #expect(BlockHTML.escape("<a href=\"x\">&") == "&lt;a href=&quot;x&quot;&gt;&amp;")
    }
}
