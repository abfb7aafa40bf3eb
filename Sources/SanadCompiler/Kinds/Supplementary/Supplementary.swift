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
    public static let source = SourceKind.supplementary
    public static var schema: [UInt8] { PackageResources.supplementary_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path.count == 3 && path[0] == "categories" && path[2] == "supplementary.yaml" }
    public static let placement = "categories/<id>/supplementary.yaml"
    public static let documentation = "Supplementary items"
    public static let listening = Listening.readOnScreen

    /// Item ids: unique across the project, as app progress ("opened", "listened") is keyed by them.
    static let space = IDSpace("supplementary item", owner: source)

    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.supplementaryItems.map(\.id))] + corpus.supplementaryItems.map { item in
            IDDefinitions(IDSpace("citation", owner: source, scope: item.id.value), item.citations.map(\.id))
        }
    }


    public static func ruleSubjects(of model: SupplementaryList) -> [any Sendable] { model.items }

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

    public static let bundleFiles: [BundleManifest.FileKind] = [.supplementary]
    public static let diffSubjects: [BundleChange.Subject] = [.supplementaryItem]
}

extension ContentKinds.Supplementary {
    public static func categoryFolder(of model: SupplementaryList) -> String? { model.categoryFolder }
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
    public static func reviewedItems(of list: SupplementaryList) -> [ReviewedItem] {
        [ReviewedItem(
            what: "supplementary file", approvalID: list.categoryFolder + "/supplementary", review: list.review, fallback: .startOf(list.file),
            categoryFolder: list.categoryFolder, kind: .supplementary, file: list.file, canonicalText: list.canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(list.mediaPaths, root: $1)) })]
    }
}
