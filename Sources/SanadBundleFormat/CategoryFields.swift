/// What a category is and how it is shown: every field `categories.json` and `index.json` both
/// give it. Each file's category holds one inline (its members sit in the category's own JSON
/// object), and reads each field as its own (the generated `CategoryFieldsHolder`), so
/// `category.title` works on either.
public struct CategoryFields: Codable, Sendable, Equatable, WireCodable {
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
    public var subtopics: [BundleCategories.Subtopic] = []
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
    /// The bundle file holding this category's lessons (in the category's pack).
    public var lessonsFile = ""

    /// Empty fields, filled in one by one.
    public init() {}
}
