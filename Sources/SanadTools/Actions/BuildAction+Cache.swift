import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource
import SanadCompiler

extension BuildAction {
    /// The key of this build, or nil when the build is not cached: caching is off, the build
    /// compares with a previous bundle (it writes a delta), a test hook is set, the output folder
    /// is inside the content folder (the build would read what it writes), or a folder in the
    /// content cannot be listed.
    /// `states` remembers what earlier builds found in each file (see `FileStates`). Why there
    /// is no key is in `CacheMiss`.
    func cacheKey(root: String, output: URL, today: LocalDate, discovery: ContentDiscovery, states: FileStates) -> Result<BuildCacheKey, CacheMiss> {
        guard options.cache else { return .failure(.init("the cache is off (--no-cache)")) }
        guard options.previous == nil else { return .failure(.init("a build with --previous writes a delta")) }
        guard options.signingKeys.isEmpty else { return .failure(.init("a signed build is never answered from the cache")) }
        guard afterEachFile == nil, !shuffleDiscovery else { return .failure(.init("a test hook is set")) }
        let absoluteRoot = URL(fileURLWithPath: discovery.absolute(root)).standardizedFileURL.path
        return BuildInputs.key(
            cacheFormat: BuildCache.formatVersion, tool: toolIdentity, schemas: schemasDigest,
            options: [
                "release=\(options.release)", "requireAllApproved=\(options.requireAllApproved)", "today=\(today)",
                "SOURCE_DATE_EPOCH=\(options.environment["SOURCE_DATE_EPOCH"] ?? "")", "root=\(absoluteRoot)",
                "workingDirectory=\(discovery.workingDirectory)", "output=\(output.standardizedFileURL.path)",
                "bundleName=\(options.bundleName ?? "")",
            ],
            root: absoluteRoot, store: output.path, storeName: "output folder", states: states)
    }

    /// The outcome of a build answered from the cache, or nil when the entry is missing, cannot
    /// be trusted, or its bundle or a file it read outside the content folder has changed.
    func cachedOutcome(
        _ key: BuildCacheKey, cache: BuildCache, policy: SeverityPolicy, discovery: ContentDiscovery, timings: Pipeline.Timings, states: FileStates
    ) -> Result<Outcome, CacheMiss> {
        // Why there is no entry is only told by `--timings`, and finding the nearest entry reads
        // them all: a build that does not print it skips that.
        guard let entry = cache.load(key) else {
            return .failure(options.timings ? cache.missReason(key, states: states) : CacheMiss("no entry for this build"))
        }
        guard states.unchanged(entry.externals) else {
            let changed = entry.externals.keys.filter { states.state(of: $0) != entry.externals[$0] }.sorted()
            return .failure(.init("a file read outside the content folder changed: " + changed.map(discovery.display).joined(separator: ", ")))
        }
        guard entry.bundleUnchanged else { return .failure(.init("the bundle folder was changed since this build wrote it")) }
        guard let found = entry.found.decoded(), let budget = entry.budget.decoded() else {
            return .failure(.init("the cache entry's diagnostics could not be read"))
        }
        return .success(outcome(from: entry, found: found, budget: budget, policy: policy, discovery: discovery, timings: timings, states: states))
    }

    private func outcome(
        from entry: BuildCacheEntry, found: [Diagnostic], budget: [Diagnostic], policy: SeverityPolicy, discovery: ContentDiscovery,
        timings: Pipeline.Timings, states: FileStates
    ) -> Outcome {
        var diagnostics = policy.apply(found)
        if policy.fails(diagnostics) { return finish(diagnostics, files: entry.sourcePaths, policy: policy, bundle: nil) }
        diagnostics = Self.adding(budget, to: diagnostics, policy: policy)
        if policy.fails(diagnostics) { return finish(diagnostics, files: entry.sourcePaths, policy: policy, bundle: nil) }
        let folder = URL(fileURLWithPath: discovery.absolute(options.output)).standardizedFileURL.appendingPathComponent(URL(fileURLWithPath: entry.bundlePath).lastPathComponent)
        // What builds killed since left behind goes, as after a full build.
        BundleWriter.removeLeftovers(of: folder)
        var outcome = finish(diagnostics, files: entry.sourcePaths, policy: policy, bundle: folder)
        guard options.reporting.format == .text || options.reporting.format == .github else { return outcome }
        if options.timings {
            outcome.output += Self.timingTable(timings, lessons: entry.lessons, files: entry.bundleFiles)
            outcome.output += "cache: answered from the cache (\(states.filesRead) files read, the rest unchanged by their stamps)\n"
        }
        outcome.output += "up to date (nothing changed since the last build)\n"
        outcome.output += discovery.display(folder.path) + "\n"
        return outcome
    }

    /// What `--timings` says of the lowered-file cache (`LoweredFileCache`) in this process: how
    /// many files were read from it instead of being parsed, validated and lowered.
    static func loweredFileCacheLine(_ cache: LoweredFileCache?) -> String {
        guard let cache else { return "lowered files: all lowered (their cache is off)\n" }
        let counts = cache.counts
        var parts = ["\(counts.hits) read from the cache", "\(counts.stores) lowered and stored"]
        if counts.refused > 0 { parts.append("\(counts.refused) refused (damaged, or another tool's)") }
        // (A resident engine keeps its check results in memory: no line.)
        let checks = counts.checksKept + counts.checksRun > 0
            ? "check results: \(counts.checksKept) kept from an earlier run, \(counts.checksRun) checked\n"
            : counts.checkRunsNotKept > 0 ? "check results: all checked, none kept (a file other than a lesson could not be read)\n" : ""
        return "lowered files: " + parts.joined(separator: ", ") + " (\(cache.folder.path))\n" + checks
    }

    /// What `--timings` says of the reference-text cache (`ReferenceTextCache`) in this process.
    static func referenceTextCacheLine() -> String {
        guard let folder = ReferenceTextCache.folder else { return "reference texts: parsed (their cache is off)\n" }
        let counts = ReferenceTextCache.counts
        var parts = ["\(counts.hits) read from the cache", "\(counts.stores) parsed and stored"]
        if counts.digestsRemembered > 0 {
            parts.append("\(counts.digestsRemembered) \(counts.digestsRemembered == 1 ? "file" : "files") not read (unchanged since an earlier run hashed \(counts.digestsRemembered == 1 ? "it" : "them"))")
        }
        if counts.refused > 0 { parts.append("\(counts.refused) cache \(counts.refused == 1 ? "entry" : "entries") refused (damaged or another tool's)") }
        return "reference texts: " + parts.joined(separator: ", ") + " (" + folder.path + ")\n"
    }

    /// Remembers a build that wrote its bundle, and saves `states` (what this look at the files
    /// found, with what the look before the build saved). Nothing is stored when what the build read may
    /// not be what the key says: a file in the content folder changed while it ran, a Qur'an text
    /// was seen in more than one state or has changed since, or a media file is in a
    /// version-control folder (which the key leaves out); nor when a diagnostic cannot be stored
    /// (a range in text embedded in another file).
    func storeInCache(
        _ key: BuildCacheKey, cache: BuildCache, root: String, found: [Diagnostic], budget: [Diagnostic], sourcePaths: [String],
        externals: [String], media: [String], folder: URL, manifest: BundleManifest, lessons: Int, discovery: ContentDiscovery, states: FileStates
    ) {
        defer { states.save() }
        let absoluteRoot = URL(fileURLWithPath: discovery.absolute(root)).standardizedFileURL.path
        guard let externalStates = BuildInputs.keepable(key, root: absoluteRoot, media: media, externals: externals, states: states) else { return }
        // The folder must still hold the bundle this build wrote (a concurrent build may have put
        // its own in place): its manifest, which names every file's digest, has the bytes written.
        let encoder = BundleBuilder.encoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        let manifestPath = folder.appendingPathComponent(BundleFormat.manifestName).path
        guard let cachedFound = try? CachedDiagnostics(found, absolute: discovery.absolute),
            let cachedBudget = try? CachedDiagnostics(budget, absolute: discovery.absolute),
            let expected = try? encoder.encode(manifest),
            FileManager.default.contents(atPath: manifestPath) == expected else { return }
        let written = BuildCacheEntry.snapshot(folder)
        guard FileManager.default.contents(atPath: manifestPath) == expected else { return }
        cache.store(BuildCacheEntry(
            key: key, externals: externalStates, found: cachedFound, budget: cachedBudget, sourcePaths: sourcePaths, bundlePath: folder.path,
            manifestSHA256: SHA256Hex.of(expected), written: written, lessons: lessons,
            bundleFiles: manifest.files.count))
    }
}
