/// TeX math in Markdown: `$…$` inline and `$$…$$` display, found in the source before cmark-gfm
/// parses it, so that the TeX is kept exactly as written (cmark would read `\,` as an escaped
/// comma and drop the backslash).
///
/// The delimiters follow pandoc's `tex_math_dollars`: an opening `$` is not followed by a space,
/// a closing `$` is not preceded by a space nor followed by a digit (so "$5 and $10" is text),
/// `\$` is a dollar sign, and math never crosses a blank line, a code span or a fenced code
/// block. Math containing a backtick is left as text. A fenced block with the info string `math`
/// is display math too, and the robust choice for long formulas.
///
/// Each span is handed to cmark as a code span of the same length (`$`→`` ` ``, `$$`→` `` `),
/// so every line and column stays where it was; `MarkdownParser` turns the code span it finds at
/// the span's place back into math, with the source text.
public struct MathSpan: Sendable, Equatable {
    /// The byte offset of the opening delimiter in the file.
    public var open: Int
    /// The byte offset of the closing delimiter in the file.
    public var close: Int
    /// Whether it is display math (`$$`).
    public var isDisplay: Bool

    /// The delimiter's length: 1 for `$`, 2 for `$$`.
    public var delimiterLength: Int { isDisplay ? 2 : 1 }
    /// Where the TeX starts.
    public var contentStart: Int { open + delimiterLength }

    /// The spans in `bytes[body]`, in order.
    public static func find(in bytes: [UInt8], body: Range<Int>) -> [MathSpan] {
        var spans: [MathSpan] = []
        for chunk in textChunks(bytes, body) { spans += find(in: bytes, chunk: chunk) }
        return spans
    }

    /// `bytes` with each span's delimiters replaced by backticks.
    public static func substituting(_ spans: [MathSpan], in bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        for span in spans {
            for index in 0..<span.delimiterLength {
                copy[span.open + index] = backtick
                copy[span.close + index] = backtick
            }
        }
        return copy
    }

    static let dollar = UInt8(ascii: "$"), backtick = UInt8(ascii: "`"), backslash = UInt8(ascii: "\\")

    /// The runs of non-blank lines outside fenced code blocks: math cannot cross their ends.
    static func textChunks(_ bytes: [UInt8], _ body: Range<Int>) -> [Range<Int>] {
        var chunks: [Range<Int>] = []
        var chunkStart: Int?
        var fence: (byte: UInt8, count: Int)?
        var lineStart = body.lowerBound
        while lineStart < body.upperBound {
            var lineEnd = lineStart
            while lineEnd < body.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, [0x20, 0x09, UInt8(ascii: ">")].contains(bytes[first]) { first += 1 }
            var run = 0
            while first + run < lineEnd, bytes[first + run] == bytes[first], bytes[first] == backtick || bytes[first] == UInt8(ascii: "~") { run += 1 }
            let isBlank = first == lineEnd || bytes[first..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if let open = fence {
                if run >= open.count, bytes[first] == open.byte { fence = nil }
            } else if run >= 3 || isBlank {
                if let start = chunkStart { chunks.append(start..<lineStart) }
                chunkStart = nil
                if run >= 3 { fence = (bytes[first], run) }
            } else if chunkStart == nil {
                chunkStart = lineStart
            }
            lineStart = lineEnd + 1
        }
        if let start = chunkStart, fence == nil { chunks.append(start..<body.upperBound) }
        return chunks
    }

    static func find(in bytes: [UInt8], chunk: Range<Int>) -> [MathSpan] {
        var spans: [MathSpan] = []
        var index = chunk.lowerBound
        func isEscaped(_ at: Int) -> Bool {
            var count = 0
            var back = at - 1
            while back >= chunk.lowerBound, bytes[back] == backslash { count += 1; back -= 1 }
            return count % 2 == 1
        }
        func isSpace(_ at: Int) -> Bool { at < chunk.lowerBound || at >= chunk.upperBound || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) }
        func byte(_ at: Int) -> UInt8? { at >= chunk.lowerBound && at < chunk.upperBound ? bytes[at] : nil }
        while index < chunk.upperBound {
            let current = bytes[index]
            if current == backtick {
                // A code span: skip to the closing run of the same length, if there is one.
                var run = 0
                while byte(index + run) == backtick { run += 1 }
                var search = index + run
                var closing: Int?
                while search < chunk.upperBound {
                    if bytes[search] == backtick {
                        var other = 0
                        while byte(search + other) == backtick { other += 1 }
                        if other == run { closing = search + other; break }
                        search += other
                    } else {
                        search += 1
                    }
                }
                index = closing ?? index + run
                continue
            }
            guard current == dollar, !isEscaped(index), byte(index - 1) != backtick else { index += 1; continue }
            let isDisplay = byte(index + 1) == dollar
            if let span = isDisplay ? display(at: index) : inline(at: index) {
                spans.append(span)
                index = span.close + span.delimiterLength
            } else {
                index += isDisplay ? 2 : 1
            }
        }
        return spans

        func display(at open: Int) -> MathSpan? {
            var search = open + 2
            while search + 1 < chunk.upperBound {
                if bytes[search] == backtick { return nil }
                if bytes[search] == dollar, bytes[search + 1] == dollar, !isEscaped(search) {
                    guard search > open + 2, byte(search + 2) != backtick else { return nil }
                    return MathSpan(open: open, close: search, isDisplay: true)
                }
                search += 1
            }
            return nil
        }

        func inline(at open: Int) -> MathSpan? {
            guard !isSpace(open + 1) else { return nil }
            var search = open + 1
            while search < chunk.upperBound {
                if bytes[search] == backtick { return nil }
                if bytes[search] == dollar, !isEscaped(search) {
                    if !isSpace(search - 1), !(byte(search + 1).map { (0x30...0x39).contains($0) } ?? false), byte(search + 1) != backtick {
                        return MathSpan(open: open, close: search, isDisplay: false)
                    }
                }
                search += 1
            }
            return nil
        }
    }
}
