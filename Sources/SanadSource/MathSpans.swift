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

    /// The spans in `bytes[body]`, in order, outside the `excluding` ranges (code blocks).
    public static func find(in bytes: [UInt8], body: Range<Int>, excluding code: [Range<Int>] = []) -> [MathSpan] {
        var spans: [MathSpan] = []
        for chunk in textChunks(bytes, body, excluding: code) { spans += find(in: bytes, chunk: chunk) }
        return spans
    }

    /// Whether a span's TeX is the text cmark gives its code span: the same once white space
    /// and the container markers starting continuation lines are set aside.
    static func sameText(_ tex: ArraySlice<UInt8>, _ literal: String) -> Bool {
        var kept: [UInt8] = []
        var atLineStart = false
        for byte in tex {
            if byte == 0x0A { atLineStart = true; continue }
            if atLineStart, byte == UInt8(ascii: ">") { continue }
            if [0x20, 0x09, 0x0D].contains(byte) { continue }
            atLineStart = false
            kept.append(byte)
        }
        return kept == Array(literal.utf8).filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
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

    /// The runs of non-blank lines outside the code ranges: math cannot cross their ends.
    static func textChunks(_ bytes: [UInt8], _ body: Range<Int>, excluding code: [Range<Int>]) -> [Range<Int>] {
        var chunks: [Range<Int>] = []
        var chunkStart: Int?
        var lineStart = body.lowerBound
        let code = code.sorted { $0.lowerBound < $1.lowerBound }
        var nextCode = 0
        while lineStart < body.upperBound {
            var lineEnd = lineStart
            while lineEnd < body.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            while nextCode < code.count, code[nextCode].upperBound <= lineStart { nextCode += 1 }
            let inCode = nextCode < code.count && code[nextCode].lowerBound < max(lineEnd, lineStart + 1) && code[nextCode].upperBound > lineStart
            let isBlank = bytes[lineStart..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == UInt8(ascii: ">") }
            if inCode || isBlank {
                if let start = chunkStart { chunks.append(start..<lineStart) }
                chunkStart = nil
            } else if chunkStart == nil {
                chunkStart = lineStart
            }
            lineStart = lineEnd + 1
        }
        if let start = chunkStart { chunks.append(start..<body.upperBound) }
        return chunks
    }

    /// The spans of one chunk, in one pass: for every position, the next backtick, the next
    /// valid inline closer and the next `$$` are known in advance, so a `$` that never closes
    /// costs nothing more than any other byte.
    static func find(in bytes: [UInt8], chunk: Range<Int>) -> [MathSpan] {
        let base = chunk.lowerBound, count = chunk.count
        func byte(_ at: Int) -> UInt8? { at >= chunk.lowerBound && at < chunk.upperBound ? bytes[at] : nil }
        func isSpace(_ at: Int) -> Bool { byte(at).map { [0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? true }
        func isEscaped(_ at: Int) -> Bool {
            var count = 0
            var back = at - 1
            while back >= chunk.lowerBound, bytes[back] == backslash { count += 1; back -= 1 }
            return count % 2 == 1
        }
        // next*[i]: the first position at or after base + i with the property, or Int.max.
        var nextBacktick = [Int](repeating: .max, count: count + 1)
        var nextCloser = [Int](repeating: .max, count: count + 1)
        var nextDouble = [Int](repeating: .max, count: count + 1)
        for offset in stride(from: count - 1, through: 0, by: -1) {
            let at = base + offset
            nextBacktick[offset] = bytes[at] == backtick ? at : nextBacktick[offset + 1]
            let isDollar = bytes[at] == dollar && !isEscaped(at)
            let closes = isDollar && !isSpace(at - 1) && !(byte(at + 1).map { (0x30...0x39).contains($0) } ?? false)
                && byte(at + 1) != backtick && byte(at + 1) != dollar
            nextCloser[offset] = closes ? at : nextCloser[offset + 1]
            nextDouble[offset] = isDollar && byte(at + 1) == dollar ? at : nextDouble[offset + 1]
        }
        func next(_ table: [Int], from at: Int) -> Int { at - base < count ? table[at - base] : .max }
        var spans: [MathSpan] = []
        var index = chunk.lowerBound
        while index < chunk.upperBound {
            let current = bytes[index]
            if current == backtick {
                // A code span: skip to the closing run of the same length, if there is one.
                var run = 0
                while byte(index + run) == backtick { run += 1 }
                var search = next(nextBacktick, from: index + run)
                var closing: Int?
                while search < chunk.upperBound {
                    var other = 0
                    while byte(search + other) == backtick { other += 1 }
                    if other == run { closing = search + other; break }
                    search = next(nextBacktick, from: search + other)
                }
                index = closing ?? index + run
                continue
            }
            guard current == dollar, !isEscaped(index), byte(index - 1) != backtick, byte(index - 1) != dollar else { index += 1; continue }
            let fence = next(nextBacktick, from: index + 1)
            if byte(index + 1) == dollar {
                let close = next(nextDouble, from: index + 2)
                if close < fence, close > index + 2, close + 1 < chunk.upperBound, byte(close + 2) != backtick {
                    spans.append(MathSpan(open: index, close: close, isDisplay: true))
                    index = close + 2
                } else {
                    index += 2
                }
                continue
            }
            let close = isSpace(index + 1) ? .max : next(nextCloser, from: index + 1)
            if close < fence, close < chunk.upperBound {
                spans.append(MathSpan(open: index, close: close, isDisplay: false))
                index = close + 1
            } else {
                index += 1
            }
        }
        return spans
    }
}
