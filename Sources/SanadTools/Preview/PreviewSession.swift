import Foundation
import SanadBundleFormat
import SanadCompiler

/// What `sanad preview` does on start and after every save, apart from the server and the
/// watcher: builds the content into the preview's own bundle folder and renders the site, or,
/// when the content does not build, the error page in place of every page.
public struct PreviewSession: Sendable {
    /// The result of one build.
    public enum Outcome: Sendable {
        /// The content built: its site, and the bundle its media are read from.
        case built(PreviewSite, bundle: URL)
        /// It did not: the error page as a site, and what the build printed (diagnostics with
        /// their source lines), for the terminal.
        case failed(PreviewSite, output: String)
    }

    /// The content folder (absolute).
    public var root: String
    /// The folder relative paths in the build's output are shown from.
    public var workingDirectory: String
    /// Where the previewed bundle is built: outside the content folder (a rebuild must not wake
    /// the watcher) and apart from the bundle `sanad build` writes.
    public var bundleFolder: String
    /// The environment the build reads (`SOURCE_DATE_EPOCH`).
    public var environment: [String: String]
    /// Whether the pages poll the server and reload (not for a static `--output` site).
    public var liveReload: Bool
    /// The resident engine every build of the session shares: a rebuild after a save looks at
    /// every file's status and lowers only what changed.
    public let engine = CompilationEngine()
    /// Holds the engine to one run at a time, whichever copy of the session builds.
    private let building = NSLock()

    /// A session for the content in `root`.
    public init(root: String, workingDirectory: String, bundleFolder: String, environment: [String: String], liveReload: Bool) {
        self.root = root
        self.workingDirectory = workingDirectory
        self.bundleFolder = bundleFolder
        self.environment = environment
        self.liveReload = liveReload
    }

    /// Builds the bundle, checking the whole corpus (the preview shows its texts too), and renders
    /// its pages; a failed build gives the error page.
    public func build() -> Outcome {
        building.lock()
        defer { building.unlock() }
        var options = BuildAction.Options()
        options.source = root
        options.output = bundleFolder
        options.environment = environment
        options.cache = false
        let checked = CheckedSources()
        var action = BuildAction(options: options, workingDirectory: workingDirectory)
        action.engine = engine
        action.checked = { checked.set($0.corpus.sources) }
        let outcome = action.run()
        let title = URL(fileURLWithPath: root).lastPathComponent
        guard outcome.exitCode == 0, let bundle = outcome.product else {
            let page = PreviewErrorPage(diagnostics: outcome.diagnostics.filter { $0.severity == .error } + outcome.diagnostics.filter { $0.severity != .error },
                                        output: outcome.output, projectTitle: title)
            return .failed(.failed(page), output: outcome.output)
        }
        do {
            return .built(try PreviewSite.render(bundle: bundle, sources: checked.get(), liveReload: liveReload), bundle: bundle)
        } catch {
            let output = "error: the preview could not read the bundle it built: \(error)\n"
            return .failed(.failed(PreviewErrorPage(diagnostics: [], output: output, projectTitle: title)), output: output)
        }
    }
}

/// The corpus's files a build checked, handed from the build's hook to the session.
final class CheckedSources: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [SourceSummary] = []

    func set(_ sources: [SourceSummary]) {
        lock.lock()
        self.sources = sources
        lock.unlock()
    }

    func get() -> [SourceSummary] {
        lock.lock()
        defer { lock.unlock() }
        return sources
    }
}
