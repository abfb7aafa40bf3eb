import Foundation
import SanadDiagnostics

/// Reads source files within the front end's limits.
public enum SourceReader {
    /// Reads a file through `ContentFile`: a regular file inside the content folder whose real
    /// path is `root` (nil: anywhere), refusing one over `SourceLimits.maxFileBytes` before
    /// reading it. A refused file is a diagnostic at its first line that never shows its content.
    /// - Parameters:
    ///   - displayPath: the path to show in diagnostics.
    ///   - opened: given the status (`fstat`) of the file that is read, before it is read.
    ///   - limit: the largest file read (a source file's limit unless said otherwise: an XLIFF
    ///     file of a whole project is larger).
    public static func read(path: String, displayPath: String? = nil, root: String? = nil, limit: Int = SourceLimits.maxFileBytes,
                            opened: ((stat) -> Void)? = nil) -> Result<SourceFile, Diagnostic> {
        let shown = displayPath ?? path
        switch ContentFile.read(path, inside: root, limit: limit, opened: opened) {
        case .success(let bytes):
            return .success(SourceFile(path: shown, bytes: bytes))
        case .failure(.tooLarge):
            return .failure(tooLarge(shown, limit: limit))
        case .failure(let refusal):
            let help: String
            switch refusal {
            case .outside: help = "content must be files inside the content folder; copy it in instead of linking to it"
            case .notRegular: help = "replace it with a regular file"
            default: help = "check that the file exists and can be read"
            }
            return .failure(Diagnostic(
                SourceDiagnostics.unreadableFile, "cannot read '\(shown)': \(refusal)", at: .startOf(SourceFile(path: shown, bytes: [])), help: help))
        }
    }

    /// A file's text held in memory (an editor's unsaved buffer), under the same size limit as a
    /// file read from disk.
    public static func read(buffer: [UInt8], displayPath: String) -> Result<SourceFile, Diagnostic> {
        guard buffer.count <= SourceLimits.maxFileBytes else { return .failure(tooLarge(displayPath, limit: SourceLimits.maxFileBytes)) }
        return .success(SourceFile(path: displayPath, bytes: buffer))
    }

    private static func tooLarge(_ shown: String, limit: Int) -> Diagnostic {
        Diagnostic(
            SourceDiagnostics.fileTooLarge, "the file is larger than \(limit) bytes", at: .startOf(SourceFile(path: shown, bytes: [])),
            help: "split it into smaller files")
    }

    /// The diagnostic for the first invalid UTF-8 byte of a file, if any.
    public static func checkEncoding(_ file: SourceFile) -> Diagnostic? {
        guard let bad = UTF8Validation.firstInvalidOffset(in: file.bytes) else { return nil }
        return Diagnostic(
            SourceDiagnostics.invalidUTF8,
            "invalid UTF-8 byte 0x\(String(file.bytes[bad], radix: 16, uppercase: true))",
            at: SourceRange(file: file, start: bad, end: bad + 1),
            help: "save the file as UTF-8")
    }

    /// The bidirectional control characters a file holds: embeddings and overrides U+202A–U+202E
    /// and isolates U+2066–U+2069, raw. They are invisible, so a reviewer cannot see that text
    /// displays differently from its bytes; a text that needs one writes the visible escape
    /// (`"\u2067"` in a double-quoted YAML string, `&#x2067;` in Markdown), which is allowed.
    public static func bidiControls(in file: SourceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let bytes = file.bytes
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0xE2 else { continue }
            switch (bytes[index + 1], bytes[index + 2]) {
            case (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): break
            default: continue
            }
            let scalar = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            let name = String(scalar, radix: 16, uppercase: true)
            found.append(Diagnostic(
                SourceDiagnostics.bidiControl, "an invisible bidirectional control character U+\(name)", at: SourceRange(file: file, start: index, end: index + 3),
                help: "remove it; if the text needs it, write the visible escape \"\\u\(name)\" in a double-quoted YAML string or &#x\(name); in Markdown"))
        }
        return found
    }
}
