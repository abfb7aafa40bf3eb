import Foundation
import SanadBundleFormat

/// The app's view of a bundle: categories, lessons and their sources. Opening reads the manifest
/// and the small index files; a category's lessons are read (and verified) the first time they
/// are asked for. Safe to share between threads: every stored property is immutable but the two
/// caches, and every access to them holds `lock`.
public final class ContentLibrary: @unchecked Sendable {
    /// The verified reader of the bundle folder, for what the library does not expose itself.
    public let reader: BundleReader
    /// `project.json`: the project, its audiences and its progress rules.
    public let project: BundleProject
    /// Categories in order.
    public let categories: [BundleCategories.Category]
    private let categoriesByID: [String: BundleCategories.Category]
    private let lessonCategory: [String: String]
    /// Old lesson id → new id, from lessons that declare `replaces:` (a rename since the
    /// previous content version).
    public let renames: [String: String]
    private let lock = NSLock()
    private var loadedLessons: [String: [BundleLessons.Lesson]] = [:]
    private var citationsCache: [String: BundleCitations.Citation]?
    /// Media files already verified, by the path the content names them by.
    private var verifiedMedia: [String: URL] = [:]

    /// Opens the bundle in `folder`: manifest, project and category index, all verified.
    public init(folder: URL) throws(BundleError) {
        reader = try BundleReader(folder: folder)
        project = try reader.decode(BundleProject.self, from: try reader.entry(.project))
        try project.rules.validate()
        categories = try reader.decode(BundleCategories.self, from: try reader.entry(.categories)).categories
            .sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        categoriesByID = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var owner: [String: String] = [:], renamed: [String: String] = [:]
        for category in categories {
            for lesson in category.lessons {
                owner[lesson.id] = category.id
                if let old = lesson.replaces { renamed[old] = lesson.id }
            }
        }
        lessonCategory = owner
        renames = renamed.filter { owner[$0.key] == nil }
    }

    /// The bundle's progress rules, as `project.json` gives them (not resolved for a learner).
    public var rules: ProgressRules { project.rules }

    /// A learner's progress with renamed lessons' records, reviews and quiz questions moved to
    /// their new ids. Call it when the app opens a new content version; progress under ids the
    /// bundle still has is untouched. A bundle carries only the renames since its previous
    /// version, so an app must migrate at every update it installs.
    public func migrate(_ learner: Learner) -> Learner { learner.migrated(renames: renames) }

    /// The category with an id, or nil.
    public func category(_ id: String) -> BundleCategories.Category? { categoriesByID[id] }

    /// Categories of one kind, in order.
    public func categories(kind: CategoryKind) -> [BundleCategories.Category] { categories.filter { $0.kind == kind } }

    /// The outlines of a category's lessons, in order, without reading their bodies.
    public func outlines(in category: String) -> [BundleCategories.LessonOutline] {
        (categoriesByID[category]?.lessons ?? []).sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// The id of the category holding a lesson.
    public func categoryID(ofLesson id: String) -> String? { lessonCategory[id] }

    /// A category's full lessons in order, read and verified on first use.
    public func lessons(in category: String) throws(BundleError) -> [BundleLessons.Lesson] {
        lock.lock()
        if let cached = loadedLessons[category] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let entry = reader.manifest.files.first(where: { $0.kind == .lessons && $0.category == category }) else {
            throw .missingFile("lessons/\(category).json")
        }
        let lessons = try reader.decode(BundleLessons.self, from: entry).lessons.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        lock.lock()
        loadedLessons[category] = lessons
        lock.unlock()
        return lessons
    }

    /// A lesson by id (reads its category on first use).
    public func lesson(_ id: String) throws(BundleError) -> BundleLessons.Lesson? {
        guard let category = lessonCategory[id] else { return nil }
        return try lessons(in: category).first { $0.id == id }
    }

    /// Lesson outlines with a tag, across categories, in category then lesson order.
    public func outlines(tagged tag: String) -> [BundleCategories.LessonOutline] {
        categories.flatMap { outlines(in: $0.id) }.filter { $0.tags.contains(tag) }
    }

    /// Lesson outlines of one subtopic of a category, in order.
    public func outlines(in category: String, subtopic: String) -> [BundleCategories.LessonOutline] {
        outlines(in: category).filter { $0.subtopic == subtopic }
    }

    /// The sources a lesson cites, in the order it cites them.
    public func citations(ofLesson id: String) throws(BundleError) -> [BundleCitations.Citation] {
        guard let lesson = try lesson(id) else { return [] }
        let index = try citationIndex()
        return lesson.citations.compactMap { index[$0] }
    }

    /// The URL of a media file verified before, if any.
    func verifiedMediaURL(_ path: String) -> URL? {
        lock.lock()
        defer { lock.unlock() }
        return verifiedMedia[path]
    }

    /// Forgets what was read of a pack's categories and every verified media file, after the
    /// pack is installed or replaced.
    func forgetCaches(of categories: [String]) {
        lock.lock()
        for category in categories { loadedLessons[category] = nil }
        verifiedMedia = [:]
        lock.unlock()
    }

    /// Remembers a verified media file.
    func rememberVerifiedMedia(_ path: String, _ url: URL) {
        lock.lock()
        verifiedMedia[path] = url
        lock.unlock()
    }

    /// Every citation by key, read and verified on first use.
    func citationIndex() throws(BundleError) -> [String: BundleCitations.Citation] {
        lock.lock()
        if let cached = citationsCache {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let citations = try reader.decode(BundleCitations.self, from: try reader.entry(.citations)).citations
        let index = Dictionary(citations.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        lock.lock()
        citationsCache = index
        lock.unlock()
        return index
    }

    /// The reviewers for the "Reviewed by" badge.
    public func reviewers() throws(BundleError) -> BundleReviewers {
        try reader.decode(BundleReviewers.self, from: try reader.entry(.reviewers))
    }

    /// The bundle's achievements, read and verified at each call.
    public func achievements() throws(BundleError) -> [BundleAchievements.Achievement] {
        try reader.decode(BundleAchievements.self, from: try reader.entry(.achievements)).achievements
    }
}
