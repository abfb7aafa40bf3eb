import SanadCompiler
import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// `sanad lint`'s whole-folder results kept between runs, in `lint/` of the cache folder
/// (`~/.cache/sanad`, or `SANAD_CACHE_DIR`): a folder for each content folder, holding its
/// entries (`ResultCache`) and what it last found in each file (`FileStates`). A lint of a content
/// folder, or of files in it, with nothing changed since an earlier lint answers from it at the
/// cost of a stat per file; when anything changed, the folder is linted whole again, as without
/// the cache.
///
/// A result is kept under the same kind of key as a build (`BuildCacheKey`): the tool, its
/// schemas, the day (review checks read it), the folders (they change the paths shown) and the
/// fingerprint of every file in the content folder; with the state of each Qur'an or hadith text
/// read outside it. Its diagnostics are read back only while the files they point into hold the
/// bytes they were found in (`CachedDiagnostics`). It is not kept when what the lint read may not
/// be what the key says: a file changed while it ran, or a media path reaches into a
/// version-control folder (which the fingerprint leaves out).
public final class LintCache: LintResults, @unchecked Sendable {
    /// What a lookup did for one content folder.
    public enum Answer: Equatable, Sendable {
        /// Answered from a kept result.
        case kept
        /// Linted, for this reason.
        case linted(reason: String)
    }

    /// The cache's folder (`lint/` of the cache folder).
    public let folder: URL
    /// The running tool's identity in the key.
    public let toolIdentity: String
    /// The source schemas' digest in the key.
    public let schemasDigest: String
    /// A content folder's entries are removed when it has not been linted for this many days.
    static let unusedDays = 30
    private let lock = NSLock()
    private var answered: [String: Answer] = [:]

    /// The lint cache in `folder`, for the running tool and its schemas (a test stands in
    /// another tool or changed schemas).
    public init(folder: URL, toolIdentity: String = BuildCacheKey.toolIdentity, schemasDigest: String = BuildCacheKey.schemasDigest) {
        self.folder = folder
        self.toolIdentity = toolIdentity
        self.schemasDigest = schemasDigest
    }

    /// The lint cache of the cache folder an environment names (`ReferenceTextCache.defaultFolder`),
    /// or nil when it names none (`SANAD_CACHE_DIR` set but empty).
    public convenience init?(environment: [String: String]) {
        guard let base = ReferenceTextCache.defaultFolder(environment: environment) else { return nil }
        self.init(folder: base.appendingPathComponent("lint"))
    }

    /// What the last lookup for the content folder at `root` (absolute) did, if there was one.
    public func answer(for root: String) -> Answer? {
        lock.lock()
        defer { lock.unlock() }
        return answered[URL(fileURLWithPath: root).standardizedFileURL.path]
    }

    /// The folder of one content folder's entries and states: named by the SHA-256 of its path.
    func place(of root: String) -> URL {
        folder.appendingPathComponent(String(SHA256Hex.of(Data(root.utf8)).prefix(32)))
    }

    /// The result of linting the content folder at `root` on `today`: the kept one when its key
    /// (see the type's documentation) is this lint's and the files it read outside the folder and
    /// those its diagnostics point into are as they were; otherwise `lint()`'s, kept when it can be.
    public func result(of root: String, today: LocalDate, discovery: ContentDiscovery, lint: () -> Linter.FolderResult) -> Linter.FolderResult {
        let absoluteRoot = URL(fileURLWithPath: discovery.absolute(root)).standardizedFileURL.path
        let place = place(of: absoluteRoot)
        let cache = ResultCache<LintCacheEntry>(folder: place.appendingPathComponent("entries"))
        switch look(at: absoluteRoot, today: today, discovery: discovery, cache: cache) {
        case .kept(let result):
            // In use: not pruned as unused (a kept answer may write nothing else).
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: place.path)
            record(.kept, for: absoluteRoot)
            return result
        case .lint(let key, let miss):
            record(.linted(reason: miss.reason), for: absoluteRoot)
            let result = lint()
            if let key {
                // What the look before the lint saved is read back for the look after it.
                let states = FileStates(folder: place)
                store(result, key: key, cache: cache, root: absoluteRoot, discovery: discovery, states: states)
                states.save()
            }
            return result
        }
    }

    /// What a look at the content folder's files found: a kept result, or a lint to run (with
    /// the key to keep its result under, if there is one).
    private enum Look {
        case kept(Linter.FolderResult)
        case lint(key: BuildCacheKey?, miss: CacheMiss)
    }

    /// Looks at the content folder's files and for a kept result. What the look found in each
    /// file is saved, and its tables (two entries a file) are let go of before the content is read.
    private func look(at root: String, today: LocalDate, discovery: ContentDiscovery, cache: ResultCache<LintCacheEntry>) -> Look {
        let states = FileStates(folder: place(of: root))
        defer { states.save() }
        switch key(root: root, today: today, discovery: discovery, states: states) {
        case .failure(let miss): return .lint(key: nil, miss: miss)
        case .success(let key):
            switch kept(key, cache: cache, states: states) {
            case .success(let result): return .kept(result)
            case .failure(let miss): return .lint(key: key, miss: miss)
            }
        }
    }

    /// The key of a lint of the folder at `root` (absolute, standardized) on `today`, or why there
    /// is none: the cache would be inside the content folder (each lint would change what the
    /// next one reads), or a folder in the content cannot be listed.
    func key(root: String, today: LocalDate, discovery: ContentDiscovery, states: FileStates) -> Result<BuildCacheKey, CacheMiss> {
        BuildInputs.key(
            cacheFormat: ResultCache<LintCacheEntry>.formatVersion, tool: toolIdentity, schemas: schemasDigest,
            options: ["command=lint", "today=\(today)", "root=\(root)", "workingDirectory=\(discovery.workingDirectory)"],
            root: root, store: folder.path, storeName: "lint cache", states: states)
    }

    /// The kept result for `key`, or why there is none that holds.
    private func kept(_ key: BuildCacheKey, cache: ResultCache<LintCacheEntry>, states: FileStates) -> Result<Linter.FolderResult, CacheMiss> {
        guard let entry = cache.load(key) else { return .failure(.init("no earlier lint of this content as it is now")) }
        guard states.unchanged(entry.externals) else {
            return .failure(.init("a file read outside the content folder changed"))
        }
        guard let diagnostics = entry.found.decoded() else { return .failure(.init("the kept diagnostics could not be read")) }
        return .success(Linter.FolderResult(diagnostics: diagnostics, files: entry.files, externals: entry.externals.keys.sorted(), media: []))
    }

    /// Keeps a lint's result, unless what it read may not be what `key` says (see the type's
    /// documentation) or a diagnostic cannot be kept.
    private func store(_ result: Linter.FolderResult, key: BuildCacheKey, cache: ResultCache<LintCacheEntry>, root: String,
                       discovery: ContentDiscovery, states: FileStates) {
        guard let externals = BuildInputs.keepable(key, root: root, media: result.media, externals: result.externals, states: states),
            let found = try? CachedDiagnostics(result.diagnostics, absolute: discovery.absolute) else { return }
        cache.store(LintCacheEntry(key: key, externals: externals, found: found, files: result.files))
        pruneUnused()
    }

    /// Removes the folders of content folders not linted for `unusedDays` days (a scratch folder's,
    /// a project's moved elsewhere).
    private func pruneUnused() {
        let fileManager = FileManager.default
        let limit = Date().addingTimeInterval(-Double(Self.unusedDays) * 86_400)
        for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] where name.count == 32 {
            let place = folder.appendingPathComponent(name)
            let entries = place.appendingPathComponent("entries")
            let used = [place, entries, place.appendingPathComponent("states")].compactMap {
                (try? fileManager.attributesOfItem(atPath: $0.path))?[.modificationDate] as? Date
            }.max() ?? .distantPast
            if used < limit { try? fileManager.removeItem(at: place) }
        }
    }

    private func record(_ answer: Answer, for root: String) {
        lock.lock()
        answered[root] = answer
        lock.unlock()
    }
}
