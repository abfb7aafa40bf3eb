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
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public let file: SourceFile
    public let start: Int
    public let end: Int

    public init(file: SourceFile, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
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
