/// The groups diagnostic codes belong to, each with the letter its codes start with. Severity
/// options take a group's name (`--warn lesson`), and `docs/diagnostics.md` lists the codes by
/// group in this order.
public enum DiagnosticGroup: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case file, yaml, markdown, schema, project, resolution, lesson, citations, review, localisation

    /// The name options and reports use.
    public var description: String { rawValue }

    /// The heading of the group's section in `docs/diagnostics.md`.
    public var title: String {
        switch self {
        case .file: return "Files (F)"
        case .yaml: return "YAML (Y)"
        case .markdown: return "Markdown (M)"
        case .schema: return "Schema (S)"
        case .project: return "Project (P)"
        case .resolution: return "Resolution (R)"
        case .lesson: return "Content rules (L): lessons, categories, supplementary items"
        case .citations: return "Citations (C)"
        case .review: return "Review (V)"
        case .localisation: return "Localisation (T)"
        }
    }
}
