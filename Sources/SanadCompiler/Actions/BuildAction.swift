import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadReporting

/// `sanad build`: runs every check, and only when there is no error writes the bundle. The last
/// line printed is the bundle's path.
public struct BuildAction: Sendable {
    public struct Options: Sendable {
        /// The content folder; by default as for `sanad lint`.
        public var source: String?
        /// The folder the bundle folder is written into.
        public var output = "build"
        public var strict = false
        /// Publishing: unapproved lessons, stale approvals and unverified quotations are errors.
        public var release = false
        public var color = false
        /// Print a table of stage times and peak memory.
        public var timings = false
        public var environment: [String: String] = [:]
        /// When false, the checked corpus is deliberately not freed: a process about to exit
        /// would spend about half a second releasing millions of small objects (clang's
        /// `-disable-free` does the same). The command line sets it; tests keep the default.
        public var freesCorpus = true
        public init() {}
    }

    public struct Outcome: Sendable {
        public var output: String
        public var exitCode: Int32
        /// The bundle folder, when one was written.
        public var bundle: URL?
        public var diagnostics: [Diagnostic]
    }

    public var options: Options
    public var workingDirectory: String
    /// Test hook: discover files in a random order.
    public var shuffleDiscovery = false
    /// Test hook: called after each bundle file is written.
    public var afterEachFile: (@Sendable (String) throws -> Void)?

    public init(options: Options, workingDirectory: String) {
        self.options = options
        self.workingDirectory = workingDirectory
    }

    public func run() -> Outcome {
        var discovery = ContentDiscovery(workingDirectory: workingDirectory)
        discovery.shufflesFiles = shuffleDiscovery
        let renderer = TextRenderer(style: options.color ? ANSIStyle() : PlainStyle())
        guard let root = options.source.map(discovery.absolute) ?? discovery.defaultContentRoot(),
            FileManager.default.fileExists(atPath: root + "/sanad.yaml")
        else {
            let diagnostic = Diagnostic(
                CompilerDiagnostics.missingProjectFile, "no sanad.yaml in \(options.source ?? "content-src/ or above")", at: nil,
                help: "pass the content folder with --source")
            return Outcome(output: renderer.render([diagnostic]), exitCode: ExitStatus.failure, bundle: nil, diagnostics: [diagnostic])
        }
        var result = Pipeline(discovery: discovery, release: options.release).run(root: root)
        if !options.freesCorpus { _ = Unmanaged.passRetained(RetainedResult(result)) }
        let diagnostics = result.diagnostics
        var output = renderer.render(diagnostics)
        let failed = diagnostics.errorCount > 0 || (options.strict && diagnostics.warningCount > 0)
        output += renderer.summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, files: result.corpus.sources.count) + "\n"
        if failed {
            output += "no bundle written\n"
            return Outcome(output: output, exitCode: ExitStatus.failure, bundle: nil, diagnostics: diagnostics)
        }
        let folder = URL(fileURLWithPath: discovery.absolute(options.output)).appendingPathComponent(result.corpus.project?.id ?? "bundle")
        do {
            let corpus = result.corpus, index = result.index
            let manifest = try result.timings.measure("emit") { () throws -> BundleManifest in
                let files = try BundleBuilder(corpus: corpus, index: index).files()
                let base = BundleManifest(
                    formatVersion: BundleFormat.version, bundleId: corpus.project?.id ?? "", contentVersion: corpus.project?.contentVersion?.value ?? "0.0.0",
                    sourceDigest: BundleIdentity.sourceDigest(corpus.sources),
                    createdAt: BundleIdentity.creationTime(environment: options.environment, corpus: corpus), files: [])
                var writer = BundleWriter()
                writer.afterEachFile = afterEachFile
                return try writer.write(files, manifest: base, to: folder)
            }
            if options.timings { output += Self.timingTable(result.timings, lessons: corpus.lessons.count, files: manifest.files.count) }
            output += discovery.display(folder.path) + "\n"
            return Outcome(output: output, exitCode: ExitStatus.success, bundle: folder, diagnostics: diagnostics)
        } catch {
            output += "error: the bundle could not be written: \(error)\n"
            return Outcome(output: output, exitCode: ExitStatus.usage, bundle: nil, diagnostics: diagnostics)
        }
    }

    /// The stage table of `--timings`, with the process's peak memory.
    static func timingTable(_ timings: Pipeline.Timings, lessons: Int, files: Int) -> String {
        var lines = ["stage          time", "-------------  ----------"]
        var total = 0.0
        for (name, ms) in timings.stages {
            total += ms
            lines.append(name.padding(toLength: 13, withPad: " ", startingAt: 0) + String(format: "  %8.1f ms", ms))
        }
        lines.append("total" + String(repeating: " ", count: 8) + String(format: "  %8.1f ms", total))
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
        let peakMB = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #else
        let peakMB = Double(usage.ru_maxrss) / 1024 / 1024  // bytes on Darwin
        #endif
        lines.append(String(format: "peak memory    %8.1f MB", peakMB))
        lines.append("\(lessons) lessons, \(files) bundle files")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Holds a pipeline result that is never released (see `BuildAction.Options.freesCorpus`).
private final class RetainedResult: @unchecked Sendable {
    let result: Pipeline.Result
    init(_ result: Pipeline.Result) { self.result = result }
}
