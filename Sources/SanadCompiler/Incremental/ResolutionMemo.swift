import Foundation
import SanadDiagnostics

/// The resident engine's last resolution, given back when nothing it read has changed: the
/// files other than lessons and categories (`CompilationEngine.environmentGeneration`), which
/// kinds are incomplete, the media files on disk (and the folders a missing one's "did you mean"
/// lists), the Qur'an editions that could not be loaded (memorisation units need them), and what
/// resolution reads of each lesson
/// (`LessonResolutionInputs`) and each category (`CategoryResolutionInputs`). An edit to a
/// lesson's or a category's title or words then costs no resolution at all: the index takes the
/// new model and the kept diagnostics move to its new file.
///
/// A lesson that is the same object as in the last run is unchanged (models are immutable), and so
/// is a category lowered from the same file; only the new models are compared, so a run that keeps
/// the resolution costs one pointer comparison per lesson and category and one `lstat` per media
/// file (a `stat` per folder of a missing one). Media files and folders are trusted by their status
/// only when it had settled before it was taken (`CompilationEngine.racyMargin`, by this machine's
/// clock and the file system's: `FileDigests.fileSystemNow`); a link or a folder where a medium is
/// named, a file where a folder is listed, or a status that had not settled keeps nothing.
///
/// Used by one run at a time; every access to the stored properties holds `lock`.
final class ResolutionMemo: @unchecked Sendable {
    /// What a media path (or the folder of a missing one) was when the kept resolution read it.
    private enum MediaState: Equatable {
        case missing
        case file(size: Int64, modified: Int, changed: Int, device: UInt64, inode: UInt64)
        /// A folder: a name added to it or taken from it changes its times.
        case folder(modified: Int, changed: Int, device: UInt64, inode: UInt64)
    }

    private struct Kept {
        var root: String
        var generation: Int
        var incompleteKinds: Set<SourceKind>
        var unavailableEditions: [String]
        var lessons: [LessonModel]
        var categories: [CategoryModel]
        var media: [String: MediaState]
        /// The folders (relative to the media root, "" for the root itself) of the media paths
        /// that were missing: resolution lists them for a "did you mean".
        var folders: [String: MediaState]
        var index: CorpusIndex
        var diagnostics: [Diagnostic]
    }

    private let lock = NSLock()
    private var kept: Kept?
    private var lastKept = false

    /// Whether the last run's resolution was the kept one.
    var lastRunKept: Bool {
        lock.lock()
        defer { lock.unlock() }
        return lastKept
    }

    /// The corpus's index and resolution diagnostics: the kept ones when they still hold, else
    /// `Resolver.resolve`'s, kept for the next run. With `verify`, a kept answer is compared
    /// with a full resolution and a difference stops the process (the tests run this way).
    func resolve(_ corpus: Corpus, generation: Int, racyMargin: Double, verify: Bool) -> (index: CorpusIndex, diagnostics: [Diagnostic]) {
        lock.lock()
        defer { lock.unlock() }
        let lessons = corpus.lessons
        if let answer = keptAnswer(corpus, lessons: lessons, generation: generation) {
            lastKept = true
            if verify { Self.verify(answer, against: Resolver.resolve(corpus)) }
            return answer
        }
        lastKept = false
        let root = Self.mediaRoot(corpus)
        let paths = Set(ContentKinds.all.flatMap { $0.mediaPaths(in: corpus) })
        // What resolution reads outside the corpus is looked at before it runs: a change while
        // it runs then differs from what is kept, and is seen by the next run.
        let media = Self.states(of: paths, root: root, racyMargin: racyMargin)
        let folders = media.flatMap { Self.folderStates(of: $0, root: root, racyMargin: racyMargin) }
        let editions = ContentKinds.Memorisation.unavailableEditions(in: corpus)
        let resolved = Resolver.resolve(corpus)
        if let media, let folders {
            kept = Kept(root: corpus.root, generation: generation, incompleteKinds: corpus.incompleteKinds, unavailableEditions: editions,
                        lessons: lessons, categories: corpus.categories, media: media, folders: folders, index: resolved.index,
                        diagnostics: resolved.diagnostics)
        } else {
            kept = nil
        }
        return resolved
    }

    /// The kept answer moved to the lessons' new models, if nothing resolution reads changed.
    private func keptAnswer(_ corpus: Corpus, lessons: [LessonModel], generation: Int) -> (index: CorpusIndex, diagnostics: [Diagnostic])? {
        guard var kept, kept.root == corpus.root, kept.generation == generation, kept.incompleteKinds == corpus.incompleteKinds,
              kept.lessons.count == lessons.count, kept.categories.count == corpus.categories.count,
              kept.unavailableEditions == ContentKinds.Memorisation.unavailableEditions(in: corpus) else { return nil }
        var moved: [(old: LessonModel, new: LessonModel)] = []
        for (old, new) in zip(kept.lessons, lessons) where old !== new {
            guard let before = LessonResolutionInputs(old), let after = LessonResolutionInputs(new), before == after else { return nil }
            moved.append((old, new))
        }
        var movedCategories: [(old: CategoryModel, new: CategoryModel)] = []
        for (old, new) in zip(kept.categories, corpus.categories) where old.file !== new.file {
            guard let before = CategoryResolutionInputs(old), let after = CategoryResolutionInputs(new), before == after else { return nil }
            movedCategories.append((old, new))
        }
        let root = Self.mediaRoot(corpus)
        guard kept.media.allSatisfy({ path, state in Self.state(of: root + "/" + path, racyMargin: nil) == state }),
              kept.folders.allSatisfy({ folder, state in Self.folderState(of: Self.path(of: folder, in: root), racyMargin: nil) == state }) else { return nil }
        if !moved.isEmpty || !movedCategories.isEmpty {
            let files = Dictionary(moved.map { (ObjectIdentifier($0.old.file), $0.new.file) } + movedCategories.map { (ObjectIdentifier($0.old.file), $0.new.file) },
                                   uniquingKeysWith: { first, _ in first })
            kept.diagnostics = kept.diagnostics.map { $0.movingRanges(to: files) }
            kept.index.replace(moved)
            kept.index.replace(movedCategories)
            kept.lessons = lessons
            kept.categories = corpus.categories
            self.kept = kept
        }
        return (kept.index, kept.diagnostics)
    }

    /// The folder media paths are relative to, as `Resolver.checkMedia` reads it.
    private static func mediaRoot(_ corpus: Corpus) -> String {
        URL(fileURLWithPath: corpus.root).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The states of `paths` under `root`, or nil when one cannot stand for its file's bytes.
    private static func states(of paths: Set<String>, root: String, racyMargin: Double) -> [String: MediaState]? {
        var states: [String: MediaState] = [:]
        for path in paths {
            guard let state = state(of: root + "/" + path, racyMargin: racyMargin) else { return nil }
            states[path] = state
        }
        return states
    }

    /// The states of the folders of the missing paths in `media` (a "did you mean" lists them),
    /// or nil when one cannot stand for its list of names.
    private static func folderStates(of media: [String: MediaState], root: String, racyMargin: Double) -> [String: MediaState]? {
        var states: [String: MediaState] = [:]
        for (path, state) in media where state == .missing {
            // As `MediaFiles.closestFile` names the folder it lists.
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            guard states[folder] == nil else { continue }
            guard let state = folderState(of: Self.path(of: folder, in: root), racyMargin: racyMargin) else { return nil }
            states[folder] = state
        }
        return states
    }

    /// The path of a folder relative to `root` ("" for `root` itself).
    private static func path(of folder: String, in root: String) -> String { folder.isEmpty ? root : root + "/" + folder }

    /// A missing folder, or a folder's status (settled at least `racyMargin` seconds before now,
    /// when given); nil for anything else (a file where the folder would be). A link to a folder
    /// is followed, as the listing follows it: pointed elsewhere, it gives another inode.
    private static func folderState(of path: String, racyMargin: Double?) -> MediaState? {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : nil }
        guard let status = CompilationEngine.FileStatus(info, takenAt: Date().timeIntervalSince1970, kind: S_IFDIR) else { return nil }
        FileDigests.shared.observe(status)
        if let racyMargin, !status.isSettled(margin: racyMargin, fileSystemNow: FileDigests.shared.fileSystemNow(status)) { return nil }
        return .folder(modified: Int(status.stamp.modifiedSeconds * 1_000_000_000 + status.stamp.modifiedNanoseconds),
                       changed: Int(status.stamp.changedSeconds * 1_000_000_000 + status.stamp.changedNanoseconds), device: status.device, inode: status.inode)
    }

    /// A missing file, or a regular file's status (settled at least `racyMargin` seconds before
    /// now, when given); nil for anything else.
    private static func state(of path: String, racyMargin: Double?) -> MediaState? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : nil }
        guard let status = CompilationEngine.FileStatus(info, takenAt: Date().timeIntervalSince1970) else { return nil }
        FileDigests.shared.observe(status)
        if let racyMargin, !status.isSettled(margin: racyMargin, fileSystemNow: FileDigests.shared.fileSystemNow(status)) { return nil }
        return .file(size: status.size, modified: Int(status.stamp.modifiedSeconds * 1_000_000_000 + status.stamp.modifiedNanoseconds),
                     changed: Int(status.stamp.changedSeconds * 1_000_000_000 + status.stamp.changedNanoseconds), device: status.device, inode: status.inode)
    }

    /// Stops the process when a kept answer differs from a full resolution.
    private static func verify(_ answer: (index: CorpusIndex, diagnostics: [Diagnostic]), against full: (index: CorpusIndex, diagnostics: [Diagnostic])) {
        let sameLessons = answer.index.lessons.count == full.index.lessons.count
            && full.index.lessons.allSatisfy { answer.index.lessons[$0.key] === $0.value }
            && answer.index.lessonsByCategory.keys.sorted() == full.index.lessonsByCategory.keys.sorted()
            && full.index.lessonsByCategory.allSatisfy { key, lessons in
                answer.index.lessonsByCategory[key].map { zip($0, lessons).allSatisfy(===) && $0.count == lessons.count } ?? false
            }
        precondition(sameLessons, "the kept resolution's index differs from a full resolution's")
        let sameCategories = answer.index.categories.count == full.index.categories.count
            && full.index.categories.allSatisfy { answer.index.categories[$0.key]?.file === $0.value.file }
            && answer.index.sortedCategories.count == full.index.sortedCategories.count
            && zip(answer.index.sortedCategories, full.index.sortedCategories).allSatisfy { $0.file === $1.file }
        precondition(sameCategories, "the kept resolution's categories differ from a full resolution's")
        precondition(answer.diagnostics == full.diagnostics,
                     "the kept resolution's diagnostics differ from a full resolution's: \(answer.diagnostics) against \(full.diagnostics)")
    }
}

extension CorpusIndex {
    /// Puts each new category model in its old model's places: the categories' ids and orders
    /// are the same (their resolution inputs are equal).
    mutating func replace(_ moved: [(old: CategoryModel, new: CategoryModel)]) {
        for (old, new) in moved {
            if categories[old.id.value]?.file === old.file { categories[old.id.value] = new }
            if let position = sortedCategories.firstIndex(where: { $0.file === old.file }) { sortedCategories[position] = new }
        }
    }

    /// Puts each new model in its old model's places: the lessons' ids, folders and orders are
    /// the same (their resolution inputs are equal).
    mutating func replace(_ moved: [(old: LessonModel, new: LessonModel)]) {
        for (old, new) in moved {
            if lessons[old.id.value] === old { lessons[old.id.value] = new }
            if let position = lessonsByCategory[old.categoryFolder]?.firstIndex(where: { $0 === old }) {
                lessonsByCategory[old.categoryFolder]![position] = new
            }
        }
    }
}

extension ContentKind {
    /// The media paths the kind's models name.
    static func mediaPaths(in corpus: Corpus) -> [String] {
        models(in: corpus).flatMap { mediaReferences(of: $0).map(\.path.value) }
    }
}

extension Diagnostic {
    /// The diagnostic with its ranges in the files of `files` (by the identity of the file they
    /// are in now) moved to the same offsets of the file given.
    func movingRanges(to files: [ObjectIdentifier: SourceFile]) -> Diagnostic {
        func move(_ range: SourceRange) -> SourceRange {
            files[ObjectIdentifier(range.file)].map { SourceRange(file: $0, start: range.start, end: range.end) } ?? range
        }
        var result = self
        result.range = range.map(move)
        if let range = result.range { result.path = range.file.path }
        result.labels = labels.map { .init(range: move($0.range), message: $0.message) }
        result.notes = notes.map { .init(message: $0.message, range: $0.range.map(move)) }
        result.fixIts = fixIts.map { fix in .init(summary: fix.summary, replacements: fix.replacements.map { .init(range: move($0.range), text: $0.text) }) }
        return result
    }
}
