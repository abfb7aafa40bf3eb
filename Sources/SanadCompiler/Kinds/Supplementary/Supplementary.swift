import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `categories/<id>/supplementary.yaml`: articles, trusted videos, dhikr audio and sourced
    /// advice offered beside a category's lessons (Keys to Paradise, "supplementary content").
    /// Its text goes through the body compiler and every body rule; its citations are verified like
    /// a lesson's; it is published only when approved, with its category.
    public enum Supplementary: ContentKind {}
}

extension ContentKinds.Supplementary {
    /// The `supplementary` kind, checked against `Schemas/supplementary.schema.json`.
    public static let source = SourceKind.supplementary
    /// The bytes of `supplementary.schema.json`.
    public static var schema: [UInt8] { PackageResources.supplementary_schema_json }
    /// Supplementary files are the `supplementary.yaml` files directly inside a folder of
    /// `categories/`.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 3 && path[0] == "categories" && path[2] == "supplementary.yaml" }
    /// A category's supplementary items go in one `supplementary.yaml` in its folder.
    public static let placement = "categories/<id>/supplementary.yaml"
    /// Supplementary items are documented under `## Supplementary items` in
    /// `docs/content-kinds.md`.
    public static let documentation = "Supplementary items"
    /// Supplementary items are read on screen; a dhikr carries its recording.
    public static let listening = Listening.readOnScreen

    /// Item ids: unique across the project, as app progress ("opened", "listened") is keyed by them.
    static let space = IDSpace("supplementary item", owner: source)

    /// Supplementary item ids, unique across the project, and within each item the ids of its
    /// citations.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.supplementaryItems.map(\.id))] + corpus.supplementaryItems.map { item in
            IDDefinitions(IDSpace("citation", owner: source, scope: item.id.value), item.citations.map(\.id))
        }
    }


    /// Rules check each item on its own (`supplementary-link`, `supplementary-audio`), not the
    /// file.
    public static func ruleSubjects(of model: SupplementaryList) -> [any Sendable] { model.items }

    /// Supplementary rule examples stand for `categories/backbiting/supplementary.yaml`, with
    /// `baseExample` as the valid file.
    public static var example: KindExample? { KindExample(path: "categories/backbiting/supplementary.yaml", base: baseExample) }

    /// A valid file for rule examples.
    public static let baseExample = """
        items:
          - id: backbiting.defend-him
            type: advice
            title: Defend the absent
            order: 1
            text: Speak up for your brother when he is not there.

        """

    /// Supplementary files emit `supplementary/<category>.json`, one per category with items.
    public static let bundleFiles: [BundleManifest.FileKind] = [.supplementary]
    /// Supplementary changes are reported of items.
    public static let diffSubjects: [BundleChange.Subject] = [.supplementaryItem]
}

extension ContentKinds.Supplementary {
    /// A supplementary file's media go in the pack of the category whose folder holds it.
    public static func categoryFolder(of model: SupplementaryList) -> String? { model.categoryFolder }
    /// Each item's recording, and the images and audio its text shows.
    public static func mediaReferences(of model: SupplementaryList) -> [MediaReference] {
        model.items.flatMap { item in [item.audio].compactMap { $0 }.map { MediaReference($0, use: .audio) } + (item.body?.mediaReferences ?? []) }
    }

    /// Each item's citations cover the item's texts.
    public static func citedTexts(of model: SupplementaryList) -> [CitedTextUse] {
        model.items.map { item in
            CitedTextUse(kind: source, id: item.id.value, title: item.title, citations: item.citations, review: model.review, file: model.file,
                         keyPrefix: "items/\(item.id.value)/")
        }
    }
}

extension ContentKinds.Supplementary {
    /// A supplementary file is published when it is approved and its category is; one that is
    /// not approved is reported by `ReviewCheck`, one approved in a category left out here.
    public static func selectForRelease(from corpus: Corpus, into selected: inout Corpus) -> [Diagnostic] {
        selectWithCategory(from: corpus, into: &selected) { "the supplementary file of '\($0)' is" }
    }
}

extension ContentKinds.Supplementary {
    /// The whole file is one item, approved as `<category>/supplementary`; its fingerprint covers
    /// the file and the media its items name.
    public static func reviewedItems(of list: SupplementaryList) -> [ReviewedItem] {
        [ReviewedItem(
            what: "supplementary file", approvalID: list.categoryFolder + "/supplementary", review: list.review, fallback: .startOf(list.file),
            categoryFolder: list.categoryFolder, kind: .supplementary, file: list.file, canonicalText: list.canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(list.mediaPaths, root: $1)) })]
    }
}
