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
        // A project has a few languages and many texts: each language's direction is worked out
        // once, and so is the language of a text in the source's locale for each script (every
        // text of a file other than a translation: `LearnerText.language(locales:)`).
        var directions: [String: TextDirection] = [:]
        let sourceLocale = locales.first ?? "en"
        let languageOfScript = [TextScript.arabic, .leftToRight, .none].map { TextScript.language(of: $0, locale: sourceLocale, locales: locales) }
        for source in corpus.sources where source.kind != .translation && !source.texts.isEmpty {
            guard let pack = packs[ObjectIdentifier(source.file)] else { continue }
            // A pack with texts has its file even when none of them is in another language.
            if byPack[pack ?? ""] == nil { byPack[pack ?? ""] = [:] }
            let texts = source.texts
            // By index: a text is read field by field, not copied whole.
            for index in texts.indices {
                let script = texts[index].script
                let language = texts[index].locale == nil
                    ? languageOfScript[script == .arabic ? 0 : script == .leftToRight ? 1 : 2] : texts[index].language(locales: locales)
                guard language != project.sourceLocale else { continue }
                let text = texts[index]
                let direction = directions[language] ?? TextDirection(locale: language)
                directions[language] = direction
                // Added in place: a copy of the pack's table per file would copy every text listed so far.
                byPack[pack ?? "", default: [:]][text.bundleKey] = BundleTexts.Language(language: language, direction: direction)
            }
        }
        return try byPack.keys.sorted().map { pack in
            let category = pack.isEmpty ? nil : pack
            let file = BundleTexts(language: project.sourceLocale, direction: TextDirection(locale: project.sourceLocale), category: category, texts: byPack[pack] ?? [:])
            return try encode(file, path: category.map { "texts/\($0).json" } ?? "texts.json", kind: .texts, category: category)
        }
    }
}
