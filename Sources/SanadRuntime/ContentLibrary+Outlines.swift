import Foundation
import SanadBundleFormat

extension ContentLibrary {
    /// The outlines of a category's lessons, in order, without reading their bodies: read from
    /// `outlines/<category>.json` and verified the first time they are asked for. An unknown
    /// category has none. Throws when the file is missing, differs from the manifest, or does
    /// not hold the category's lessons as the index counts them.
    public func outlines(in category: String) throws(BundleError) -> [BundleCategories.LessonOutline] {
        lock.lock()
        if let cached = loadedOutlines[category] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let summary = self.category(category) else { return [] }
        guard let entry = reader.manifest.files.first(where: { $0.kind == .outlines && $0.category == category }) else {
            throw .missingFile(summary.outlinesFile.isEmpty ? "outlines/\(category).json" : summary.outlinesFile)
        }
        let file = try reader.decode(BundleOutlines.self, from: entry)
        guard file.category == category, file.lessons.count == summary.lessonCount else {
            throw .malformed(file: entry.path, reason: "it holds \(file.lessons.count) outlines of '\(file.category)', and the index counts \(summary.lessonCount) of '\(category)'")
        }
        // `categoryID(ofLesson:)` finds a lesson by its id's prefix, which the compiler requires.
        if let stray = file.strayLesson { throw Self.stray(stray, in: file, path: entry.path) }
        let outlines = Self.inOrder(file.lessons)
        lock.lock()
        loadedOutlines[category] = outlines
        lock.unlock()
        return outlines
    }

    /// The error for an outline whose id is not its category's.
    static func stray(_ outline: BundleCategories.LessonOutline, in file: BundleOutlines, path: String) -> BundleError {
        .malformed(file: path, reason: "the lesson '\(outline.id)' does not start with its category's id '\(file.category).'")
    }

    /// Outlines by order, then id.
    static func inOrder(_ outlines: [BundleCategories.LessonOutline]) -> [BundleCategories.LessonOutline] {
        outlines.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }
}
