import Crypto
import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// `sanad build`: runs every check, and only when there is no error writes the bundle. The last
/// line printed is the bundle's path.
public struct BuildAction: Sendable {
    /// What `sanad build` was asked to do: its options, as the command line parsed them.
    public struct Options: Sendable, ReportingConfigurable {
        /// The content folder; by default as for `sanad lint`.
        public var source: String?
        /// The folder the bundle folder is written into.
        public var output = "build"
        /// The bundle folder's name in `output`; nil: the project's id. The SwiftPM plugin names
        /// it `SanadContent`, so that an app finds it without knowing the id.
        public var bundleName: String?
        /// How diagnostics are rendered and which report files are written.
        public var reporting = ReportingOptions()
        /// The last published bundle: the content version must be bumped enough for the changes.
        public var previous: String?
        /// Publishing: stale, out-of-scope, sample and expired approvals and unverified quotations
        /// are errors; what is not approved is left out of the bundle.
        public var release = false
        /// With `release`: what is not approved is an error instead of being left out.
        public var requireAllApproved = false
        /// The day review checks count as today; nil for the day the build runs (UTC). Not
        /// `SOURCE_DATE_EPOCH`, which fixes the bundle's bytes, not what is valid today.
        public var today: LocalDate?
        /// Print a table of stage times and peak memory.
        public var timings = false
        /// The environment variables the build reads (`SOURCE_DATE_EPOCH`): the process's, as the
        /// command passes them; empty by default.
        public var environment: [String: String] = [:]
        /// When false, the checked corpus is deliberately not freed: a process about to exit
        /// would spend about half a second releasing millions of small objects (clang's
        /// `-disable-free` does the same). The command line sets it; tests keep the default.
        public var freesCorpus = true
        /// Answer from the build cache (`build/.sanad-cache/`) when nothing the build reads has
        /// changed since a build that wrote the bundle still in place, and remember each build
        /// that writes one (`BuildCache`). `--no-cache` turns it off.
        public var cache = true
        /// Lowered files kept between runs (`LoweredFileCache`): the process's configured cache
        /// by default (`sanad build` turns it on unless `--no-cache` or `--release`); a release
        /// build never uses it.
        public var loweredFileCache = LoweredFileCache.configured
        /// Private key files (`sanad keys generate`) that sign the manifest; a signed build is
        /// never answered from the cache.
        public var signingKeys: [String] = []
        /// Endorsement files (`sanad keys endorse`) the manifest carries, each endorsing one of
        /// `signingKeys`, so that apps trusting the endorsing key accept the new one.
        public var endorsements: [String] = []
        /// The defaults of `sanad build` with no options.
        public init() {}
    }

    /// The outcome; its product is the bundle folder, when one was written.
    public typealias Outcome = ActionOutcome<URL?>

    /// What the build was asked to do.
    public var options: Options
    /// The folder relative paths in the options are read from, and shown relative to.
    public var workingDirectory: String
    /// Test hook: discover files in a random order.
    public var shuffleDiscovery = false
    /// Test hook: called after each bundle file is written.
    public var afterEachFile: (@Sendable (String) throws -> Void)?
    /// Called with the checked corpus of a build that does not answer from the cache (the
    /// preview shows the corpus's learner texts beside the bundle).
    public var checked: (@Sendable (Pipeline.Result) -> Void)?
    /// The resident engine of a long-running process (`sanad watch`, `sanad preview`): the build
    /// takes each unchanged file's lowered result and each kept check from it, as the process's
    /// checks do, instead of reading the whole folder through the front end again. Nil for a
    /// build of its own (`sanad build`).
    public var engine: CompilationEngine?
    /// A check of the content just made on `engine`: the build builds it as it is, without
    /// running the pipeline again, so that it builds exactly what the check reported
    /// (`sanad watch`). Such a build does not use the build cache: keying it would mean a look at
    /// every file, which the engine has no need of. Ignored unless the check's settings are the
    /// build's (`Pipeline.Settings`: not a release, the same review day).
    public var checkedResult: Pipeline.Result?
    /// Test hook: each bundle file made durable with its own `fsync` (`BundleWriter.syncsEachFile`).
    public var syncsEachFile = false
    /// The running tool's identity in the cache key (a test stands in another tool).
    public var toolIdentity = BuildCacheKey.toolIdentity
    /// The source schemas' digest in the cache key (a test stands in changed schemas).
    public var schemasDigest = BuildCacheKey.schemasDigest

    /// A build with `options`, whose relative paths are read from `workingDirectory`.
    public init(options: Options, workingDirectory: String) {
        self.options = options
        self.workingDirectory = workingDirectory
    }

    /// Whether a name is one visible folder name: not empty, no `/` or NUL, not starting with
    /// `.` (`.sanad-cache` and the writer's temporary folders live beside the bundle folder).
    static func isFolderName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
    }

    /// The latest `SOURCE_DATE_EPOCH` accepted: 9999-12-31T23:59:59Z.
    public static let latestSourceDateEpoch = 253_402_300_799

    /// Builds the content folder: checks it, writes the bundle unless a diagnostic fails the build, and renders the report.
    public func run() -> Outcome {
        if let epoch = options.environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty,
            Int(epoch).map({ (0...Self.latestSourceDateEpoch).contains($0) }) != true {
            return Outcome(
                output: "error: SOURCE_DATE_EPOCH must be whole seconds since 1970 up to the year 9999 (0 to \(Self.latestSourceDateEpoch)), not '\(epoch)'\n",
                exitCode: ExitStatus.usage, bundle: nil, diagnostics: [])
        }
        var discovery = ContentDiscovery(workingDirectory: workingDirectory)
        discovery.shufflesFiles = shuffleDiscovery
        let keys: [Curve25519.Signing.PrivateKey], endorsements: [KeyEndorsement]
        switch Self.signingKeys(options.signingKeys.map(discovery.absolute)).flatMap({ keys in
            Self.endorsements(options.endorsements.map(discovery.absolute), of: keys).map { (keys, $0) }
        }) {
        case .success(let loaded): (keys, endorsements) = loaded
        case .failure(let problem): return Outcome(output: "error: \(problem.message)\n", exitCode: ExitStatus.usage, bundle: nil, diagnostics: [])
        }
        let policy: SeverityPolicy
        do {
            policy = try options.reporting.policy()
        } catch {
            return Outcome(output: "error: \(error)\n", exitCode: ExitStatus.usage, bundle: nil, diagnostics: [])
        }
        if let name = options.bundleName, !Self.isFolderName(name) {
            return Outcome(
                output: "error: --bundle-name must be one folder name (no '/', not starting with '.'), not '\(name)'\n",
                exitCode: ExitStatus.usage, bundle: nil, diagnostics: [])
        }
        var previous: BundleSnapshot?
        if let path = options.previous {
            do {
                previous = try BundleSnapshot(folder: URL(fileURLWithPath: discovery.absolute(path)))
            } catch {
                return Outcome(output: "error: cannot read the previous bundle \(path): \(error)\n", exitCode: ExitStatus.usage, bundle: nil, diagnostics: [])
            }
        }
        let root: String
        switch discovery.projectRoot(options.source, command: "build") {
        case .success(let found): root = found
        case .failure(let diagnostic):
            var outcome = finish([diagnostic], files: [], policy: policy, bundle: nil)
            outcome.exitCode = ExitStatus.usage
            return outcome
        }
        // `..` and `.` resolved by name, as a shell's `cd` does: `out/missing/../x` is `out/x`.
        let output = URL(fileURLWithPath: discovery.absolute(options.output)).standardizedFileURL
        let cache = BuildCache(output: output)
        var cacheTimings = Pipeline.Timings()
        // One day for the key and the checks, even for a build that runs across midnight.
        let today = options.today ?? LocalDate(Date(), in: TimeZone(identifier: "UTC")!)
        let statesFolder = options.cache ? cache.folder.deletingLastPathComponent() : nil
        let keyed: Result<BuildCacheKey, CacheMiss>
        let miss: CacheMiss
        // The first look's tables, kept for the look after the write when they could not be saved
        // (a first build into this output folder), or when a resident engine holds the content
        // anyway (each build on it would write and read the states file twice).
        var firstLook: FileStates?
        let checkedResult = self.checkedResult.flatMap { checked in
            !options.release && checked.settings == .init(release: false, requireAllApproved: options.requireAllApproved, today: today) ? checked : nil
        }
        if checkedResult != nil {
            miss = CacheMiss("the build took the check just made on a resident engine (sanad watch)")
            keyed = .failure(miss)
        } else {
            let states = FileStates(folder: statesFolder)
            keyed = cacheTimings.measure(.cache) { cacheKey(root: root, output: output, today: today, discovery: discovery, states: states) }
            switch keyed.flatMap({ cachedOutcome($0, cache: cache, policy: policy, discovery: discovery, timings: cacheTimings, states: states) }) {
            case .success(let outcome):
                states.save()
                return outcome
            case .failure(let reason): miss = reason
            }
            // What this look at the files found is kept now (in a cache folder an earlier build
            // made: a build with errors writes nothing into a new output folder), and its tables
            // (two entries a file) are let go of before the content is read: the look after the
            // write reads them back.
            if engine != nil || !states.save(creatingFolder: false) { firstLook = states }
        }
        let key = try? keyed.get()
        // How many files the look after the write read again, once it has looked.
        var secondLookRead: Int?
        var pipeline = Pipeline(discovery: discovery, release: options.release)
        pipeline.loweredFileCache = options.loweredFileCache
        pipeline.engine = engine
        pipeline.requireAllApproved = options.requireAllApproved
        pipeline.today = today
        if options.reporting.progress { pipeline.progress = Progress() }
        var result = checkedResult ?? pipeline.run(root: root)
        result.timings.stages.insert(contentsOf: cacheTimings.stages, at: 0)
        checked?(result)
        if !options.freesCorpus { _ = Unmanaged.passRetained(RetainedResult(result)) }
        var corpus = result.corpus, index = result.index
        var found = result.diagnostics
        if options.release, !options.requireAllApproved {
            let selection = ReleaseSelection.select(corpus)
            found = (found + selection.diagnostics).sortedForOutput()
            corpus = selection.corpus
            index = Resolver.resolve(corpus).index
        }
        if options.release {
            // Checked on what the release ships: media named only by content left out do not count.
            found = (found + MediaCredit.releaseDiagnostics(in: corpus)).sortedForOutput()
        }
        if let bornExpired = BundleIdentity.bornExpired(corpus.project, environment: options.environment, today: today) {
            found = (found + [bornExpired]).sortedForOutput()
        }
        var diagnostics = policy.apply(found)
        let sourcePaths = result.corpus.sources.map(\.file.path)
        guard !policy.fails(diagnostics) else { return finish(diagnostics, files: sourcePaths, policy: policy, bundle: nil) }

        let folder = output.appendingPathComponent(options.bundleName ?? corpus.project?.id ?? "bundle")
        // Each file goes to disk as soon as it is encoded (the build never holds the whole
        // bundle); the staging folder becomes the bundle, or is removed if the build stops.
        let staging: BundleStaging
        let files: [BundleBuilder.File]
        do {
            staging = try BundleStaging(replacing: folder)
        } catch {
            // Reported as a failed write always was: after the diagnostics and report files.
            var outcome = finish(diagnostics, files: sourcePaths, policy: policy, bundle: nil)
            outcome.output += "error: the bundle could not be written: \(error)\n"
            outcome.exitCode = ExitStatus.usage
            return outcome
        }
        defer { staging.discard() }
        do {
            files = try result.timings.measure(.emit) { [corpus, index] in
                var builder = BundleBuilder(corpus: corpus, index: index)
                builder.staging = staging
                builder.lessonFiles = engine?.lessonFiles ?? result.storedLessonFiles
                return try builder.files()
            }
        } catch {
            return Outcome(output: "error: the bundle could not be built: \(error)\n", exitCode: ExitStatus.usage, bundle: nil, diagnostics: diagnostics)
        }
        let budgetProblems = PackBudgetCheck.diagnostics(files: files, corpus: corpus)
        diagnostics = Self.adding(budgetProblems, to: diagnostics, policy: policy)
        if policy.fails(diagnostics) { return finish(diagnostics, files: sourcePaths, policy: policy, bundle: nil) }
        let contentVersion = corpus.project?.contentVersion?.value ?? "0.0.0"
        if let previous {
            do {
                let next = try BundleSnapshot(files: files, bundleID: corpus.project?.id ?? "", contentVersion: contentVersion, contents: staging.contents)
                if let problem = VersionBumpCheck.diagnostic(BundleDiff(old: previous, new: next), at: corpus.project?.contentVersion?.range, previousPath: options.previous ?? "") {
                    diagnostics.append(problem)
                    diagnostics = diagnostics.sortedForOutput()
                }
            } catch {
                return Outcome(output: "error: the new bundle could not be compared: \(error)\n", exitCode: ExitStatus.usage, bundle: nil, diagnostics: diagnostics)
            }
            if policy.fails(diagnostics) { return finish(diagnostics, files: sourcePaths, policy: policy, bundle: nil) }
        }
        do {
            let manifest = try result.timings.measure(.write) { () throws -> BundleManifest in
                let base = BundleManifest(
                    formatVersion: BundleFormat.version, bundleId: corpus.project?.id ?? "", contentVersion: contentVersion,
                    sourceDigest: try BundleIdentity.sourceDigest(result.corpus.sources, media: files.filter { $0.kind == .media }, contents: staging.contents),
                    createdAt: BundleIdentity.creationTime(environment: options.environment, corpus: corpus), files: [],
                    packs: BundleBuilder(corpus: corpus, index: index).packPlan)
                var manifestBase = base
                manifestBase.expiresAt = BundleIdentity.expiry(builtOn: BundleIdentity.buildDay(environment: options.environment, today: today),
                                                               validFor: corpus.project?.bundleValidFor)
                var writer = BundleWriter()
                writer.afterEachFile = afterEachFile
                writer.syncsEachFile = syncsEachFile
                writer.signingKeys = keys
                writer.endorsements = endorsements
                let manifest = try writer.write(files, manifest: manifestBase, to: folder, staging: staging)
                // The bundle is in place: the lesson files it holds are what the next build may take.
                result.storedLessonFiles?.save()
                return manifest
            }
            if let key {
                let afterWrite = firstLook ?? FileStates(folder: statesFolder)
                let readBefore = afterWrite.filesRead
                storeInCache(
                    key, cache: cache, root: root, found: found, budget: budgetProblems, sourcePaths: sourcePaths,
                    externals: QuranTexts.paths(for: corpus.project, root: corpus.root) + HadithTextFiles.paths(for: corpus.project, root: corpus.root),
                    media: files.filter { $0.kind == .media }.flatMap { $0.sources ?? [] }, folder: folder, manifest: manifest,
                    lessons: corpus.lessons.count, discovery: discovery, states: afterWrite)
                secondLookRead = afterWrite.filesRead - readBefore
            }
            var outcome = finish(diagnostics, files: sourcePaths, policy: policy, bundle: folder)
            var deltaSummary = ""
            do {
                if let delta = try writeDelta(previous: previous, next: manifest, folder: folder) {
                    deltaSummary = delta.summary + "delta: " + discovery.display(folder.path + ".delta.json") + "\n"
                }
            } catch {
                outcome.output += "error: the bundle was written, but its delta could not be: \(error)\n"
                outcome.exitCode = ExitStatus.usage
                return outcome
            }
            // Machine-readable formats keep standard output to the report alone.
            guard options.reporting.format == .text || options.reporting.format == .github else { return outcome }
            if options.timings {
                outcome.output += Self.timingTable(result.timings, lessons: corpus.lessons.count, files: manifest.files.count)
                outcome.output += "cache: built in full: \(miss.reason)\n"
                if let secondLookRead {
                    // The look that keys the result: it hashes again only what changed since the
                    // look before the build, or changed too recently to be trusted by its stamp.
                    outcome.output += "cache: the look after the write read \(secondLookRead) file\(secondLookRead == 1 ? "" : "s") again\n"
                }
                outcome.output += Self.referenceTextCacheLine()
                outcome.output += Self.loweredFileCacheLine(options.release ? nil : options.loweredFileCache)
                if let stored = result.storedLessonFiles {
                    let lessonFiles = files.count { $0.kind == .lessons }
                    outcome.output += "lesson files: \(stored.reusedFiles) taken from the last bundle, \(lessonFiles - stored.reusedFiles) encoded\n"
                }
            }
            outcome.output += deltaSummary
            outcome.output += discovery.display(folder.path) + "\n"
            return outcome
        } catch {
            var outcome = finish(diagnostics, files: sourcePaths, policy: policy, bundle: nil)
            outcome.output += "error: the bundle could not be written: \(error)\n"
            outcome.exitCode = ExitStatus.usage
            return outcome
        }
    }

    /// The diagnostics with the pack budget's problems, under the policy, in output order: one
    /// step for a full build and a build answered from the cache.
    static func adding(_ budget: [Diagnostic], to diagnostics: [Diagnostic], policy: SeverityPolicy) -> [Diagnostic] {
        budget.isEmpty ? diagnostics : (diagnostics + policy.apply(budget)).sortedForOutput()
    }

    /// Reports the diagnostics (standard output and `--report` files) and decides the exit code.
    func finish(_ diagnostics: [Diagnostic], files: [String], policy: SeverityPolicy, bundle: URL?) -> Outcome {
        let report = DiagnosticReport(diagnostics: diagnostics, files: files, suiteName: "sanad build", warningsFail: policy.strict)
        var (output, failedWrite) = options.reporting.emit(report, base: ContentDiscovery(workingDirectory: workingDirectory).absolute)
        if let failedWrite { return Outcome(output: output + failedWrite, exitCode: ExitStatus.usage, bundle: bundle, diagnostics: diagnostics) }
        let failed = policy.fails(diagnostics)
        if failed, options.reporting.format == .text || options.reporting.format == .github { output += "no bundle written\n" }
        return Outcome(output: output, exitCode: failed ? ExitStatus.failure : ExitStatus.success, bundle: failed ? nil : bundle, diagnostics: diagnostics)
    }

    /// The stage table of `--timings`, with the process's peak memory: the first column as wide
    /// as its longest name, so that no stage or step is cut short.
    static func timingTable(_ timings: Pipeline.Timings, lessons: Int, files: Int) -> String {
        let names = timings.stages.map(\.stage.rawValue) + timings.steps.map { "  " + $0.name } + ["process CPU"]
        let width = names.map(\.count).max() ?? 0
        func name(_ name: String) -> String { name.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = [name("stage") + "  wall        CPU         peak so far",
                     String(repeating: "-", count: width) + "  ----------  ----------  -----------"]
        var total = 0.0, totalCPU = 0.0
        for stage in timings.stages {
            total += stage.milliseconds
            totalCPU += stage.cpuMilliseconds
            lines.append(name(stage.stage.rawValue)
                + String(format: "  %8.1f ms  %8.1f ms  %8.1f MB", stage.milliseconds, stage.cpuMilliseconds, stage.peakMegabytes))
            if stage.stage == .read {
                for step in timings.steps {
                    lines.append(name("  " + step.name)
                        + String(format: "               %8.1f ms  (the threads' CPU, summed over the files)", step.milliseconds))
                }
            }
        }
        lines.append(name("total") + String(format: "  %8.1f ms  %8.1f ms", total, totalCPU))
        lines.append(name("process CPU") + String(format: "  %8.1f ms  (since the process started)", Stopwatch.processCPUMilliseconds()))
        lines.append(name("peak memory") + String(format: "  %8.1f MB", Stopwatch.peakMegabytes()))
        lines.append("\(lessons) lessons, \(files) bundle files")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Holds a pipeline result that is never released (see `BuildAction.Options.freesCorpus`).
private final class RetainedResult: Sendable {
    let result: Pipeline.Result
    init(_ result: Pipeline.Result) { self.result = result }
}

extension BuildAction {
    /// With `--previous`: writes `<bundle folder>.delta.json`, what changed in each pack.
    func writeDelta(previous: BundleSnapshot?, next: BundleManifest, folder: URL) throws -> PackDelta? {
        guard let old = previous?.manifest else { return nil }
        let manifestSize = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(BundleFormat.manifestName).path)[.size] as? Int) ?? 0
        let delta = PackDelta(previous: old, next: next, manifestSize: manifestSize)
        let encoder = BundleBuilder.encoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        try encoder.encode(delta).write(to: URL(fileURLWithPath: folder.path + ".delta.json"), options: .atomic)
        return delta
    }
}
