/// `categories.json`: every category with the outline of its lessons, enough to sequence lessons
/// without loading their bodies.
public struct BundleCategories: Codable, Sendable, Equatable, WireCodable {
    /// Every category of the bundle, each with the outline of its lessons.
    public var categories: [Category]
    /// The file's content.
    public init(categories: [Category]) { self.categories = categories }

    /// One category: what it is and how it is shown (its `fields`, which `index.json` gives too),
    /// and the outline of its lessons. Its fields read as its own (`category.title`, through the generated `CategoryFieldsHolder`).
    public struct Category: Codable, Sendable, Equatable, WireCodable {
        /// What the category is and how it is shown; in the JSON, its members are the category's own.
        public var fields = CategoryFields() // wire: inline
        /// The lessons in order.
        public var lessons: [LessonOutline] = []
        /// An empty category, filled in field by field.
        public init() {}
    }

    /// A theme a category's lessons are grouped by.
    public struct Subtopic: Codable, Sendable, Equatable, WireCodable {
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
    public struct LessonOutline: Codable, Sendable, Equatable, WireCodable {
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
