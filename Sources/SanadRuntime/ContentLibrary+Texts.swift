import SanadBundleFormat

/// The language and writing direction of every text of a library's installed content, as the
/// compiler recorded them (`texts.json` and `texts/<category>.json`, format 2.14), so that an
/// app lays out an Arabic prompt in an English app, or an English gloss under Arabic copy,
/// without guessing.
public struct TextLanguages: Sendable {
    /// The language of a text not listed: the project's source locale.
    public let language: BundleTexts.Language
    private let texts: [String: BundleTexts.Language]

    /// The languages of every file given (each pack's).
    public init(_ files: [BundleTexts], sourceLocale: String) {
        language = files.first.map { BundleTexts.Language(language: $0.language, direction: $0.direction) }
            ?? BundleTexts.Language(language: sourceLocale, direction: TextDirection(locale: sourceLocale))
        var texts: [String: BundleTexts.Language] = [:]
        for file in files { texts.merge(file.texts) { first, _ in first } }
        self.texts = texts
    }

    /// The language of the source text `<owner>/<key>` (`questionnaire:onboarding`,
    /// `questions/time/prompt`).
    public func language(owner: String, key: String) -> BundleTexts.Language { texts["\(owner)/\(key)"] ?? language }
}

extension ContentLibrary {
    /// The languages of the texts of every installed pack; nil for a bundle before format 2.14,
    /// which does not record them.
    public func textLanguages() throws(BundleError) -> TextLanguages? {
        let entries = reader.manifest.files.filter { $0.kind == .texts && ($0.pack == nil || reader.isInstalled($0.pack!)) }
        guard !entries.isEmpty else { return nil }
        var files: [BundleTexts] = []
        for entry in entries { files.append(try reader.decode(BundleTexts.self, from: entry)) }
        return TextLanguages(files, sourceLocale: project.locales.first ?? "en")
    }
}
