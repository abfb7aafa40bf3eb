import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// Builds the bundle's files from a resolved corpus: `project.json`, `categories.json`,
/// `lessons/<category>.json`, `citations.json`, `achievements.json` and `reviewers.json`.
public struct BundleBuilder: Sendable {
    /// One file of the bundle, encoded.
    public struct File: Sendable {
        public var path: String
        public var kind: BundleManifest.FileKind
        public var category: String?
        public var data: Data
    }

    /// The attribution required wherever Tanzil Qur'an text is embedded.
    public static let tanzilNotice =
        "Qur'an text: Tanzil Quran Text, Copyright (C) 2007-2023 Tanzil Project, Creative Commons Attribution 3.0. Verbatim copy; see https://tanzil.net for updates."

    public let corpus: Corpus
    public let index: CorpusIndex

    public init(corpus: Corpus, index: CorpusIndex) {
        self.corpus = corpus
        self.index = index
    }

    /// Every file of the bundle, sorted by path; the JSON is deterministic (sorted keys).
    public func files() throws -> [File] {
        var files: [File] = []
        let lessonsByCategory = index.sortedCategories.map { ($0, index.lessonsByCategory[$0.id.value] ?? []) }
        // Tanzil's licence notice goes wherever its text is embedded: a lesson or an overview.
        let embedsQuran = corpus.lessons.contains { lesson in
            lesson.citations.contains { $0.kind == "quran" && $0.text != nil } || (lesson.body.map(Self.quotesQuran) ?? false)
        } || corpus.categories.contains { category in
            category.citations.contains { $0.kind == "quran" && $0.text != nil } || (category.overviewBody.map(Self.quotesQuran) ?? false)
        }
        files.append(try encode(project(notices: embedsQuran ? [Self.tanzilNotice] : []), path: "project.json", kind: .project))
        files.append(try encode(BundleCategories(categories: lessonsByCategory.map { category($0.0, lessons: $0.1) }), path: "categories.json", kind: .categories))
        // The lesson files are most of the bundle: compile and encode them on all cores.
        let lessonFiles = Pipeline.parallelMap(lessonsByCategory.map { ($0.0.id.value, $0.1) }) { category, lessons in
            Result { () throws -> File in
                let bundle = BundleLessons(category: category, lessons: lessons.map(self.lesson))
                return try self.encode(bundle, path: self.lessonsPath(category), kind: .lessons, category: category)
            }
        }
        for file in lessonFiles { files.append(try file.get()) }
        files.append(try encode(citations(notice: embedsQuran ? Self.tanzilNotice : nil), path: "citations.json", kind: .citations))
        files.append(try encode(achievements(), path: "achievements.json", kind: .achievements))
        files.append(try encode(reviewers(), path: "reviewers.json", kind: .reviewers))
        return files.sorted { $0.path < $1.path }
    }

    func lessonsPath(_ category: String) -> String { "lessons/\(category).json" }

    static func quotesQuran(_ body: MarkdownNode) -> Bool {
        var found = false
        body.walk { node in
            if let citation = BodyCompiler.citationBlock(node), citation.source == "quran", citation.text != nil { found = true }
        }
        return found
    }

    /// The encoder every bundle file uses: sorted keys, no escaped slashes, no whitespace.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private func encode<T: Encodable>(_ value: T, path: String, kind: BundleManifest.FileKind, category: String? = nil) throws -> File {
        if let writable = value as? JSONWritable {
            var writer = JSONWriter()
            writable.write(to: &writer)
            return File(path: path, kind: kind, category: category, data: writer.data)
        }
        return File(path: path, kind: kind, category: category, data: try Self.encoder().encode(value))
    }
}
