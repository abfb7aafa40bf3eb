import SanadDiagnostics
import SanadReporting
import SanadSource

/// A text as XLIFF segments: a Markdown text's citation blocks (the `> [!QURAN …]` line and the
/// quoted Arabic) are protected, so a translator translates the words around them and a block's
/// translation lines, never the reference or the quotation.
enum XLIFFSegments {
    static func segments(of text: String, isMarkdown: Bool) -> [XLIFFDocument.Segment] {
        guard isMarkdown, text.contains("[!") else { return [.text(text)] }
        let file = SourceFile(path: "text.md", text: text)
        var protected: [Range<Int>] = []
        MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document.walk { node in
            guard node.kind == .blockQuote, let block = BodyCompiler.citationBlock(node) else { return }
            protected.append(line(of: node.range.start, in: file))
            protected += block.lines.arabic.map { line(of: $0.lowerBound, in: file) }
        }
        guard !protected.isEmpty else { return [.text(text)] }
        // Lines next to each other (only a newline between) are one protected run.
        var runs: [Range<Int>] = []
        for range in protected.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = runs.last, range.lowerBound <= last.upperBound + 1 {
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                runs.append(range)
            }
        }
        var segments: [XLIFFDocument.Segment] = []
        var position = 0
        for (index, run) in runs.enumerated() {
            if run.lowerBound > position { segments.append(.text(file.text(in: position..<run.lowerBound))) }
            segments.append(.protected(id: "cite\(index + 1)", text: file.text(in: run)))
            position = run.upperBound
        }
        if position < file.bytes.count { segments.append(.text(file.text(in: position..<file.bytes.count))) }
        return segments
    }

    /// The whole line holding `offset`, without its line break.
    private static func line(of offset: Int, in file: SourceFile) -> Range<Int> {
        var start = offset, end = offset
        while start > 0, file.bytes[start - 1] != 0x0A { start -= 1 }
        while end < file.bytes.count, file.bytes[end] != 0x0A { end += 1 }
        if end > start, file.bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }
}
