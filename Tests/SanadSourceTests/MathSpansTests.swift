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
}
