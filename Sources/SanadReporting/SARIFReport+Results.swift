import Foundation
import SanadDiagnostics

extension SARIF.Result {
    /// One diagnostic as a result. Notes without a place and the help text follow the message on
    /// their own lines, since SARIF results have no field for them.
    init(_ diagnostic: Diagnostic, ruleIndex: Int?) {
        var text = diagnostic.message
        for note in diagnostic.notes where note.range == nil { text += "\nnote: \(note.message)" }
        if let help = diagnostic.help { text += "\nhelp: \(help)" }
        var locations: [SARIF.Location] = []
        if let range = diagnostic.range {
            locations.append(.init(physicalLocation: .init(range, snippet: true)))
        } else if let path = diagnostic.path {
            locations.append(.init(physicalLocation: .init(artifactLocation: .init(uri: SARIF.uri(path)), region: nil)))
        }
        var related: [SARIF.Location] = []
        for label in diagnostic.labels {
            related.append(.init(id: related.count, physicalLocation: .init(label.range, snippet: false), message: .init(text: label.message)))
        }
        for note in diagnostic.notes {
            guard let range = note.range else { continue }
            related.append(.init(id: related.count, physicalLocation: .init(range, snippet: false), message: .init(text: note.message)))
        }
        let fixes = diagnostic.fixIts.map { fixIt in
            let byFile = Dictionary(grouping: fixIt.replacements, by: { $0.range.file.path })
            return SARIF.Fix(
                description: .init(text: fixIt.summary),
                artifactChanges: byFile.keys.sorted().map { path in
                    SARIF.ArtifactChange(
                        artifactLocation: .init(uri: SARIF.uri(path)),
                        replacements: byFile[path]!.map { .init(deletedRegion: .init($0.range, snippet: false), insertedContent: .init(text: $0.text)) })
                })
        }
        self.init(
            ruleId: diagnostic.code.id, ruleIndex: ruleIndex, level: diagnostic.severity.sarifLevel, message: .init(text: text),
            locations: locations, relatedLocations: related.isEmpty ? nil : related,
            partialFingerprints: [SARIFReport.fingerprintKey: diagnostic.fingerprint], fixes: fixes.isEmpty ? nil : fixes)
    }
}

extension SARIF.Region {
    init(_ range: SourceRange, snippet: Bool) {
        let start = range.startLocation, end = range.endLocation
        self.init(
            startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column,
            snippet: snippet && range.end > range.start ? .init(text: range.text) : nil)
    }
}

extension SARIF.PhysicalLocation {
    init(_ range: SourceRange, snippet: Bool) {
        self.init(artifactLocation: .init(uri: SARIF.uri(range.file.path)), region: .init(range, snippet: snippet))
    }
}

extension SARIF {
    /// A path as a URI reference: relative paths stay relative (percent-encoded), absolute ones
    /// become `file://` URIs.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: ":?#[]@!$&'()*+,;="))) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
