import Foundation
import SanadDiagnostics
import SanadSource

/// The resident incremental engine of a long-running process:
/// it keeps each file's lowered result and gives it back, without parsing, validating or
/// lowering again, while the file's bytes are the same.
///
/// The per-file query is a pure function of its inputs: lowering a file reads nothing but that
/// file (its kind's schema and the lowering are compiled into the tool). Its key is therefore the
/// file's place (absolute, relative and shown path, kind, content root) and its exact bytes,
/// compared in full, so a stale result cannot be served. Everything that joins files (the corpus
/// index, ordering and prerequisite checks, citations, review state, translations) is computed
/// again on every run from the per-file results: an edit to a lesson that another requires is
/// seen by both.
///
/// A file is not even read again when its status (size, modification and change times, device
/// and inode, from `lstat`) is the one recorded when it was last read (`fstat` on the descriptor
/// read, so status and bytes are of one file) and that change time was at least `racyMargin`
/// before the read, by both clocks that matter: this machine's, and the file system's own (the
/// newest change time seen on that device before the read, which the file system's clock had
/// passed). Any write after the read then gives a later change time, whatever the timestamp
/// granularity or a file server's clock skew (git's "racily clean" rule). A file changed within
/// the margin of its read, or a link, is read and compared byte by byte.
///
/// Pass one engine to successive `Pipeline` runs (`Pipeline.engine`), one run at a time (a
/// run's files are lowered on several threads). Every access to the stored properties but
/// `racyMargin`, `checks`, `resolutions`, `lessonFiles` and `verifiesResults` (constants; the
/// caches have their own locks) holds `lock`. `sanad-bench --engine` measures it; the language
/// server, `sanad watch` and `sanad preview` use it.
public final class CompilationEngine: @unchecked Sendable {
    /// What the last run did with its files.
    public struct Counts: Sendable, Equatable {
        /// Files whose lowered result was reused.
        public var reused = 0
        /// Files read, parsed, validated and lowered anew.
        public var lowered = 0
        /// Files whose bytes were read (the others were known by their status).
        public var read = 0
        /// Counts of a run.
        public init(reused: Int = 0, lowered: Int = 0, read: Int = 0) {
            self.reused = reused
            self.lowered = lowered
            self.read = read
        }
    }

    /// A class: runs look entries up for every file, and copying one would retain each of its
    /// strings and objects.
    private final class Entry {
        let discovered: DiscoveredFile
        let root: String?
        let file: SourceFile
        let lowered: Lowering.LoweredFile
        /// The status (`fstat`) of the descriptor the file was read from, when it may stand for
        /// its bytes: the file had settled before the read.
        let status: FileStatus?
        /// Whether the bytes were an editor's buffer rather than the file's.
        let overlaid: Bool

        init(discovered: DiscoveredFile, root: String?, file: SourceFile, lowered: Lowering.LoweredFile, status: FileStatus?, overlaid: Bool) {
            self.discovered = discovered
            self.root = root
            self.file = file
            self.lowered = lowered
            self.status = status
            self.overlaid = overlaid
        }
    }

    /// How long, in seconds, before its read a file's last change must be for its status to
    /// stand for its bytes.
    public let racyMargin: Double

    /// An engine; `racyMargin` (two seconds: above any file system's timestamp granularity, FAT's
    /// two seconds included) is smaller only in tests. With `verifying` (by default when the
    /// environment sets `SANAD_VERIFY_INCREMENTAL=1`, as `make test` does), every kept resolution
    /// and check result is checked against one computed in full, and a difference stops the
    /// process. (A kept file's result stands for its bytes; the tests compare whole runs with
    /// fresh ones.)
    public init(racyMargin: Double = 2, verifying: Bool = ProcessInfo.processInfo.environment["SANAD_VERIFY_INCREMENTAL"] == "1") {
        self.racyMargin = racyMargin
        verifiesResults = verifying
        lessonFiles = LessonFileMemo(verifying: verifying)
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// The newest change time seen on each device: the file system's clock had reached it.
    private var newestChange: [UInt64: Double] = [:]
    /// Whether a file other than a lesson or a category was lowered anew (or could not be read)
    /// in this run.
    private var otherKindLowered = false
    /// The files other than lessons and categories in the last run.
    private var otherKindPaths: Set<String> = []
    /// Counts the runs in which a file other than a lesson or a category changed, appeared or
    /// went: what every kept check result and a kept resolution depend on besides the lessons and
    /// categories, which `CheckCache` and `ResolutionMemo` follow themselves.
    private var generation = 0
    /// The current count of `generation`.
    var environmentGeneration: Int {
        lock.lock()
        defer { lock.unlock() }
        return generation
    }
    /// The lessons' check results kept between runs.
    let checks = CheckCache()
    /// The last resolution, kept while nothing it read changes.
    let resolutions = ResolutionMemo()
    /// The lesson files of the last build on this engine, by the lessons they were written from
    /// (`BundleBuilder.lessonFiles`).
    public let lessonFiles: LessonFileMemo
    /// Whether kept resolutions and check results are checked against ones computed in full (see `init`).
    let verifiesResults: Bool

    private var counts = Counts()
    private var lastDiscovery: (root: String, found: Discovery)?
    /// The files whose `lstat` did not show a regular file when last looked at (a link, read
    /// through to the file it names, or one gone).
    private var irregular: Set<String> = []
    /// The entries of the last discovery's files, in its order (nil for a file not kept), and
    /// each file's place in it: a run with the disk unchanged takes them by place, without
    /// looking each file up by its path.
    private var lastEntries: (entries: [Entry?], places: [String: Int])?

    /// What the last run reused and lowered.
    public var lastRun: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// How many lessons and source files the last run's checks were not run again for: their
    /// results were kept (`CheckCache`).
    public var lastChecksKept: Int { checks.hits }

    /// How many of those came with their review checks' results, kept too (only while the disk
    /// is known unchanged: `Pipeline.diskUnchanged`).
    public var lastReviewsKept: Int { checks.reviewHits }

    /// Whether the last run's resolution was kept from the run before (`ResolutionMemo`).
    public var lastResolutionKept: Bool { resolutions.lastRunKept }

    /// The number of files whose results are kept.
    public var keptFiles: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Whether no run has kept a result yet: the engine's first run, which reads every file (and
    /// so may take them from the lowered-file cache; later runs read what changed, which the cache
    /// would not hold).
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries.isEmpty
    }

    /// Starts a run: the counts start again from zero.
    func beginRun() {
        lock.lock()
        counts = Counts()
        otherKindLowered = false
        lock.unlock()
    }

    /// Ends a run over `files`: results of files no longer there are let go of. The folder's
    /// discovery is kept for runs that know the disk unchanged (`Pipeline.diskUnchanged`).
    func endRun(keeping files: [DiscoveredFile], discovered: Discovery? = nil, of root: String? = nil) {
        let paths = Set(files.map(\.absolutePath))
        let others = Set(files.filter { $0.kind != .lesson && $0.kind != .category }.map(\.absolutePath))
        lock.lock()
        entries = entries.filter { paths.contains($0.key) }
        irregular.formIntersection(paths)
        if otherKindLowered || others != otherKindPaths { generation += 1 }
        otherKindPaths = others
        lastDiscovery = root.flatMap { root in discovered.map { (root, $0) } }
        lastEntries = lastDiscovery.map { last in
            (last.found.files.map { entries[$0.absolutePath] },
             Dictionary(last.found.files.enumerated().map { ($0.element.absolutePath, $0.offset) }, uniquingKeysWith: { first, _ in first }))
        }
        lock.unlock()
    }

    /// The kept results of `files`, in order, taken under one lock, for a run with the disk
    /// unchanged: nil for a file in `except` (an overlay), one not kept, or one whose kept
    /// result was an overlay's. Each result given is counted as reused.
    func keptResults(_ files: [DiscoveredFile], root: String?, except overlaid: Set<String>) -> [Lowering.LoweredFile?] {
        lock.lock()
        defer { lock.unlock() }
        // The files are the last discovery's (the disk is unchanged): their entries are taken by
        // place, and only the overlays are looked up by path.
        if let last = lastEntries, let discovery = lastDiscovery, discovery.found.files.count == files.count, last.entries.count == files.count {
            // An overlay that is not one of these files (a README open in the editor) is not read.
            let skipped = Set(overlaid.compactMap { last.places[$0] })
            var results: [Lowering.LoweredFile?] = []
            results.reserveCapacity(files.count)
            for (place, known) in last.entries.enumerated() {
                guard let known, !known.overlaid, known.root == root, !skipped.contains(place) else {
                    results.append(nil)
                    continue
                }
                results.append(known.lowered)
            }
            counts.reused += results.count { $0 != nil }
            return results
        }
        return files.map { file in
            guard !overlaid.contains(file.absolutePath), let known = entries[file.absolutePath], !known.overlaid,
                  known.discovered == file, known.root == root else { return nil }
            counts.reused += 1
            return known.lowered
        }
    }

    /// Ends a run over the files of the last discovery (the disk unchanged) in which the files
    /// at `places` of it went through the front end.
    func endRun(updating places: [Int] = []) {
        lock.lock()
        if otherKindLowered { generation += 1 }
        if var last = lastEntries, let discovery = lastDiscovery, last.entries.count == discovery.found.files.count {
            lastEntries = nil
            for place in places where place < last.entries.count {
                last.entries[place] = entries[discovery.found.files[place].absolutePath]
            }
            lastEntries = last
        }
        lock.unlock()
    }

    /// What discovery found in a folder.
    typealias Discovery = (files: [DiscoveredFile], diagnostics: [Diagnostic])

    /// Whether a file of the last runs was not a regular file when looked at (a link, which a
    /// report of a change may name by the file it leads to): a run is then not told which files
    /// changed, it looks at them all (`Pipeline.changedOnDisk`).
    var readThroughLinks: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !irregular.isEmpty
    }

    /// The last run's discovery of `root`, if the last run was over that folder.
    func discovery(of root: String) -> Discovery? {
        lock.lock()
        defer { lock.unlock() }
        guard let lastDiscovery, lastDiscovery.root == root else { return nil }
        return lastDiscovery.found
    }

    /// The lowered file: the kept result when the file's place and status are unchanged and its
    /// status stands for its bytes (see the type's documentation), without reading it; else the
    /// file is read (`read`) and the kept result given back when its bytes are unchanged, else it
    /// is lowered through `lower` and kept. A file that cannot be read is never kept.
    /// An `overlaid` file (an editor's unsaved buffer) is always read: its status on disk says
    /// nothing of its text.
    /// With `diskUnchanged`, a file read from disk last time is not looked at again.
    func lowered(_ discovered: DiscoveredFile, root: String?, overlaid: Bool = false, diskUnchanged: Bool = false, read: (_ opened: ((stat) -> Void)?) -> Result<SourceFile, Diagnostic>,
                 lower: (Result<SourceFile, Diagnostic>) -> Lowering.LoweredFile) -> Lowering.LoweredFile {
        if diskUnchanged, !overlaid {
            lock.lock()
            let known = entries[discovered.absolutePath]
            lock.unlock()
            if let known, !known.overlaid, known.discovered == discovered, known.root == root {
                count(reused: true, discovered)
                return known.lowered
            }
        }
        let status = FileStatus.of(discovered.absolutePath)
        // The content's change times are the file system's clock for `FileDigests` too.
        if let status { FileDigests.shared.observe(status) }
        lock.lock()
        if status == nil { irregular.insert(discovered.absolutePath) } else { irregular.remove(discovered.absolutePath) }
        let known = entries[discovered.absolutePath]
        if let status { newestChange[status.device] = max(newestChange[status.device] ?? 0, status.changedAt) }
        let fileSystemNow = status.flatMap { newestChange[$0.device] } ?? 0
        lock.unlock()
        if !overlaid, let known, let status, let before = known.status, known.discovered == discovered, known.root == root, status.sameFile(as: before) {
            count(reused: true, discovered)
            return known.lowered
        }
        // The status recorded is that of the descriptor read (a rename between the `lstat` above
        // and the open cannot pair one file's status with another's bytes); it may stand for the
        // bytes only if the file is the one `lstat` saw, a regular file, not a link.
        let openedAt = Date().timeIntervalSince1970
        var opened: FileStatus?
        let bytes = read { info in opened = FileStatus(info, takenAt: openedAt) }
        let settled = opened.flatMap { opened in
            status.map { $0.device == opened.device && $0.inode == opened.inode } == true
                && opened.isSettled(margin: racyMargin, fileSystemNow: fileSystemNow) ? opened : nil
        }
        lock.lock()
        counts.read += 1
        lock.unlock()
        return lowered(discovered, root: root, settled: settled, overlaid: overlaid, read: bytes, lower: lower)
    }

    private func lowered(_ discovered: DiscoveredFile, root: String?, settled: FileStatus?, overlaid: Bool, read: Result<SourceFile, Diagnostic>,
                         lower: (Result<SourceFile, Diagnostic>) -> Lowering.LoweredFile) -> Lowering.LoweredFile {
        guard case .success(let file) = read else {
            count(reused: false, discovered)
            forget(discovered.absolutePath)
            return lower(read)
        }
        lock.lock()
        let kept = entries[discovered.absolutePath]
        lock.unlock()
        if let kept, kept.discovered == discovered, kept.root == root, kept.file.bytes == file.bytes {
            lock.lock()
            entries[discovered.absolutePath] = Entry(discovered: kept.discovered, root: kept.root, file: kept.file, lowered: kept.lowered,
                                                     status: settled, overlaid: overlaid)
            counts.reused += 1
            lock.unlock()
            return kept.lowered
        }
        let lowered = lower(read)
        lock.lock()
        entries[discovered.absolutePath] = Entry(discovered: discovered, root: root, file: file, lowered: lowered, status: settled, overlaid: overlaid)
        counts.lowered += 1
        noteLowered(discovered)
        lock.unlock()
        return lowered
    }

    private func count(reused: Bool, _ discovered: DiscoveredFile) {
        lock.lock()
        if reused { counts.reused += 1 } else { counts.lowered += 1 }
        if !reused { noteLowered(discovered) }
        lock.unlock()
    }

    /// Notes a file lowered anew (or unreadable): a change to what kept results depend on,
    /// unless it is a lesson or a category (which the kept results follow one by one). Called
    /// holding `lock`.
    private func noteLowered(_ discovered: DiscoveredFile) {
        if discovered.kind != .lesson, discovered.kind != .category { otherKindLowered = true }
    }

    private func forget(_ path: String) {
        lock.lock()
        entries[path] = nil
        lock.unlock()
    }
}
