/// Gives each translated text what it has of its source once every file is lowered: the field
/// of the source text with its key (its role, and whether it is Markdown), and its source's name
/// and category, under which the bundle files it.
package enum TranslatedTexts {
    /// The summaries with their translations' texts resolved against their sources.
    static func resolve(_ summaries: [SourceSummary]) -> [SourceSummary] {
        guard summaries.contains(where: { $0.kind == .translation }) else { return summaries }
        let byPath = Dictionary(summaries.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        return summaries.map { summary in
            guard summary.kind == .translation, let source = source(of: summary.relativePath, in: byPath), let owner = source.owner,
                  let translationOwner = summary.owner?.translating(owner) else { return summary }
            // A counted text's forms are the translation's locale's (Arabic's `few`, which English has not).
            let forms = summary.texts.first?.locale.map { source.translatedTexts(for: $0) } ?? []
            let fields = Dictionary((source.texts + forms).map { ($0.key, $0.field) }, uniquingKeysWith: { first, _ in first })
            var resolved = summary
            resolved.owner = translationOwner
            // Its citation blocks are checked against its source's citations.
            resolved.citedTexts = source.citedTexts.map { use in
                var use = use
                use.isDeclaredHere = false
                return use
            }
            resolved.texts = summary.texts.map { text in
                var text = text
                text.owner = translationOwner
                if let field = fields[text.key] { text.field = field }
                return text
            }
            return resolved
        }
    }

    /// Gives each translation who may approve its source (`TranslationModel.sourceReview`): the
    /// source's category, or the scopes its kind asks for.
    static func giveSourceReviews(in corpus: inout Corpus) {
        guard !corpus.translations.isEmpty else { return }
        let byPath = Dictionary(corpus.sources.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var byFile: [ObjectIdentifier: ReviewedItem] = [:]
        for kind in ContentKinds.all where kind.source != .translation {
            for item in kind.allReviewedItems(in: corpus) where byFile[ObjectIdentifier(item.file)] == nil { byFile[ObjectIdentifier(item.file)] = item }
        }
        corpus.setModels(corpus.translations.map { translation in
            var translation = translation
            if let source = source(of: translation.relativePath, in: byPath), let item = byFile[ObjectIdentifier(source.file)] {
                translation.sourceReview = (item.categoryFolder, item.reviewScopes)
            }
            return translation
        }, of: ContentKinds.Translation.self)
    }

    /// The source a translation file translates: `<stem>.md` or `<stem>.yaml` beside it.
    package static func source(of relativePath: String, in byPath: [String: SourceSummary]) -> SourceSummary? {
        candidates(of: relativePath).lazy.compactMap { byPath[$0] }.first
    }

    /// The paths the source of a translation file may have, relative to the content root.
    package static func candidates(of relativePath: String) -> [String] {
        guard let name = relativePath.split(separator: "/").last, let locale = name.translationLocale else { return [] }
        let stem = relativePath.dropLast(".\(locale).yaml".count)
        return ["\(stem).md", "\(stem).yaml"]
    }
}
