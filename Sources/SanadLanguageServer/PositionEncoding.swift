import SanadDiagnostics

/// How a position's `character` counts within a line (LSP 3.17 `PositionEncodingKind`): UTF-16
/// code units unless client and server agree on another.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use given the client's preferences, in its order: UTF-8 when offered (no
    /// conversion), else UTF-16, which every client supports.
    static func negotiated(clientOffers offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}

/// A text's line starts, for converting between byte offsets and LSP positions.
struct LineTable: Sendable {
    let bytes: [UInt8]
    let lineStarts: SourceFile.LineStarts

    /// The table of a source file, from the line starts it already holds.
    init(_ file: SourceFile) {
        bytes = file.bytes
        lineStarts = file.lineStarts
    }

    /// The table of a text: lines end at `\n`, `\r\n` or a lone `\r`, as the protocol and
    /// `SourceFile` count them.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = SourceFile.LineStarts(bytes)
    }

    /// The zero-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The end of a line's content (before `\n`, `\r\n` or `\r`).
    func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1] - 1
        if bytes[end] == UInt8(ascii: "\n"), end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return max(lineStarts[line], end)
    }

    /// The position of a byte offset.
    func position(of offset: Int, encoding: PositionEncoding) -> (line: Int, character: Int) {
        let offset = min(max(0, offset), bytes.count)
        let line = line(of: offset)
        let start = lineStarts[line]
        let prefix = bytes[start..<offset]
        switch encoding {
        case .utf8: return (line, prefix.count)
        case .utf16: return (line, String(decoding: prefix, as: UTF8.self).utf16.count)
        case .utf32: return (line, String(decoding: prefix, as: UTF8.self).unicodeScalars.count)
        }
    }

    /// The byte offset of a position; a character past the line's end means its end, a line past
    /// the text's end means the end of the text (as the protocol asks).
    func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line], end = lineEnd(line)
        switch encoding {
        case .utf8: return start + min(max(0, character), end - start)
        case .utf16, .utf32:
            // Scalar by scalar over the bytes themselves (an invalid byte counts as one unit and
            // one byte), so the offset never passes the line's end.
            var units = 0, offset = start
            while offset < end, units < character {
                let lead = bytes[offset]
                let width = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                let next = min(end, offset + width)
                units += encoding == .utf16 && width == 4 ? 2 : 1
                offset = next
            }
            return offset
        }
    }

    /// The LSP range of a byte range.
    func range(_ range: Range<Int>, encoding: PositionEncoding) -> JSONValue {
        let start = position(of: range.lowerBound, encoding: encoding), end = position(of: range.upperBound, encoding: encoding)
        return ["start": ["line": .integer(start.line), "character": .integer(start.character)],
                "end": ["line": .integer(end.line), "character": .integer(end.character)]]
    }
}
