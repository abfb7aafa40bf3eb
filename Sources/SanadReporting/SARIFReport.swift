import Foundation
import SanadDiagnostics

/// Diagnostics as SARIF 2.1.0 (OASIS), the format GitHub code scanning and most CI dashboards
/// read: one run, the tool with every rule Sanad knows, and one result per diagnostic with its
/// location, related locations (labels and notes), fix-its and a stable fingerprint.
///
/// Columns are Unicode code points (`columnKind: unicodeCodePoints`), as in the text output.
/// Paths are written as relative URI references when they are relative, else as `file://` URIs.
public struct SARIFReport: Encodable, Sendable {
    public static let sarifVersion = "2.1.0"
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of Sanad's fingerprint in `partialFingerprints`; the `/v1` changes only if the
    /// fingerprint's recipe does.
    public static let fingerprintKey = "sanadFingerprint/v1"

    /// What the report says about one diagnostic code.
    public struct Rule: Sendable {
        public var id: String
        public var name: String
        public var summary: String
        /// Longer help: the rule's rationale and examples, plain text.
        public var help: String
        public var defaultSeverity: Severity
        public var group: DiagnosticGroup
        public init(id: String, name: String, summary: String, help: String, defaultSeverity: Severity, group: DiagnosticGroup) {
            self.id = id
            self.name = name
            self.summary = summary
            self.help = help
            self.defaultSeverity = defaultSeverity
            self.group = group
        }
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    let schema = SARIFReport.schemaURI
    let version = SARIFReport.sarifVersion
    let runs: [SARIF.Run]

    public init(diagnostics: [Diagnostic], rules: [Rule], toolVersion: String) {
        let ruleIndex = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let driver = SARIF.Driver(
            name: "sanad", version: toolVersion, semanticVersion: toolVersion,
            rules: rules.map { rule in
                SARIF.ReportingDescriptor(
                    id: rule.id, name: rule.name, shortDescription: .init(text: rule.summary), fullDescription: .init(text: rule.help),
                    help: .init(text: rule.help), defaultConfiguration: .init(level: rule.defaultSeverity.sarifLevel),
                    properties: .init(tags: [rule.group.rawValue]))
            })
        let results = diagnostics.map { SARIF.Result($0, ruleIndex: ruleIndex[$0.code.id]) }
        runs = [SARIF.Run(tool: .init(driver: driver), columnKind: "unicodeCodePoints", results: results)]
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    public func encoded() -> String { JSONReport.encode(self) }
}

extension Severity {
    var sarifLevel: String { self == .error ? "error" : "warning" }
}

/// The subset of the SARIF 2.1.0 object model Sanad writes.
enum SARIF {
    struct Message: Encodable, Sendable { var text: String }
    struct Tool: Encodable, Sendable { var driver: Driver }
    struct Driver: Encodable, Sendable {
        var name: String
        var version: String
        var semanticVersion: String
        var rules: [ReportingDescriptor]
    }
    struct ReportingDescriptor: Encodable, Sendable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
        var properties: Properties
    }
    struct Configuration: Encodable, Sendable { var level: String }
    struct Properties: Encodable, Sendable { var tags: [String] }
    struct Run: Encodable, Sendable {
        var tool: Tool
        var columnKind: String
        var results: [Result]
    }
    struct ArtifactLocation: Encodable, Sendable { var uri: String }
    struct Region: Encodable, Sendable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
        var snippet: Message?
    }
    struct PhysicalLocation: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    struct Location: Encodable, Sendable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }
    struct Replacement: Encodable, Sendable {
        var deletedRegion: Region
        var insertedContent: Message
    }
    struct ArtifactChange: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }
    struct Fix: Encodable, Sendable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }
    struct Result: Encodable, Sendable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var fixes: [Fix]?
    }
}
