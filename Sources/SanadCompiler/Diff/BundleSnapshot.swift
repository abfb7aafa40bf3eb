import Foundation
import SanadBundleFormat
import SanadRuntime

/// Everything `sanad diff` compares, read from a bundle folder (verified like the app reads it)
/// or from the files a build is about to write.
public struct BundleSnapshot: Sendable {
    public var bundleID: String
    public var contentVersion: String
    public var project: BundleProject
    public var categories: [BundleCategories.Category]
    /// Every lesson, with the id of its category.
    public var lessons: [(category: String, lesson: BundleLessons.Lesson)]
    public var citations: [BundleCitations.Citation]
    public var achievements: [BundleAchievements.Achievement]

    /// Reads and verifies every file of the bundle in `folder`.
    public init(folder: URL) throws(BundleError) {
        let reader = try BundleReader(folder: folder)
        try reader.verifyAll()
        var lessons: [(String, BundleLessons.Lesson)] = []
        for entry in reader.manifest.files where entry.kind == .lessons {
            let file = try reader.decode(BundleLessons.self, from: entry)
            lessons += file.lessons.map { (file.category, $0) }
        }
        self.init(
            bundleID: reader.manifest.bundleId, contentVersion: reader.manifest.contentVersion,
            project: try reader.decode(BundleProject.self, from: try reader.entry(.project)),
            categories: try reader.decode(BundleCategories.self, from: try reader.entry(.categories)).categories,
            lessons: lessons,
            citations: try reader.decode(BundleCitations.self, from: try reader.entry(.citations)).citations,
            achievements: try reader.decode(BundleAchievements.self, from: try reader.entry(.achievements)).achievements)
    }

    /// The bundle a build is about to write.
    public init(files: [BundleBuilder.File], bundleID: String, contentVersion: String) throws {
        let decoder = BundleJSONDecoder()
        func single<T: Decodable>(_ kind: BundleManifest.FileKind, _ type: T.Type) throws -> T {
            guard let file = files.first(where: { $0.kind == kind }) else { throw BundleError.missingFile("\(kind.rawValue).json") }
            return try decoder.decode(type, from: file.data)
        }
        var lessons: [(String, BundleLessons.Lesson)] = []
        for file in files where file.kind == .lessons {
            let decoded = try decoder.decode(BundleLessons.self, from: file.data)
            lessons += decoded.lessons.map { (decoded.category, $0) }
        }
        self.init(
            bundleID: bundleID, contentVersion: contentVersion, project: try single(.project, BundleProject.self),
            categories: try single(.categories, BundleCategories.self).categories, lessons: lessons,
            citations: try single(.citations, BundleCitations.self).citations,
            achievements: try single(.achievements, BundleAchievements.self).achievements)
    }

    public init(
        bundleID: String, contentVersion: String, project: BundleProject, categories: [BundleCategories.Category],
        lessons: [(category: String, lesson: BundleLessons.Lesson)], citations: [BundleCitations.Citation],
        achievements: [BundleAchievements.Achievement]
    ) {
        self.bundleID = bundleID
        self.contentVersion = contentVersion
        self.project = project
        self.categories = categories
        self.lessons = lessons
        self.citations = citations
        self.achievements = achievements
    }
}
