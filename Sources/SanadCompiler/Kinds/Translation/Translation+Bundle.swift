import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A translated text (`ar lesson:aqeedah.allah-is-one/title`).
    public static let translatedText = BundleChange.Subject(rawValue: "translated text")
}

extension ContentKinds.Translation {
    /// Translations emit `l10n/<locale>.json`, one per target locale with translations.
    public static let bundleFiles: [BundleManifest.FileKind] = [.translations]
    /// Translation changes are reported of translated texts, by locale and key (`ar
    /// lesson:aqeedah.allah-is-one/title`).
    public static let diffSubjects: [BundleChange.Subject] = [.translatedText]

    /// `l10n/<locale>.json` for each target locale with translations: every fresh translated
    /// text under `<owner>/<key>`, Markdown compiled like its source. A stale text is left out,
    /// so the app falls back to the source rather than show a translation of an older text.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        guard let project = builder.corpus.project else { return [] }
        let sources = Dictionary(builder.corpus.sources.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var files: [BundleBuilder.File] = []
        for target in project.translationTargets {
            var texts: [String: BundleTranslations.Text] = [:]
            for translation in builder.corpus.translations where translation.locale == target.locale {
                guard let source = translation.sourceCandidates.lazy.compactMap({ sources[$0] }).first else { continue }
                let originals = Dictionary(source.translatedTexts(for: target.locale).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                for entry in translation.entries {
                    guard let original = originals[entry.key.value], entry.source?.value == original.fingerprint else { continue }
                    var text = original.field.carriesBlocks
                        ? BundleTranslations.Text(text: nil, blocks: entry.compiled.map { compiled in
                            translation.isChildrensKind ? compiled.blocks.map(\.markingExternalLinks) : builder.gated(compiled.blocks, categoryFolder: translation.categoryFolder)
                        } ?? [])
                        : BundleTranslations.Text(text: entry.text.value, blocks: nil)
                    // The translation's own narration reads its body, as the source's reads the source's.
                    if entry.key.value == TextField.body.description { text.audio = translation.narration?.value }
                    texts["\(source.textOwner)/\(entry.key.value)"] = text
                }
            }
            guard !texts.isEmpty else { continue }
            let file = BundleTranslations(locale: target.locale, direction: TextDirection(locale: target.locale), texts: texts)
            files.append(try builder.encode(file, path: "l10n/\(target.locale).json", kind: .translations))
        }
        return files
    }

    /// Throws when one of the snapshot's `l10n/<locale>.json` files does not decode as
    /// `BundleTranslations`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.translations] ?? [] { _ = try BundleJSONDecoder().decode(BundleTranslations.self, from: data) }
    }

    /// A translated text removed is minor (the app falls back to the source), added minor,
    /// changed a patch.
    public static func compare(_ diff: inout BundleDiff) {
        func texts(_ snapshot: BundleSnapshot) -> [(key: String, text: BundleTranslations.Text)] {
            snapshot.decoded(.translations, as: BundleTranslations.self).flatMap { file in file.texts.map { (key: "\(file.locale) \($0.key)", text: $0.value) } }
        }
        diff.compareKeyed(.translatedText, texts(diff.old), texts(diff.new), key: \.key, removed: .minor) { a, b in [("text", .patch, a.text == b.text)] }
    }
}
