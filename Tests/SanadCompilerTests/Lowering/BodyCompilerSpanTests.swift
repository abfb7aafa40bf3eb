import SanadBundleFormat
@testable import SanadCompiler
import SanadDiagnostics
import SanadSource
import Testing

/// A paragraph's spans: text split by the parser (at brackets, entities, line ends) is one span,
/// joined across raw HTML that is dropped; an image is its alternative text and starts a span;
/// and the spans are made to size.
@Suite struct BodyCompilerSpanTests {
    static func inlines(_ markdown: String) -> [Inline] {
        BodyCompilerMathTests.blocks(markdown)[0].inlines ?? []
    }

    static func describe(_ inlines: [Inline]) -> [String] {
        inlines.map { "\($0.type.rawValue):\($0.text ?? "")" }
    }

    @Test func textSplitByTheParserIsOneSpan() {
        #expect(Self.describe(Self.inlines("A [bracket] &amp; an\nend.\n")) == ["text:A [bracket] & an end."])
    }

    @Test func textAroundDroppedHTMLJoins() {
        #expect(Self.describe(Self.inlines("Before <span>inside</span> after.\n")) == ["text:Before inside after."])
    }

    @Test func anImageStartsASpanThatTheTextAfterItJoins() {
        #expect(Self.describe(Self.inlines("Look ![a tree](media/tree.png) here.\n")) == ["text:Look ", "text:a tree here."])
    }

    @Test func otherSpansEndATextSpan() {
        // (cmark leaves an empty text node where a hard break's spaces were: kept, as before.)
        #expect(Self.describe(Self.inlines("One *two* `three`  \nfour.\n")) == ["text:One ", "emphasis:", "text: ", "code:three", "text:", "line-break:", "text:four."])
    }

    @Test func spansAreCountedBeforeTheyAreMade() {
        let file = SourceFile(path: "l.md", text: "A ![b](b.png) c <i>d</i> *e* f\ng `h`\n")
        let paragraph = MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document.children[0]
        let spans = BodyCompiler.inlines(paragraph.children)
        #expect(BodyCompiler.spanCount(paragraph.children) == spans.count)
        #expect(spans.count > 4 && spans.capacity <= spans.count + 1, "made to size, not grown by doubling")
    }
}
