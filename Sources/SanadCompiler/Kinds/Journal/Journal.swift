import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `categories/<id>/journal.yaml`: a category's journaling prompts (Keys to Paradise: the
    /// category's journaling popup, and the reflection a lesson ends with, "I have Reflected"),
    /// each the category's own or offered after one of its lessons, for every audience or some.
    /// Each prompt goes through the body compiler and every body rule; its citations are
    /// verified like a lesson's; it is published only when approved, with its category. What a
    /// learner writes stays on the device (`SanadRuntime.Journal`).
    public enum Journal: ContentKind {}
}

extension ContentKinds.Journal {
    /// The `journal` kind, checked against `Schemas/journal.schema.json`.
    public static let source = SourceKind.journal
    /// The bytes of `journal.schema.json`.
    public static var schema: [UInt8] { PackageResources.journal_schema_json }
    /// Journaling prompts are the `journal.yaml` files directly inside a folder of `categories/`.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 3 && path[0] == "categories" && path[2] == "journal.yaml" }
    /// A category's journaling prompts go in one `journal.yaml` in its folder.
    public static let placement = "categories/<id>/journal.yaml"
    /// Journaling prompts are documented under `## Journaling prompts` in `docs/content-kinds.md`.
    public static let documentation = "Journaling prompts"
    /// A journaling prompt is read on screen: a question the learner answers in writing, on the
    /// device.
    public static let listening = Listening.readOnScreen

    /// Prompt ids: unique across the project, as a learner's entries on the device are kept by them.
    static let space = IDSpace("journaling prompt", owner: source)

    /// A `journal.yaml` lowers to one `JournalPrompts`; a prompt without an id is left out, and
    /// lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [JournalPrompts], diagnostics: [Diagnostic]) {
        let folder = Lowering.folder(of: source.relativePath)
        let prompts = node.objects("prompts").compactMap { prompt -> JournalPromptModel? in
            guard let id = prompt.located("id") else { return nil }
            return JournalPromptModel(
                id: id, order: prompt.integer("order"), body: texts.body(at: prompt["text"]), lesson: prompt.located("lesson"),
                audiences: prompt["audiences"] != nil ? prompt.strings("audiences") : [],
                citations: prompt.objects("citations").compactMap(Lowering.citation), range: prompt.range)
        }
        return ([JournalPrompts(categoryFolder: folder, prompts: prompts, review: Lowering.review(node),
                                canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)], [])
    }

    /// Journaling prompt ids, unique across the project, and within each prompt the ids of its
    /// citations.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        let prompts = corpus.journals.flatMap(\.prompts)
        return [IDDefinitions(space, prompts.map(\.id))] + prompts.map { prompt in
            IDDefinitions(IDSpace("citation", owner: source, scope: prompt.id.value), prompt.citations.map(\.id))
        }
    }

    /// A prompt names a lesson and audiences that exist.
    public static func references(in corpus: Corpus) -> [IDReference] {
        corpus.journals.flatMap(\.prompts).flatMap { prompt in
            (prompt.lesson.map { [IDReference($0, into: ContentKinds.Lesson.space)] } ?? [])
                + prompt.audiences.map { IDReference($0, into: ContentKinds.Project.audiences) }
        }
    }

    /// A journal's media go in the pack of the category whose folder holds it.
    public static func categoryFolder(of model: JournalPrompts) -> String? { model.categoryFolder }
    /// The images and audio each prompt's text shows.
    public static func mediaReferences(of model: JournalPrompts) -> [MediaReference] { model.prompts.flatMap { $0.body?.mediaReferences ?? [] } }

    /// Each prompt's citations cover the prompt's text.
    public static func citedTexts(of model: JournalPrompts) -> [CitedTextUse] {
        model.prompts.map { prompt in
            CitedTextUse(kind: source, id: prompt.id.value, title: prompt.id.value, citations: prompt.citations, review: model.review, file: model.file,
                         keyPrefix: "prompts/\(prompt.id.value)/")
        }
    }

    /// The whole file is one item, approved as `<category>/journal`; its fingerprint covers the
    /// file and the media its prompts show.
    public static func reviewedItems(of model: JournalPrompts) -> [ReviewedItem] {
        [ReviewedItem(
            what: "journaling prompts", approvalID: model.categoryFolder + "/journal", review: model.review, fallback: .startOf(model.file),
            categoryFolder: model.categoryFolder, kind: source, file: model.file, canonicalText: model.canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(model.mediaPaths, root: $1)) })]
    }

    /// Published when approved and its category is; one approved in a category left out is
    /// reported here, one not approved by `ReviewCheck`.
    public static func selectForRelease(from corpus: Corpus, into selected: inout Corpus) -> [Diagnostic] {
        selectWithCategory(from: corpus, into: &selected) { "the journaling prompts file of '\($0)' is" }
    }

    /// Journal rule examples stand for `categories/backbiting/journal.yaml`, with `baseExample` as
    /// the valid file.
    public static var example: KindExample? { KindExample(path: "categories/backbiting/journal.yaml", base: baseExample) }

    /// A valid file for rule examples.
    public static let baseExample = """
        prompts:
          - id: backbiting.a-gathering
            order: 1
            text: Think of a gathering this week where someone absent was spoken about. What did you say?

        """

    /// Journals emit `journal/<category>.json`, one per category with prompts, in its pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.journal]
    /// Journal changes are reported of prompts.
    public static let diffSubjects: [BundleChange.Subject] = [.journalPrompt]
}
