import Foundation
import SanadDiagnostics

/// Reads source files within the front end's limits.
public enum SourceReader {
    /// Reads a file, refusing one over `SourceLimits.maxFileBytes` before reading it whole.
    /// - Parameter displayPath: the path to show in diagnostics.
    public static func read(path: String, displayPath: String? = nil) -> Result<SourceFile, Diagnostic> {
        let shown = displayPath ?? path
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Diagnostic(SourceDiagnostics.unreadableFile, "cannot read '\(shown)'", at: nil, path: shown))
        }
        defer { try? handle.close() }
        do {
            let limit = SourceLimits.maxFileBytes
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                let file = SourceFile(path: shown, bytes: [])
                return .failure(Diagnostic(
                    SourceDiagnostics.fileTooLarge, "the file is larger than \(limit) bytes", at: .startOf(file),
                    help: "split it into smaller files"))
            }
            return .success(SourceFile(path: shown, bytes: [UInt8](data)))
        } catch {
            return .failure(Diagnostic(SourceDiagnostics.unreadableFile, "cannot read '\(shown)': \(error.localizedDescription)", at: nil, path: shown))
        }
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
}
