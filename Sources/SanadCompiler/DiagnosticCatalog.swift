import SanadCitations
import SanadDiagnostics
import SanadSchema
import SanadSource

/// Every diagnostic code Sanad can report, from all domain catalogues, sorted by code.
public enum DiagnosticCatalog {
    /// The codes of the source, schema, project, resolution, citation, review and localisation
    /// catalogues and of every rule, sorted by code.
    public static let all: [DiagnosticCode] =
        (SourceDiagnostics.all + SchemaDiagnostics.all + CompilerDiagnostics.all + ResolutionDiagnostics.all + CitationDiagnostics.all + ReviewDiagnostics.all + LocalisationDiagnostics.all
            + RuleRegistry.descriptions.map(\.code)).sorted()

    /// The code with exactly this id (`Y0003`).
    public static func code(id: String) -> DiagnosticCode? { byID[id] }
    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The code with this id (`Y0003`) or name (`duplicate-key`).
    public static func code(named name: String) -> DiagnosticCode? {
        all.first { $0.id == name || $0.name == name }
    }

    /// `docs/diagnostics.md`, generated from the catalogues (a test keeps the file in step).
    public static func markdown() -> String {
        var out = """
        # Diagnostics

        Every problem Sanad reports has a stable code. Use the code or its name with the command
        line's severity options. This page is generated from the catalogues in the source
        (`make docs`); a test fails when it is out of date.

        Output format: `path:line:column: severity[CODE]: message`, then the source line with carets,
        then notes and help. Lines and columns are 1-based; columns count Unicode characters.

        """
        for group in DiagnosticGroup.allCases {
            let title = group.title
            let codes = all.filter { $0.group == group }
            guard !codes.isEmpty else { continue }
            out += "\n## \(title)\n\n| code | name | default | what it reports |\n| --- | --- | --- | --- |\n"
            for code in codes {
                out += "| \(code.id) | `\(code.name)` | \(code.defaultSeverity.rawValue) | \(code.summary) |\n"
            }
            for code in codes {
                out += "\n### \(code.id) `\(code.name)`\n\n\(code.summary)\n"
                if let rule = RuleRegistry.descriptions.first(where: { $0.code == code }) {
                    out += "\n\(rule.rationale)\n"
                    for example in rule.triggering.prefix(2) {
                        out += "\nTriggers:\n\n```markdown\n\(RuleExample.stripMarkers(example.text))```\n"
                    }
                    for example in rule.nonTriggering.prefix(1) {
                        out += "\nDoes not trigger:\n\n```markdown\n\(example.text)```\n"
                    }
                } else {
                    out += "\nExample:\n\n```\n\(code.example)\n```\n"
                }
            }
        }
        return out
    }
}
