import Foundation
import SanadDiagnostics

/// The machine-readable diagnostics report written by `--format json`.
///
/// ## Version policy
/// `version` is the semantic version of this format, independent of Sanad's own version.
/// - A new optional field, or a new diagnostic code, is a **minor** bump: readers must ignore
///   fields they do not know.
/// - Removing or renaming a field, or changing a field's meaning or type, is a **major** bump.
/// - Fixes to the documentation only are a **patch** bump.
/// Lines and columns are 1-based; columns count Unicode scalars; offsets are UTF-8 byte offsets.
public struct JSONReport: Codable, Sendable, Equatable {
    public static let formatVersion = "1.0.0"

    public struct Position: Codable, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var offset: Int
    }

    public struct Range: Codable, Sendable, Equatable {
        public var path: String
        public var start: Position
        public var end: Position
    }

    public struct Label: Codable, Sendable, Equatable {
        public var message: String
        public var range: Range
    }

    public struct Note: Codable, Sendable, Equatable {
        public var message: String
        public var range: Range?
    }

    public struct Replacement: Codable, Sendable, Equatable {
        public var range: Range
        public var text: String
    }

    public struct FixIt: Codable, Sendable, Equatable {
        public var summary: String
        public var replacements: [Replacement]
    }

    public struct Entry: Codable, Sendable, Equatable {
        public var code: String
        public var name: String
        public var group: String
        public var severity: Severity
        public var message: String
        public var path: String?
        public var range: Range?
        public var labels: [Label]
        public var notes: [Note]
        public var help: String?
        public var fixIts: [FixIt]
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var errors: Int
        public var warnings: Int
        public var files: Int
    }

    public var version: String
    public var tool: String
    public var diagnostics: [Entry]
    public var summary: Summary

    public init(diagnostics: [Diagnostic], filesChecked: Int, toolVersion: String) {
        self.version = Self.formatVersion
        self.tool = "sanad \(toolVersion)"
        self.diagnostics = diagnostics.map(Entry.init)
        self.summary = Summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, files: filesChecked)
    }

    /// Pretty-printed JSON with sorted keys: stable output for golden tests and diffs.
    public func encoded() -> String { Self.encode(self) }

    /// Any report value as Sanad's report JSON: pretty-printed, sorted keys, unescaped slashes,
    /// a final newline. Encoding plain value types cannot fail.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
    }
}

extension JSONReport.Range {
    init(_ range: SourceRange) {
        let start = range.startLocation, end = range.endLocation
        self.init(
            path: range.file.path,
            start: .init(line: start.line, column: start.column, offset: start.offset),
            end: .init(line: end.line, column: end.column, offset: end.offset))
    }
}

extension JSONReport.Entry {
    init(_ diagnostic: Diagnostic) {
        self.init(
            code: diagnostic.code.id, name: diagnostic.code.name, group: diagnostic.code.group.rawValue,
            severity: diagnostic.severity, message: diagnostic.message, path: diagnostic.path,
            range: diagnostic.range.map(JSONReport.Range.init),
            labels: diagnostic.labels.map { .init(message: $0.message, range: .init($0.range)) },
            notes: diagnostic.notes.map { .init(message: $0.message, range: $0.range.map(JSONReport.Range.init)) },
            help: diagnostic.help,
            fixIts: diagnostic.fixIts.map { fixIt in
                .init(summary: fixIt.summary, replacements: fixIt.replacements.map { .init(range: .init($0.range), text: $0.text) })
            })
    }
}
