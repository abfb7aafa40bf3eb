import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SanadBundleFormat
import SanadDiagnostics

/// Lowered files kept on disk between processes: what parsing, validating and lowering a file
/// gave (its learner texts, its models with their compiled bodies), stored under the SHA-256 of
/// everything that result depends on, so that a build or lint after an edit reads the other files'
/// results instead of lowering them again. The command line's counterpart of the resident engine's
/// memo (`CompilationEngine`), which keeps the same results in memory.
///
/// What a result depends on, and so its key: the file's bytes, its kind, its path relative to the
/// content folder and as diagnostics show it, and the tool (`SanadToolIdentity`: its version and
/// its executable, whose schemas are compiled in). Lowering reads nothing else: not the project's
/// settings, not another file (those are read by resolution, on every build, and by the checks,
/// whose clean results are kept beside the packs under what they read: `Pipeline.StoredChecks`).
///
/// Only a file that lowered without a problem is kept (a file with problems is lowered again, and
/// its diagnostics are fresh), and only of a kind whose models have a coding
/// (`LoweredModelsCoding`: lessons, the many files of a project; the others are few and lowered
/// each time). Each content folder's entries are kept in pack files of their own
/// (`LoweredFilePacks`), written once per run.
///
/// Kept from serving a wrong result as `ReferenceTextCache` is: off unless the process turns it on
/// (the `sanad` command line does, in the same folder; `--no-cache` and `--release` turn it off),
/// the folders and packs the user's own and writable by no one else, each pack's index and each
/// entry carrying its SHA-256, an entry read by a bounds-checked decoder that must read all of it,
/// packs written to a temporary file and renamed into place. A failure to read or write it never
/// fails a command: the file is lowered instead.
public struct LoweredFileCache: Sendable {
    /// The layout version; a change makes every older entry foreign.
    static let formatVersion = 1
    /// The first word of every entry.
    static let header = "sanad-lowered-file"
    /// Entries not used for this long are removed.
    static let unusedLifetime: TimeInterval = 30 * 24 * 3600
    /// Above this many bytes of entries, the least recently used go.
    static let sizeLimit = 1 << 30

    /// The folder its entries are kept in.
    public let folder: URL
    /// The tool that reads and writes them.
    let tool: String
    private let state = State()

    /// What the cache did in one process: files read from it, lowered and stored, and entries
    /// refused (damaged or not this tool's; missing ones are not counted).
    public struct Counts: Sendable, Equatable {
        /// Files read from the cache instead of being lowered.
        public var hits = 0
        /// Files lowered and stored.
        public var stores = 0
        /// Entries present but refused.
        public var refused = 0
        /// Check results (a lesson's rules, a file's text checks) given back from an earlier
        /// run's (`Pipeline.StoredChecks`).
        public var checksKept = 0
        /// Check results computed, in runs that keep them (and keep them when clean).
        public var checksRun = 0
        /// Runs that could not keep check results (a file other than a lesson could not be read).
        public var checkRunsNotKept = 0
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var counts = Counts()
    }

    /// The cache in `folder` (its `lowered-files` subfolder), used by this build of Sanad; nil
    /// when the executable is unknown.
    public init?(folder: URL) { self.init(folder: folder, tool: SanadToolIdentity.current) }

    /// The cache in `folder` used by the tool `tool` (a test stands in another build of Sanad).
    package init?(folder: URL, tool: String) {
        guard tool != SanadToolIdentity.unknown else { return nil }
        self.folder = folder.appendingPathComponent("lowered-files")
        self.tool = tool
    }

    private static let configuredState = Configured()
    private final class Configured: @unchecked Sendable {
        let lock = NSLock()
        var cache: LoweredFileCache?
    }

    /// Turns the cache on for this process's pipelines in `folder` (the command line's cache
    /// folder, `ReferenceTextCache.defaultFolder`), or off with nil.
    package static func configure(folder: URL?) {
        configuredState.lock.lock()
        configuredState.cache = folder.flatMap { LoweredFileCache(folder: $0) }
        configuredState.lock.unlock()
    }

    /// The cache this process turned on, if any: a new `Pipeline` uses it.
    public static var configured: LoweredFileCache? {
        configuredState.lock.lock()
        defer { configuredState.lock.unlock() }
        return configuredState.cache
    }

    /// What the cache did so far.
    public var counts: Counts {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.counts
    }

    // MARK: Keys

    /// The key of a file's lowered result: the SHA-256 of the layout, the tool, the file's kind,
    /// paths and bytes.
    func key(kind: SourceKind, relativePath: String, file: SourceFile) -> Digest256 {
        var hasher = SHA256()
        for part in ["\(Self.header) \(Self.formatVersion)", tool, kind.rawValue, relativePath, file.path] {
            hasher.update(data: Data(part.utf8))
            hasher.update(data: [0])
        }
        file.bytes.withUnsafeBytes { hasher.update(bufferPointer: $0) }
        return Digest256(hasher.finalize())
    }

    /// A run's use of the cache for one content folder (`root`, its real path): its entries are
    /// kept together, in pack files of their own (`LoweredFilePacks`).
    /// A long-running process's runs (`storing` false) only read: its engine keeps what it
    /// lowers, and a pack per save would pile up.
    func session(root: String, storing: Bool = true) -> Session {
        Session(cache: self, folder: folder.appendingPathComponent(String(SHA256Hex.of(Data(root.utf8)).prefix(32))), storing: storing)
    }

    /// One run's lookups and stores in one content folder's packs: the packs' indexes are read at
    /// the first lookup, entries read by their place, and what the run lowered written at the end
    /// as one new pack (`finish`). Safe to use from several threads.
    final class Session: @unchecked Sendable {
        let cache: LoweredFileCache
        let packs: LoweredFilePacks
        private let lock = NSLock()
        private var index: [Digest256: LoweredFilePacks.Location]?
        private let writer: LoweredFilePacks.PackWriter
        private var used: Set<Digest256> = []

        /// The key of a file's lowered result (`LoweredFileCache.key`), kept for the run (`key(of:)`).
        func key(kind: SourceKind, relativePath: String, file: SourceFile) -> Digest256 {
            let key = cache.key(kind: kind, relativePath: relativePath, file: file)
            lock.lock()
            keys[ObjectIdentifier(file)] = (file, key)
            keysByPath[relativePath] = key
            lock.unlock()
            return key
        }

        /// The key this run took of `file`, if it took one (files read from disk, not an editor's buffers).
        func key(of file: SourceFile) -> Digest256? {
            lock.lock()
            defer { lock.unlock() }
            return keys[ObjectIdentifier(file)].flatMap { $0.file === file ? $0.key : nil }
        }

        /// The key this run took of the file at `relativePath`, if it took one.
        func key(ofPath relativePath: String) -> Digest256? {
            lock.lock()
            defer { lock.unlock() }
            return keysByPath[relativePath]
        }

        /// The keys taken, by file (each file held, so that its identity is not another's) and by path.
        private var keys: [ObjectIdentifier: (file: SourceFile, key: Digest256)] = [:]
        private var keysByPath: [String: Digest256] = [:]

        /// The clean check results of the content folder (`CheckResultStore`).
        var checkResults: CheckResultStore { CheckResultStore(folder: packs.folder) }

        /// Whether what the run lowers is stored.
        let storing: Bool

        init(cache: LoweredFileCache, folder: URL, storing: Bool) {
            self.cache = cache
            self.storing = storing
            packs = LoweredFilePacks(folder: folder)
            writer = LoweredFilePacks.PackWriter(folder: folder)
        }

        /// The packs opened so far, by name: each is opened once per run.
        private var opened: [String: LoweredFilePacks.PrivateFile?] = [:]

        private func location(of key: Digest256) -> (LoweredFilePacks.Location, LoweredFilePacks.PrivateFile?)? {
            lock.lock()
            defer { lock.unlock() }
            if index == nil { index = packs.readIndexes() }
            guard let location = index?[key] else { return nil }
            if opened[location.pack] == nil { opened[location.pack] = LoweredFilePacks.PrivateFile(packs.folder.appendingPathComponent(location.pack).path) }
            return (location, opened[location.pack] ?? nil)
        }

        /// The lowered file stored under `key` for `file`, or nil when there is none that can be
        /// trusted (missing, damaged, or not of `kind` and `relativePath`).
        func load(_ key: Digest256, kind: SourceKind, relativePath: String, file: SourceFile) -> Lowering.LoweredFile? {
            guard let (location, pack) = location(of: key), let pack else { return nil }
            guard let body = packs.read(location, in: pack), let lowered = try? Lowering.LoweredFile(cacheEntry: body, kind: kind, relativePath: relativePath, file: file) else {
                cache.count { $0.refused += 1 }
                return nil
            }
            cache.count { $0.hits += 1 }
            lock.lock()
            used.insert(key)
            lock.unlock()
            return lowered
        }

        /// Writes `lowered` under `key` into the run's new pack (`finish` puts it in place), when
        /// its kind has a coding and it has no problems.
        func store(_ lowered: Lowering.LoweredFile, key: Digest256) {
            guard storing, let body = try? lowered.cacheEntry() else { return }
            lock.lock()
            writer.add(key: key, body: body)
            used.insert(key)
            lock.unlock()
            cache.count { $0.stores += 1 }
        }

        /// Writes what the run stored as one pack. After a run that looked up every file of the
        /// folder (`complete`), the packs are merged into one holding only this run's entries
        /// when they hold many packs or mostly entries no file has any more.
        func finish(complete: Bool) {
            lock.lock()
            defer { lock.unlock() }
            let written = writer.commit()
            // A run that looked nothing up did not read the indexes: nothing to merge.
            guard let index else {
                if written == nil { packs.touch() }
                return
            }
            packs.finish(written: written, index: index, keeping: complete ? used : nil)
        }
    }

    func count(_ change: (inout Counts) -> Void) {
        state.lock.lock()
        change(&state.counts)
        state.lock.unlock()
    }

    // MARK: Pruning

    /// At most once a day (a marker file's time says when it last ran): removes the packs of
    /// content folders not used for `unusedLifetime`, then those of the least recently used beyond
    /// `sizeLimit` bytes.
    public func prune(now: Date = Date(), force: Bool = false) {
        let marker = folder.appendingPathComponent(".pruned").path
        let fileManager = FileManager.default
        if !force, let last = (try? fileManager.attributesOfItem(atPath: marker))?[.modificationDate] as? Date, last > now.addingTimeInterval(-24 * 3600) {
            return
        }
        guard ReferenceTextCache.isPrivate(folder.path, folder: true) == true, let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
        _ = LoweredFilePacks.writePrivateFile([], at: marker, in: folder)
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") { unlink(folder.appendingPathComponent(name).path) }
        var projects: [(path: String, used: TimeInterval, size: Int)] = []
        for name in names where !name.hasPrefix(".") {
            let path = folder.appendingPathComponent(name).path
            let packs = LoweredFilePacks(folder: URL(fileURLWithPath: path))
            let (used, size) = packs.usage()
            if used < now.timeIntervalSince1970 - Self.unusedLifetime {
                packs.removeAll()
            } else {
                packs.removeLeftovers(now: now)
                projects.append((path, used, size))
            }
        }
        var total = projects.reduce(0) { $0 + $1.size }
        for project in projects.sorted(by: { $0.used < $1.used }) where total > Self.sizeLimit {
            LoweredFilePacks(folder: URL(fileURLWithPath: project.path)).removeAll()
            total -= project.size
        }
    }
}
