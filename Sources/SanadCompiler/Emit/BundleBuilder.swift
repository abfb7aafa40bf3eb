import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// Builds the bundle's files from a resolved corpus: `project.json`, `categories.json`,
/// `index.json`, `outlines/<category>.json`, `lessons/<category>.json`, `citations.json`, `achievements.json`, `reviewers.json`, the files
/// of later kinds and the media, each in its pack (`packs/<category>/…` for a category outside
/// the core pack).
public struct BundleBuilder: Sendable {
    /// One file of the bundle, encoded.
    public struct File: Sendable {
        /// Where the file goes, relative to the bundle folder (`lessons/salah.json`, `packs/<id>/…`).
        public var path: String
        /// What the file holds, as its manifest entry states it.
        public var kind: BundleManifest.FileKind
        /// The id of the category a per-category file holds (`lessons/<category>.json`); nil for the
        /// bundle-wide files and media.
        public var category: String?
        /// The file's bytes: deterministic JSON, or a media file as read; empty once the file is
        /// staged (`staged`), its bytes then being on disk only.
        public var data: Data
        /// For media: the MIME type and the content paths naming the file.
        public var mimeType: String?
        /// For media: the content paths (`media/…`) that name these bytes, which are stored once by
        /// SHA-256; nil for JSON files.
        public var sources: [String]?
        /// The pack, when not the core pack.
        public var pack: String? = nil
        /// Set when the builder wrote the file into its staging folder (`BundleBuilder.staging`).
        public var staged: BundleStaging.Staged? = nil

        /// A file holding `data`, in the core pack unless `pack` says otherwise.
        public init(path: String, kind: BundleManifest.FileKind, category: String?, data: Data, mimeType: String? = nil, sources: [String]? = nil,
                    pack: String? = nil) {
            self.path = path
            self.kind = kind
            self.category = category
            self.data = data
            self.mimeType = mimeType
            self.sources = sources
            self.pack = pack
        }

        /// The bytes a file holds; an error for a staged file, whose bytes are on disk
        /// (`BundleStaging.contents(of:)` reads them back).
        public static func heldBytes(_ file: File) throws -> Data {
            guard file.staged == nil else { throw BundleWriter.WriteError(description: "\(file.path) was staged: read it from its staging folder") }
            return file.data
        }

        /// The file's size in bytes, staged or held.
        public var size: Int { staged?.size ?? data.count }
        /// The lower-case hexadecimal SHA-256 of the file's bytes, staged or held.
        public var sha256: String { staged?.sha256 ?? SHA256Hex.of(data) }
    }

    /// The attribution required wherever Tanzil Qur'an text is embedded.
    public static let tanzilNotice =
        "Qur'an text: Tanzil Quran Text, Copyright (C) 2007-2023 Tanzil Project, Creative Commons Attribution 3.0. Verbatim copy; see https://tanzil.net for updates."

    /// The attribution that goes with hadith wording verified against the hadith data of
    /// `../shared/data/hadith/` (its PROVENANCE.md asks to credit both).
    public static let hadithNotice =
        "Hadith text: the Arabic text of Sahih al-Bukhari and Sahih Muslim (public domain), as compiled by fawazahmed0/hadith-api (Unlicense) and redistributed by QuranLab Hadith (https://huggingface.co/datasets/quranlab/hadith)."

    /// The notices a bundle carries: Tanzil's when it quotes ayat (its licence asks for it
    /// verbatim), its hadith texts' when it quotes hadith wording, then the project's own.
    var notices: [String] {
        ((knownEmbedsQuran ?? embedsQuran) ? [Self.tanzilNotice] : []) + (embedsHadith ? Self.hadithNotices(corpus.project) : []) + Self.projectNotices(corpus.project)
    }

    /// The project's own attribution sentences (`notices:` in sanad.yaml), as written.
    public static func projectNotices(_ project: ProjectModel?) -> [String] {
        (project?.notices ?? []).map(\.value)
    }

    /// The attributions of a project's hadith texts, each as its `notice:` gives it or the
    /// default, once each, in order.
    public static func hadithNotices(_ project: ProjectModel?) -> [String] {
        unique((project?.hadithTexts ?? []).map { $0.notice?.value ?? hadithNotice }, otherwise: hadithNotice)
    }

    private static func unique(_ notices: [String], otherwise fallback: String) -> [String] {
        var seen: [String] = []
        for notice in notices where !seen.contains(notice) { seen.append(notice) }
        return seen.isEmpty ? [fallback] : seen
    }

    /// Whether hadith wording verified against a configured hadith text is quoted anywhere.
    var embedsHadith: Bool {
        corpus.project?.hadithTexts.isEmpty == false && corpus.sources.contains { source in source.texts.contains { $0.body?.quotesHadith == true } }
    }

    /// The parsed and checked sources the files are built from.
    public let corpus: Corpus
    /// The corpus's categories, lessons and reviewers by id, for resolving references while emitting.
    public let index: CorpusIndex
    /// The categories of the core pack (`coreCategories`), looked up for every file.
    private(set) var coreCategorySet: Set<String> = []
    /// Where each file is written as soon as it is encoded, in its pack, and let go; nil: the
    /// files hold their bytes. A build stages its files so that it never holds the whole bundle.
    public var staging: BundleStaging?
    /// The lesson files of an earlier build, by what they were written from: a file whose lessons
    /// are unchanged is taken from the previous bundle instead of being encoded again (a resident
    /// engine's `LessonFileMemo`, or the command line's `StoredLessonFiles`). Nil: every file is
    /// encoded.
    package var lessonFiles: (any LessonFileMemory)?
    /// `embedsQuran`, once `files()` has worked it out (it looks at every text and citation).
    private var knownEmbedsQuran: Bool?

    /// Prepares a build of `corpus`, working out which categories the core pack holds.
    public init(corpus: Corpus, index: CorpusIndex) {
        self.corpus = corpus
        self.index = index
        coreCategorySet = Set(coreCategories)
    }

    /// Every file of the bundle, sorted by path; the JSON is deterministic (sorted keys). Each
    /// kind emits its own files; `citations.json` gathers the citations of every kind. With
    /// `staging` set, the files are written there as they are encoded and hold no bytes.
    public func files() throws -> [File] {
        var builder = self
        builder.knownEmbedsQuran = embedsQuran
        return try builder.filesOnce()
    }

    private func filesOnce() throws -> [File] {
        var files: [File] = [try encode(citations(notice: knownEmbedsQuran == true ? Self.tanzilNotice : nil), path: "citations.json", kind: .citations)]
        files += try textLanguages()
        for kind in ContentKinds.all { files += try kind.emit(self) }
        files = files.map(placedInPack) + (try mediaFiles())
        return files.sorted { $0.path < $1.path }
    }

    /// Whether Tanzil text is embedded anywhere (a quotation, or the ayat a memorisation unit
    /// shows): its licence notice then goes with it.
    var embedsQuran: Bool {
        // A text that quotes the Qur'an (a release may leave its file out: the notice then goes
        // with the bundle anyway, which is never wrong), or a cited ayah a unit shows.
        corpus.sources.contains { source in source.texts.contains { $0.body?.quotesQuran == true } }
            || ContentKinds.all.contains { kind in
                kind.allCitedTexts(in: corpus).contains { use in use.citations.contains { $0.kind == .quran && ($0.text != nil || use.showsItsCitations) } }
            }
    }

    func lessonsPath(_ category: String) -> String { "lessons/\(category).json" }
    func outlinesPath(_ category: String) -> String { "outlines/\(category).json" }

    /// The encoder every bundle file uses: sorted keys, no escaped slashes, no whitespace.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` encoded as the file at `path`, placed in its pack and staged when the builder stages.
    /// With `splicing`, the file's lists of blocks are written from it, in order (`JSONWriter.splicedBlocks`).
    func encode<T: Encodable>(_ value: T, path: String, kind: BundleManifest.FileKind, category: String? = nil,
                              splicing: [ArraySlice<UInt8>]? = nil) throws -> File {
        let data: Data
        if let writable = value as? JSONWritable {
            var writer = JSONWriter()
            writer.splicedBlocks = splicing
            writable.write(to: &writer)
            if let splicing, writer.splicedCount != splicing.count {
                throw BundleWriter.WriteError(description: "\(path): \(writer.splicedCount) lists of blocks written from \(splicing.count) encoded ones")
            }
            data = writer.data
        } else {
            guard splicing == nil else { throw BundleWriter.WriteError(description: "\(path): lists of blocks to copy into a file that JSONWriter does not write") }
            data = try Self.encoder().encode(value)
        }
        return try staged(placedInPack(File(path: path, kind: kind, category: category, data: data)))
    }

    /// `file` written into the staging folder, holding its size and digest instead of its bytes;
    /// `file` itself when the builder does not stage.
    func staged(_ file: File) throws -> File {
        guard let staging, file.staged == nil else { return file }
        var written = file
        written.staged = try staging.stage(file.data, at: file.path)
        written.data = Data()
        return written
    }
}
