import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension SourceKind {
    /// `<folder>/<stem>.<locale>.yaml`.
    public static let translation = ContentKinds.Translation.source
}

extension ContentKinds {
    /// `<stem>.<locale>.yaml` beside any source: the translations of that source's texts into one
    /// locale (`docs/localisation.md`). Each text is filed under its key and records the
    /// fingerprint of the source text it was made from. Every translation is compiled like the
    /// text it translates and checked by the same body rules; `LocalisationCheck` checks parity,
    /// staleness, placeholders and structure against the source.
    public enum Translation: ContentKind {}
}

extension ContentKinds.Translation {
    public static let source = SourceKind("translation")
    public static var schema: [UInt8] { PackageResources.translation_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path.count >= 1 && path[path.count - 1].translationLocale != nil }
    public static let placement = "<folder>/<stem>.<locale>.yaml"
    public static let documentation = "Translations"

    public static func lower(_ node: Node, source: ParsedSource) -> (models: [TranslationModel], diagnostics: [Diagnostic]) {
        let name = source.relativePath.split(separator: "/").last ?? ""
        guard let locale = name.translationLocale else { return ([], []) }
        var markdown = EmbeddedMarkdown(in: source.file)
        let entries = (node["texts"]?.members ?? []).compactMap { member -> TranslationModel.Entry? in
            guard let text = member.value.located("text") else { return nil }
            return TranslationModel.Entry(key: Located(member.key, at: member.keyRange), text: text, source: member.value.located("source"),
                                          compiled: markdown.compile(text))
        }
        return ([TranslationModel(locale: String(locale), relativePath: source.relativePath, entries: entries, file: source.file)], markdown.diagnostics)
    }

    /// Each translated text, compiled, for the body rules (links, media, math, code, tone).
    public static func ruleSubjects(of model: TranslationModel) -> [any Sendable] {
        [model] + model.entries.compactMap { entry in
            entry.compiled.map { MarkdownBody(kind: .translation, categoryFolder: model.categoryFolder, body: $0) }
        }
    }

    public static var example: KindExample? { KindExample(path: "categories/backbiting/01-example.ar.yaml", base: baseExample) }

    /// A valid translation for rule examples: the example lesson's title in Arabic.
    public static let baseExample = """
        texts:
          title:
            source: 000000000000
            text: مثال

        """

    /// The prose of every translated text (Markdown outside citation blocks, plain text whole):
    /// searched for uncited Qur'an like a source's.
    public static func arabicValues(of model: TranslationModel) -> [Located<String>] {
        model.entries.flatMap { entry -> [Located<String>] in
            guard let compiled = entry.compiled else { return [entry.text] }
            return compiled.prose.map { Located($0.file.text(in: $0.start..<$0.end), at: $0) }
        }.filter { $0.value.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }
    }

    /// Translations are not translated again.
    public static let untranslatable = ["texts{}.text"]
}
