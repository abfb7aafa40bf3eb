import SanadDiagnostics

/// The Qur'an or hadith reference under the cursor on one line: a callout (`> [!QURAN 49:12]`,
/// `[!HADITH muslim:2589]`) or a front-matter citation (`quran: "49:12"`, `hadith: …`).
struct CitationAtCursor: Equatable {
    enum Kind: String { case quran = "QURAN", hadith = "HADITH" }
    var kind: Kind
    /// The reference's text, without quotes.
    var reference: String
    /// The reference's byte range within the line.
    var range: Range<Int>

    /// The reference on `line` whose span holds byte `column`, if any.
    static func find(in line: [UInt8], at column: Int) -> CitationAtCursor? {
        for kind in [Kind.quran, .hadith] {
            if let found = callout(kind, in: line, at: column) ?? frontMatter(kind, in: line, at: column) { return found }
        }
        return nil
    }

    private static func callout(_ kind: Kind, in line: [UInt8], at column: Int) -> CitationAtCursor? {
        let marker = Array("[!\(kind.rawValue) ".utf8)
        var searchFrom = 0
        while let start = firstIndex(of: marker, in: line, from: searchFrom) {
            let referenceStart = start + marker.count
            let close = line[referenceStart...].firstIndex(of: UInt8(ascii: "]")) ?? line.count
            if start <= column, column <= close {
                let text = String(decoding: line[referenceStart..<close], as: UTF8.self)
                let trimmed = text.trimmingSpacesAndTabs
                return CitationAtCursor(kind: kind, reference: trimmed, range: referenceStart..<close)
            }
            searchFrom = close
        }
        return nil
    }

    private static func frontMatter(_ kind: Kind, in line: [UInt8], at column: Int) -> CitationAtCursor? {
        let key = Array("\(kind.rawValue.lowercased()):".utf8)
        var searchFrom = 0
        while let start = firstIndex(of: key, in: line, from: searchFrom) {
            let before = start == 0 ? UInt8(ascii: " ") : line[start - 1]
            searchFrom = start + key.count
            guard [UInt8(ascii: " "), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "\t")].contains(before) else { continue }
            var valueStart = start + key.count
            while valueStart < line.count, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
            var valueEnd = valueStart
            let quote = valueStart < line.count && (line[valueStart] == UInt8(ascii: "\"") || line[valueStart] == UInt8(ascii: "'")) ? line[valueStart] : nil
            if let quote {
                valueEnd = line[(valueStart + 1)...].firstIndex(of: quote).map { $0 + 1 } ?? line.count
            } else {
                while valueEnd < line.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "#")].contains(line[valueEnd]) { valueEnd += 1 }
            }
            guard start <= column, column <= valueEnd, valueEnd > valueStart else { continue }
            var text = String(decoding: line[valueStart..<valueEnd], as: UTF8.self)
            if quote != nil { text = String(text.dropFirst().dropLast(text.count > 1 && text.last == text.first ? 1 : 0)) }
            return CitationAtCursor(kind: kind, reference: text, range: valueStart..<valueEnd)
        }
        return nil
    }

    private static func firstIndex(of pattern: [UInt8], in line: [UInt8], from: Int) -> Int? {
        guard pattern.count <= line.count else { return nil }
        var i = from
        while i + pattern.count <= line.count {
            if line[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }
}
