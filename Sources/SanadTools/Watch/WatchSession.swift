import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadReporting
import SanadCompiler
#if canImport(Glibc)
import Glibc
#endif

/// `sanad watch`'s work for one change: check the folder on the resident engine, report what
/// changed since the last check (new problems in full, fixed ones counted), and rebuild the
/// bundle when nothing is an error. Findings are matched by fingerprint, which survives lines
/// added above them, so a problem that only moved is not reported again.
public final class WatchSession {
    /// The content folder watched.
    public let root: String
    let workingDirectory: String
    /// Where the bundle is built when the content is clean; nil: never build.
    let buildOutput: String?
    let renderer: TextRenderer
    /// The resident engine the checks and the builds share.
    public let engine = CompilationEngine()
    private var previous: Set<String>?
    /// When the last check that looked at the whole folder began.
    private var lastFullLook: Date?
    /// A check more than this many seconds after the last one that looked at the whole folder
    /// looks at it again, whatever it was told: a change no event reports (a write through a
    /// hard link from outside the folder or through a memory map, a file system shared over a
    /// network) is not missed for longer, as the language server rescans the disk.
    /// (Ten seconds; a test that times nothing sets it longer.)
    public var fullLookInterval: TimeInterval = 10
    /// The environment for the build (`SOURCE_DATE_EPOCH`).
    let environment: [String: String]

    /// A session over `root`, building into `buildOutput` (nil: never) when the content is clean.
    public init(root: String, workingDirectory: String, buildOutput: String?, renderer: TextRenderer = TextRenderer(),
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.root = root
        self.workingDirectory = workingDirectory
        self.buildOutput = buildOutput
        self.renderer = renderer
        self.environment = environment
    }

    /// Checks once, after `change` (the first check, and one after a change of unknown extent,
    /// look at the whole folder; one after changes to known files reads those files again and
    /// takes the rest from the engine, without walking the folder); returns the report to print.
    public func check(after change: ContentChange = .unknown) -> String {
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        var pipeline = Pipeline(discovery: discovery)
        pipeline.engine = engine
        // One day for the check and the build it makes, even across midnight.
        let today = LocalDate(Date(), in: TimeZone(identifier: "UTC")!)
        pipeline.today = today
        let now = Date()
        if previous != nil, let lastFullLook, now.timeIntervalSince(lastFullLook) < fullLookInterval,
           let files = Self.savedFiles(change, discovery: discovery) {
            pipeline.diskUnchanged = true
            pipeline.changedOnDisk = files
        } else {
            lastFullLook = now
        }
        let result = pipeline.run(root: root)
        let diagnostics = result.diagnostics
        let keys = diagnostics.map { $0.fingerprint + ($0.path ?? "") + $0.code.id }
        let known = previous ?? []
        let new = zip(keys, diagnostics).filter { !known.contains($0.0) }.map(\.1)
        let fixed = known.subtracting(keys).count
        let first = previous == nil
        previous = Set(keys)
        var report = renderer.render(new)
        let errors = diagnostics.errorCount, warnings = diagnostics.warningCount
        var summary = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if !first { summary += " (\(new.count) new, \(fixed) fixed)" }
        report += summary + "\n"
        if errors == 0, let buildOutput {
            var options = BuildAction.Options()
            options.source = root
            options.output = buildOutput
            options.environment = environment
            options.today = today
            // The build is made of the check's result: it builds what the check reported, and
            // costs the emit and the write, not a second look at the folder.
            var action = BuildAction(options: options, workingDirectory: workingDirectory)
            action.engine = engine
            action.checkedResult = result
            let outcome = action.run()
            report += outcome.exitCode == 0
                ? "built \(outcome.product.map { discovery.display($0.path) } ?? buildOutput)\n"
                : "the build failed:\n" + outcome.output
        }
        return report
    }

    /// The files a change named, by absolute path, when each is a regular file now (saved, or
    /// created); nil when the change's extent is unknown or a file it named is gone or is no
    /// longer a regular file (deleted, moved away, replaced by a folder or a link): then the
    /// check looks at the whole folder, as it must to forget the file.
    static func savedFiles(_ change: ContentChange, discovery: ContentDiscovery) -> Set<String>? {
        guard case .files(let files) = change else { return nil }
        var paths: Set<String> = []
        for file in files {
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            paths.insert(URL(fileURLWithPath: discovery.absolute(file)).standardizedFileURL.path)
        }
        return paths
    }
}
