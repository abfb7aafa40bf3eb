import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Supplementary {
    public static func lower(_ node: Node, source: ParsedSource) -> (models: [SupplementaryList], diagnostics: [Diagnostic]) {
        let folder = Lowering.folder(of: source.relativePath)
        var diagnostics: [Diagnostic] = []
        let items = node.objects("items").compactMap { item -> SupplementaryItemModel? in
            guard let id = item.located("id"), let type = item.text("type").flatMap(SupplementaryItemType.init(rawValue:)) else { return nil }
            let compiled = item.located("text").map { Lowering.embeddedMarkdown($0, in: source.file) }
            diagnostics += compiled?.diagnostics ?? []
            return SupplementaryItemModel(
                id: id, categoryFolder: folder, type: type, title: item.text("title") ?? "", order: item.integer("order"),
                url: item.located("url"), audio: item.located("audio"), body: compiled?.document,
                citations: item.objects("citations").compactMap(Lowering.citation), range: item.range)
        }
        let list = SupplementaryList(
            categoryFolder: folder, items: items,
            review: Lowering.review(node), canonicalText: Lowering.canonicalTextIfFingerprinted(node),
            arabicValues: Lowering.arabicValues(in: node, skipping: ["citations", "review", "text"]), file: source.file)
        return ([list], diagnostics)
    }
}
