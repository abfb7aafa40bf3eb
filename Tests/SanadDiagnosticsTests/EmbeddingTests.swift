import Foundation
import SanadDiagnostics
import Testing

/// Text read from a YAML value keeps the places of its bytes in the file.
@Suite struct EmbeddingTests {
    func place(_ needle: String, value: String, file: String) -> String {
        let parent = SourceFile(path: "a.yaml", text: file)
        let embedded = SourceFile.embedded(value, in: parent, range: 0..<parent.bytes.count)
        let offset = value.utf8.count - value[value.range(of: needle)!.lowerBound...].utf8.count
        let range = SourceRange(file: embedded, start: offset, end: offset + needle.utf8.count).inContainingFile
        return "\(range.startLocation) \(range.text)"
    }

    @Test func literalBlocksFoldedBlocksAndQuotedScalars() {
        let literal = "overview: |\n  First line.\n  Second **line**.\n"
        #expect(place("line**", value: "First line.\nSecond **line**.\n", file: literal) == "3:12 line**")
        let folded = "overview: >\n  First\n  second.\n"
        #expect(place("second", value: "First second.\n", file: folded) == "3:3 second")
        let quoted = "overview: \"A \\\"quoted\\\" word\"\n"
        #expect(place("word", value: "A \"quoted\" word", file: quoted) == "1:25 word")
        let crlf = "overview: |\r\n  One.\r\n  Two.\r\n"
        #expect(place("Two", value: "One.\nTwo.\n", file: crlf) == "3:3 Two")
    }

    @Test func aFixItMovesOnlyWhereItsTextStandsVerbatim() {
        let parent = SourceFile(path: "a.yaml", text: "overview: \"caf\\u00e9 x\"\n")
        let value = "café x"
        let embedded = SourceFile.embedded(value, in: parent, range: 0..<parent.bytes.count)
        func fix(_ needle: String) -> Diagnostic {
            let offset = value.utf8.count - value[value.range(of: needle)!.lowerBound...].utf8.count
            let range = SourceRange(file: embedded, start: offset, end: offset + needle.utf8.count)
            let code = DiagnosticCode(id: "T0001", name: "test", group: .file, severity: .error, summary: "", example: "")
            return Diagnostic(code, "m", at: range, fixIts: [.init(summary: "s", replacements: [.init(range: range, text: "y")])]).inContainingFiles
        }
        #expect(fix("x").fixIts.count == 1)
        #expect(fix("é").fixIts.isEmpty, "an escape in the file: the fix-it would edit the wrong bytes")
        #expect(fix("x").path == "a.yaml")
    }
}

@Suite struct SpacesAndTabsTests {
    @Test(arguments: ["  a b\t", "\u{00A0}x\u{3000}", "", "   ", "\n x \n", "ع ر", "ab", "x", "a\u{00A0}", "\u{2003}a", "\ta", "a ", "\u{1}a\u{1}", "a b"])
    func trimsWhatFoundationTrims(_ text: String) {
        #expect(text.trimmingSpacesAndTabs == text.trimmingCharacters(in: .whitespaces))
    }
}

@Suite struct LineRangeTests {
    @Test func aLinePastTheEndIsTheLastLineNotACrash() {
        let file = SourceFile(path: "x.xlf", text: "<a>\n  <b>\n")
        #expect(SourceRange.line(2, of: file).text == "  <b>")
        #expect(SourceRange.line(99, of: file).startLocation.line == file.lineCount)
        #expect(SourceRange.line(0, of: file).text == "<a>")
        #expect(SourceRange.line(3, of: SourceFile(path: "e", text: "")).start == 0)
    }
}
