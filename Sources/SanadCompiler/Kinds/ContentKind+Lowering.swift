import SanadDiagnostics
import SanadSource

extension ContentKind {
    /// Lowers one file of the kind: its learner texts first (`learnerTexts`), then its models,
    /// which take their compiled Markdown from the texts. A file that did not parse to a mapping
    /// has no texts and no models, and makes the kind incomplete.
    static func lowerFile(_ source: ParsedSource) -> Lowering.LoweredFile {
        guard let node = source.root, node.members != nil else {
            let summary = SourceSummary(kind: source.kind, file: source.file, relativePath: source.relativePath, owner: nil, texts: [], citedTexts: [])
            return .init(summary: summary, sourceDiagnostics: source.diagnostics, loweringDiagnostics: [], models: [Model](), incomplete: true)
        }
        let owner = TextOwner(kind: source.kind, file: source.file, relativePath: source.relativePath, id: node["id"]?.string,
                              categoryFolder: textCategory(of: node, relativePath: source.relativePath))
        var texts = learnerTexts(of: node, source: source, owner: owner)
        texts.texts = texts.texts.withExactCapacity()
        // A diagnostic caused by another is not reported: references into a kind are not
        // reported as unknown while a file of that kind has an id Sanad cannot read (the
        // reference may name it). Other errors in a file leave its id, and so every check of
        // references to and from it, intact.
        let lowered = lower(node, source: source, texts: LearnerTexts(texts.texts))
        let summary = SourceSummary(kind: source.kind, file: source.file, relativePath: source.relativePath, owner: owner,
                                    texts: texts.texts, citedTexts: lowered.models.flatMap(citedTexts))
        return .init(
            summary: summary, sourceDiagnostics: source.diagnostics, loweringDiagnostics: texts.diagnostics + lowered.diagnostics, models: lowered.models,
            incomplete: idsAreUnreadable(node, source: source))
    }

    /// Puts the models of the kind's lowered files into the corpus, in the files' order.
    public static func collect(_ files: [Lowering.LoweredFile], into corpus: inout Corpus) {
        var models: [Model] = []
        models.reserveCapacity(files.count)
        for file in files {
            // Appended one by one: `append(contentsOf:)` copied each through the generic path.
            if let some = file.models as? [Model] { for model in some { models.append(model) } }
        }
        corpus.setModels(models, of: Self.self)
    }
}
