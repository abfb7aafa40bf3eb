import SanadDiagnostics

/// Compiles the Markdown values of one file (an activity's steps, a lecture's scenes and
/// questions), each like a body, and gathers their problems.
struct EmbeddedMarkdown {
    let file: SourceFile
    /// The problems of every value compiled so far.
    private(set) var diagnostics: [Diagnostic] = []

    init(in file: SourceFile) { self.file = file }

    /// The value compiled, or nil when there is no value or it cannot be parsed (its problems
    /// are then in `diagnostics`).
    mutating func compile(_ value: Located<String>?) -> CompiledBody? {
        guard let value else { return nil }
        let compiled = Lowering.embeddedMarkdown(value, in: file)
        diagnostics += compiled.diagnostics
        return compiled.document
    }
}
