import SanadDiagnostics

/// Splits a Markdown file into its YAML front matter (between a first line `---` and the next
/// line `---`) and its body.
public enum FrontMatter {
    public struct Split: Sendable, Equatable {
        /// The bytes of the YAML between the fences.
        public var yaml: Range<Int>
        /// The bytes of the Markdown after the closing fence.
        public var body: Range<Int>
        /// The 1-based line on which the body starts.
        public var bodyFirstLine: Int
    }

    public static func split(_ file: SourceFile) -> Result<Split, Diagnostic> {
        guard file.lineCount >= 1, isFence(file, line: 0) else {
            return .failure(Diagnostic(
                SourceDiagnostics.missingFrontMatter, "a lesson file must start with front matter",
                at: SourceRange(file: file, start: file.byteOrderMarkLength, end: file.contentRange(ofLine: 0).upperBound),
                help: "start the file with a line '---', the lesson's YAML, and another line '---'"))
        }
        var line = 1
        while line < file.lineCount {
            if isFence(file, line: line) {
                let yaml = file.lineStarts[1]..<file.lineStarts[line]
                let bodyStart = line + 1 < file.lineCount ? file.lineStarts[line + 1] : file.bytes.count
                return .success(Split(yaml: yaml, body: bodyStart..<file.bytes.count, bodyFirstLine: line + 2))
            }
            line += 1
        }
        return .failure(Diagnostic(
            SourceDiagnostics.unterminatedFrontMatter, "the front matter is not closed",
            at: SourceRange(file: file, start: file.byteOrderMarkLength, end: file.contentRange(ofLine: 0).upperBound),
            help: "add a line '---' after the last line of the front matter"))
    }

    /// Whether a line is exactly `---` (trailing spaces allowed).
    private static func isFence(_ file: SourceFile, line: Int) -> Bool {
        var bytes = file.bytes[file.contentRange(ofLine: line)]
        while bytes.last == UInt8(ascii: " ") || bytes.last == UInt8(ascii: "\t") { bytes = bytes.dropLast() }
        return bytes.elementsEqual("---".utf8)
    }
}
