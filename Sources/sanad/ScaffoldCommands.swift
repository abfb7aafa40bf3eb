import ArgumentParser
import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadReporting

/// `sanad init [DIR]`.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a content project: sanad.yaml, a category with a lesson, reviewers, the schemas, .gitignore and a CI workflow.",
        discussion: "Writes only new files; refuses, writing nothing, if any is already there.")

    @Argument(help: "The project folder (default: the current directory); content goes into its content-src/.")
    var folder: String?

    func run() throws {
        try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath).initProject(in: folder))
    }
}

/// `sanad new category|lesson`.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add a category or a lesson: a complete skeleton whose [[TODO: …]] placeholders lint reports until they are written.",
        subcommands: [NewLesson.self, NewCategory.self])

    struct NewLesson: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "lesson", abstract: "Add a lesson to a category, with the next free order number.")

        @Argument(help: "The category's id.")
        var category: String

        @Argument(help: "The lesson's title; its id is the category id, a dot and the title's slug (Arabic is transliterated).")
        var title: String

        @Option(help: "The lesson's own part of its id, instead of the title's slug.")
        var slug: String?

        @Option(help: ArgumentHelp("The content folder (default: content-src/ or the nearest sanad.yaml above).", valueName: "folder"))
        var source: String?

        func run() throws {
            try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath)
                .newLesson(category: category, title: title, slug: slug, source: source))
        }
    }

    struct NewCategory: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "category", abstract: "Add a category, with the next free order number.")

        @Argument(help: "The category's id: lower-case letters, digits and hyphens.")
        var id: String

        @Option(help: "The category's title.")
        var title: String?

        @Option(help: ArgumentHelp("The content folder (default: content-src/ or the nearest sanad.yaml above).", valueName: "folder"))
        var source: String?

        func run() throws {
            try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath).newCategory(id: id, title: title, source: source))
        }
    }
}

/// `sanad schemas export [DIR]`.
struct Schemas: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The JSON Schemas of the source files, for editors.", subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write every source kind's schema into a folder, for editors' YAML support and $schema modelines.")

        @Argument(help: "The folder (default: schemas/).")
        var folder: String?

        func run() throws {
            try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath).exportSchemas(to: folder))
        }
    }
}

/// `sanad fix`.
struct Fix: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply the fix-its of the problems lint finds (a did-you-mean key, id, value, callout or phase heading), changing nothing else.",
        discussion: "A problem with more than one possible fix is left to you. Run it again until it reports nothing to fix when fixes overlap.")

    @Option(name: .customLong("code"), help: "Only problems with this code (id or name); repeatable.")
    var codes: [String] = []

    @Flag(help: "Print the changes as a unified diff; write nothing.")
    var dryRun = false

    @OptionGroup var folder: FolderArguments

    func run() throws {
        var options = FixAction.Options()
        options.codes = codes
        options.dryRun = dryRun
        options.source = folder.value
        try finish(FixAction(options: options, workingDirectory: FileManager.default.currentDirectoryPath).run())
    }
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
        // A parent may have started this process with Ctrl-C's and kill's signals blocked (a
        // Dispatch worker thread's mask is inherited): a watch that runs until it is stopped must
        // be stoppable.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        let workingDirectory = FileManager.default.currentDirectoryPath
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let root: String
        switch discovery.projectRoot(folder.value, command: "watch") {
        case .success(let found): root = found
        case .failure(let diagnostic): throw ValidationError(diagnostic.message)
        }
        let real = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let target = real(discovery.absolute(output))
        if !noBuild, (target + "/").hasPrefix(real(root) + "/") { throw ValidationError("--output '\(output)' is inside the content folder: each build would start another") }
        let colored = ANSIStyle.shouldUse(color, isTerminal: isatty(1) != 0, environment: ProcessInfo.processInfo.environment)
        let session = WatchSession(root: root, workingDirectory: workingDirectory, buildOutput: noBuild ? nil : output,
                                   renderer: TextRenderer(style: colored ? ANSIStyle() : PlainStyle()))
        let watcher = FileWatcher(root: root)
        let say = { (text: String) in FileHandle.standardOutput.write(Data(text.utf8)) }
        say(session.check())
        say("watching \(discovery.display(root)) (\(watcher.usesNotifications ? "inotify" : "polling"))\n")
        while true {
            watcher.waitForChange()
            say(session.check())
        }
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
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        let workingDirectory = FileManager.default.currentDirectoryPath
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let root: String
        switch discovery.projectRoot(folder.value, command: "preview") {
        case .success(let found): root = found
        case .failure(let diagnostic): throw ValidationError(diagnostic.message)
        }
        let say = { (text: String) in FileHandle.standardOutput.write(Data(text.utf8)) }
        // The previewed bundle is the preview's own: outside the content folder (a rebuild must
        // not wake the watcher) and apart from the bundle `sanad build` writes.
        let bundleFolder = NSTemporaryDirectory() + "/sanad-preview-\(getuid())-" + SHA256Hex.of(Data(root.utf8)).prefix(16)
        /// Builds the bundle the preview shows; nil (with the problems printed) when it fails.
        func build() -> URL? {
            var options = BuildAction.Options()
            options.source = root
            options.output = bundleFolder
            options.environment = ProcessInfo.processInfo.environment
            let outcome = BuildAction(options: options, workingDirectory: workingDirectory).run()
            if outcome.exitCode != 0 || outcome.product == nil { say(outcome.output); return nil }
            return outcome.product
        }
        guard let bundle = build() else { throw ExitCode(1) }
        if let output {
            let site = try PreviewSite.render(bundle: bundle)
            let target = URL(fileURLWithPath: discovery.absolute(output))
            try site.write(to: target, bundle: bundle)
            say("wrote \(site.pages.count) pages to \(discovery.display(target.path)); open \(discovery.display(target.path))/index.html\n")
            return
        }
        let server = try PreviewServer(port: port)
        server.update(try PreviewSite.render(bundle: bundle, liveReload: true), bundle: bundle)
        say("serving http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n")
        let thread = Thread { server.serve() }
        thread.start()
        let watcher = FileWatcher(root: root)
        while true {
            watcher.waitForChange()
            if let rebuilt = build(), let site = try? PreviewSite.render(bundle: rebuilt, liveReload: true) {
                server.update(site, bundle: rebuilt)
                say("rebuilt; pages reload\n")
            }
        }
    }
}
