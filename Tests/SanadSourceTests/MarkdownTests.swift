import SanadDiagnostics
@testable import SanadSource
import Testing
import _SanadTestSupport

@Suite struct MarkdownTests {
    static let frontMatter = "---\nid: a.b\n---\n"

    @Test func rawHTMLBlockAndInlineAreErrors() {
        expectDiagnostic(SourceDiagnostics.rawHTML, at: Self.frontMatter + "\n## Hook\n\n1️⃣<div>hi</div>\n", markdown: true, lessonDiagnostics)
        expectDiagnostic(SourceDiagnostics.rawHTML, at: Self.frontMatter + "\nSay 1️⃣<b>this</b> now.\n", markdown: true, lessonDiagnostics)
    }

    @Test func deepContainerMarkersAreRejectedBeforeParsing() {
        let limit = SourceLimits.maxLeadingContainerMarkers
        let ok = String(repeating: "> ", count: limit) + "fine\n"
        #expect(lessonDiagnostics(Self.frontMatter + ok).isEmpty)
        let deep = "1️⃣" + String(repeating: "> ", count: limit + 1) + "deep\n"
        expectDiagnostic(SourceDiagnostics.deepContainerMarkers, at: Self.frontMatter + "\n" + deep, markdown: true, lessonDiagnostics)
        let mixed = "1️⃣" + String(repeating: "- ", count: 9) + String(repeating: "1. ", count: 4) + String(repeating: "> ", count: 4) + "x\n"
        expectDiagnostic(SourceDiagnostics.deepContainerMarkers, at: Self.frontMatter + mixed, markdown: true, lessonDiagnostics)
    }

    @Test func containerMarkerCountingIgnoresNonMarkers() {
        let bytes = Array("-not a marker, *nor* this".utf8)
        #expect(MarkdownPreflight.leadingContainerMarkers(bytes, 0..<bytes.count).0 == 0)
        let list = Array("1. - > 2) text".utf8)
        #expect(MarkdownPreflight.leadingContainerMarkers(list, 0..<list.count).0 == 4)
    }

    @Test func bodySizeLimit() {
        let limit = SourceLimits.maxMarkdownBodyBytes
        let exactly = String(repeating: "a", count: limit - 1) + "\n"
        #expect(lessonDiagnostics(Self.frontMatter + exactly).isEmpty)
        let over = "1️⃣" + String(repeating: "a", count: limit) + "\n"
        expectDiagnostic(SourceDiagnostics.bodyTooLarge, at: Self.frontMatter + over, markdown: true, lessonDiagnostics)
    }

    @Test func frontMatterProblems() {
        let missing = lessonDiagnostics("\u{FEFF}## Hook\n")
        #expect(missing.map(\.code) == [SourceDiagnostics.missingFrontMatter])
        #expect(missing.first?.location?.line == 1 && missing.first?.location?.column == 1)
        expectDiagnostic(SourceDiagnostics.unterminatedFrontMatter, at: "1️⃣---\nid: a.b\n## Hook\n", markdown: true, lessonDiagnostics)
    }

    @Test func frontMatterErrorsUseFileLines() {
        expectDiagnostic(SourceDiagnostics.duplicateKey, at: "---\nid: a.b\n1️⃣id: c.d\n---\nbody\n", markdown: true, lessonDiagnostics)
    }

    @Test func nodesCarryFileLinesAndKinds() throws {
        let text = "---\nid: a.b\n---\n\n## Teach\n\nSee [link](https://sunnah.com/muslim:2589) and ![alt](media/a.png).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~ www.example.com\n"
        let file = SourceFile(path: "l.md", text: text)
        let split = try FrontMatter.split(file).get()
        #expect(split.bodyFirstLine == 4)
        let document = MarkdownParser.parse(file, body: split.body, firstLine: split.bodyFirstLine).document
        var kinds: [MarkdownNode.Kind] = []
        var heading: MarkdownNode?
        var link: MarkdownNode?
        document.walk { node in
            kinds.append(node.kind)
            if node.kind == .heading { heading = node }
            if node.kind == .link { link = node }
        }
        #expect(heading?.range.startLocation.line == 5)
        #expect(heading?.headingLevel == 2)
        #expect(heading?.plainText == "Teach")
        #expect(link?.url == "https://sunnah.com/muslim:2589")
        #expect(link?.range.startLocation.line == 7)
        #expect(link?.range.startLocation.column == 5)
        #expect(kinds.contains(.image))
        #expect(kinds.contains(.table))
        #expect(kinds.contains(.strikethrough))
        #expect(kinds.filter { $0 == .link }.count == 1, "autolink is off: www.example.com stays text")
    }
}
