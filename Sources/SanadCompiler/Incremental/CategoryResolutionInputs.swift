import SanadDiagnostics

/// Everything resolution reads of one category, without the category's file: two categories
/// with equal inputs resolve alike, so an edit that leaves them equal (its title, summary or
/// overview's words, its audience's tone) cannot change what resolution finds (`ResolutionMemo`),
/// as `LessonResolutionInputs` is for a lesson. Located values are compared as there.
///
/// What resolution reads of a category: its path and folder; its id and order (the index, the
/// shared orders, the curriculum plan, the lessons' folders), its prerequisites (`requires:`,
/// the graphs) and audience (a reference into `sanad.yaml`'s audiences); its subtopics' and
/// citations' ids (`Category.definitions`); the media it names (`Resolver.checkMedia`), and the
/// reviewers its approval names. The engine's verification mode resolves in full as well and
/// compares, and the tests run with it: a read added to resolution and not here is found there.
struct CategoryResolutionInputs: Equatable {
    /// A media file a category names, and how.
    struct MediaSpot: Equatable {
        var path: LessonResolutionInputs.Spot
        var use: MediaUse
        var inCorePack: Bool
        var creditedWhereNamed: Bool
        var still: LessonResolutionInputs.Spot?
    }

    var path: String
    var folder: String
    var id: LessonResolutionInputs.Spot
    var order: LessonResolutionInputs.Spot?
    var audience: LessonResolutionInputs.Spot?
    var requires: [LessonResolutionInputs.Spot]
    var subtopics: [LessonResolutionInputs.Spot]
    var citationIDs: [LessonResolutionInputs.Spot]
    var media: [MediaSpot]
    var approvers: [LessonResolutionInputs.Spot]

    /// The inputs of `category`; nil when one of its values is located in another file than the
    /// category's (a medium its overview's Markdown names): such a category is always resolved
    /// again.
    init?(_ category: CategoryModel) {
        let file = category.file
        func spot<Value>(_ located: Located<Value>) -> LessonResolutionInputs.Spot? {
            located.range.file === file
                ? .init(value: "\(located.value)", start: located.range.start, end: located.range.end, text: located.range.text) : nil
        }
        func spots<Value>(_ values: [Located<Value>]) -> [LessonResolutionInputs.Spot]? {
            let found = values.compactMap(spot)
            return found.count == values.count ? found : nil
        }
        func optional<Value>(_ located: Located<Value>?) -> LessonResolutionInputs.Spot?? {
            guard let located else { return .some(nil) }
            return spot(located).map { .some($0) }
        }
        var media: [MediaSpot] = []
        for reference in ContentKinds.Category.mediaReferences(of: category) {
            guard let path = spot(reference.path), let still = optional(reference.still) else { return nil }
            media.append(MediaSpot(path: path, use: reference.use, inCorePack: reference.inCorePack, creditedWhereNamed: reference.creditedWhereNamed, still: still))
        }
        guard let id = spot(category.id), let order = optional(category.order), let audience = optional(category.audience),
              let requires = spots(category.requires), let subtopics = spots(category.subtopics.map { Located($0.value.id, at: $0.range) }),
              let citationIDs = spots(category.citations.map(\.id)),
              let approvers = spots(Resolver.approvers(of: ContentKinds.Category.reviewedItems(of: category))) else { return nil }
        path = category.file.path
        folder = category.folder
        self.id = id
        self.order = order
        self.audience = audience
        self.requires = requires
        self.subtopics = subtopics
        self.citationIDs = citationIDs
        self.media = media
        self.approvers = approvers
    }
}
