import SanadBundleFormat

/// A text in the locale the app asked for, or the source text when no fresh translation
/// exists, saying which it is.
public struct LocalizedText<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The text (a string, or blocks for Markdown).
    public var value: Value
    /// The locale it is in.
    public var locale: String
    /// Its writing direction, for the app's layout.
    public var direction: TextDirection
    /// Whether it is the source text because none of the preferred locales has it.
    public var isFallback: Bool
    /// The recording that reads a translated text aloud in `locale` (a lesson body's narration in
    /// the translation's language), as the content names the media file; nil when the
    /// translation has none (format 2.14). For the source text, the content's own narration.
    public var audio: String?

    /// A text with everything said about it.
    public init(value: Value, locale: String, direction: TextDirection, isFallback: Bool, audio: String? = nil) {
        self.value = value
        self.locale = locale
        self.direction = direction
        self.isFallback = isFallback
        self.audio = audio
    }
}

/// Texts for the app's preferred locales, in order, falling back to the source locale: the
/// bundle's translations (`l10n/<locale>.json`) read once. A text is found by its owner
/// (`lesson:aqeedah.allah-is-one`, `category:aqeedah`, `questionnaire:onboarding`, or a kind
/// alone, such as `achievements`) and its key (`title`, `body`, `practice/q1/prompt`); the
/// keys are those of `docs/localisation.md`.
public struct Localizer: Sendable {
    /// The locales the app prefers, best first (BCP 47 tags, as `Locale.preferredLanguages`).
    public let preferredLocales: [String]
    /// The locale the sources are written in.
    public let sourceLocale: String
    private let files: [BundleTranslations]
    /// The source texts' languages, for a bundle that records them (format 2.14).
    private let languages: TextLanguages?

    /// A localizer over a library's translations for the preferred locales. A preferred locale
    /// with a region (`ar-EG`) also takes its language's translations (`ar`).
    public init(library: ContentLibrary, preferredLocales: [String]) throws(BundleError) {
        // `ar_EG` (as some platforms write it) is `ar-EG`.
        let preferred = preferredLocales.map { $0.replacingOccurrences(of: "_", with: "-") }
        self.preferredLocales = preferred
        let source = library.project.locales.first ?? "en"
        sourceLocale = source
        let available = try library.translations()
        var chosen: [BundleTranslations] = []
        // The preferences in order; the source locale, where it comes, ends the search (its
        // text is the bundle's own).
        search: for locale in preferred {
            let language = String(locale.split(separator: "-").first ?? "")
            if locale == source || language == source { break search }
            for file in available where (file.locale == locale || file.locale == language) && !chosen.contains(where: { $0.locale == file.locale }) {
                chosen.append(file)
            }
        }
        files = chosen
        languages = try library.textLanguages()
    }

    /// A plain text: `source` is the text as the bundle gives it (the source locale's).
    public func text(_ source: String, owner: String, key: String) -> LocalizedText<String> {
        let id = "\(owner)/\(key)"
        for file in files where sourceLocale != file.locale {
            if let text = file.texts[id]?.text { return LocalizedText(value: text, locale: file.locale, direction: file.direction, isFallback: false) }
        }
        return untranslated(source, owner: owner, key: key)
    }

    /// A source text as the app shows it when no preferred locale translates it.
    private func untranslated(_ source: String, owner: String, key: String) -> LocalizedText<String> {
        // A source text may be written in another language than the source locale (Arabic copy
        // with an English gloss): the bundle says which (a bundle before 2.14: its own first
        // strong letter decides).
        if let language = languages?.language(owner: owner, key: key) {
            return LocalizedText(value: source, locale: language.language, direction: language.direction, isFallback: !prefersSource)
        }
        return LocalizedText(value: source, locale: sourceLocale, direction: TextDirection(firstStrongIn: source) ?? TextDirection(locale: sourceLocale),
                             isFallback: !prefersSource)
    }

    /// A Markdown text's blocks: `source` are the blocks as the bundle gives them.
    public func blocks(_ source: [Block], owner: String, key: String) -> LocalizedText<[Block]> {
        let id = "\(owner)/\(key)"
        for file in files where sourceLocale != file.locale {
            if let text = file.texts[id], let blocks = text.blocks {
                return LocalizedText(value: blocks, locale: file.locale, direction: file.direction, isFallback: false, audio: text.audio)
            }
        }
        let language = languages?.language(owner: owner, key: key) ?? BundleTexts.Language(language: sourceLocale, direction: TextDirection(locale: sourceLocale))
        return LocalizedText(value: source, locale: language.language, direction: language.direction, isFallback: !prefersSource)
    }

    /// A string of the app's copy (`copy.json`) in the preferred locales; for a counted string,
    /// its `other` form (`copy(_:count:)` gives the form for a number).
    public func copy(_ string: BundleCopy.CopyString) -> LocalizedText<String> {
        let parts = string.key.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return text(string.text, owner: "copy", key: string.key) }
        return text(string.text, owner: "copy:\(parts[0])", key: "strings/\(parts[1])/text" + (string.plural == nil ? "" : "/other"))
    }

    /// A counted string of the app's copy (one with `plural` forms, format 2.17) for a number:
    /// in the first preferred locale that translates it, the form that the locale's CLDR plural
    /// rules choose for `value` (`PluralRules`: Arabic has a form for 0, 1, 2, 3–10, 11–99 and
    /// the rest); else the source's form for it. The app fills the placeholders, the count
    /// (`string.count`) with `value` written as the locale writes numbers; some forms write the
    /// number in words (Arabic «يومان») and have no placeholder for it. A string with one form is
    /// `copy(_:)`'s.
    public func copy(_ string: BundleCopy.CopyString, count value: Int) -> LocalizedText<String> {
        let parts = string.key.split(separator: ".", maxSplits: 1)
        guard string.plural != nil, parts.count == 2 else { return copy(string) }
        let owner = "copy:\(parts[0])", key = "strings/\(parts[1])/text"
        for file in files where sourceLocale != file.locale {
            let category = PluralRules(locale: file.locale)?.category(for: value) ?? .other
            if let text = file.texts["\(owner)/\(key)/\(category.rawValue)"]?.text {
                return LocalizedText(value: text, locale: file.locale, direction: file.direction, isFallback: false)
            }
        }
        let category = PluralRules(locale: sourceLocale)?.category(for: value) ?? .other
        let form = string.plural?[category.rawValue] != nil ? category : .other
        return untranslated(string.text(count: value, locale: sourceLocale), owner: owner, key: "\(key)/\(form.rawValue)")
    }

    /// Whether the app asked for the source locale before any locale that has translations
    /// (its text is then what it asked for, not a fallback).
    private var prefersSource: Bool {
        guard !preferredLocales.isEmpty else { return true }
        return preferredLocales.contains { $0 == sourceLocale || $0.split(separator: "-").first.map(String.init) == sourceLocale }
    }
}

extension ContentLibrary {
    /// The app's copy, in the source locale; nil when the bundle has none.
    public func copy() throws(BundleError) -> BundleCopy? {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .copy }) else { return nil }
        return try reader.decode(BundleCopy.self, from: entry)
    }

    /// Every locale's translations in the bundle; empty when it has none.
    public func translations() throws(BundleError) -> [BundleTranslations] {
        try reader.manifest.files.filter { $0.kind == .translations }.map { entry throws(BundleError) in try reader.decode(BundleTranslations.self, from: entry) }
    }
}
