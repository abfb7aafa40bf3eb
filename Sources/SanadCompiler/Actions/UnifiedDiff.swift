import SanadDiagnostics

/// A unified diff (`diff -u` format, three lines of context) of a file and the same file with
/// replacements applied, built from the replacements themselves: each run of changed lines is
/// shown as its old lines and its new lines.
enum UnifiedDiff {
    static let context = 3

    static func render(path: String, old: [UInt8], replacements: [Diagnostic.FixIt.Replacement]) -> String {
        let lines = LineSplit(old)
        // The changed line spans: each replacement's lines, merged when they touch.
        var spans: [(first: Int, last: Int, replacements: [Diagnostic.FixIt.Replacement])] = []
        for replacement in replacements.sorted(by: { $0.range.start < $1.range.start }) {
            // A replacement that takes a line's `\n` reaches into the next line.
            let takesNewline = replacement.range.end > replacement.range.start && old[replacement.range.end - 1] == UInt8(ascii: "\n")
            let first = lines.line(of: replacement.range.start)
            let last = min(lines.count - 1, lines.line(of: takesNewline ? replacement.range.end : max(replacement.range.start, replacement.range.end - 1)))
            if let previous = spans.last, first <= previous.last {
                spans[spans.count - 1].last = max(previous.last, last)
                spans[spans.count - 1].replacements.append(replacement)
            } else {
                spans.append((first, last, [replacement]))
            }
        }
        // Hunks: spans whose contexts meet are one hunk.
        var hunks: [[(first: Int, last: Int, replacements: [Diagnostic.FixIt.Replacement])]] = []
        for span in spans {
            if let last = hunks.last?.last, span.first - last.last <= 2 * context + 1 { hunks[hunks.count - 1].append(span) } else { hunks.append([span]) }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var delta = 0
        for hunk in hunks {
            let start = max(0, hunk[0].first - context), end = min(lines.count - 1, hunk[hunk.count - 1].last + context)
            var body: [String] = []
            var oldCount = 0, newCount = 0
            var line = start
            for span in hunk {
                while line < span.first { body.append(" " + lines.text(line)); oldCount += 1; newCount += 1; line += 1 }
                let oldRange = lines.start(of: span.first)..<lines.end(of: span.last)
                var changed = Array(old[oldRange])
                for replacement in span.replacements.sorted(by: { $0.range.start > $1.range.start }) {
                    changed.replaceSubrange((replacement.range.start - oldRange.lowerBound)..<(replacement.range.end - oldRange.lowerBound), with: Array(replacement.text.utf8))
                }
                for index in span.first...span.last { body.append("-" + lines.text(index)); oldCount += 1 }
                let newLines = String(decoding: changed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                for text in newLines { body.append("+" + text); newCount += 1 }
                line = span.last + 1
            }
            while line <= end { body.append(" " + lines.text(line)); oldCount += 1; newCount += 1; line += 1 }
            out += "@@ -\(start + 1),\(oldCount) +\(start + 1 + delta),\(newCount) @@\n" + body.joined(separator: "\n") + "\n"
            delta += newCount - oldCount
        }
        return out
    }

    /// A text's lines (without their `\n`).
    struct LineSplit {
        let bytes: [UInt8]
        let starts: [Int]
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count { starts.append(index + 1) }
            self.starts = starts
        }
        var count: Int { starts.count }
        func line(of offset: Int) -> Int {
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
        func start(of line: Int) -> Int { starts[line] }
        /// The end of a line's text, before its `\n`.
        func end(of line: Int) -> Int {
            if line + 1 < starts.count { return starts[line + 1] - 1 }
            return bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
        }
        func text(_ line: Int) -> String { String(decoding: bytes[start(of: line)..<end(of: line)], as: UTF8.self) }
    }
}
