import Foundation
import SanadBundleFormat

/// The app's view of a bundle: categories, lessons and their sources. Opening reads the manifest,
/// `project.json` and `index.json` (format 2.11; `categories.json` for an older bundle), so it
/// costs the same for a thousand lessons as for fifty thousand; a category's outlines and its
/// lessons are read (and verified) the first time they are asked for. Safe to share between
/// threads: every stored property is immutable but the caches, and every access to them holds
/// `lock`.
public final class ContentLibrary: @unchecked Sendable {
    /// The verified reader of the bundle folder, for what the library does not expose itself.
    public let reader: BundleReader
    /// `project.json`: the project, its audiences and its progress rules.
    public let project: BundleProject
    /// Categories in order, without their lessons' outlines (`outlines(in:)` reads those).
    public let categories: [BundleIndex.Category]
    private let categoriesByID: [String: BundleIndex.Category]
    /// Old lesson id → new id, from lessons that declare `replaces:` (a rename since the
    /// previous content version).
    public let renames: [String: String]
    let lock = NSLock()
    /// A category's outlines in order, by category id; filled at open from `categories.json` for
    /// a bundle before format 2.11.
    var loadedOutlines: [String: [BundleCategories.LessonOutline]] = [:]
    private var loadedLessons: [String: [BundleLessons.Lesson]] = [:]
    private var citationsCache: [String: BundleCitations.Citation]?
    /// Media files already verified, by the path the content names them by.
    private var verifiedMedia: [String: URL] = [:]

    /// Opens the bundle in `folder`: manifest, project and category index, all verified. With
    /// `trust`, the manifest's signatures and content version are checked against the app's
    /// policy first (`TrustPolicy`: the publisher's keys, and the version last installed).
    public init(folder: URL, trust: TrustPolicy? = nil) throws(BundleError) {
        reader = try BundleReader(folder: folder, trust: trust)
        project = try reader.decode(BundleProject.self, from: try reader.entry(.project))
        try project.rules.validate()
        let index: BundleIndex
        if let entry = reader.manifest.files.first(where: { $0.kind == .index }) {
            index = try reader.decode(BundleIndex.self, from: entry)
        } else {
            // A bundle before 2.11: the index and every outline from `categories.json`.
            let full = try reader.decode(BundleCategories.self, from: try reader.entry(.categories)).categories
                .sorted { ($0.order, $0.id) < ($1.order, $1.id) }
            index = BundleIndex(full)
            for category in full where loadedOutlines[category.id] == nil {
                let file = BundleOutlines(category: category.id, lessons: category.lessons)
                if let stray = file.strayLesson { throw Self.stray(stray, in: file, path: BundleManifest.FileKind.categories.rawValue + ".json") }
                loadedOutlines[category.id] = Self.inOrder(category.lessons)
            }
        }
        categories = index.categories.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        renames = index.renames
        categoriesByID = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The bundle's progress rules, as `project.json` gives them (not resolved for a learner).
    public var rules: ProgressRules { project.rules }

    /// A learner's progress with renamed lessons' records, reviews and quiz questions moved to
    /// their new ids. Call it when the app opens a new content version; progress under ids the
    /// bundle still has is untouched. A bundle carries only the renames since its previous
    /// version, so an app must migrate at every update it installs.
    public func migrate(_ learner: Learner) -> Learner { learner.migrated(renames: renames) }

    /// The category with an id, or nil.
    public func category(_ id: String) -> BundleIndex.Category? { categoriesByID[id] }

    /// Categories of one kind, in order.
    public func categories(kind: CategoryKind) -> [BundleIndex.Category] { categories.filter { $0.kind == kind } }

    /// The id of the category holding a lesson, or nil when the bundle has no such lesson. A
    /// lesson's id starts with its category's id and a dot; the category's outlines are read to
    /// check that it has the lesson.
    public func categoryID(ofLesson id: String) throws(BundleError) -> String? {
        guard let dot = id.firstIndex(of: "."), let category = categoriesByID[String(id[..<dot])] else { return nil }
        return try outlines(in: category.id).contains { $0.id == id } ? category.id : nil
    }

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
        guard let category = try categoryID(ofLesson: id) else { return nil }
        return try lessons(in: category).first { $0.id == id }
    }

    /// Lesson outlines with a tag, across categories, in category then lesson order (reads
    /// every category's outlines).
    public func outlines(tagged tag: String) throws(BundleError) -> [BundleCategories.LessonOutline] {
        var tagged: [BundleCategories.LessonOutline] = []
        for category in categories { tagged += try outlines(in: category.id).filter { $0.tags.contains(tag) } }
        return tagged
    }

    /// Lesson outlines of one subtopic of a category, in order.
    public func outlines(in category: String, subtopic: String) throws(BundleError) -> [BundleCategories.LessonOutline] {
        try outlines(in: category).filter { $0.subtopic == subtopic }
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

    /// Forgets what was read of a pack's categories (their lessons; their outlines are in the
    /// core pack) and every verified media file, after the pack is installed or replaced.
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
