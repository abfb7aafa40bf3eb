import SanadBundleFormat

extension BundleBuilder {
    /// `texts.json` and `texts/<category>.json`: the language and direction of every published
    /// text of the source locale, pack by pack (a file's texts go where its model's files go:
    /// `ContentKind.categoryFolder(of:)`), listing the texts whose language is not the source
    /// locale's (`LearnerText.language(locales:)`).
    func textLanguages() throws -> [File] {
        guard let project = corpus.project else { return [] }
        let locales = project.locales.isEmpty ? [project.sourceLocale] : project.locales
        let packs = Dictionary(ContentKinds.all.flatMap { $0.packs(in: corpus) }.map { (ObjectIdentifier($0.file), $0.category) },
                               uniquingKeysWith: { first, _ in first })
        var byPack: [String: [String: BundleTexts.Language]] = [:]
        for source in corpus.sources where source.kind != .translation && !source.texts.isEmpty {
            guard let pack = packs[ObjectIdentifier(source.file)] else { continue }
            var listed = byPack[pack ?? "", default: [:]]
            for text in source.texts {
                let language = text.language(locales: locales)
                guard language != project.sourceLocale else { continue }
                listed[text.bundleKey] = BundleTexts.Language(language: language, direction: TextDirection(locale: language))
            }
            byPack[pack ?? ""] = listed
        }
        return try byPack.keys.sorted().map { pack in
            let category = pack.isEmpty ? nil : pack
            let file = BundleTexts(language: project.sourceLocale, direction: TextDirection(locale: project.sourceLocale), category: category, texts: byPack[pack] ?? [:])
            return try encode(file, path: category.map { "texts/\($0).json" } ?? "texts.json", kind: .texts, category: category)
        }
    }
}
