import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Category {
    /// A `category.yaml` lowers to one `CategoryModel`, even without an id (its folder's name
    /// stands in), with its review scopes defaulted by its kind; lowering finds no problems of its
    /// own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [CategoryModel], diagnostics: [Diagnostic]) {
        let folder = Lowering.folder(of: source.relativePath)
        let subtopics = node.objects("subtopics").compactMap { subtopic -> Located<BundleSubtopic>? in
            guard let id = subtopic.located("id") else { return nil }
            return Located(BundleSubtopic(id: id.value, title: subtopic.text("title") ?? id.value), at: id.range)
        }
        let category = CategoryModel(
            id: node.located("id") ?? Located(folder, at: .startOf(source.file)), folder: folder,
            kind: node.text("kind").flatMap(CategoryKind.init(rawValue:)), title: node.text("title") ?? "", arabic: node.text("arabic"),
            summary: node.text("summary") ?? "", overview: node.located("overview"), overviewBody: texts.body(at: node["overview"]),
            citations: node.objects("citations").compactMap(Lowering.citation), review: Lowering.review(node), order: node.integer("order"),
            audience: node.located("audience"), subtopics: subtopics, requires: node.strings("requires"),
            milestoneInterval: node.integer("milestone-interval")?.value, goalDays: node.integer("goal-days")?.value,
            reviewScopes: node["review-scopes"] != nil
                ? node.strings("review-scopes").map(\.value)
                : (node.text("kind") == CategoryKind.curriculum.rawValue ? ["childrens-education"] : ["akhlaq"]),
            canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file, icon: CardImageModel.lowered(node["icon"]))
        return ([category], [])
    }
}
