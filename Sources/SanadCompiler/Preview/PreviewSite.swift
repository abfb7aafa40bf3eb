import Foundation
import SanadBundleFormat

/// The HTML preview of a compiled bundle, rendered from its data (what an app shows, not the
/// sources): an index of categories and lessons, a page per category (its overview) and per
/// lesson (its phases, questions to click through, citation blocks with their verified text and
/// attribution, Arabic right to left, its narration), and a page per family activity. Pages link
/// to each other and to the bundle's media by relative paths, so the same pages are served by
/// `sanad preview` and written as static files by `sanad preview --output`.
public struct PreviewSite: Sendable {
    /// Each page's HTML by its path (`index.html`, `lessons/<id>.html`).
    public var pages: [String: String]
    /// Each media path the content names (`media/narration/…`) → the bundle file holding it.
    public var media: [String: String]

    /// Renders the bundle in `folder`. With `liveReload`, every page asks the server for the site's
    /// version each second and reloads when it changes.
    public static func render(bundle folder: URL, liveReload: Bool = false) throws(BundleError) -> PreviewSite {
        let reader = try BundleReader(folder: folder)
        let project = try reader.decode(BundleProject.self, from: reader.entry(.project))
        let categories = try reader.decode(BundleCategories.self, from: reader.entry(.categories)).categories
        let citations = try reader.decode(BundleCitations.self, from: reader.entry(.citations))
        var lessonsByCategory: [String: [BundleLessons.Lesson]] = [:]
        var media: [String: String] = [:]
        for entry in reader.manifest.files {
            switch entry.kind.known {
            case .lessons?:
                let file = try reader.decode(BundleLessons.self, from: entry)
                lessonsByCategory[file.category] = file.lessons
            case .media?:
                for source in entry.sources ?? [] { media[source] = entry.path }
            default: break
            }
        }
        let activities = (try? reader.entry(.activities)).flatMap { try? reader.decode(BundleActivities.self, from: $0).activities } ?? []
        let page = PreviewPage(projectTitle: project.title, citations: citations, media: media, liveReload: liveReload)
        var pages: [String: String] = [:]
        pages["index.html"] = page.index(categories: categories, lessons: lessonsByCategory, activities: activities)
        for category in categories {
            let lessons = (lessonsByCategory[category.id] ?? []).sorted { ($0.order, $0.id) < ($1.order, $1.id) }
            pages["categories/\(category.id).html"] = page.category(category, lessons: lessons)
            for lesson in lessons { pages["lessons/\(lesson.id).html"] = page.lesson(lesson, category: category) }
        }
        for activity in activities {
            pages["activities/\(activity.id).html"] = page.withReload(ActivitySheet(activity: activity, citations: citations, project: project.title).html())
        }
        return PreviewSite(pages: pages, media: media)
    }

    /// Writes the pages and the media they use into `output`: a static site to open in a browser.
    public func write(to output: URL, bundle: URL) throws {
        let manager = FileManager.default
        for (path, html) in pages {
            let url = output.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(html.utf8).write(to: url, options: .atomic)
        }
        for (source, stored) in media {
            let url = output.appendingPathComponent(source)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
            try manager.copyItem(at: bundle.appendingPathComponent(stored), to: url)
        }
    }
}
