import SanadDiagnostics

/// The TeX of one math span or `math` block, exactly as written, and where each of its bytes is
/// in the file: a formula that continues on a line inside a quote or a list item leaves that
/// line's container markers (`> `, indentation) out of its TeX.
///
/// A class, so a Markdown node (copied on every walk) carries one reference, not the whole.
public final class MathText: Sendable {
    /// The TeX between the delimiters, or a `math` block's lines.
    public let tex: String
    /// Whether it is display math (`$$…$$` or a `math` block) rather than inline.
    public let isDisplay: Bool
    /// Runs of the TeX's bytes that are contiguous in the file: the TeX offset each starts at,
    /// and the file offset it comes from.
    let segments: [(tex: Int, file: Int)]
    let file: SourceFile

    /// A formula as the lowered-file cache wrote it: its text, display or inline, its pieces
    /// (`pieces`) and its file.
    package init(tex: String, isDisplay: Bool, pieces: [(tex: Int, file: Int)], file: SourceFile) {
        self.tex = tex
        self.isDisplay = isDisplay
        self.segments = pieces
        self.file = file
    }

    /// The math in `file.bytes[start..<end]`; on every line after the first, up to
    /// `prefixColumns` leading bytes of spaces, tabs and `>` are container markers, not TeX.
    /// `tex`, when given, is the TeX as the parser read it (a fenced block's literal); the
    /// file's bytes still say where each line is.
    public init(file: SourceFile, start: Int, end: Int, prefixColumns: Int, isDisplay: Bool, tex: String? = nil) {
        var bytes: [UInt8] = []
        var segments: [(tex: Int, file: Int)] = [(0, start)]
        var index = start
        while index < end {
            let byte = file.bytes[index]
            // A CRLF line ending is read as LF, as cmark reads it.
            if byte == 0x0D, index + 1 < end, file.bytes[index + 1] == 0x0A { index += 1; continue }
            bytes.append(byte)
            index += 1
            if byte == 0x0A {
                var skipped = 0
                while skipped < prefixColumns, index < end, [0x20, 0x09, UInt8(ascii: ">")].contains(file.bytes[index]) { index += 1; skipped += 1 }
                segments.append((bytes.count, index))
            }
        }
        self.tex = tex ?? String(decoding: bytes, as: UTF8.self)
        self.isDisplay = isDisplay
        self.segments = segments
        self.file = file
    }

    /// Where the TeX bytes `range` (UTF-8 offsets into `tex`) are written.
    public func sourceRange(of range: Range<Int>) -> SourceRange {
        SourceRange(file: file, start: fileOffset(range.lowerBound), end: max(fileOffset(range.lowerBound), fileOffset(range.upperBound)))
    }

    func fileOffset(_ texOffset: Int) -> Int {
        let segment = segments.last { $0.tex <= texOffset } ?? segments[0]
        return segment.file + texOffset - segment.tex
    }
}

extension MathText: Codable {
    /// Where each piece of the formula starts in it and in the file (the lowered-file cache writes
    /// them).
    package var pieces: [(tex: Int, file: Int)] { segments }
    /// The file the formula is written in.
    package var sourceFile: SourceFile { file }

    /// Refused: a formula is written by an encoder that knows its file (`SourceCodingError`).
    public func encode(to encoder: Encoder) throws { throw SourceCodingError(description: "a formula is written by the encoder that knows its file") }
    /// Refused: a formula is read by a decoder that knows its file (`SourceCodingError`).
    public convenience init(from decoder: Decoder) throws { throw SourceCodingError(description: "a formula is read by the decoder that knows its file") }
}
