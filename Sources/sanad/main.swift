import ArgumentParser
import Foundation
import SanadCompiler
import SanadReporting

/// The `sanad` command line: thin commands that parse arguments and call testable actions.
@main
struct Sanad: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sanad",
        abstract: "A content compiler for Islamic learning apps.",
        discussion: "Exit codes: 0 clean, 1 problems found, 2 usage or internal failure.",
        version: SanadVersion.current,
        subcommands: [Lint.self, Build.self, Review.self, Report.self, Diagnostics.self])

    /// Runs the command; usage errors exit with 2 (Sanad's convention), not ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
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

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check content sources and report every problem at once.",
        discussion: "With no path, lints content-src/ or the folder of the nearest sanad.yaml above the current directory.")

    @Argument(help: "Content folders, folders inside one, or single files.")
    var paths: [String] = []

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() throws {
        var options = LintAction.Options()
        options.paths = paths
        options.format = format
        options.strict = strict
        options.color = format == .text
            && ANSIStyle.shouldUse(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        let outcome = LintAction(options: options, workingDirectory: FileManager.default.currentDirectoryPath).run()
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the content and, when it is clean, write the JSON bundle the app ships.",
        discussion: "Writes nothing when there are errors. The last line printed is the bundle's path.")

    @Option(help: "The content folder (default: content-src/ or the nearest sanad.yaml above).")
    var source: String?

    @Option(help: "The folder to write the bundle folder into.")
    var output = "build"

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print how long each stage took and the peak memory.")
    var timings = false

    @Flag(help: "Publish: every lesson approved and current, every quotation verified.")
    var release = false

    func run() throws {
        var options = BuildAction.Options()
        options.source = source
        options.output = output
        options.strict = strict
        options.timings = timings
        options.release = release
        options.freesCorpus = false
        options.environment = ProcessInfo.processInfo.environment
        options.color = ANSIStyle.shouldUse(isTerminal: isatty(STDOUT_FILENO) == 1, environment: options.environment)
        let outcome = BuildAction(options: options, workingDirectory: FileManager.default.currentDirectoryPath).run()
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record scholarly review and list lessons by review state.",
        subcommands: [Approve.self, Status.self])

    struct Approve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Approve a lesson's current content: writes status, reviewer, date and fingerprint into its file.")

        @Argument(help: "The lesson id.")
        var lesson: String

        @Option(help: "The reviewer's id in reviewers.yaml.")
        var reviewer: String

        @Option(help: "The date of the approval, YYYY-MM-DD (default: today, local time).")
        var date: String?

        @Option(help: "The content folder.")
        var source: String?

        func run() throws {
            let today = date ?? {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd"
                return formatter.string(from: Date())
            }()
            let outcome = ReviewAction(source: source, workingDirectory: FileManager.default.currentDirectoryPath)
                .approve(lessonID: lesson, reviewer: reviewer, date: today)
            FileHandle.standardOutput.write(Data(outcome.output.utf8))
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List lessons by review state, stale approvals included.")

        @Option(help: "The content folder.")
        var source: String?

        func run() throws {
            let outcome = ReviewAction(source: source, workingDirectory: FileManager.default.currentDirectoryPath).status()
            FileHandle.standardOutput.write(Data(outcome.output.utf8))
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
    }
}

extension CitationReport.Format: ExpressibleByArgument {}

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Reports for reviewers.", subcommands: [Citations.self])

    struct Citations: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Every citation with its verified text, grading, the lessons using it and their review state.")

        @Option(help: "html, json or md.")
        var format: CitationReport.Format = .html

        @Option(help: "Write the report to this file instead of printing it.")
        var output: String?

        @Option(help: "The content folder.")
        var source: String?

        func run() throws {
            let outcome = ReportAction(source: source, format: format, output: output, workingDirectory: FileManager.default.currentDirectoryPath).run()
            FileHandle.standardOutput.write(Data(outcome.output.utf8))
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
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
