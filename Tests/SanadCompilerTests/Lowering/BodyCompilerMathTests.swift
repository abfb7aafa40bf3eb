import SanadBundleFormat
@testable import SanadCompiler
import SanadDiagnostics
import SanadSource
import Testing

@Suite struct BodyCompilerMathTests {
    static func blocks(_ markdown: String) -> [Block] {
        let file = SourceFile(path: "l.md", text: markdown)
        return BodyCompiler.compile(MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document).blocks
    }

    @Test func inlineMathIsASpanWithTheTeXAsWritten() {
        let paragraph = Self.blocks("Mass $3\\,\\text{kg}$ here.\n")[0]
        #expect(paragraph.inlines?.map(\.type.known) == [.text, .math, .text])
        #expect(paragraph.inlines?[1].text == "3\\,\\text{kg}")
        #expect(paragraph.inlines?[1].display == nil)
    }

    @Test func displayMathAloneIsAMathBlockAndAMathFenceToo() {
        #expect(Self.blocks("$$\n\\frac{1}{2}\\,x\n$$\n").map(\.type.known) == [.math])
        #expect(Self.blocks("$$\n\\frac{1}{2}\\,x\n$$\n")[0].text == "\n\\frac{1}{2}\\,x\n")
        #expect(Self.blocks("```math\n\\frac{1}{2}\n```\n")[0].text == "\\frac{1}{2}")
        let inParagraph = Self.blocks("So $$x$$ inline.\n")[0]
        #expect(inParagraph.inlines?[1].display == true)
    }

    @Test func codeBlocksAreCollectedWithTheirLanguage() {
        let file = SourceFile(path: "l.md", text: "```python\nprint(1)\n```\n\n```\nplain\n```\n")
        let body = BodyCompiler.compile(MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document)
        #expect(body.codeBlocks.map { $0.language?.value } == ["python", nil])
        #expect(body.blocks.map(\.type.known) == [.code, .code])
    }

    @Test func aQuotedMessageSaysWhoAndWhat() {
        let block = Self.blocks("> [!MESSAGE Ustadh Bilal]\n> Every word has a root.\n>\n> And a pattern.\n")[0]
        #expect(block.type.known == .message)
        #expect(block.title == "Ustadh Bilal")
        #expect(block.blocks?.count == 2)
        #expect(block.blocks?.first?.inlines?.first?.text == "Every word has a root.")
    }
}
