/// A 1-based line and column (columns count Unicode scalars) with the byte offset they stand for.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "\(line):\(column)" }
}

/// A half-open byte range in one source file.
///
/// Its offsets are held in 32 bits (16 bytes a range instead of 24): every located value of the
/// lowered corpus holds one, and no file Sanad reads comes near 4 GiB (`SourceLimits`).
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public let file: SourceFile
    private let startOffset: UInt32
    private let endOffset: UInt32

    /// The byte offset the range starts at.
    public var start: Int { Int(startOffset) }
    /// The byte offset just past the range (never before `start`).
    public var end: Int { Int(endOffset) }

    /// The range from `start` to `end` (an `end` before `start` is `start`; offsets are clamped
    /// to 0...UInt32.max).
    public init(file: SourceFile, start: Int, end: Int) {
        self.file = file
        self.startOffset = UInt32(clamping: start)
        self.endOffset = UInt32(clamping: max(start, end))
    }

    /// An empty range at the start of a file (for problems with the file as a whole).
    public static func startOf(_ file: SourceFile) -> SourceRange {
        SourceRange(file: file, start: file.byteOrderMarkLength, end: file.byteOrderMarkLength)
    }

    /// The text of line `number` (1-based) of a file, for a tool that reports only lines (an
    /// XML parser). A number past the last line is the last line; one below 1 is the first.
    public static func line(_ number: Int, of file: SourceFile) -> SourceRange {
        guard file.lineCount > 0 else { return startOf(file) }
        let content = file.contentRange(ofLine: min(max(number, 1), file.lineCount) - 1)
        return SourceRange(file: file, start: content.lowerBound, end: content.upperBound)
    }

    public var startLocation: SourceLocation { file.location(of: start) }
    public var endLocation: SourceLocation { file.location(of: end) }
    public var bytes: Range<Int> { start..<end }
    public var text: String { file.text(in: bytes) }
    public var description: String { "\(file.path):\(startLocation)" }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }
}
