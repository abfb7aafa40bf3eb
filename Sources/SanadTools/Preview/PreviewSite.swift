import Foundation
import SanadBundleFormat
import SanadCompiler

/// The HTML preview of a compiled bundle, rendered from its data (what an app shows, not the
/// sources): an index of everything, a page per category (its overview, and its supplementary
/// items) and per lesson (its phases, questions to click through, citation blocks with their
/// verified text and attribution, Arabic right to left, its narration), and a page per family
/// activity, memorisation unit (verse by verse, with its recitation), lecture subject (its topics
/// and engagement questions), quiz bank, and questionnaire (to click through, branch by branch);
/// the worship plan, the app's copy and the achievements; and, from the corpus's learner texts,
/// each locale's translations beside their sources. Pages link to each other and to the bundle's
/// media by relative paths, so the same pages are served by `sanad preview` and written as static
/// files by `sanad preview --output`.
public struct PreviewSite: Sendable {
    /// Each page's HTML by its path (`index.html`, `lessons/<id>.html`).
    public var pages: [String: String]
    /// Each media path the content names (`media/narration/…`) → the bundle file holding it.
    public var media: [String: String]
    /// The page served for every page path the site does not have (`failed` sets it to the
    /// error page, so that whichever page the author has open shows the errors).
    public var fallback: String?
    /// The files the pages use that are not the content's: the Arabic font and its licence.
    public var assets: [String: [UInt8]]

    /// A site of the given pages and media (`render` makes one from a bundle), with the font.
    public init(pages: [String: String], media: [String: String], fallback: String? = nil) {
        self.pages = pages
        self.media = media
        self.fallback = fallback
        self.assets = PreviewFont.files
    }

    /// The site while the content does not build: the error page in place of every page.
    public static func failed(_ page: PreviewErrorPage) -> PreviewSite {
        PreviewSite(pages: ["index.html": page.html()], media: [:], fallback: page.html())
    }

    /// Renders the bundle in `folder`; `sources` are the corpus's files with their learner texts
    /// (`Pipeline.Result.corpus.sources`), for the translations' pages. With `liveReload`, every
    /// page asks the server for the site's version each second and reloads when it changes.
    public static func render(bundle folder: URL, sources: [SourceSummary] = [], liveReload: Bool = false) throws(BundleError) -> PreviewSite {
        let reader = try BundleReader(folder: folder)
        let project = try reader.decode(BundleProject.self, from: reader.entry(.project))
        let citations = try reader.decode(BundleCitations.self, from: reader.entry(.citations))
        func all<T: Decodable>(_ kind: BundleManifest.FileKind, _ type: T.Type) throws(BundleError) -> [T] {
            var decoded: [T] = []
            for entry in reader.manifest.files where entry.kind == kind { decoded.append(try reader.decode(type, from: entry)) }
            return decoded
        }
        var contents = PreviewPage.Contents()
        contents.categories = try reader.decode(BundleCategories.self, from: reader.entry(.categories)).categories
        for file in try all(.lessons, BundleLessons.self) { contents.lessons[file.category] = file.lessons }
        let supplementary = try all(.supplementary, BundleSupplementary.self)
        contents.supplementary = supplementary.map(\.category)
        let journals = try all(.journal, BundleJournal.self)
        contents.journals = journals.map(\.category)
        contents.activities = try all(.activities, BundleActivities.self).flatMap(\.activities)
        contents.memorisation = try all(.memorisation, BundleMemorisation.self).flatMap(\.units).sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        contents.lectures = try all(.lectures, BundleLectures.self).flatMap(\.lectures)
        contents.quizzes = try all(.quizzes, BundleQuizzes.self).flatMap(\.banks)
        contents.questionnaires = try all(.questionnaires, BundleQuestionnaires.self).flatMap(\.questionnaires)
        let plans = try all(.worship, BundleWorshipPlan.self), copies = try all(.copy, BundleCopy.self), achievements = try all(.achievements, BundleAchievements.self)
        let translations = try all(.translations, BundleTranslations.self)
        (contents.hasWorshipPlan, contents.hasCopy, contents.hasAchievements) = (!plans.isEmpty, !copies.isEmpty, achievements.contains { !$0.achievements.isEmpty })
        var languages: [String: BundleTexts.Language] = [:]
        for file in try all(.texts, BundleTexts.self) { languages.merge(file.texts) { first, _ in first } }
        var media: [String: String] = [:]
        for entry in reader.manifest.files where entry.kind == .media {
            for source in entry.sources ?? [] { media[source] = entry.path }
        }
        // The translations shown are the corpus's, each file beside its source.
        let byPath = Dictionary(sources.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var translated: [String: [(source: SourceSummary, translation: SourceSummary)]] = [:]
        for file in sources where file.kind == .translation {
            guard let source = TranslatedTexts.source(of: file.relativePath, in: byPath), let locale = file.texts.first?.locale else { continue }
            translated[locale, default: []].append((source, file))
        }
        contents.translationLocales = translated.keys.sorted()

        let page = PreviewPage(projectTitle: project.title, citations: citations, media: media, liveReload: liveReload, languages: languages)
        var pages: [String: String] = ["index.html": page.index(contents)]
        for category in contents.categories {
            let lessons = (contents.lessons[category.id] ?? []).sorted { ($0.order, $0.id) < ($1.order, $1.id) }
            pages["categories/\(category.id).html"] = page.category(category, lessons: lessons)
            for lesson in lessons { pages["lessons/\(lesson.id).html"] = page.lesson(lesson, category: category) }
        }
        for file in supplementary {
            pages["supplementary/\(file.category).html"] = page.supplementary(file, category: contents.categories.first { $0.id == file.category })
        }
        for file in journals {
            pages["journal/\(file.category).html"] = page.journal(file, category: contents.categories.first { $0.id == file.category })
        }
        for activity in contents.activities {
            // The site serves each medium at the path the content names it by.
            let image = activity.image.flatMap { media[$0.path] != nil ? "../" + $0.path : nil }
            pages["activities/\(activity.id).html"] = page.adopting(
                ActivitySheet(activity: activity, citations: citations, project: project.title, imageURL: image).html(), depth: 1)
        }
        for unit in contents.memorisation { pages["memorisation/\(unit.id).html"] = page.memorisation(unit) }
        for lecture in contents.lectures { pages["lectures/\(lecture.id).html"] = page.lecture(lecture) }
        for bank in contents.quizzes { pages["quizzes/\(bank.id).html"] = page.quizBank(bank) }
        for questionnaire in contents.questionnaires { pages["questionnaires/\(questionnaire.id).html"] = page.questionnaire(questionnaire) }
        if let plan = plans.first { pages["worship/plan.html"] = page.worshipPlan(plan) }
        if let copy = copies.first { pages["copy/strings.html"] = page.copy(copy, translations: translations) }
        if let file = achievements.first, !file.achievements.isEmpty { pages["achievements/index.html"] = page.achievements(file) }
        for (locale, files) in translated {
            pages["translations/\(locale).html"] = page.translations(locale: locale, files: files, locales: project.locales)
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
        for (path, bytes) in assets {
            let url = output.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        }
        for (source, stored) in media {
            let url = output.appendingPathComponent(source)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
            try manager.copyItem(at: bundle.appendingPathComponent(stored), to: url)
        }
    }
}
