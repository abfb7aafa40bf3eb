import SanadBundleFormat
@testable import SanadCompiler
@testable import SanadTools
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

@Suite struct CompiledBodyJoinedTests {
    /// Every list a compiled body keeps is carried into a joined body: a list left out would be a
    /// text channel that some check never reads.
    @Test func joiningKeepsEveryListOfEveryPart() throws {
        let markdown = """
            ## Teach

            See [this](https://sunnah.com/muslim:2589), ![a tongue](media/t.png) and $\\frac{1}{2}$.

            > [!HADITH muslim:2589]

            > [!NOTE]
            > Mind the tongue.

            ```python
            print(1)
            ```

            """
        let file = SourceFile(path: "l.md", text: markdown)
        let body = BodyCompiler.compile(MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document)
        let joined = CompiledBody.joined([body, body])
        let lists = Mirror(reflecting: body).children.compactMap { child -> (String, Int)? in
            guard let label = child.label, let count = (child.value as? any Collection)?.count else { return nil }
            return (label, count)
        }
        let joinedCounts = Dictionary(uniqueKeysWithValues: Mirror(reflecting: joined).children.compactMap { child -> (String, Int)? in
            guard let label = child.label, let count = (child.value as? any Collection)?.count else { return nil }
            return (label, count)
        })
        #expect(lists.count >= 8)
        for (label, count) in lists {
            #expect(count > 0, "the sample body has no \(label): add one so joining it is tested")
            #expect(joinedCounts[label] == count * 2, "joined() drops \(label)")
        }
        // The blocks are held encoded (not a collection), and are joined too.
        #expect(body.encodedBlocks.count > 0 && joined.encodedBlocks.count == body.encodedBlocks.count * 2)
        #expect(joined.blocks == body.blocks + body.blocks)
    }
}
