import ArgumentParser
import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadReporting

/// What the commands that run until they are stopped (`watch`, `preview`) share.
enum LongRunning {
    /// A parent may have started this process with Ctrl-C's and kill's signals blocked (a
    /// Dispatch worker thread's mask is inherited): a command that runs until it is stopped must
    /// be stoppable.
    static func unblockStopSignals() {
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    }

    /// The content folder, or a usage error.
    static func projectRoot(_ folder: String?, command: String, discovery: ContentDiscovery) throws -> String {
        switch discovery.projectRoot(folder, command: command) {
        case .success(let found): return found
        case .failure(let diagnostic): throw ValidationError(diagnostic.message)
        }
    }

    /// Writes to standard output at once (it may be a pipe or a file another program reads).
    static func say(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
}

/// `sanad watch`.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the content on every save, print what changed since the last check, and rebuild the bundle when there are no errors.",
        discussion: "Uses inotify on Linux, else polls twice a second. Stop it with Ctrl-C.")

    @OptionGroup var folder: FolderArguments

    @Option(help: "Where to build the bundle when the content is clean.")
    var output = "build"

    @Flag(help: "Check only; never build.")
    var noBuild = false

    @Option(help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    func run() throws {
        LongRunning.unblockStopSignals()
        let workingDirectory = FileManager.default.currentDirectoryPath
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let root = try LongRunning.projectRoot(folder.value, command: "watch", discovery: discovery)
        let real = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let target = real(discovery.absolute(output))
        if !noBuild, (target + "/").hasPrefix(real(root) + "/") { throw ValidationError("--output '\(output)' is inside the content folder: each build would start another") }
        let colored = ANSIStyle.shouldUse(color, isTerminal: isatty(1) != 0, environment: ProcessInfo.processInfo.environment)
        let session = WatchSession(root: root, workingDirectory: workingDirectory, buildOutput: noBuild ? nil : output,
                                   renderer: TextRenderer(style: colored ? ANSIStyle() : PlainStyle()))
        let watcher = FileWatcher(root: root)
        WatchLoop(session: session, changes: watcher, say: LongRunning.say)
            .run(watching: "watching \(discovery.display(root)) (\(watcher.usesNotifications ? "inotify" : "polling"))\n")
    }
}

/// `sanad preview`.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview the compiled content in a browser: lessons with their phases, questions to click through and verified citations, categories and activities.",
        discussion: "Serves http://127.0.0.1:PORT/ and reloads the page when a source changes; with --output, writes the pages as static files instead.")

    @OptionGroup var folder: FolderArguments

    @Option(help: "Write the pages and their media into this folder instead of serving them.")
    var output: String?

    @Option(help: "The port to serve on (0: any free port).")
    var port: UInt16 = 8080

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        LongRunning.unblockStopSignals()
        let workingDirectory = FileManager.default.currentDirectoryPath
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let root = try LongRunning.projectRoot(folder.value, command: "preview", discovery: discovery)
        let say = LongRunning.say
        // The previewed bundle is the preview's own: outside the content folder (a rebuild must
        // not wake the watcher) and apart from the bundle `sanad build` writes.
        let session = PreviewSession(
            root: root, workingDirectory: workingDirectory,
            bundleFolder: NSTemporaryDirectory() + "/sanad-preview-\(getuid())-" + SHA256Hex.of(Data(root.utf8)).prefix(16),
            environment: ProcessInfo.processInfo.environment, liveReload: output == nil)
        // The port is taken before the build, so a busy one is said at once, plainly.
        var listening: PreviewServer?
        if output == nil {
            do {
                listening = try PreviewServer(port: port)
            } catch {
                say("error: \((error as NSError).localizedDescription); pass --port with another port, or --port 0 for any free one\n")
                throw ExitCode(2)
            }
        }
        let first = session.build()
        if let output {
            guard case .built(let site, let bundle) = first else {
                if case .failed(_, let problems) = first { say(problems) }
                throw ExitCode(1)
            }
            let target = URL(fileURLWithPath: discovery.absolute(output))
            try site.write(to: target, bundle: bundle)
            say("wrote \(site.pages.count) pages to \(discovery.display(target.path)); open \(discovery.display(target.path))/index.html\n")
            return
        }
        guard let server = listening else { return }
        let loop = PreviewLoop(session: session, display: server, say: say)
        loop.show(first, first: true)
        say("serving http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n")
        let thread = Thread { server.serve() }
        thread.start()
        loop.run(changes: FileWatcher(root: root))
    }
}
