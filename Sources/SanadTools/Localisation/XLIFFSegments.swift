import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// A text as XLIFF segments: a Markdown text's citation blocks (the `> [!QURAN …]` line and the
/// quoted Arabic) are protected, so a translator translates the words around them and a block's
/// translation lines, never the reference or the quotation.
enum XLIFFSegments {
    /// A learner text's segments, from its compiled body (no Markdown is parsed again): a text
    /// the bundle carries as blocks with citation blocks has them protected.
    static func segments(of text: LearnerText) -> [XLIFFDocument.Segment] {
        let value = text.value.value
        guard text.field.carriesBlocks, let body = text.body, !body.citationBlocks.isEmpty else { return [.text(value)] }
        let file = SourceFile(path: "text.md", text: value)
        var protected: [Range<Int>] = []
        for block in body.citationBlocks {
            protected.append(line(of: text.valueOffset(ofBodyOffset: block.range.start), in: file))
            protected += block.lines.arabic.map { line(of: text.valueOffset(ofBodyOffset: $0.lowerBound), in: file) }
        }
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
        var start = min(max(offset, 0), file.bytes.count), end = start
        while start > 0, file.bytes[start - 1] != 0x0A { start -= 1 }
        while end < file.bytes.count, file.bytes[end] != 0x0A { end += 1 }
        if end > start, file.bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }
}
