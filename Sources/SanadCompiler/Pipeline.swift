import SanadBundleFormat
import SanadCitations
import Foundation
import SanadDiagnostics
import SanadSource

/// The compiler pipeline over one content folder: discover → parse → validate → lower → resolve
/// → check. Files are parsed, validated and checked in parallel; results are merged in a stable
/// order, so the output never depends on scheduling.
public struct Pipeline: Sendable {
    /// The stages `--timings` reports, in the order they run.
    public enum Stage: String, Sendable, CaseIterable {
        /// Fingerprinting the inputs and looking them up in the build cache.
        case cache = "cache check"
        case discover, read, resolve
        case loadQuran = "load Qur'an"
        case loadHadith = "load hadith"
        case check, emit, write
    }

    /// How long each stage took (wall time).
    public struct Timings: Sendable {
        /// Each stage's name, wall time in milliseconds, the process's CPU time in milliseconds
        /// (every thread, user and system) and the process's peak memory when it ended, in the
        /// order they ran.
        public var stages: [(stage: Stage, milliseconds: Double, cpuMilliseconds: Double, peakMegabytes: Double)] = []
        /// The CPU time of the steps of the "read" stage, summed over the files (on all cores).
        public var steps: [(name: String, milliseconds: Double)] = []
        /// No stage measured yet.
        public init() {}
        package mutating func measure<T>(_ stage: Stage, _ body: () throws -> T) rethrows -> T {
            let watch = Stopwatch(), cpu = Stopwatch.processCPUMilliseconds()
            let result = try body()
            stages.append((stage, watch.elapsedMilliseconds, Stopwatch.processCPUMilliseconds() - cpu, Stopwatch.peakMegabytes()))
            return result
        }
    }

    /// What a run found: the diagnostics, the lowered corpus, its index and the stage timings.
    public struct Result: Sendable {
        /// Every problem, in output order.
        public var diagnostics: [Diagnostic]
        /// Every file's lowered models.
        public var corpus: Corpus
        /// The corpus resolved: every id and what it names, across files.
        public var index: CorpusIndex
        /// How long each stage took.
        public var timings: Timings
        /// The settings the run checked under: release checks, every approval required, and the
        /// review day. (A build given a check's result builds it only under the same settings.)
        public var settings: Settings
        /// The lesson files of the folder's last command-line build (`StoredLessonFiles`), for
        /// a build of this result; nil without the lowered-file cache, or in a resident engine.
        package var storedLessonFiles: StoredLessonFiles?
    }

    /// The settings a run's result depends on beyond the files.
    public struct Settings: Sendable, Equatable {
        /// Release checks (`Pipeline.release`).
        public var release: Bool
        /// What is not approved is an error (`Pipeline.requireAllApproved`).
        public var requireAllApproved: Bool
        /// The day the review checks were made on.
        public var today: LocalDate
        /// Settings of a run.
        public init(release: Bool, requireAllApproved: Bool, today: LocalDate) {
            self.release = release
            self.requireAllApproved = requireAllApproved
            self.today = today
        }
    }

    /// How the content folder's files are found and their paths shown.
    public var discovery: ContentDiscovery
    /// Release checks: approvals must be current, in scope, by real reviewers; what is not
    /// approved is left out (see `ReviewPolicy`).
    public var release = false
    /// With `release`: what is not approved is an error instead of being left out.
    public var requireAllApproved = false
    /// The build date for review checks; nil for today (UTC).
    public var today: LocalDate?
    /// A progress line for long runs on a terminal, if the command line wants one.
    public var progress: Progress?
    /// The resident engine of a long-running process: files whose bytes have not changed since
    /// its last run are not read again through the front end (see `CompilationEngine`).
    public var engine: CompilationEngine?
    /// The text of files open in an editor, by absolute path: read instead of the file on disk
    /// (the language server's unsaved buffers). Only files the folder holds are read this way.
    public var overlays: [String: [UInt8]] = [:]
    /// The caller knows that no file of the folder changed on disk since the engine's last run
    /// over it, only `overlays` (the language server between its looks at the disk): the last run's discovery
    /// is reused and files that are not overlays are not looked at. Without an engine, ignored.
    public var diskUnchanged = false
    /// With `diskUnchanged`: files (absolute paths) the caller knows changed on disk since the
    /// engine's last run, and nothing else (a save, a file watcher's events): they are read again
    /// without walking the folder, and the review checks run again. A path that is not one of the
    /// last discovery's files (a file created, or named otherwise), or a folder where a file is a
    /// link, makes the run look at the whole disk.
    public var changedOnDisk: Set<String> = []
    /// Lowered files kept on disk between processes (`LoweredFileCache`): a file whose result is
    /// there is not parsed, validated and lowered again. The process's configured cache by default;
    /// never used by a release run, which reads every file itself.
    public var loweredFileCache: LoweredFileCache? = LoweredFileCache.configured

    /// A pipeline that finds files with `discovery`, with release checks when `release`.
    public init(discovery: ContentDiscovery, release: Bool = false) {
        self.discovery = discovery
        self.release = release
    }

    /// Whether results kept on disk by command-line runs (check results, lesson files) are
    /// checked against new ones, a difference stopping the process: when the environment sets
    /// `SANAD_VERIFY_INCREMENTAL=1`, as `make test` does (as `CompilationEngine.verifiesResults`).
    static let verifiesKeptResults = ProcessInfo.processInfo.environment["SANAD_VERIFY_INCREMENTAL"] == "1"

    /// The review policy for a corpus under this pipeline's settings.
    func reviewPolicy(for corpus: Corpus) -> ReviewPolicy {
        var policy = ReviewPolicy(
            release: release, requireAllApproved: requireAllApproved, today: today ?? LocalDate(Date(), in: TimeZone(identifier: "UTC")!),
            validFor: corpus.project?.reviewValidFor, sampleReviewers: corpus.reviewersAreSampleData, root: corpus.root)
        policy.approvals = corpus.project?.approvals ?? .init()
        return policy
    }

    /// Runs every stage up to the checks on the content folder at `root`.
    public func run(root: String) -> Result {
        var timings = Timings()
        let changedOnDisk = self.changedOnDisk
        let kept = diskUnchanged ? engine?.discovery(of: root).flatMap { last in
            // A link in the folder reads another file, which a report may name instead.
            changedOnDisk.isEmpty || (!(self.engine?.readThroughLinks ?? true) && changedOnDisk.isSubset(of: Set(last.files.map(\.absolutePath)))) ? last : nil
        } : nil
        let found = kept ?? timings.measure(.discover) { discovery.discover(root: root) }
        let realRoot = ContentFile.realPath(discovery.absolute(root))
        // Each file is read, parsed, validated and lowered in one pass on all cores, and its YAML
        // and Markdown trees are let go of as soon as it is lowered: the trees of all files never
        // coexist with the models. The stage's CPU time is split into its steps below it.
        let steps = StepClock()
        let progress = self.progress
        progress?.begin(total: found.files.count)
        defer { progress?.finish() }
        let engine = self.engine
        // A long-running process's engine takes its first run's files from the cache, and keeps
        // the rest itself (a file it reads again has changed: the cache would not hold it).
        let fileCache = release || engine?.isEmpty == false ? nil : realRoot.flatMap { loweredFileCache?.session(root: $0, storing: engine == nil) }
        engine?.beginRun()
        // With the disk unchanged, the kept results are taken under one lock; only the rest (an
        // editor's buffers, files not seen before) go through the front end.
        let known = kept == nil ? nil : engine?.keptResults(found.files, root: realRoot, except: Set(overlays.keys).union(changedOnDisk))
        let missing = found.files.indices.filter { known?[$0] == nil }
        let files: [Lowering.LoweredFile] = timings.measure(.read) {
            let lowered = Self.parallelMap(missing) { index -> Lowering.LoweredFile in
                let file = found.files[index]
                defer { progress?.advance() }
                let overlay = overlays[file.absolutePath]
                // An editor's buffer changes with every keystroke: it is lowered, never stored.
                let fileCache = overlay == nil ? fileCache : nil
                let lower = { (read: Swift.Result<SourceFile, Diagnostic>) -> Lowering.LoweredFile in
                    let cached = fileCache.flatMap { cache in
                        (try? read.get()).map { source in
                            (cache, steps.measure(.cached) { cache.key(kind: file.kind, relativePath: file.relativePath, file: source) }, source)
                        }
                    }
                    if let (cache, key, source) = cached,
                       let lowered = steps.measure(.cached, { cache.load(key, kind: file.kind, relativePath: file.relativePath, file: source) }) {
                        return lowered
                    }
                    var source = steps.measure(.parse) { ParsedSource.parse(read, file, validating: false) }
                    steps.measure(.validate) { source.validate() }
                    let lowered = steps.measure(.lower) { Lowering.lowerFile(source) }
                    if let (cache, key, _) = cached { steps.measure(.cached) { cache.store(lowered, key: key) } }
                    return lowered
                }
                let read = { (opened: ((stat) -> Void)?) in
                    overlay.map { SourceReader.read(buffer: $0, displayPath: file.displayPath) }
                        ?? SourceReader.read(path: file.absolutePath, displayPath: file.displayPath, root: realRoot, opened: opened)
                }
                let unchanged = kept != nil && !changedOnDisk.contains(file.absolutePath)
                return engine?.lowered(file, root: realRoot, overlaid: overlay != nil, diskUnchanged: unchanged, read: read, lower: lower) ?? lower(read(nil))
            }
            guard var all = known else { return lowered }
            for (index, result) in zip(missing, lowered) { all[index] = result }
            return all.map { $0! }
        }
        if kept == nil { engine?.endRun(keeping: found.files, discovered: found, of: root) } else { engine?.endRun(updating: missing) }
        if let fileCache {
            // Only a run that looked up every file knows which entries are no file's any more.
            fileCache.finish(complete: engine == nil)
            if fileCache.cache.counts.stores > 0 { fileCache.cache.prune() }
        }
        timings.steps = steps.totals
        let corpus = Lowering.assemble(files, root: discovery.absolute(root))
        let sourceDiagnostics = files.flatMap(\.sourceDiagnostics)
        let (index, resolution) = timings.measure(.resolve) {
            engine.map { $0.resolutions.resolve(corpus, generation: $0.environmentGeneration, racyMargin: $0.racyMargin, verify: $0.verifiesResults) }
                ?? Resolver.resolve(corpus)
        }
        let context = RuleContext(project: corpus.project, index: index, hadith: HadithRegistry(overrides: corpus.hadithCollections))
        let quran = timings.measure(.loadQuran) { QuranTexts.load(for: corpus.project, root: corpus.root) }
        let hadith = timings.measure(.loadHadith) { HadithTextFiles.load(for: corpus.project, root: corpus.root) }
        let citations = CitationChecker(verifier: quran.verifier, hadith: hadith.verifier, context: context, unavailableEditions: quran.unavailable)
        let policy = reviewPolicy(for: corpus)
        let shared = SharedChecks(citations: citations, review: policy, index: index, texts: corpus.sources)
        let environment = CheckCache.Environment(
            generation: engine?.environmentGeneration ?? 0, quranEditions: quran.verifier?.editions.map(\.name) ?? [],
            unavailableEditions: quran.unavailable, hadithCollections: hadith.verifier?.texts.collections.sorted() ?? [], hadithTexts: hadith.loaded,
            release: release)
        // Built as subjects, not cast to them: a cast of the array checks each element (2 to 3% of
        // a keystroke's work in the language server at 10,000 lessons).
        var textSubjects: [CheckCache.Subject?] = []
        textSubjects.reserveCapacity(corpus.sources.count)
        for source in corpus.sources { textSubjects.append(source.kind == .translation ? nil : source.file) }
        let checks: [[Diagnostic]] = timings.measure(.check) {
            // A command-line run keeps its clean check results on disk beside the lowered files.
            let stored = engine == nil ? fileCache.flatMap {
                StoredChecks(session: $0, files: found.files, corpus: corpus, lessonIDs: index.lessons.keys, environment: environment)
            } : nil
            let cache = engine?.checks ?? (stored == nil ? nil : CheckCache())
            // The file of each category the index gives by id (of two with one id, the first).
            var categories: [String: SourceFile] = [:]
            if cache != nil { for category in corpus.categories where categories[category.id.value] == nil { categories[category.id.value] = category.file } }
            cache?.begin(
                environment: environment, lessonIDs: Set(index.lessons.keys), categories: categories, sameIndex: engine?.resolutions.lastRunKept == true,
                // A run told of files changed on disk checks reviews again: a recording may have
                // changed with them without being reported.
                review: policy, diskUnchanged: kept != nil && changedOnDisk.isEmpty)
            let seeded = cache.flatMap { cache in
                stored.map { $0.seed(cache, subjects: corpus.lessons as [CheckCache.Subject] + textSubjects.compactMap { $0 }) }
            } ?? [:]
            let verify = engine?.verifiesResults ?? (stored != nil && Self.verifiesKeptResults)
            let checks = ContentKinds.all.flatMap { kind in Self.check(kind, corpus, context: context, shared: shared, release: release, cache: cache, verify: verify) }
                // A translation's checks read its source's citations: never kept. (The summary
                // is read where it is, not copied, unless its checks run.)
                + Self.kept(textSubjects, cache: cache, context: context, verify: verify) { index, context in
                    let citations = CitationChecker(
                        verifier: citations.verifier, hadith: citations.hadith, context: context, unavailableEditions: citations.unavailableEditions)
                    return (TextChecks.check(corpus.sources[index], context: context, citations: citations), [])
                } review: { _ in [] }
            cache?.end()
            if let stored, let cache {
                stored.save(from: cache, seeded: seeded)
                // What the checks were given back (not what was seeded: a result that read the
                // lesson ids is not given back after they change).
                let given = cache.hits, subjects = corpus.lessons.count + textSubjects.count { $0 != nil }
                stored.session.cache.count {
                    $0.checksKept += given
                    $0.checksRun += subjects - given
                }
            } else if engine == nil, let fileCache {
                fileCache.cache.count { $0.checkRunsNotKept += 1 }
            }
            return checks
        }
        var diagnostics = found.diagnostics + resolution + quran.diagnostics + hadith.diagnostics + corpus.diagnostics + checks.flatMap { $0 }
        diagnostics += LocalisationCheck.check(corpus, release: release)
        diagnostics += sourceDiagnostics
        // Problems in Markdown embedded in YAML (an overview) are shown at its lines in the file.
        diagnostics = diagnostics.map(\.inContainingFiles)
        if release { diagnostics = diagnostics.map(ReviewCheck.releaseSeverity) }
        return Result(diagnostics: diagnostics.sortedForOutput(), corpus: corpus, index: index, timings: timings,
                      settings: Settings(release: release, requireAllApproved: requireAllApproved, today: policy.today),
                      storedLessonFiles: engine == nil ? fileCache.map { StoredLessonFiles(session: $0, verifying: Self.verifiesKeptResults) } : nil)
    }

    /// The rules and review checks on every model of a kind, on all cores (its texts are checked
    /// file by file: `TextChecks`); with a cache, a lesson's results are kept between runs
    /// (`CheckCache`).
    static func check<Kind: ContentKind>(_ kind: Kind.Type, _ corpus: Corpus, context: RuleContext, shared: SharedChecks, release: Bool,
                                         cache: CheckCache? = nil, verify: Bool = false) -> [[Diagnostic]] {
        let models = Kind.models(in: corpus)
        // Only lessons' results are kept. (A loop, not a cast: an array cast checks each element.)
        var subjects: [CheckCache.Subject?] = []
        if cache != nil, Kind.Model.self == LessonModel.self {
            subjects.reserveCapacity(models.count)
            for lesson in unsafeBitCast(models, to: [LessonModel].self) { subjects.append(lesson) }
        }
        return kept(subjects, count: models.count, cache: cache, context: context, verify: verify) { index, context in
            (RuleRegistry.check(models[index], of: kind, in: context), release ? Kind.releaseDiagnostics(of: models[index]) : [])
        } review: { index in
            Kind.reviewedItems(of: models[index]).flatMap { ReviewCheck.check($0, policy: shared.review, index: shared.index, texts: shared.texts(of: $0.file)) }
        }
    }

    /// Each subject's diagnostics, in order, on all cores: its `checks` (the diagnostics before and
    /// after its review checks, run with a context that records what they read) around its
    /// `review` checks, or what `cache` kept of them. What is kept for all subjects is looked up
    /// under one lock, and only the rest run: an edit costs one lookup per unchanged lesson.
    /// A nil subject, or no cache, runs every check. With `verify`, every kept result is compared
    /// with a new one and a difference stops the process (the tests run this way).
    static func kept(_ subjects: [CheckCache.Subject?], count: Int? = nil, cache: CheckCache?, context: RuleContext, verify: Bool = false,
                     _ checks: @Sendable (Int, RuleContext) -> (before: [Diagnostic], after: [Diagnostic]),
                     review: @Sendable (Int) -> [Diagnostic]) -> [[Diagnostic]] {
        let count = count ?? subjects.count
        guard let cache, subjects.count == count else {
            return parallelMap(Array(0..<count)) { index in
                let (before, after) = checks(index, context)
                return before + review(index) + after
            }
        }
        let answers = cache.answers(for: subjects)
        var output = [[Diagnostic]](repeating: [], count: count)
        var work: [Int] = []
        for index in 0..<count {
            if !verify, case .all(let all, _)? = answers[index] { output[index] = all } else { work.append(index) }
        }
        let computed = parallelMap(work) { index -> [Diagnostic] in
            let reviewed = review(index)
            switch (answers[index], subjects[index]) {
            case (.all(let all, let earlier)?, let subject?):
                // Reached only when verifying.
                let (before, after) = checks(index, context)
                precondition(earlier == reviewed && all == before + reviewed + after, "kept check results differ from new ones for \(subject)")
                return all
            case (.aroundReview(let before, let after)?, let subject?):
                if verify {
                    let (newBefore, newAfter) = checks(index, context)
                    precondition(newBefore == before && newAfter == after, "kept check results differ from new ones for \(subject)")
                }
                cache.keepReview(subject, reviewed)
                return before + reviewed + after
            case (_, let subject?):
                let reads = IndexReads()
                let (before, after) = checks(index, context.recording(into: reads))
                cache.keep(subject, before: before, after: after, reads: reads, review: reviewed)
                return before + reviewed + after
            case (_, nil):
                let (before, after) = checks(index, context)
                return before + reviewed + after
            }
        }
        for (index, diagnostics) in zip(work, computed) { output[index] = diagnostics }
        return output
    }

    /// `transform` over all elements on all cores; the result keeps the input order.
    package static func parallelMap<Element: Sendable, Output: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Output) -> [Output] {
        let slots = ParallelSlots<Output>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.set(index, transform(elements[index]))
        }
        return slots.values
    }
}

/// Result slots written by index from several threads. Every access to `storage` holds `lock`
/// (one short critical section per element, next to the work of transforming it).
final class ParallelSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's value; each must have been set.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
