/// A stable diagnostic code with the documentation that belongs to it.
///
/// Codes never change meaning once released: tools, baselines and CI settings refer to them. Each
/// domain keeps its codes in one catalogue (`SourceDiagnostics`, `SchemaDiagnostics`, …) and every
/// code is documented in `docs/diagnostics.md`, which is generated from these values.
public struct DiagnosticCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The code printed in brackets, e.g. `Y0003`.
    public let id: String
    /// A readable name, e.g. `duplicate-key`, usable wherever a code is accepted.
    public let name: String
    /// The group the code belongs to (`file`, `yaml`, `markdown`, `schema`, …), for group-wide settings.
    public let group: DiagnosticGroup
    public let defaultSeverity: Severity
    /// One sentence: what the code reports.
    public let summary: String
    /// An example input that triggers the code, for the documentation.
    public let example: String

    public init(
        id: String, name: String, group: DiagnosticGroup, severity: Severity, summary: String, example: String
    ) {
        self.id = id
        self.name = name
        self.group = group
        self.defaultSeverity = severity
        self.summary = summary
        self.example = example
    }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id < rhs.id }
    public var description: String { id }
}
