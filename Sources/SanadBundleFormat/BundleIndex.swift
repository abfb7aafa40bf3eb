/// `index.json` (format 2.11): what an app reads when it opens a bundle. It holds every category
/// without the outlines of its lessons, which live in `outlines/<category>.json` and are read
/// when a category is first asked for, and the lesson renames of this content version; so
/// opening costs the same whether the bundle holds a thousand lessons or fifty thousand.
///
/// `categories.json` still holds every category with its outlines, for readers of formats 2.0
/// to 2.10; readers of 2.11 and later do not read it.
public struct BundleIndex: Codable, Sendable, Equatable {
    /// Every category of the bundle, without lesson outlines.
    public var categories: [Category]
    /// Old lesson id → new id, for lessons that declare `replaces:` an id the bundle no longer
    /// has (a rename since the previous content version).
    public var renames: [String: String]

    /// The file's content.
    public init(categories: [Category], renames: [String: String]) {
        self.categories = categories
        self.renames = renames
    }

    /// The index of `categories.json`'s categories: each without its outlines, its outlines file
    /// named by `outlinesFile` (none for a bundle before 2.11), and the renames its lessons
    /// declare (a `replaces` naming an id no lesson has; the later lesson wins).
    public init(_ full: [BundleCategories.Category], outlinesFile: (String) -> String = { _ in "" }) {
        categories = full.map { category in
            var entry = Category(category)
            entry.outlinesFile = outlinesFile(category.id)
            return entry
        }
        let outlines = full.flatMap(\.lessons)
        let ids = Set(outlines.map(\.id))
        var renames: [String: String] = [:]
        for outline in outlines { if let old = outline.replaces, !ids.contains(old) { renames[old] = outline.id } }
        self.renames = renames
    }

    /// One category as the index gives it: what `categories.json` says of it, less its lessons'
    /// outlines, plus how many lessons it has and where their outlines are.
    public struct Category: Codable, Sendable, Equatable {
        /// The category's id (`backbiting`); it never changes once published, as progress is keyed by it.
        public var id = ""
        /// `moral-failing` or `curriculum`.
        public var kind: OpenEnum<CategoryKind> = .unknown("")
        /// The category's title.
        public var title = ""
        /// Its Arabic term (غيبة), when it has one.
        public var arabic: String?
        /// One sentence shown on the category card.
        public var summary = ""
        /// The theological overview as blocks.
        public var overview: [Block] = []
        /// Position among the categories, from 1.
        public var order = 0
        /// The id of the audience it is written for (one of `project.json`'s `audiences`).
        public var audience = ""
        /// The themes its lessons are grouped by, in order.
        public var subtopics: [BundleCategories.Subtopic] = []
        /// Categories to complete first.
        public var requires: [String] = []
        /// A milestone every this many completed lessons; nil keeps the project's `milestoneInterval`.
        public var milestoneInterval: Int?
        /// Days of its behavioural goal; nil means the project's `defaultGoalDays`.
        public var goalDays: Int?
        /// The category's icon (format 2.17), in the core pack; nil without one.
        public var icon: BundleImage?
        /// The bundle file holding this category's lessons (in the category's pack).
        public var lessonsFile = ""
        /// The bundle file holding the outlines of its lessons (always in the core pack, so an
        /// app can list the lessons of a pack it has not downloaded).
        public var outlinesFile = ""
        /// How many lessons it has.
        public var lessonCount = 0

        /// An empty category, filled in field by field.
        public init() {}

        /// The index's entry for a category of `categories.json`: every field but the outlines,
        /// with their count; `outlinesFile` is left empty (a bundle before 2.11 has none).
        public init(_ category: BundleCategories.Category) {
            id = category.id
            kind = category.kind
            title = category.title
            arabic = category.arabic
            summary = category.summary
            overview = category.overview
            order = category.order
            audience = category.audience
            subtopics = category.subtopics
            requires = category.requires
            milestoneInterval = category.milestoneInterval
            goalDays = category.goalDays
            icon = category.icon
            lessonsFile = category.lessonsFile
            lessonCount = category.lessons.count
        }
    }
}

/// `outlines/<category>.json` (format 2.11): the outlines of one category's lessons, read when
/// an app first lists or sequences that category. Always in the core pack.
public struct BundleOutlines: Codable, Sendable, Equatable {
    /// The category's id.
    public var category: String
    /// The outlines of its lessons, in order.
    public var lessons: [BundleCategories.LessonOutline]

    /// The file's content.
    public init(category: String, lessons: [BundleCategories.LessonOutline]) {
        self.category = category
        self.lessons = lessons
    }

    /// The first lesson whose id does not start with the category's id and a dot, which every
    /// lesson's must (the runtime finds a lesson's category by that prefix).
    public var strayLesson: BundleCategories.LessonOutline? { lessons.first { !$0.id.hasPrefix(category + ".") } }
}
