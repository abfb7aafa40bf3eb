import SanadDiagnostics

/// Sanad's own words for libyaml's commonest syntax errors, with a help and, where the fix is
/// mechanical, a fix-it: a `: ` inside a plain value (quote the value), a quote that is never
/// closed, and a line indented unlike the keys around it.
enum YAMLSyntaxHelp {
    struct Translation {
        var message: String
        var range: SourceRange
        var help: String
        var fixIts: [Diagnostic.FixIt] = []
    }

    static func translate(problem: String, context: String?, at offset: Int, in file: SourceFile) -> Translation? {
        let line = file.contentRange(ofLine: file.lineIndex(of: offset))
        switch problem {
        case "mapping values are not allowed in this context":
            return quoteValue(on: line, at: offset, in: file)
        case "found unexpected end of stream" where context?.contains("quoted scalar") == true,
             "found unexpected document indicator" where context?.contains("quoted scalar") == true:
            return Translation(
                message: "a quoted value is not closed", range: SourceRange(file: file, start: offset, end: offset),
                help: "close the quote where the value ends (a \" inside a double-quoted value is written \\\")")
        case "did not find expected key", "did not find expected '-' indicator":
            return Translation(
                message: "this line is not indented like the keys around it", range: SourceRange(file: file, start: offset, end: line.upperBound),
                help: "indent it with the same number of spaces as the key it belongs beside, or under")
        default:
            return nil
        }
    }

    /// `takeaway: Remedy: say …`: the value holds `: `, which starts a key. The fix-it quotes the
    /// whole value, which is plain text on one line.
    static func quoteValue(on line: Range<Int>, at offset: Int, in file: SourceFile) -> Translation? {
        let bytes = file.bytes
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        // The first ': ' after the key.
        var colon: Int?
        var probe = index
        while probe + 1 < line.upperBound {
            if bytes[probe] == UInt8(ascii: ":"), bytes[probe + 1] == UInt8(ascii: " ") { colon = probe; break }
            probe += 1
        }
        guard let colon, colon < offset else { return nil }
        var start = colon + 2
        while start < line.upperBound, bytes[start] == UInt8(ascii: " ") { start += 1 }
        var end = line.upperBound
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard start < end, !"\"'[{|>&*!#".utf8.contains(bytes[start]) else { return nil }
        let value = file.text(in: start..<end)
        let quoted = "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let range = SourceRange(file: file, start: start, end: end)
        return Translation(
            message: "this value has ': ' in it, which YAML reads as the start of a new key", range: SourceRange(file: file, start: offset, end: min(offset + 1, file.bytes.count)),
            help: "put the value in quotes: \(quoted)",
            fixIts: [.init(summary: "quote the value", replacements: [.init(range: range, text: quoted)])])
    }
}
