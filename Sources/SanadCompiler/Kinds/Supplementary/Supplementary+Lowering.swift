import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Supplementary {
    /// A `supplementary.yaml` lowers to one `SupplementaryList`; an item without an id or a known
    /// type is left out, and lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [SupplementaryList], diagnostics: [Diagnostic]) {
        let folder = Lowering.folder(of: source.relativePath)
        let items = node.objects("items").compactMap { item -> SupplementaryItemModel? in
            guard let id = item.located("id"), let type = item.text("type").flatMap(SupplementaryItemType.init(rawValue:)) else { return nil }
            return SupplementaryItemModel(
                id: id, categoryFolder: folder, type: type, title: item.text("title") ?? "", order: item.integer("order"),
                url: item.located("url"), audio: item.located("audio"), body: texts.body(at: item["text"]),
                citations: item.objects("citations").compactMap(Lowering.citation), range: item.range)
        }
        let list = SupplementaryList(
            categoryFolder: folder, items: items,
            review: Lowering.review(node), canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)
        return ([list], [])
    }
}
