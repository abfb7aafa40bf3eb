import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing

/// How a citation block's lines divide into the quotation and its translations, and which
/// language tags count as Arabic (one predicate for the bundle, C0016 and the uncited search).
@Suite struct CitationBlockLinesTests {
    static func blocks(_ body: String) -> [BodyCompiler.CitationBlock] {
        let lesson = "---\nid: a.b\n---\n\n" + body
        let source = ParsedSource.parse(SourceFile(path: "categories/a/01-b.md", text: lesson), kind: .lesson, relativePath: "categories/a/01-b.md")
        var blocks: [BodyCompiler.CitationBlock] = []
        source.body?.walk { if let block = BodyCompiler.citationBlock($0) { blocks.append(block) } }
        return blocks
    }

    @Test func onlyAPrimaryArabicSubtagIsArabic() {
        #expect(BodyCompiler.QuotedLines.isArabic("ar"))
        #expect(BodyCompiler.QuotedLines.isArabic("AR-eg"))
        #expect(!BodyCompiler.QuotedLines.isArabic("arz"), "Egyptian Arabic has its own primary subtag")
        #expect(!BodyCompiler.QuotedLines.isArabic("ur"))
    }

    @Test func aLineMarkedArabicIsNeitherQuotationNorTranslation() throws {
        let block = try #require(Self.blocks("> [!QURAN 113:5]\n> وَمِن شَرِّ حَاسِدٍ إِذَا حَسَدَ\n> [ar-EG] كلام\n> [arz] كلام تاني\n> [en] And from the evil of an envier.\n").first)
        #expect(block.text == "وَمِن شَرِّ حَاسِدٍ إِذَا حَسَدَ")
        #expect(block.lines.translations.map(\.language) == ["ar-EG", "arz", "en"])
        #expect(block.translations.map(\.language) == ["arz", "en"])
        #expect(block.lines.translationsNotMarkedArabic.map(\.language) == block.translations.map(\.language))
    }
}
