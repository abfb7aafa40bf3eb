import Foundation
import SanadDiagnostics

/// Diagnostics as GitHub Actions workflow commands, which the runner turns into annotations on
/// the pull request:
///
/// ```
/// ::error file=content-src/categories/anger/01-intro.md,line=4,col=1,endLine=4,endColumn=9,title=L0003::the hook lasts 2m; it should last 30s–45s
/// ```
///
/// Message data escapes `%`, CR and LF; property values also escape `:` and `,`. GitHub shows
/// only the first `annotationLimit` errors and warnings of a step, so when there are more, a
/// closing `::notice::` line says how many were not shown.
public struct GitHubAnnotations: Sendable {
    /// How many annotations of each kind GitHub displays per step.
    public static let annotationLimit = 10

    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public func encoded() -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += Self.command(for: diagnostic) + "\n"
            for note in diagnostic.notes where note.range != nil { out += Self.command(for: note, of: diagnostic) + "\n" }
        }
        let errors = diagnostics.errorCount, warnings = diagnostics.warningCount
        var hidden: [String] = []
        if errors > Self.annotationLimit { hidden.append("\(errors - Self.annotationLimit) of \(errors) errors") }
        if warnings > Self.annotationLimit { hidden.append("\(warnings - Self.annotationLimit) of \(warnings) warnings") }
        if !hidden.isEmpty {
            let message = "GitHub shows \(Self.annotationLimit) annotations of each kind per step; \(hidden.joined(separator: " and ")) are not shown as annotations but are listed in this log"
            out += "::notice title=sanad::\(Self.escapeData(message))\n"
        }
        return out
    }

    /// One `::error` or `::warning` command.
    public static func command(for diagnostic: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if let path = diagnostic.path { properties.append(("file", path)) }
        if let range = diagnostic.range {
            let start = range.startLocation, end = range.endLocation
            properties += [("line", "\(start.line)"), ("col", "\(start.column)"), ("endLine", "\(end.line)"), ("endColumn", "\(end.column)")]
        }
        properties.append(("title", diagnostic.code.id))
        var message = diagnostic.message
        // Notes with a place of their own are annotations there (`command(for:of:)`).
        for note in diagnostic.notes { message += "\nnote: \(note.message)" + (note.range.map { " (at \($0.file.path):\($0.startLocation.line))" } ?? "") }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        let kind = diagnostic.severity == .error ? "error" : "warning"
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(kind) \(list)::\(escapeData(message))"
    }

    /// A note at its own place, as a `::notice` annotation titled with its diagnostic's code.
    public static func command(for note: Diagnostic.Note, of diagnostic: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if let range = note.range {
            let start = range.startLocation, end = range.endLocation
            properties += [("file", range.file.path), ("line", "\(start.line)"), ("col", "\(start.column)"), ("endLine", "\(end.line)"), ("endColumn", "\(end.column)")]
        }
        properties.append(("title", "\(diagnostic.code.id) note"))
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::notice \(list)::\(escapeData(note.message + " (for: " + diagnostic.message + ")"))"
    }

    /// Escapes message data: `%`, CR and LF.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escapes a property value: as data, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
