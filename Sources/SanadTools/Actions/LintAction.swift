import Foundation
import SanadDiagnostics
import SanadReporting
import SanadCompiler
import SanadBundleFormat

/// `sanad lint`: lints the given paths and renders the result. Separate from the command so it
/// can be tested without a process.
public struct LintAction: Sendable {
    /// What `sanad lint` was asked to do, as the command line parsed it.
    public struct Options: Sendable, ReportingConfigurable {
        /// The files and folders to lint; empty means the default content folder (`content-src/`,
        /// or the folder of the nearest `sanad.yaml` above the working directory).
        public var paths: [String] = []
        /// How diagnostics are rendered and which report files are written.
        public var reporting = ReportingOptions()
        /// Report only findings that are not in this baseline file.
        public var baseline: String?
        /// With `baseline`: remove its findings that no longer occur from the file.
        public var pruneBaseline = false
        /// Record every current finding in this file (and exit 0).
        public var writeBaseline: String?
        /// Whole-folder results kept between runs: a folder with nothing changed since a lint
        /// that kept its result is not linted again. Nil (the default here; `sanad lint` keeps them
        /// in the cache folder unless `--no-cache`): every folder is linted.
        public var cache: LintCache?
        /// Lowered files kept between runs (`LoweredFileCache`): the process's configured cache
        /// by default (`sanad lint` turns it on unless `--no-cache`; elsewhere it is off).
        public var loweredFileCache = LoweredFileCache.configured
        /// The day review checks take as today; nil for today (UTC).
        public var today: LocalDate?
        /// The defaults of `sanad lint` with no options: the default content folder.
        public init() {}

        /// The output format (`reporting.format`).
        public var format: OutputFormat {
            get { reporting.format }
            set { reporting.format = newValue }
        }
    }

    /// What the command prints and the exit code it returns.
    /// The outcome; its product is the number of files checked.
    public typealias Outcome = ActionOutcome<Int>

    /// What the lint was asked to do.
    public var options: Options
    /// The folder relative paths are read from, and shown relative to.
    public var workingDirectory: String

    /// A lint with `options`, whose relative paths are read from `workingDirectory`.
    public init(options: Options, workingDirectory: String) {
        self.options = options
        self.workingDirectory = workingDirectory
    }

    private func absolute(_ path: String) -> String { ContentDiscovery(workingDirectory: workingDirectory).absolute(path) }

    /// Lints the paths, filters the findings through the baseline when one is given, and renders the report.
    public func run() -> Outcome {
        let policy: SeverityPolicy
        var baseline: Baseline?
        do {
            policy = try options.reporting.policy()
            if let path = options.baseline { baseline = try Baseline.read(path: absolute(path)) }
        } catch {
            return Outcome(output: "error: \(error)\n", exitCode: ExitStatus.usage, diagnostics: [], filesChecked: 0)
        }
        var linter = Linter(workingDirectory: workingDirectory)
        if options.reporting.progress { linter.progress = Progress() }
        linter.results = options.cache
        linter.loweredFileCache = options.loweredFileCache
        linter.today = options.today
        let result = linter.lint(paths: options.paths)
        var diagnostics = policy.apply(result.diagnostics)
        let files = result.files
        if let path = options.writeBaseline {
            do {
                try Data(Baseline(diagnostics: diagnostics).encoded().utf8).write(to: URL(fileURLWithPath: absolute(path)), options: .atomic)
            } catch {
                return Outcome(output: "error: cannot write the baseline \(path): \(error.localizedDescription)\n", exitCode: ExitStatus.usage, diagnostics: diagnostics, filesChecked: files.count)
            }
            let count = diagnostics.count
            return Outcome(output: "wrote \(count) finding\(count == 1 ? "" : "s") from \(files.count) file\(files.count == 1 ? "" : "s") to \(path)\n",
                           exitCode: ExitStatus.success, diagnostics: diagnostics, filesChecked: files.count)
        }
        var suppressed = 0, gone: [Baseline.Finding] = []
        if let baseline { (diagnostics, suppressed, gone) = baseline.filter(diagnostics, checked: Set(files)) }
        let report = DiagnosticReport(diagnostics: diagnostics, files: files, suiteName: "sanad lint", warningsFail: policy.strict, suppressed: suppressed)
        var (output, failedWrite) = options.reporting.emit(report, base: absolute)
        if let path = options.baseline, let baseline, !gone.isEmpty {
            var message: String
            if options.pruneBaseline {
                do {
                    try Data(baseline.pruning(gone).encoded().utf8).write(to: URL(fileURLWithPath: absolute(path)), options: .atomic)
                    message = "pruned \(gone.count) finding\(gone.count == 1 ? "" : "s") that no longer occur from \(path)"
                } catch {
                    return Outcome(output: output + "error: cannot write the baseline \(path): \(error.localizedDescription)\n", exitCode: ExitStatus.usage, diagnostics: diagnostics, filesChecked: files.count)
                }
            } else {
                message = "\(gone.count) finding\(gone.count == 1 ? "" : "s") in \(path) no longer occur\(gone.count == 1 ? "s" : ""); remove \(gone.count == 1 ? "it" : "them") with --prune-baseline"
            }
            // Machine formats keep standard output to the report alone.
            if options.reporting.format == .text { output += "note: \(message)\n" }
            if options.reporting.format == .github { output += "::notice title=sanad::\(GitHubAnnotations.escapeData(message))\n" }
        }
        if let failedWrite { return Outcome(output: output + failedWrite, exitCode: ExitStatus.usage, diagnostics: diagnostics, filesChecked: files.count) }
        // No project, or a path that does not exist: the command could not run (2), not "the
        // content has problems" (1).
        let couldNotRun = diagnostics.contains { $0.code == CompilerDiagnostics.missingProjectFile || $0.code == CompilerDiagnostics.noSuchPath }
        let exitCode = couldNotRun ? ExitStatus.usage : policy.fails(diagnostics) ? ExitStatus.failure : ExitStatus.success
        return Outcome(output: output, exitCode: exitCode, diagnostics: diagnostics, filesChecked: files.count)
    }
}

/// Sanad's exit codes (documented in the README):
/// - 0: success, nothing that fails the run;
/// - 1: the content has problems (errors, warnings under `--strict`, an insufficient content
///   version bump) or `sanad diff` found a breaking change;
/// - 2: the command could not do its job: bad options, unreadable baseline, unwritable output.
public enum ExitStatus {
    /// Nothing failed.
    public static let success: Int32 = 0
    /// The content has an error (or a warning under `--strict`), or `sanad diff` found a breaking
    /// change or a version not bumped enough.
    public static let failure: Int32 = 1
    /// The command could not do its job.
    public static let usage: Int32 = 2
}
