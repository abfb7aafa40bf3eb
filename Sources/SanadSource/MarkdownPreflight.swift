import SanadDiagnostics

/// Checks a Markdown body before cmark-gfm sees it, against inputs known to be slow to parse.
public enum MarkdownPreflight {
    /// Problems in `file.bytes[body]`: too large, or a line with too many leading container markers.
    public static func check(_ file: SourceFile, body: Range<Int>) -> [Diagnostic] {
        if body.count > SourceLimits.maxMarkdownBodyBytes {
            return [Diagnostic(
                SourceDiagnostics.bodyTooLarge,
                "the Markdown body is \(body.count) bytes; the limit is \(SourceLimits.maxMarkdownBodyBytes)",
                at: SourceRange(file: file, start: body.lowerBound, end: body.lowerBound),
                help: "split the lesson into smaller lessons")]
        }
        var diagnostics: [Diagnostic] = []
        var line = file.lineIndex(of: body.lowerBound)
        while line < file.lineCount, file.lineStarts[line] < body.upperBound {
            let content = file.contentRange(ofLine: line)
            let (count, end) = leadingContainerMarkers(file.bytes, content)
            if count > SourceLimits.maxLeadingContainerMarkers {
                diagnostics.append(Diagnostic(
                    SourceDiagnostics.deepContainerMarkers,
                    "this line starts with \(count) container markers; the limit is \(SourceLimits.maxLeadingContainerMarkers)",
                    at: SourceRange(file: file, start: content.lowerBound, end: end),
                    help: "flatten the nested quotes or lists"))
            }
            line += 1
        }
        return diagnostics
    }

    /// Counts `>`, `-`, `*`, `+` and `1.`/`1)` markers at the start of a line; returns the count
    /// and the offset after the last marker.
    static func leadingContainerMarkers(_ bytes: [UInt8], _ range: Range<Int>) -> (Int, Int) {
        var index = range.lowerBound
        var count = 0
        var afterLast = index
        func isBlank(_ i: Int) -> Bool { i >= range.upperBound || bytes[i] == 0x20 || bytes[i] == 0x09 }
        while index < range.upperBound {
            while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < range.upperBound else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+"), isBlank(index + 1) {
                index += 1
            } else if byte >= 48, byte <= 57 {
                var end = index
                while end < range.upperBound, end - index < 9, bytes[end] >= 48, bytes[end] <= 57 { end += 1 }
                guard end < range.upperBound, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")"), isBlank(end + 1)
                else { break }
                index = end + 1
            } else {
                break
            }
            count += 1
            afterLast = index
        }
        return (count, afterLast)
    }
}
