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
        public init(reused: Int = 0, lowered: Int = 0) {
            self.reused = reused
            self.lowered = lowered
        }
    }

    private struct Entry {
        var discovered: DiscoveredFile
        var root: String?
        var file: SourceFile
        var lowered: Lowering.LoweredFile
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var counts = Counts()

    public init() {}

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

    /// The lowered file: the kept result when the file's place and bytes are unchanged, else read
    /// through `lower` and kept. A file that cannot be read is never kept.
    func lowered(_ discovered: DiscoveredFile, root: String?, read: Result<SourceFile, Diagnostic>, lower: (Result<SourceFile, Diagnostic>) -> Lowering.LoweredFile) -> Lowering.LoweredFile {
        guard case .success(let file) = read else {
            count(reused: false)
            forget(discovered.absolutePath)
            return lower(read)
        }
        lock.lock()
        let kept = entries[discovered.absolutePath]
        lock.unlock()
        if let kept, kept.discovered == discovered, kept.root == root, kept.file.bytes == file.bytes {
            count(reused: true)
            return kept.lowered
        }
        let lowered = lower(read)
        lock.lock()
        entries[discovered.absolutePath] = Entry(discovered: discovered, root: root, file: file, lowered: lowered)
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
