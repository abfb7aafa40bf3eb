import SanadDiagnostics
import SanadCompiler

/// A unified diff (`diff -u` format, three lines of context) of a file and the same file with
/// replacements applied, built from the replacements themselves: each run of changed lines is
/// shown as its old lines and its new lines. Lines end at `\n` only (a `\r` before it is part of
/// the line, as `diff` and `git apply` read it); a last line without `\n` is marked
/// `\ No newline at end of file`.
enum UnifiedDiff {
    static let context = 3

    static func render(path: String, old: [UInt8], replacements: [Diagnostic.FixIt.Replacement]) -> String {
        let lines = Lines(old)
        // The changed line spans: each replacement's lines, merged when they touch.
        var spans: [(first: Int, last: Int, replacements: [Diagnostic.FixIt.Replacement])] = []
        for replacement in replacements.sorted(by: { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }) {
            let first = lines.line(of: replacement.range.start)
            let last = max(first, lines.line(of: max(replacement.range.start, replacement.range.end - 1)))
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
            var body = ""
            var oldCount = 0, newCount = 0
            var line = start
            func emit(_ prefix: String, _ text: ArraySlice<UInt8>) {
                let hasNewline = text.last == UInt8(ascii: "\n")
                body += prefix + String(decoding: hasNewline ? text.dropLast() : text, as: UTF8.self) + "\n"
                if !hasNewline { body += "\\ No newline at end of file\n" }
            }
            for span in hunk {
                while line < span.first { emit(" ", lines.text(line)); oldCount += 1; newCount += 1; line += 1 }
                // The span's bytes, terminators included, so a replacement that takes a `\n` or
                // reaches the end of the file stays inside them.
                let oldRange = lines.start(of: span.first)..<lines.end(of: span.last)
                var changed = Array(old[oldRange])
                for replacement in span.replacements.sorted(by: { ($0.range.start, $0.range.end) > ($1.range.start, $1.range.end) }) {
                    changed.replaceSubrange((replacement.range.start - oldRange.lowerBound)..<(replacement.range.end - oldRange.lowerBound), with: Array(replacement.text.utf8))
                }
                for index in span.first...span.last where index < lines.count { emit("-", lines.text(index)); oldCount += 1 }
                for text in Lines(changed).all { emit("+", text); newCount += 1 }
                line = span.last + 1
            }
            while line <= end { emit(" ", lines.text(line)); oldCount += 1; newCount += 1; line += 1 }
            // An empty side starts at line 0, as `diff -u` writes it.
            let oldStart = oldCount == 0 ? start : start + 1, newStart = newCount == 0 ? start + delta : start + 1 + delta
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
            delta += newCount - oldCount
        }
        return out
    }

    /// A text's lines, each with its `\n` (the last may have none).
    struct Lines {
        let bytes: [UInt8]
        let starts: [Int]
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count { starts.append(index + 1) }
            self.starts = bytes.isEmpty ? [] : starts
        }
        var count: Int { starts.count }
        var all: [ArraySlice<UInt8>] { (0..<count).map(text) }
        func line(of offset: Int) -> Int {
            var low = 0, high = max(0, starts.count - 1)
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
        func start(of line: Int) -> Int { line < starts.count ? starts[line] : bytes.count }
        /// The end of a line, after its `\n`.
        func end(of line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : bytes.count }
        func text(_ line: Int) -> ArraySlice<UInt8> { bytes[start(of: line)..<end(of: line)] }
    }
}
