/// `categories.json`: every category with the outline of its lessons, enough to sequence lessons
/// without loading their bodies.
public struct BundleCategories: Codable, Sendable, Equatable {
    public var categories: [Category]
    public init(categories: [Category]) { self.categories = categories }

    public struct Category: Codable, Sendable, Equatable {
        public var id = ""
        /// `moral-failing` or `curriculum`.
        public var kind: OpenEnum<CategoryKind> = .unknown("")
        public var title = ""
        public var arabic: String?
        public var summary = ""
        /// The theological overview as blocks.
        public var overview: [Block] = []
        public var order = 0
        public var audience = ""
        public var subtopics: [Subtopic] = []
        /// Categories to complete first.
        public var requires: [String] = []
        public var milestoneInterval: Int?
        public var goalDays: Int?
        /// The bundle file holding this category's lessons.
        public var lessonsFile = ""
        /// The lessons in order.
        public var lessons: [LessonOutline] = []
        public init() {}
    }

    public struct Subtopic: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public struct LessonOutline: Codable, Sendable, Equatable {
        public var id = ""
        public var title = ""
        public var order = 0
        public var subtopic: String?
        public var tags: [String] = []
        public var requires: [String] = []
        /// Seconds.
        public var duration = 0
        public var reviewStatus: OpenEnum<ReviewStatus> = .known(.draft)
        /// The old id this lesson replaces, if it was renamed.
        public var replaces: String?
        public init() {}
    }
}
