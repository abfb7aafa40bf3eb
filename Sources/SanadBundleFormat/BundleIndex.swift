/// `index.json` (format 2.11): what an app reads when it opens a bundle. It holds every category
/// without the outlines of its lessons, which live in `outlines/<category>.json` and are read
/// when a category is first asked for, and the lesson renames of this content version; so
/// opening costs the same whether the bundle holds a thousand lessons or fifty thousand.
///
/// `categories.json` still holds every category with its outlines, for readers of formats 2.0
/// to 2.10; readers of 2.11 and later do not read it.
public struct BundleIndex: Codable, Sendable, Equatable, WireCodable {
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

    /// One category as the index gives it: what `categories.json` says of it (its `fields`), less
    /// its lessons' outlines, plus how many lessons it has and where their outlines are. Its
    /// fields read as its own (`category.title`, through the generated `CategoryFieldsHolder`).
    public struct Category: Codable, Sendable, Equatable, WireCodable {
        /// What the category is and how it is shown; in the JSON, its members are the category's own.
        public var fields = CategoryFields() // wire: inline
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
            fields = category.fields
            lessonCount = category.lessons.count
        }
    }
}

/// `outlines/<category>.json` (format 2.11): the outlines of one category's lessons, read when
/// an app first lists or sequences that category. Always in the core pack.
public struct BundleOutlines: Codable, Sendable, Equatable, WireCodable {
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
