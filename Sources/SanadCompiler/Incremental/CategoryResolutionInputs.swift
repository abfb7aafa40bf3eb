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
    /// A located value as resolution sees it.
    typealias Spot = LessonResolutionInputs.Spot

    /// A media file a category names, and how.
    struct MediaSpot: Equatable {
        var path: Spot
        var use: MediaUse
        var inCorePack: Bool
        var creditedWhereNamed: Bool
        var still: Spot?
    }

    var path: String
    var folder: String
    var id: Spot
    var order: Spot?
    var audience: Spot?
    var requires: [Spot]
    var subtopics: [Spot]
    var citationIDs: [Spot]
    var media: [MediaSpot]
    var approvers: [Spot]

    /// The inputs of `category`; nil when one of its values is located in another file than the
    /// category's (a medium its overview's Markdown names): such a category is always resolved
    /// again.
    init?(_ category: CategoryModel) {
        let file = category.file
        var media: [MediaSpot] = []
        for reference in ContentKinds.Category.mediaReferences(of: category) {
            guard let path = Spot(reference.path, in: file), let still = Spot.optional(reference.still, in: file) else { return nil }
            media.append(MediaSpot(path: path, use: reference.use, inCorePack: reference.inCorePack, creditedWhereNamed: reference.creditedWhereNamed, still: still))
        }
        let subtopics = category.subtopics.map { Located($0.value.id, at: $0.range) }
        let approvers = Resolver.approvers(of: ContentKinds.Category.reviewedItems(of: category))
        guard let id = Spot(category.id, in: file), let order = Spot.optional(category.order, in: file),
              let audience = Spot.optional(category.audience, in: file), let requires = Spot.all(category.requires, in: file),
              let subtopicIDs = Spot.all(subtopics, in: file), let citationIDs = Spot.all(category.citations.map(\.id), in: file),
              let approverSpots = Spot.all(approvers, in: file) else { return nil }
        path = category.file.path
        folder = category.folder
        self.id = id
        self.order = order
        self.audience = audience
        self.requires = requires
        self.subtopics = subtopicIDs
        self.citationIDs = citationIDs
        self.media = media
        self.approvers = approverSpots
    }
}
