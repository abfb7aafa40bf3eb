import SanadDiagnostics
import SanadSource

extension ContentKind {
    /// Lowers one file of the kind; a file that did not parse to a mapping has no models and
    /// makes the kind incomplete.
    static func lowerFile(_ source: ParsedSource) -> Lowering.LoweredFile {
        var summary = SourceSummary(kind: source.kind, file: source.file, relativePath: source.relativePath)
        guard let node = source.root, node.members != nil else {
            return .init(summary: summary, sourceDiagnostics: source.diagnostics, loweringDiagnostics: [], models: [Model](), incomplete: true)
        }
        // A diagnostic caused by another is not reported: references into a kind are not
        // reported as unknown while a file of that kind has an id Sanad cannot read (the
        // reference may name it). Other errors in a file leave its id, and so every check of
        // references to and from it, intact.
        let lowered = lower(node, source: source)
        summary.textOwner = node["id"]?.string.map { "\(source.kind.name):\($0)" } ?? source.kind.name
        return .init(
            summary: summary, sourceDiagnostics: source.diagnostics, loweringDiagnostics: lowered.diagnostics, models: lowered.models,
            incomplete: idsAreUnreadable(node, source: source))
    }

    /// Puts the models of the kind's lowered files into the corpus, in the files' order.
    static func collect(_ files: [Lowering.LoweredFile], into corpus: inout Corpus) {
        corpus.setModels(files.flatMap { $0.models as? [Model] ?? [] }, of: Self.self)
    }
}
