/// The bytes of one input file with a line index, so that any byte offset can be turned into a
/// 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line (a byte-order mark at the start of the
/// file is not counted), so an Arabic line or a BOM does not shift the carets. Lines end at `\n`,
/// `\r\n` or a lone `\r`.
public final class SourceFile: Sendable, Hashable, CustomStringConvertible {
    /// The path shown to the user (relative to the working directory when possible).
    public let path: String
    /// The raw bytes, exactly as read.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: LineStarts

    /// The byte offsets at which a file's lines start, in order, each held in 16 bits when the
    /// file is under 64 KiB (as nearly every content file is), else in 32 (no file Sanad reads
    /// comes near 4 GiB), in an array of exactly their number: every file of a build keeps its
    /// line starts until the build ends.
    public struct LineStarts: RandomAccessCollection, Sendable {
        private enum Offsets: Sendable {
            case short([UInt16])
            case long([UInt32])
        }
        private let offsets: Offsets
        /// 0.
        public var startIndex: Int { 0 }
        /// The number of lines.
        public var endIndex: Int {
            switch offsets {
            case .short(let offsets): return offsets.count
            case .long(let offsets): return offsets.count
            }
        }
        /// The byte offset at which line `index` (0-based) starts.
        public subscript(index: Int) -> Int {
            switch offsets {
            case .short(let offsets): return Int(offsets[index])
            case .long(let offsets): return Int(offsets[index])
            }
        }

        /// Whether each offset is held in 16 bits.
        package var isShort: Bool {
            if case .short = offsets { return true }
            return false
        }

        /// The line starts of `bytes`: after each LF, each CR not followed by LF, and each CRLF.
        public init(_ bytes: [UInt8]) {
            // Counted first, then filled: an array grown by doubling would keep up to half its room.
            offsets = bytes.withUnsafeBufferPointer { bytes in
                var lines = 1
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == 0x0A {
                        lines += 1
                    } else if byte == 0x0D {
                        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                        lines += 1
                    }
                    index += 1
                }
                // A line may start at the end of the file, after its last line terminator.
                return bytes.count <= Int(UInt16.max) ? .short(Self.fill(bytes, lines: lines)) : .long(Self.fill(bytes, lines: lines))
            }
        }

        /// The `lines` line starts of `bytes`, each of which `Offset` holds.
        private static func fill<Offset: FixedWidthInteger & UnsignedInteger>(_ bytes: UnsafeBufferPointer<UInt8>, lines: Int) -> [Offset] {
            [Offset](unsafeUninitializedCapacity: lines) { starts, initialized in
                let count = bytes.count
                starts[0] = 0
                var line = 1
                var index = 0
                while index < count {
                    let byte = bytes[index]
                    if byte == 0x0A || byte == 0x0D {
                        if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                        starts[line] = Offset(clamping: index + 1)
                        line += 1
                    }
                    index += 1
                }
                initialized = line
            }
        }
    }
    /// 3 when the file starts with a UTF-8 byte-order mark, else 0.
    public let byteOrderMarkLength: Int
    /// For text embedded in another file (Markdown in a YAML value), that file and, for each
    /// byte offset of this text (and its end), the offset in that file it was read from.
    public let embedding: Embedding?

    /// Where an embedded text stands in the file that holds it.
    public struct Embedding: Sendable {
        public let parent: SourceFile
        /// `offsets[i]` is the parent offset of byte `i`; one more entry for the end.
        public let offsets: [Int]

        /// `parent` and the parent offset of each byte and of the end.
        package init(parent: SourceFile, offsets: [Int]) {
            self.parent = parent
            self.offsets = offsets
        }
    }

    public init(path: String, bytes: [UInt8], embedding: Embedding? = nil) {
        precondition(embedding.map { $0.offsets.count == bytes.count + 1 } ?? true, "one offset per byte and one for the end")
        self.path = path
        self.bytes = bytes
        self.embedding = embedding
        self.byteOrderMarkLength =
            bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        self.lineStarts = LineStarts(bytes)
    }

    /// Creates a file from text (tests and generated inputs).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var description: String { path }
    public var lineCount: Int { lineStarts.count }

    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte range of a line's content (0-based index), without its line terminator.
    public func contentRange(ofLine index: Int) -> Range<Int> {
        var start = lineStarts[index]
        if index == 0 { start = byteOrderMarkLength }
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    /// The text of a line (1-based), without its terminator; invalid UTF-8 shows as U+FFFD.
    public func text(ofLine line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        return String(decoding: bytes[contentRange(ofLine: line - 1)], as: UTF8.self)
    }

    /// The 1-based line and column of a byte offset (clamped to the file).
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let lineIndex = lineIndex(of: clamped)
        var start = lineStarts[lineIndex]
        if lineIndex == 0 { start = min(byteOrderMarkLength, clamped) }
        var column = 1
        var index = start
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // An offset inside a multi-byte scalar belongs to that scalar's column.
        if clamped < bytes.count, clamped > start, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        return SourceLocation(line: lineIndex + 1, column: max(column, 1), offset: clamped)
    }

    /// The byte offset of a 1-based line and a column counted in bytes (1-based), as cmark reports.
    public func offset(line: Int, byteColumn: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return bytes.count }
        let base = line == 1 ? byteOrderMarkLength : lineStarts[line - 1]
        return min(base + max(byteColumn - 1, 0), bytes.count)
    }

    /// The byte offset of a 1-based line and a column counted in Unicode scalars (1-based).
    public func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return bytes.count }
        var index = line == 1 ? byteOrderMarkLength : lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return index
    }

    /// The text of a byte range; invalid UTF-8 shows as U+FFFD.
    public func text(in range: Range<Int>) -> String {
        String(decoding: bytes[clamped(range)], as: UTF8.self)
    }

    /// Calls `process` with the bytes of a range, without copying them.
    public func withBytes<Result>(in range: Range<Int>, _ process: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = clamped(range)
        return try bytes.withUnsafeBufferPointer { try process(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// A byte range cut to the file's bytes.
    private func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = max(0, min(range.lowerBound, bytes.count))
        return lower..<max(lower, min(range.upperBound, bytes.count))
    }
}
