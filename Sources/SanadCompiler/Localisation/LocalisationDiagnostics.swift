import SanadDiagnostics

/// The catalogue of localisation diagnostics: translations against their sources. Sorted by code.
public enum LocalisationDiagnostics {
    /// T0001: a translation file with no source file beside it.
    public static let translationWithoutSource = DiagnosticCode(
        id: "T0001", name: "translation-without-source", group: .localisation, severity: .error,
        summary: "A translation file (`<stem>.<locale>.yaml`) has no source beside it (`<stem>.md` or `<stem>.yaml`).",
        example: "categories/aqeedah/01-allah-is-one.ar.yaml after the lesson was renamed")
    /// T0002: a translation for a locale that is not one of the project's target locales.
    public static let untargetedLocale = DiagnosticCode(
        id: "T0002", name: "untargeted-locale", group: .localisation, severity: .error,
        summary: "A translation is for a locale that is not one of the project's target locales (`locales` after the first).",
        example: "01-what-is-ghibah.fr.yaml in a project with locales [en, ar]")
    /// T0003: a target locale that lacks texts of a source it covers.
    public static let missingTranslation = DiagnosticCode(
        id: "T0003", name: "missing-translation", group: .localisation, severity: .warning,
        summary: "A target locale lacks texts of a source it covers; an error under `--release` when the locale is `required`.",
        example: "the Arabic translation of a lesson without its body")
    /// T0004: a translation whose source text changed since it was translated.
    public static let staleTranslation = DiagnosticCode(
        id: "T0004", name: "stale-translation", group: .localisation, severity: .warning,
        summary: "The source text changed since it was translated (the translation's `source` fingerprint is not the text's); an error under `--release` when the locale is `required`.",
        example: "a lesson's title edited after its Urdu translation")
    /// T0005: a translation filed under a key its source no longer has.
    public static let obsoleteTranslation = DiagnosticCode(
        id: "T0005", name: "obsolete-translation", group: .localisation, severity: .warning,
        summary: "A translation is filed under a key its source no longer has (a question or a step removed, or a key misspelt).",
        example: "practice/q4/prompt after q4 was removed")
    /// T0006: a translation whose `{name}` placeholders are not its source text's.
    public static let placeholderMismatch = DiagnosticCode(
        id: "T0006", name: "placeholder-mismatch", group: .localisation, severity: .error,
        summary: "A translation's placeholders (`{name}`) are not the source text's.",
        example: "\"{count} days\" translated as \"أيام\"")
    /// T0007: a translated Markdown text that does not keep its source's blocks, sections and media.
    public static let structureMismatch = DiagnosticCode(
        id: "T0007", name: "structure-mismatch", group: .localisation, severity: .error,
        summary: "A translated Markdown text does not keep its source's structure: the same citation blocks in the same order (with the same quoted Arabic), the same sections, the same images and recordings.",
        example: "a translated lesson body without its `> [!QURAN 49:12]` block")

    /// T0008: a file given to `sanad l10n import` that is not XLIFF Sanad can read back.
    public static let invalidXLIFF = DiagnosticCode(
        id: "T0008", name: "invalid-xliff", group: .localisation, severity: .error,
        summary: "A file given to `sanad l10n import` is not XLIFF 1.2 that Sanad can read back, or names a source, a locale or a text the content does not have. Nothing is imported.",
        example: "an .xlf whose <file original=…> names a lesson that was renamed")

    /// T0009: a translation of a source field that is not a text (an id, an answer key, a path).
    public static let notATranslatableText = DiagnosticCode(
        id: "T0009", name: "not-a-text", group: .localisation, severity: .error,
        summary: "A translation names a field of its source that is not a text: an answer key, an id, an order, a citation or a media path is the same in every locale.",
        example: "practice/q1/answer: { source: …, text: \"false\" } in an Arabic translation")

    /// T0010: a translation of a narrated text, for an audience that needs narration, without its own.
    public static let missingNarration = DiagnosticCode(
        id: "T0010", name: "missing-narration", group: .localisation, severity: .warning,
        summary: "A translation of a narrated text for an audience that may not waive narration (children) translates the text but names no narration of its own (`narration:`): a child who cannot read hears nothing in that locale. An error under `--release` when the locale is `required`.",
        example: "01-allah-is-one.ur.yaml with a translated body and no narration, in a children's category")

    /// T0011: a counted text that lacks a plural form its locale's CLDR rules use.
    public static let missingPluralForm = DiagnosticCode(
        id: "T0011", name: "missing-plural-form", group: .localisation, severity: .error,
        summary: "A counted text (`text: { one: …, other: … }`) lacks a form that the CLDR plural rules of its locale use: an app would show another form's grammar for those numbers. A translation's missing forms are missing translations (T0003).",
        example: "an English counted string with `other:` and no `one:`")
    /// T0012: a counted text with a plural form its locale's CLDR rules never choose.
    public static let unusedPluralForm = DiagnosticCode(
        id: "T0012", name: "unused-plural-form", group: .localisation, severity: .warning,
        summary: "A counted text, or its translation, gives a form that the CLDR plural rules of its locale never choose: no learner reads it.",
        example: "`few:` in an English counted string, or `zero:` in its French translation")
    /// T0013: a counted text whose `count` or placeholders do not agree with its `other` form.
    public static let countPlaceholder = DiagnosticCode(
        id: "T0013", name: "count-placeholder", group: .localisation, severity: .error,
        summary: "A counted text's `count` does not name a placeholder of its `other` form, one of its forms has a placeholder its `other` form lacks (the app fills the `other` form's), or a text with one form has a `count`.",
        example: "count: days beside \"other: {n} days on your path\"")
    /// T0014: counted texts in a locale Sanad has no CLDR plural rules for.
    public static let unknownPluralRules = DiagnosticCode(
        id: "T0014", name: "no-plural-rules", group: .localisation, severity: .warning,
        summary: "Sanad has no CLDR plural rules for a locale that has counted texts: only their `other` form is checked, and an app shows it for every number. `PluralRules.languages` lists the languages Sanad knows.",
        example: "a counted string in a project whose source locale is `tl`")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [
        translationWithoutSource, untargetedLocale, missingTranslation, staleTranslation, obsoleteTranslation, placeholderMismatch, structureMismatch, invalidXLIFF, notATranslatableText,
        missingNarration, missingPluralForm, unusedPluralForm, countPlaceholder, unknownPluralRules,
    ]
}
