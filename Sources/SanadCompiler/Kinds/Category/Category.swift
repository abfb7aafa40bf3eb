import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `categories/<id>/category.yaml`: a category with its overview, subtopics and prerequisites.
    public enum Category: ContentKind {}
}

extension ContentKinds.Category {
    /// The `category` kind, checked against `Schemas/category.schema.json`.
    public static let source = SourceKind.category
    /// The bytes of `category.schema.json`.
    public static var schema: [UInt8] { PackageResources.category_schema_json }
    /// Categories are the `category.yaml` files directly inside a folder of `categories/`.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 3 && path[0] == "categories" && path[2] == "category.yaml" }
    /// A category's file is `category.yaml` in a folder named by the category's id.
    public static let placement = "categories/<id>/category.yaml"
    /// Categories are documented under `## Categories` in `docs/content-kinds.md`.
    public static let documentation = "Categories"
    /// A category's titles, summary and overview are read on screen beside its narrated lessons.
    public static let listening = Listening.readOnScreen

    /// A category's id is unreadable only when it is missing or an error lies inside it: other
    /// errors in the file leave references to it checked.
    public static func idsAreUnreadable(_ node: Node, source: ParsedSource) -> Bool { Lowering.idIsUnreadable(source, node) }

    /// Category ids, which lessons' folders, prerequisites and achievements name.
    static let space = IDSpace("category", owner: source, plural: "categories")

    /// The subtopics of a category, which its lessons name.
    static func subtopics(of category: CategoryModel) -> IDSpace {
        IDSpace("subtopic of '\(category.id.value)'", owner: source, scope: category.folder)
    }

    /// Category ids, and within each category the ids of its subtopics and of its overview's
    /// citations.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.categories.map(\.id))] + corpus.categories.flatMap { category in
            [
                IDDefinitions(subtopics(of: category), category.subtopics.map { Located($0.value.id, at: $0.range) }),
                IDDefinitions(IDSpace("citation", owner: source, scope: "category " + category.folder), category.citations.map(\.id)),
            ]
        }
    }

    /// Each category's prerequisites (`requires:`) and, when there is a project file, its audience.
    public static func references(in corpus: Corpus) -> [IDReference] {
        corpus.categories.flatMap { category -> [IDReference] in
            var references = category.requires.map { IDReference($0, into: space, requiredBy: category.id.value) }
            if let audience = category.audience, corpus.project != nil { references.append(IDReference(audience, into: ContentKinds.Project.audiences)) }
            return references
        }
    }


    /// Category rule examples stand for `categories/backbiting/category.yaml`, and replace fields
    /// of `RuleExample.baseCategory`.
    public static var example: KindExample? { KindExample(path: "categories/backbiting/category.yaml", base: RuleExample.baseCategory) }

    /// Categories emit `categories.json`, `index.json` and one `outlines/<category>.json` per
    /// category.
    public static let bundleFiles: [BundleManifest.FileKind] = [.categories, .index, .outlines]
    /// `categories.json` (every category with its outlines, for readers before 2.11), `index.json`
    /// and one `outlines/<category>.json` per category, in the core pack.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let categories = builder.index.sortedCategories.map { builder.category($0, lessons: builder.index.lessonsByCategory[$0.id.value] ?? []) }
        var files = [try builder.encode(BundleCategories(categories: categories), path: "categories.json", kind: .categories)]
        files.append(try builder.encode(builder.bundleIndex(categories), path: "index.json", kind: .index))
        for category in categories {
            files.append(try builder.encode(BundleOutlines(category: category.id, lessons: category.lessons),
                                            path: builder.outlinesPath(category.id), kind: .outlines, category: category.id))
        }
        return files
    }
    /// Reports categories removed (major) or added, and changed fields: structure (order, audience,
    /// prerequisites, subtopics, goals) minor, wording and icon a patch.
    public static func compare(_ diff: inout BundleDiff) { diff.compareCategories() }
    /// Category changes are reported of categories.
    public static let diffSubjects: [BundleChange.Subject] = [.category]
}

extension ContentKinds.Category {
    /// A category's card icon (core pack) and the media its overview names.
    public static func mediaReferences(of model: CategoryModel) -> [MediaReference] {
        (model.icon?.mediaReferences(inCorePack: true) ?? []) + (model.overviewBody?.mediaReferences ?? [])
    }

    /// One use: the category's citations cover every text of its `category.yaml`.
    public static func citedTexts(of model: CategoryModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: model.citations, review: model.review, file: model.file)]
    }
}

extension ContentKinds.Category {
    /// The category's own text is one item, approved by the category's id; its lessons are approved
    /// on their own.
    public static func reviewedItems(of category: CategoryModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "category", approvalID: category.id.value, review: category.review, fallback: category.id.range,
            categoryFolder: category.folder, kind: .category, file: category.file, canonicalText: category.canonicalText,
            fingerprint: { ReviewFingerprint.compute(category, canonicalText: $0, root: $1) },
            earlierFingerprint: { ReviewFingerprint.earlier($0, of: category, canonicalText: $1, root: $2) })]
    }
}
