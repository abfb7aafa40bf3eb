/// `categories.json`: every category with the outline of its lessons, enough to sequence lessons
/// without loading their bodies.
public struct BundleCategories: Codable, Sendable, Equatable {
    /// Every category of the bundle, each with the outline of its lessons.
    public var categories: [Category]
    /// The file's content.
    public init(categories: [Category]) { self.categories = categories }

    /// One category: what it is, how it is shown, and the outline of its lessons.
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
        /// The themes its lessons are grouped by, in order (for example causes, consequences, remedies).
        public var subtopics: [Subtopic] = []
        /// Categories to complete first.
        public var requires: [String] = []
        /// A milestone every this many completed lessons, overriding the project's `milestoneInterval`; nil
        /// keeps the project's.
        public var milestoneInterval: Int?
        /// Days of its behavioural goal (40 for "28 of 40 days with no backbiting"); nil means the project's
        /// `defaultGoalDays`.
        public var goalDays: Int?
        /// The category's icon (format 2.17), in the core pack; nil without one.
        public var icon: BundleImage?
        /// The bundle file holding this category's lessons.
        public var lessonsFile = ""
        /// The lessons in order.
        public var lessons: [LessonOutline] = []
        /// An empty category, filled in field by field.
        public init() {}
    }

    /// A theme a category's lessons are grouped by.
    public struct Subtopic: Codable, Sendable, Equatable {
        /// The subtopic's id, which lessons name in `subtopic`.
        public var id: String
        /// The subtopic's title.
        public var title: String
        /// A subtopic.
        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// What `categories.json` says of a lesson: enough to list and sequence it without reading its body.
    public struct LessonOutline: Codable, Sendable, Equatable {
        /// The lesson's id: its category's id, a dot and a slug (`backbiting.what-is-ghibah`); never changes
        /// once published, as progress is keyed by it.
        public var id = ""
        /// The lesson's title.
        public var title = ""
        /// Position within the category, from 1.
        public var order = 0
        /// The id of the category's subtopic it belongs to, if any.
        public var subtopic: String?
        /// Tags (ids) an app may list lessons by (`ContentLibrary.outlines(tagged:)`).
        public var tags: [String] = []
        /// Ids of lessons to complete first.
        public var requires: [String] = []
        /// Seconds.
        public var duration = 0
        /// Where the lesson stands in review: `draft`, `in-review`, `approved` or `changes-requested`.
        public var reviewStatus: OpenEnum<ReviewStatus> = .known(.draft)
        /// The old id this lesson replaces, if it was renamed.
        public var replaces: String?
        /// For a seasonal lesson: when it is offered (format 2.3); absent for a lesson offered
        /// all year.
        public var available: Availability?
        /// What a parent's settings need to know: audio-only use, nasheed, animation (format
        /// 2.5); absent when the author said nothing.
        public var suitability: Suitability?
        /// The picture on the lesson's card (format 2.17), in the core pack; nil without one.
        public var thumbnail: BundleImage?
        /// An empty outline, filled in field by field.
        public init() {}
    }
}
