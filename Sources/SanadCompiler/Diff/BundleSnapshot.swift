import Foundation
import SanadBundleFormat

/// Everything `sanad diff` compares, read from a bundle folder (verified like the app reads it)
/// or from the files a build is about to write. The files are kept by kind, so a new kind's
/// comparison reads its own files (`decoded(_:as:)`) with no field added here.
public struct BundleSnapshot: Sendable {
    /// The manifest's `bundle-id`: changing it is a major change, as apps see a new bundle.
    public var bundleID: String
    /// The content version as the manifest or build states it, checked against the changes.
    public var contentVersion: String
    /// Each file's bytes by kind, in path order (media not included: see `media`).
    public var files: [BundleManifest.FileKind: [Data]]
    /// Each media file's SHA-256 by the content path that names it.
    public var media: [String: String] = [:]
    /// The bundle's `project.json`: settings, audiences, progress rules, entitlements and credits.
    public var project: BundleProject
    /// Every category in `categories.json`.
    public var categories: [BundleCategories.Category]
    /// Every lesson, with the id of its category.
    public var lessons: [(category: String, lesson: BundleLessons.Lesson)]
    /// Every citation in `citations.json`, with the texts that cite it.
    public var citations: [BundleCitations.Citation]
    /// Every achievement in `achievements.json`.
    public var achievements: [BundleAchievements.Achievement]
    /// The manifest, when read from a bundle folder (a 1.x bundle's reads as one core pack).
    public var manifest: BundleManifest?

    /// Reads and verifies every file of the bundle in `folder`, of this format or of format 1.
    public init(folder: URL) throws {
        let reader = try BundleReader(folder: folder, readsFormat1: true)
        try reader.verifyAll()
        var files: [BundleManifest.FileKind: [Data]] = [:]
        // A file of a kind this version does not know (from a later minor version) is verified
        // with the rest and not compared.
        var media: [String: String] = [:]
        for entry in reader.manifest.files.sorted(by: { $0.path < $1.path }) {
            guard let kind = entry.kind.known else { continue }
            if kind == .media {
                for source in entry.sources ?? [] { media[source] = entry.sha256 }
                continue
            }
            files[kind, default: []].append(try reader.data(of: entry))
        }
        try self.init(files: files, bundleID: reader.manifest.bundleId, contentVersion: reader.manifest.contentVersion)
        self.media = media
        manifest = reader.manifest
    }

    /// The bundle a build is about to write.
    /// Staged files (`BundleBuilder.staging`) are read back through `contents`.
    public init(files: [BundleBuilder.File], bundleID: String, contentVersion: String, contents: (BundleBuilder.File) throws -> Data = BundleBuilder.File.heldBytes) throws {
        var byKind: [BundleManifest.FileKind: [Data]] = [:]
        var media: [String: String] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            if file.kind == .media {
                for source in file.sources ?? [] { media[source] = file.sha256 }
            } else {
                byKind[file.kind, default: []].append(try contents(file))
            }
        }
        try self.init(files: byKind, bundleID: bundleID, contentVersion: contentVersion)
        self.media = media
    }

    /// A snapshot of files by kind; the kinds every bundle has must be there.
    public init(files: [BundleManifest.FileKind: [Data]], bundleID: String, contentVersion: String) throws {
        self.files = files
        self.bundleID = bundleID
        self.contentVersion = contentVersion
        func single<T: Decodable>(_ kind: BundleManifest.FileKind, _ type: T.Type) throws -> T {
            guard let data = files[kind]?.first else { throw BundleError.missingFile("\(kind.rawValue).json") }
            return try BundleJSONDecoder().decode(type, from: data)
        }
        project = try single(.project, BundleProject.self)
        categories = try single(.categories, BundleCategories.self).categories
        lessons = try (files[.lessons] ?? []).flatMap { data in
            let decoded = try BundleJSONDecoder().decode(BundleLessons.self, from: data)
            return decoded.lessons.map { (decoded.category, $0) }
        }
        citations = try single(.citations, BundleCitations.self).citations
        achievements = try single(.achievements, BundleAchievements.self).achievements
        // Every other file decodes as its kind's type, or the snapshot is refused now rather
        // than compared as if it were empty.
        for kind in ContentKinds.all { try kind.validateSnapshot(self) }
    }

    /// The files of a kind, decoded; files that do not decode are left out (a snapshot's files
    /// of every kind were decoded when it was made).
    public func decoded<T: Decodable>(_ kind: BundleManifest.FileKind, as type: T.Type) -> [T] {
        (files[kind] ?? []).compactMap { try? BundleJSONDecoder().decode(type, from: $0) }
    }
}
