import SanadCompiler
import Foundation
import SanadBundleFormat
import SanadDiagnostics

/// Diagnostics in the build cache's wire form: ranges point into a table of files, each named by
/// its path and SHA-256. Decoding reads each file again and uses it only when its bytes still
/// have that digest, so a diagnostic is never shown against text that has changed. A file that
/// is not on disk as it was read (the empty stand-in for a folder that cannot be listed) is kept
/// inline.
struct CachedDiagnostics: Codable, Sendable {
    struct File: Codable, Sendable {
        /// As shown (the diagnostic's path).
        var path: String
        /// Where it is read again, absolute.
        var absolutePath: String
        var sha256: String
        /// The bytes, for a file that is not on disk as it was read.
        var inline: [UInt8]?
    }

    struct Range: Codable, Sendable {
        var file: Int
        var start: Int
        var end: Int
    }

    struct Item: Codable, Sendable {
        struct Label: Codable, Sendable { var range: Range; var message: String }
        struct Note: Codable, Sendable { var message: String; var range: Range? }
        struct Replacement: Codable, Sendable { var range: Range; var text: String }
        struct FixIt: Codable, Sendable { var summary: String; var replacements: [Replacement] }
        var code: String
        var severity: Severity
        var message: String
        var range: Range?
        var path: String?
        var labels: [Label]
        var notes: [Note]
        var help: String?
        var fixIts: [FixIt]
    }

    var files: [File]
    var items: [Item]

    /// Why diagnostics cannot be cached: a range in embedded text, or a file no longer readable.
    struct Unencodable: Error {}

    /// Encodes `diagnostics`; `absolute` turns a shown path into the path to read it again.
    init(_ diagnostics: [Diagnostic], absolute: (String) -> String) throws(Unencodable) {
        var files: [File] = []
        var index: [ObjectIdentifier: Int] = [:]
        func range(_ range: SourceRange) throws(Unencodable) -> Range {
            let file = range.file
            guard file.embedding == nil else { throw Unencodable() }
            if let known = index[ObjectIdentifier(file)] { return Range(file: known, start: range.start, end: range.end) }
            let path = absolute(file.path)
            let digest = SHA256Hex.of(Data(file.bytes))
            let onDisk = FileManager.default.contents(atPath: path).map { SHA256Hex.of($0) == digest } ?? false
            files.append(File(path: file.path, absolutePath: path, sha256: digest, inline: onDisk ? nil : file.bytes))
            index[ObjectIdentifier(file)] = files.count - 1
            return Range(file: files.count - 1, start: range.start, end: range.end)
        }
        var items: [Item] = []
        for diagnostic in diagnostics {
            var labels: [Item.Label] = [], notes: [Item.Note] = [], fixIts: [Item.FixIt] = []
            for label in diagnostic.labels { labels.append(Item.Label(range: try range(label.range), message: label.message)) }
            for note in diagnostic.notes { notes.append(Item.Note(message: note.message, range: try note.range.map { (r) throws(Unencodable) in try range(r) })) }
            for fixIt in diagnostic.fixIts {
                var replacements: [Item.Replacement] = []
                for replacement in fixIt.replacements { replacements.append(Item.Replacement(range: try range(replacement.range), text: replacement.text)) }
                fixIts.append(Item.FixIt(summary: fixIt.summary, replacements: replacements))
            }
            items.append(Item(
                code: diagnostic.code.id, severity: diagnostic.severity, message: diagnostic.message,
                range: try diagnostic.range.map { (r) throws(Unencodable) in try range(r) }, path: diagnostic.path,
                labels: labels, notes: notes, help: diagnostic.help, fixIts: fixIts))
        }
        self.files = files
        self.items = items
    }

    /// The diagnostics again, or nil when a code is unknown to this tool, a file has changed or
    /// a range does not fit its file: the cached result is then not used.
    func decoded() -> [Diagnostic]? {
        var sourceFiles: [SourceFile] = []
        for file in files {
            if let inline = file.inline {
                sourceFiles.append(SourceFile(path: file.path, bytes: inline))
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.absolutePath), SHA256Hex.of(data) == file.sha256 else { return nil }
            sourceFiles.append(SourceFile(path: file.path, bytes: [UInt8](data)))
        }
        func range(_ range: Range) -> SourceRange? {
            guard sourceFiles.indices.contains(range.file), range.start >= 0, range.start <= range.end,
                range.end <= sourceFiles[range.file].bytes.count else { return nil }
            return SourceRange(file: sourceFiles[range.file], start: range.start, end: range.end)
        }
        var result: [Diagnostic] = []
        for item in items {
            guard let code = DiagnosticCatalog.code(id: item.code) else { return nil }
            var primary: SourceRange?
            if let cached = item.range {
                guard let found = range(cached) else { return nil }
                primary = found
            }
            var labels: [Diagnostic.Label] = [], notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
            for label in item.labels {
                guard let found = range(label.range) else { return nil }
                labels.append(.init(range: found, message: label.message))
            }
            for note in item.notes {
                var found: SourceRange?
                if let cached = note.range {
                    guard let located = range(cached) else { return nil }
                    found = located
                }
                notes.append(.init(message: note.message, range: found))
            }
            for fixIt in item.fixIts {
                var replacements: [Diagnostic.FixIt.Replacement] = []
                for replacement in fixIt.replacements {
                    guard let found = range(replacement.range) else { return nil }
                    replacements.append(.init(range: found, text: replacement.text))
                }
                fixIts.append(.init(summary: fixIt.summary, replacements: replacements))
            }
            var diagnostic = Diagnostic(code, item.message, at: primary, path: item.path, labels: labels, notes: notes, help: item.help, fixIts: fixIts)
            diagnostic.severity = item.severity
            result.append(diagnostic)
        }
        return result
    }
}
