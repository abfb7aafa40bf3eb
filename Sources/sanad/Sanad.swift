import ArgumentParser
import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadReporting

/// The `sanad` command line: thin commands that parse arguments and call testable actions.
@main
struct Sanad: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sanad",
        abstract: "A content compiler for Islamic learning apps.",
        discussion: "Exit codes: 0 success; 1 the content has problems (errors, warnings under --strict, a content version not bumped enough); 2 the command could not run (bad options, unreadable input, unwritable output).",
        version: SanadVersion.current,
        subcommands: [Lint.self, Build.self, Diff.self, Review.self, Report.self, L10n.self, Diagnostics.self, LSP.self, Init.self, New.self, Fix.self, Watch.self, Preview.self, Schemas.self, Keys.self])

    /// Runs the command; usage errors exit with 2 (Sanad's convention), not ArgumentParser's 64.
    static func main() {
        // The executable's identity is taken now, before a rebuild could replace it (caches
        // name what they keep by it).
        _ = SanadToolIdentity.current
        do {
            var command = try parseAsRoot()
            // Parsed Qur'an and hadith texts are kept between runs (`sanad build --no-cache`,
            // `sanad lint --no-cache` and an empty SANAD_CACHE_DIR turn this off).
            let cacheFolder = ReferenceTextCache.defaultFolder(environment: ProcessInfo.processInfo.environment)
            ReferenceTextCache.configure(folder: cacheFolder)
            // So are lowered files (`LoweredFileCache`), under the same switches.
            LoweredFileCache.configure(folder: cacheFolder)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension DiffAction.Format: ExpressibleByArgument {}

extension ReportRequest: ExpressibleByArgument {
    public init?(argument: String) { self.init(reportArgument: argument) }
}

/// The content folder, the same way for every command: a positional argument, with `--source`
/// kept as an alias.
struct FolderArguments: ParsableArguments {
    @Argument(help: "The content folder, the one holding sanad.yaml (default: content-src/ or the nearest sanad.yaml above).")
    var folder: String?

    @Option(help: ArgumentHelp("The content folder (the same as the argument).", valueName: "folder"))
    var source: String?

    func validate() throws {
        if let folder, let source, folder != source { throw ValidationError("the content folder is given twice: '\(folder)' and --source '\(source)'") }
    }

    var value: String? { folder ?? source }
}

extension ColorChoice: ExpressibleByArgument {}

/// The reporting and severity options `lint` and `build` share.
struct ReportingArguments: ParsableArguments {
    @Option(help: "Colour the text output: auto (a terminal, unless NO_COLOR is set; FORCE_COLOR forces it), always or never.")
    var color: ColorChoice = .auto

    @Option(help: "Output format: text, json, sarif, junit or github.")
    var format: OutputFormat = .text

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a report to a file, as FORMAT:PATH (repeatable), e.g. sarif:build/sanad.sarif.", valueName: "format:path"))
    var reports: [ReportRequest] = []

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(name: .customLong("error"), help: ArgumentHelp("Report a code, code name or group as an error (repeatable).", valueName: "code|group"))
    var errors: [String] = []

    @Option(name: .customLong("warning"), help: ArgumentHelp("Report a lesson rule (code, name or the group 'lesson') as a warning (repeatable).", valueName: "code|group"))
    var warnings: [String] = []

    @Option(help: ArgumentHelp("Text output: show at most N diagnostics, then counts by code (every one is still counted and in machine formats).", valueName: "N"))
    var maxDiagnostics: Int?

    @Flag(help: "Text output: end with counts by code and by file.")
    var stats = false

    func options(colorAllowed: Bool) -> ReportingOptions {
        var options = ReportingOptions()
        options.format = format
        options.reports = reports
        options.strict = strict
        options.severities = errors.map { .init($0, .error) } + warnings.map { .init($0, .warning) }
        options.maxDiagnostics = maxDiagnostics
        options.stats = stats
        options.progress = format == .text && isatty(STDERR_FILENO) == 1
        options.color = colorAllowed && format == .text
            && ANSIStyle.shouldUse(color, isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        return options
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check content sources and report every problem at once.",
        discussion: "With no path, lints content-src/ or the folder of the nearest sanad.yaml above the current directory.")

    @Argument(help: "Content folders, folders inside one, or single files.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The content folder (the same as an argument).", valueName: "folder"))
    var source: String?

    @OptionGroup var reporting: ReportingArguments

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current finding in this baseline file and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "With --baseline: remove the baseline's findings that no longer occur from the file.")
    var pruneBaseline = false

    @Flag(help: "Lint from scratch: neither answer from nor keep results in the lint cache (lint/ in ~/.cache/sanad, or SANAD_CACHE_DIR), nor read the Qur'an and hadith texts from the reference-text cache.")
    var noCache = false

    func run() throws {
        var options = LintAction.Options()
        if noCache {
            ReferenceTextCache.configure(folder: nil)
            LoweredFileCache.configure(folder: nil)
            options.loweredFileCache = nil
        } else {
            options.cache = LintCache(environment: ProcessInfo.processInfo.environment)
        }
        options.paths = paths + (source.map { [$0] } ?? [])
        options.reporting = reporting.options(colorAllowed: true)
        options.baseline = baseline
        options.writeBaseline = writeBaseline
        options.pruneBaseline = pruneBaseline
        let outcome = LintAction(options: options, workingDirectory: FileManager.default.currentDirectoryPath).run()
        try finish(outcome)
    }
}

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the content and, when it is clean, write the JSON bundle the app ships.",
        discussion: "Writes nothing when there are errors. The last line printed is the bundle's path.")

    @OptionGroup var folder: FolderArguments

    @Option(help: "The folder to write the bundle folder into.")
    var output = "build"

    @Option(help: ArgumentHelp("The bundle folder's name in the output folder (default: the project's id).", valueName: "name"))
    var bundleName: String?

    @OptionGroup var reporting: ReportingArguments

    @Option(help: ArgumentHelp("The last published bundle folder: fail unless content-version is bumped enough for the changes.", valueName: "dir"))
    var previous: String?

    @Flag(help: "Print how long each stage took and the peak memory.")
    var timings = false

    @Flag(help: "Publish: approvals current, in scope, by real reviewers and within review-valid-for, every quotation verified; what is not approved is left out.")
    var release = false

    @Flag(help: "With --release: a lesson or category that is not approved is an error instead of being left out.")
    var requireAllApproved = false

    @Flag(help: "Build from scratch: neither answer from nor write to the build cache in <output>/.sanad-cache, nor read the Qur'an and hadith texts from the reference-text cache (~/.cache/sanad, or SANAD_CACHE_DIR; a --release build never does).")
    var noCache = false

    @Option(name: .customLong("sign"), help: ArgumentHelp("Sign the manifest with this private key file (sanad keys generate); repeatable, for a key rotation.", valueName: "key"))
    var signingKeys: [String] = []

    @Option(name: .customLong("endorsement"), help: ArgumentHelp("Carry this endorsement of a --sign key (sanad keys endorse) in the manifest; repeatable.", valueName: "file"))
    var endorsements: [String] = []

    func run() throws {
        var options = BuildAction.Options()
        options.cache = !noCache
        // A release verifies every quotation against texts it parsed itself.
        if noCache || release {
            ReferenceTextCache.configure(folder: nil)
            LoweredFileCache.configure(folder: nil)
            options.loweredFileCache = nil
        }
        options.signingKeys = signingKeys
        options.endorsements = endorsements
        options.source = folder.value
        options.output = output
        options.bundleName = bundleName
        options.reporting = reporting.options(colorAllowed: true)
        options.previous = previous
        options.timings = timings
        options.release = release
        options.requireAllApproved = requireAllApproved
        options.freesCorpus = false
        options.environment = ProcessInfo.processInfo.environment
        let outcome = BuildAction(options: options, workingDirectory: FileManager.default.currentDirectoryPath).run()
        try finish(outcome)
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two bundles: what was added, removed or changed, and the content version bump it needs.",
        discussion: "Exits 1 when the new bundle's content version does not cover its changes.")

    @Argument(help: "The older bundle folder.")
    var old: String

    @Argument(help: "The newer bundle folder.")
    var new: String

    @Option(help: "text or json.")
    var format: DiffAction.Format = .text

    func run() throws {
        let outcome = DiffAction(old: old, new: new, format: format, workingDirectory: FileManager.default.currentDirectoryPath).run()
        try finish(outcome)
    }
}

struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record scholarly review and list lessons by review state.",
        subcommands: [Approve.self, Status.self])

    struct Approve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Approve a lesson's or category's current content: writes status, reviewer, date and fingerprint into its file.",
            discussion: "A second reviewer approving content another approved as it is now is added as a co-approval, for a quorum.")

        @Argument(help: "The lesson or category id.")
        var lesson: String

        @Option(help: "The reviewer's id in reviewers.yaml.")
        var reviewer: String

        @Option(help: "The date of the approval, YYYY-MM-DD (default: today, local time); not after today.")
        var date: String?

        @Option(help: "The reviewer's private key file (from sanad keys generate): signs the approval; reviewers.yaml must name its public half.")
        var key: String?

        @OptionGroup var folder: FolderArguments

        func run() throws {
            let today = LocalDate(Date(), in: .current)
            let outcome = ReviewAction(source: folder.value, workingDirectory: FileManager.default.currentDirectoryPath)
                .approve(lessonID: lesson, reviewer: reviewer, date: date ?? today.description, today: today, key: key)
            try finish(outcome)
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List lessons by review state, stale approvals included.")

        @OptionGroup var folder: FolderArguments

        func run() throws {
            let outcome = ReviewAction(source: folder.value, workingDirectory: FileManager.default.currentDirectoryPath).status()
            try finish(outcome)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

/// The options every report that has several formats takes.
struct ReportArguments: ParsableArguments {
    @Option(help: "html, json or md.")
    var format: ReportFormat = .html

    @Option(help: "Write the report to this file instead of printing it.")
    var output: String?
}

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Reports for reviewers and parents.", subcommands: [Citations.self, Curriculum.self, Activity.self])

    struct Curriculum: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The content written against sanad.yaml's curriculum plan: lessons, prerequisites, review and narration per category.")

        @OptionGroup var report: ReportArguments
        @OptionGroup var folder: FolderArguments

        func run() throws {
            let outcome = CurriculumReportAction(source: folder.value, format: report.format, output: report.output,
                                                 workingDirectory: FileManager.default.currentDirectoryPath).run()
            try finish(outcome)
        }
    }

    struct Activity: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A family activity as a printable HTML page, from the bundle data.")

        @Argument(help: "The activity's id (family.wudu-together).")
        var id: String

        @Option(help: "Write the page to this file instead of printing it.")
        var output: String?

        @OptionGroup var folder: FolderArguments

        func run() throws {
            let outcome = ActivitySheetAction(source: folder.value, activityID: id, output: output, workingDirectory: FileManager.default.currentDirectoryPath).run()
            try finish(outcome)
        }
    }

    struct Citations: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Every citation with its verified text, grading, the lessons using it and their review state.")

        @OptionGroup var report: ReportArguments
        @OptionGroup var folder: FolderArguments

        func run() throws {
            let outcome = ReportAction(source: folder.value, format: report.format, output: report.output,
                                       workingDirectory: FileManager.default.currentDirectoryPath).run()
            try finish(outcome)
        }
    }
}

struct Diagnostics: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every diagnostic code, or explain one.")

    @Argument(help: "A code (Y0003) or name (duplicate-key) to explain.")
    var code: String?

    @Flag(help: "Print the full catalogue as Markdown (docs/diagnostics.md).")
    var markdown = false

    func run() throws {
        if markdown {
            print(DiagnosticCatalog.markdown(), terminator: "")
            return
        }
        if let code {
            guard let found = DiagnosticCatalog.code(named: code) else {
                throw ValidationError("unknown diagnostic code '\(code)'")
            }
            print("\(found.id) \(found.name) (\(found.group), \(found.defaultSeverity.rawValue))\n\n\(found.summary)\n\nExample:\n\(found.example)")
            return
        }
        for found in DiagnosticCatalog.all {
            print("\(found.id)  \(found.name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(found.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(found.summary)")
        }
    }
}

/// Prints an action's output and exits with its status: the one place a command ends.
func finish<Product>(_ outcome: ActionOutcome<Product>) throws {
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
}
