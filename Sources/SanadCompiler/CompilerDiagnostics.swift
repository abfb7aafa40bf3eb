import SanadDiagnostics

/// The catalogue of diagnostics about the content folder as a whole. Sorted by code.
public enum CompilerDiagnostics {
    /// P0001: no `sanad.yaml` in the content folder or above the linted files.
    public static let missingProjectFile = DiagnosticCode(
        id: "P0001", name: "missing-project-file", group: .project, severity: .error,
        summary: "No `sanad.yaml` was found in the content folder or above the linted files.",
        example: "sanad lint some-folder/  (with no sanad.yaml)")
    /// P0002: a YAML or Markdown file where Sanad reads nothing, so it is ignored.
    public static let unknownSourceFile = DiagnosticCode(
        id: "P0002", name: "unknown-source-file", group: .project, severity: .warning,
        summary: "A YAML or Markdown file is in a place where Sanad reads nothing, so it is ignored (often a misspelt name).",
        example: "categories/backbiting/catgory.yaml")
    /// P0003: a path given on the command line that does not exist.
    public static let noSuchPath = DiagnosticCode(
        id: "P0003", name: "no-such-path", group: .project, severity: .error,
        summary: "A path given on the command line does not exist.",
        example: "sanad lint content-scr/")
    /// P0004: a content version that does not cover the changes since the previous bundle.
    public static let insufficientVersionBump = DiagnosticCode(
        id: "P0004", name: "insufficient-version-bump", group: .project, severity: .error,
        summary: "`sanad build --previous` found changes since the previous bundle that the content version does not cover (removing an id is major, adding is minor, editing text is patch).",
        example: "content-version: 1.0.1  (a lesson was removed since 1.0.0)")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [missingProjectFile, unknownSourceFile, noSuchPath, insufficientVersionBump]
}
