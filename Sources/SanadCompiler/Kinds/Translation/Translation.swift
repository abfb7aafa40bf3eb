import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `<stem>.<locale>.yaml` beside any source: the translations of that source's texts into one
    /// locale (`docs/localisation.md`). Each text is filed under its key and records the
    /// fingerprint of the source text it was made from. Every translation is compiled like the
    /// text it translates and checked by the same body rules; `LocalisationCheck` checks parity,
    /// staleness, placeholders and structure against the source.
    public enum Translation: ContentKind {}
}

extension ContentKinds.Translation {
    /// The `translation` kind, checked against `Schemas/translation.schema.json`.
    public static let source = SourceKind.translation
    /// The bytes of `translation.schema.json`.
    public static var schema: [UInt8] { PackageResources.translation_schema_json }
    /// Translations are the files anywhere whose name is `<stem>.<locale>.yaml` with a BCP 47
    /// locale (`01-allah-is-one.ar.yaml`).
    public static func owns(_ path: [Substring]) -> Bool { path.count >= 1 && path[path.count - 1].translationLocale != nil }
    /// A translation goes beside its source, named by the source's stem and the locale.
    public static let placement = "<folder>/<stem>.<locale>.yaml"
    /// Translations are documented under `## Translations` in `docs/content-kinds.md`.
    public static let documentation = "Translations"
    /// A translated narrated text names its own recording in its locale where its source's audience
    /// may not go without one (T0010).
    public static let listening = Listening.narratedAsItsSource

    /// A translated text of each entry, compiled as Markdown (whether its source field is Markdown
    /// is known once the corpus is assembled, which then gives each text its source's field).
    public static func learnerTexts(of node: Node, source: ParsedSource, owner: TextOwner) -> (texts: [LearnerText], diagnostics: [Diagnostic]) {
        let name = source.relativePath.split(separator: "/").last ?? ""
        guard let locale = name.translationLocale else { return ([], []) }
        var diagnostics: [Diagnostic] = []
        let texts = (node["texts"]?.members ?? []).compactMap { member -> LearnerText? in
            guard let text = member.value.located("text") else { return nil }
            let compiled = Lowering.embeddedMarkdown(text, in: source.file)
            diagnostics += compiled.diagnostics
            return LearnerText(owner: owner, field: TextField("texts{}.text", role: .body, format: .markdown), key: member.key, value: text,
                               body: compiled.document, locale: String(locale), audio: member.key == "body" ? node.located("narration") : nil,
                               translatedFrom: member.value.located("source"))
        }
        return (texts, diagnostics)
    }

    /// A translation file lowers to one `TranslationModel`, its locale from its name; an entry
    /// without `text:` is left out, and lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [TranslationModel], diagnostics: [Diagnostic]) {
        let name = source.relativePath.split(separator: "/").last ?? ""
        guard let locale = name.translationLocale else { return ([], []) }
        let entries = (node["texts"]?.members ?? []).compactMap { member -> TranslationModel.Entry? in
            guard let text = member.value.located("text") else { return nil }
            return TranslationModel.Entry(key: Located(member.key, at: member.keyRange), text: text, source: member.value.located("source"),
                                          compiled: texts.body(at: member.value["text"]))
        }
        return ([TranslationModel(locale: String(locale), relativePath: source.relativePath, entries: entries, narration: node.located("narration"),
                                  review: Lowering.review(node), canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)], [])
    }

    /// A translation is approved in its own right, by a reviewer of its language: the approval
    /// covers its texts and the source texts they were made from (each entry's `source:`), so a
    /// changed translation, or a changed source, makes it stale.
    public static func reviewedItems(of translation: TranslationModel) -> [ReviewedItem] {
        var item = ReviewedItem.file(
            what: "'\(translation.locale)' translation", approvalID: translation.relativePath, review: translation.review, kind: source,
            file: translation.file, canonicalText: translation.canonicalText, media: translation.narration.map { [$0.value] } ?? [],
            scopes: translation.sourceReview?.scopes, categoryFolder: translation.sourceReview?.categoryFolder ?? translation.categoryFolder)
        item.language = translation.locale
        return [item]
    }

    /// A release publishes a translation only when it is approved and unchanged since (a stale
    /// one is left out with a warning from `ReviewCheck`, and the app shows the source text); one
    /// into a locale sanad.yaml marks `required` cannot be left out: that is an error.
    public static func selectForRelease(from corpus: Corpus, into selected: inout Corpus) -> [Diagnostic] {
        let required = Set(corpus.project?.translationTargets.filter(\.required).map(\.locale) ?? [])
        var diagnostics: [Diagnostic] = []
        var published: [TranslationModel] = []
        for translation in models(in: selected) {
            let items = reviewedItems(of: translation)
            if items.allSatisfy({ $0.isPublishable(root: corpus.root) }) {
                published.append(translation)
            } else if required.contains(translation.locale) {
                diagnostics.append(Diagnostic(
                    ReviewDiagnostics.unapprovedLesson,
                    "the '\(translation.locale)' translation is not approved as it is, and sanad.yaml requires its locale: a release cannot leave it out",
                    at: translation.review.statusRange ?? translation.review.range ?? .startOf(translation.file),
                    help: "have it reviewed and approved: sanad review approve \(translation.relativePath) --reviewer <id>"))
            }
        }
        selected.setModels(published, of: self)
        return diagnostics
    }

    /// The recording of its body in its own locale: narration, like its source's.
    public static func mediaReferences(of model: TranslationModel) -> [MediaReference] {
        model.narration.map { [MediaReference($0, use: .narration)] } ?? []
    }

    /// A translation's narration goes in the pack of the category it translates in; one outside a
    /// category's folder is in the core pack.
    public static func categoryFolder(of model: TranslationModel) -> String? { model.categoryFolder.isEmpty ? nil : model.categoryFolder }

    /// Translation rule examples stand for `categories/backbiting/01-example.ar.yaml`, with
    /// `baseExample` as the valid file.
    public static var example: KindExample? { KindExample(path: "categories/backbiting/01-example.ar.yaml", base: baseExample) }

    /// A valid translation for rule examples: the example lesson's title in Arabic.
    public static let baseExample = """
        texts:
          title:
            source: 000000000000
            text: مثال

        """
}
