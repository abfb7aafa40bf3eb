import SanadDiagnostics
@testable import SanadSource
import Testing

@Suite struct MathSpansTests {
    /// The math nodes of a body, in order.
    static func math(_ body: String) -> [MathText] {
        let file = SourceFile(path: "l.md", text: body)
        var found: [MathText] = []
        MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document.walk { node in
            if let math = node.math { found.append(math) }
        }
        return found
    }

    @Test func texIsKeptExactlyAsWrittenWithItsBackslashes() {
        let found = Self.math("Mass: $3\\,\\text{kg}$ and $$\\frac{1}{2}\\;x$$.\n")
        #expect(found.map(\.tex) == ["3\\,\\text{kg}", "\\frac{1}{2}\\;x"])
        #expect(found.map(\.isDisplay) == [false, true])
    }

    @Test func dollarsThatAreNotMathStayText() {
        #expect(Self.math("It costs $5 and $10.\n").isEmpty)
        #expect(Self.math("A \\$ sign and \\$x\\$.\n").isEmpty)
        #expect(Self.math("Code: `$x$` and\n\n```\n$y$\n```\n").isEmpty)
        #expect(Self.math("Not across a blank line: $x\n\ny$\n").isEmpty)
        #expect(Self.math("$ x$ has a space after the opening dollar.\n").isEmpty)
    }

    @Test func anIndentedCodeBlockKeepsItsDollars() throws {
        let file = SourceFile(path: "l.md", text: "Text.\n\n    let a = $x$\n\nThen $y$.\n")
        let document = MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document
        var code: String?
        var math: [String] = []
        document.walk { node in
            if node.kind == .codeBlock { code = node.literal }
            if let tex = node.math?.tex { math.append(tex) }
        }
        #expect(code == "let a = $x$\n")
        #expect(math == ["y"])
    }

    @Test func fencedMathBlocksAreDisplayMath() {
        let found = Self.math("```math\nx = \\sqrt{2}\\,y\n```\n")
        #expect(found.map(\.tex) == ["x = \\sqrt{2}\\,y"])
        #expect(found.first?.isDisplay == true)
    }

    @Test func continuationLinesInsideAQuoteLeaveTheirMarkersOut() throws {
        let file = SourceFile(path: "l.md", text: "> $$\\frac{1}\n> {2}$$\n")
        var found: MathText?
        MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document.walk { if let math = $0.math { found = math } }
        let math = try #require(found)
        #expect(math.tex == "\\frac{1}\n{2}")
        // The second `{` of the TeX is on line 2, column 3 of the file.
        let offset = math.tex.utf8.firstIndex(of: UInt8(ascii: "\n")).map { math.tex.utf8.distance(from: math.tex.utf8.startIndex, to: $0) + 1 } ?? 0
        let location = math.sourceRange(of: offset..<offset + 1).startLocation
        #expect((location.line, location.column) == (2, 3))
    }

    /// Inputs where cmark-gfm's positions drift, or where fences are not what a line suggests:
    /// the TeX still arrives exactly, or the author is told it did not.
    @Test(arguments: [
        ("- item\nmore $c\\,d$\n", "c\\,d"),
        ("para\n   more $c\\,d$\n", "c\\,d"),
        ("| a | b |\n|---|---|\n| \\| $x\\,y$ | $z$ |\n", "x\\,y"),
        ("```js``` inline\n\nThen $x\\,y$.\n", "x\\,y"),
        ("> ```python\n> print(1)\n\nThen $x\\,y$\n", "x\\,y"),
    ])
    func driftingPositionsStillFindTheTeX(_ markdown: String, _ tex: String) {
        let file = SourceFile(path: "l.md", text: markdown)
        let parsed = MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1)
        var found: [String] = []
        parsed.document.walk { if let math = $0.math { found.append(math.tex) } }
        #expect(found.contains(tex) || parsed.diagnostics.contains { $0.code == SourceDiagnostics.mathNotRead }, "\(found) \(parsed.diagnostics.map(\.message))")
        var text = ""
        parsed.document.walk { if $0.kind == .text { text += $0.literal ?? "" } }
        #expect(!text.contains(tex.replacingOccurrences(of: "\\,", with: ",")) || found.contains(tex), "no formula turns into text silently")
    }

    @Test func adjacentDollarsDoNotMergeIntoOneCodeSpan() {
        let found = Self.math("$a$ $b$ and $$c$$\n")
        #expect(found.map(\.tex) == ["a", "b", "c"])
    }

    @Test func aCRLFFormulaIsLocatedOnItsLine() throws {
        let file = SourceFile(path: "l.md", text: "Intro.\r\n\r\n```math\r\na\r\nb\r\n\\fracc{1}\r\n```\r\n")
        var found: MathText?
        MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document.walk { if let math = $0.math { found = math } }
        let math = try #require(found)
        #expect(math.tex == "a\nb\n\\fracc{1}")
        let offset = math.tex.utf8.count - "\\fracc{1}".utf8.count
        let location = math.sourceRange(of: offset..<offset + 6).startLocation
        #expect((location.line, location.column) == (6, 1))
    }
}
