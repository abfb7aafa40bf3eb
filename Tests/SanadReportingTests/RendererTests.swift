import SanadDiagnostics
import SanadReporting
import Testing
import _SanadTestSupport

/// Golden tests of the text and JSON renderers on a fixed set of diagnostics.
@Suite struct RendererTests {
    static let code = DiagnosticCode(id: "Y0003", name: "duplicate-key", group: .yaml, severity: .error, summary: "", example: "")
    static let warningCode = DiagnosticCode(id: "S0003", name: "unknown-property", group: .schema, severity: .warning, summary: "", example: "")

    static func sample() -> [Diagnostic] {
        let file = SourceFile(path: "categories/backbiting/01-what.md", text: """
            ---
            id: backbiting.what
            title: One
            title: Two
            subtopc: causes
            arabic:\tغيبة  x
            ---
            ## Hook
            """)
        func range(_ needle: String, occurrence: Int = 1) -> SourceRange {
            let text = String(decoding: file.bytes, as: UTF8.self)
            var searchStart = text.startIndex
            var found = text.range(of: needle)!
            for _ in 1..<occurrence {
                searchStart = found.upperBound
                found = text.range(of: needle, range: searchStart..<text.endIndex)!
            }
            let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
            return SourceRange(file: file, start: start, end: start + needle.utf8.count)
        }
        var duplicate = Diagnostic(
            code, "duplicate key 'title'", at: range("title", occurrence: 2),
            notes: [.init(message: "'title' is first defined here", range: range("title")), .init(message: "keys are compared exactly")],
            help: "remove or rename one of the two")
        duplicate.labels = [.init(range: range("Two"), message: "this value is ignored")]
        var unknown = Diagnostic(
            warningCode, "unknown property 'subtopc'", at: range("subtopc"), help: "did you mean 'subtopic'?",
            fixIts: [.init(summary: "rename to 'subtopic'", replacements: [.init(range: range("subtopc"), text: "subtopic")])])
        unknown.severity = .warning
        let arabic = Diagnostic(code, "a value after a tab and Arabic text", at: range("x"))
        let multiLine = Diagnostic(code, "a range over two lines", at: range("title: One\ntitle"))
        let fileLevel = Diagnostic(code, "cannot read this file", at: nil, path: "missing.yaml")
        return [duplicate, unknown, arabic, multiLine, fileLevel]
    }

    @Test func textRendererGolden() {
        let renderer = TextRenderer()
        let sample = Self.sample()
        let output = renderer.render(sample) + renderer.summary(errors: sample.errorCount, warnings: sample.warningCount, files: 1) + "\n"
        if let difference = Golden.compare(output, path: "Golden/diagnostics.txt") { Issue.record(Comment(rawValue: difference)) }
    }

    /// Carets under a harakat-heavy line count what a terminal shows: the vowel marks take no
    /// column, so the caret stands under `x`, not past it.
    @Test func caretsLineUpUnderVowelledArabic() {
        let text = "greeting: \"السَّلَامُ عَلَيْكُمْ وَرَحْمَةُ ٱللَّهِ\" x\n"
        let file = SourceFile(path: "copy.yaml", text: text)
        let start = text.utf8.count - 2
        let output = TextRenderer().render([Diagnostic(Self.code, "a value after vowelled Arabic", at: SourceRange(file: file, start: start, end: start + 1))])
        if let difference = Golden.compare(output, path: "Golden/harakat.txt") { Issue.record(Comment(rawValue: difference)) }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let source = try! #require(lines.first { $0.contains("greeting") })
        let caret = try! #require(lines.first { $0.hasSuffix("^") })
        let visibleColumns = source.unicodeScalars.prefix { $0 != "x" }.reduce(0) { $0 + ($1.properties.generalCategory == .nonspacingMark ? 0 : 1) }
        #expect(caret.count - 1 == visibleColumns, "the caret is under x")
    }

    @Test func jsonReportGolden() {
        let output = JSONReport(diagnostics: Self.sample(), filesChecked: 1, toolVersion: "0.0.0-test").encoded()
        if let difference = Golden.compare(output, path: "Golden/diagnostics.json") { Issue.record(Comment(rawValue: difference)) }
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(ANSIStyle.shouldUse(isTerminal: true, environment: [:]))
        #expect(!ANSIStyle.shouldUse(isTerminal: false, environment: [:]))
        #expect(!ANSIStyle.shouldUse(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ANSIStyle.shouldUse(isTerminal: true, environment: ["TERM": "dumb"]))
        let coloured = TextRenderer(style: ANSIStyle()).render(Self.sample()[0])
        #expect(coloured.contains("\u{1B}[1;31merror[Y0003]\u{1B}[0m"))
        #expect(!TextRenderer().render(Self.sample()[0]).contains("\u{1B}"))
    }

    @Test func summaryPluralises() {
        #expect(TextRenderer().summary(errors: 1, warnings: 0, files: 2) == "1 error, 0 warnings in 2 files")
    }

    /// A line longer than the terminal is shown as a window around its marker, elided: a 1 MB
    /// value does not put a 1 MB line on the screen, and the carets stay under the text.
    @Test func aHugeLineIsShownAsAWindowAroundItsMarker() {
        let long = String(repeating: "x", count: 1_000_000)
        let file = SourceFile(path: "big.md", text: "title: " + long + "\nnext: y\n")
        let start = "title: ".utf8.count
        let rendered = TextRenderer().render(Diagnostic(Self.code, "too long", at: SourceRange(file: file, start: start, end: start + long.utf8.count)))
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(rendered.utf8.count < 1_000, "\(rendered.utf8.count) bytes")
        let source = lines.first { $0.hasPrefix("1 |") } ?? ""
        let carets = lines.first { $0.contains("^") } ?? ""
        #expect(source == "1 | title: " + String(repeating: "x", count: TextRenderer.maximumLineColumns - 7) + "…")
        #expect(carets.firstIndex(of: "^").map { carets.distance(from: carets.startIndex, to: $0) } == "1 | title: ".count)
        #expect(carets.hasSuffix("..."), "the marker goes on past the window")
        // A marker far into the line is shown with the text before it elided.
        let far = SourceRange(file: file, start: start + 500_000, end: start + 500_003)
        let windowed = TextRenderer().render(Diagnostic(Self.code, "here", at: far)).split(separator: "\n").map(String.init)
        let shown = windowed.first { $0.hasPrefix("1 |") } ?? ""
        #expect(shown.hasPrefix("1 | …") && shown.hasSuffix("…") && shown.count == "1 | ".count + TextRenderer.maximumLineColumns + 2)
        let marks = windowed.first { $0.contains("^") } ?? ""
        #expect(marks.hasSuffix("^^^") && marks.count == "1 | ".count + 1 + 16 + 3)
        // Two markers far apart on the line: the far one is put at the window's edge, not a
        // megabyte of spaces away.
        var two = Diagnostic(Self.code, "two", at: SourceRange(file: file, start: start, end: start + 3))
        two.labels = [.init(range: SourceRange(file: file, start: start + 900_000, end: start + 900_003), message: "far")]
        #expect(TextRenderer().render(two).utf8.count < 2_000)
    }
}
