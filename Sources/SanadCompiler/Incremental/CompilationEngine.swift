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
/// and inode, from `lstat`) is the one recorded just before it was last read, and that change
/// time was at least `racyMargin` before the read: any write after the read then gives a later
/// change time, whatever the file system's timestamp granularity (git's "racily clean" rule). A
/// file changed within the margin of its read, or a link, is read and compared byte by byte.
///
/// Pass one engine to successive `Pipeline` runs (`Pipeline.engine`), one run at a time (a
/// run's files are lowered on several threads). Every access to `entries` and `counts` holds
/// `lock`. `sanad-bench --engine` measures it; the language server and watch mode are to use it.
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

    private struct Entry {
        var discovered: DiscoveredFile
        var root: String?
        var file: SourceFile
        var lowered: Lowering.LoweredFile
        /// The file's status just before it was read, when it may stand for its bytes.
        var status: FileStatus?
    }

    /// What `lstat` says of a regular file, and the wall-clock time it was taken.
    struct FileStatus {
        var size: Int64
        var modified: timespec
        var changed: timespec
        var device: UInt64
        var inode: UInt64
        var takenAt: Double

        /// The status of a regular file (nil for a link, a folder or a missing file).
        static func of(_ path: String) -> FileStatus? {
            let now = Date().timeIntervalSince1970
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
            #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
            #endif
            return FileStatus(size: Int64(info.st_size), modified: modified, changed: changed, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), takenAt: now)
        }

        /// Whether the file was last changed at least `margin` seconds before this status was taken.
        func isSettled(margin: Double) -> Bool { Double(changed.tv_sec) + Double(changed.tv_nsec) / 1e9 + margin <= takenAt }

        /// The same file, unchanged: everything but the time the status was taken.
        func sameFile(as other: FileStatus) -> Bool {
            size == other.size && modified.tv_sec == other.modified.tv_sec && modified.tv_nsec == other.modified.tv_nsec
                && changed.tv_sec == other.changed.tv_sec && changed.tv_nsec == other.changed.tv_nsec && device == other.device && inode == other.inode
        }
    }

    /// How long, in seconds, before its read a file's last change must be for its status to
    /// stand for its bytes.
    public let racyMargin: Double

    /// An engine; `racyMargin` (two seconds: above any file system's timestamp granularity, FAT's
    /// two seconds included) is smaller only in tests.
    public init(racyMargin: Double = 2) { self.racyMargin = racyMargin }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var counts = Counts()


    /// What the last run reused and lowered.
    public var lastRun: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// The number of files whose results are kept.
    public var keptFiles: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Starts a run: the counts start again from zero.
    func beginRun() {
        lock.lock()
        counts = Counts()
        lock.unlock()
    }

    /// Ends a run over `files`: results of files no longer there are let go of.
    func endRun(keeping files: [DiscoveredFile]) {
        let paths = Set(files.map(\.absolutePath))
        lock.lock()
        entries = entries.filter { paths.contains($0.key) }
        lock.unlock()
    }

    /// The lowered file: the kept result when the file's place and status are unchanged and its
    /// status stands for its bytes (see the type's documentation), without reading it; else the
    /// file is read (`read`) and the kept result given back when its bytes are unchanged, else it
    /// is lowered through `lower` and kept. A file that cannot be read is never kept.
    func lowered(_ discovered: DiscoveredFile, root: String?, read: () -> Result<SourceFile, Diagnostic>,
                 lower: (Result<SourceFile, Diagnostic>) -> Lowering.LoweredFile) -> Lowering.LoweredFile {
        let status = FileStatus.of(discovered.absolutePath)
        lock.lock()
        let known = entries[discovered.absolutePath]
        lock.unlock()
        if let known, let status, let before = known.status, known.discovered == discovered, known.root == root, status.sameFile(as: before) {
            count(reused: true)
            return known.lowered
        }
        let bytes = read()
        lock.lock()
        counts.read += 1
        lock.unlock()
        return lowered(discovered, root: root, status: status, read: bytes, lower: lower)
    }

    private func lowered(_ discovered: DiscoveredFile, root: String?, status: FileStatus?, read: Result<SourceFile, Diagnostic>,
                         lower: (Result<SourceFile, Diagnostic>) -> Lowering.LoweredFile) -> Lowering.LoweredFile {
        let settled = status.flatMap { $0.isSettled(margin: racyMargin) ? $0 : nil }
        guard case .success(let file) = read else {
            count(reused: false)
            forget(discovered.absolutePath)
            return lower(read)
        }
        lock.lock()
        let kept = entries[discovered.absolutePath]
        lock.unlock()
        if let kept, kept.discovered == discovered, kept.root == root, kept.file.bytes == file.bytes {
            lock.lock()
            entries[discovered.absolutePath]?.status = settled
            counts.reused += 1
            lock.unlock()
            return kept.lowered
        }
        let lowered = lower(read)
        lock.lock()
        entries[discovered.absolutePath] = Entry(discovered: discovered, root: root, file: file, lowered: lowered, status: settled)
        counts.lowered += 1
        lock.unlock()
        return lowered
    }

    private func count(reused: Bool) {
        lock.lock()
        if reused { counts.reused += 1 } else { counts.lowered += 1 }
        lock.unlock()
    }

    private func forget(_ path: String) {
        lock.lock()
        entries[path] = nil
        lock.unlock()
    }
}
