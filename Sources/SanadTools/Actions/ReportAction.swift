import Foundation
import SanadReporting
import SanadDiagnostics
import SanadCompiler

/// `sanad report citations`: the reviewers' citation report in HTML, JSON or Markdown.
public struct ReportAction: Sendable {
    /// The content folder, the one holding `sanad.yaml`; nil: `content-src/`, else the nearest
    /// folder above with a `sanad.yaml`.
    public var source: String?
    /// The report's format: an HTML page, JSON for tools or Markdown.
    public var format: CitationReport.Format
    /// The file to write the report to (its folder made if missing); nil: the report is printed.
    public var output: String?
    /// Where relative paths (`source`, `output`) start.
    public var workingDirectory: String

    /// The citation report of the project at `source` in `format`, printed or written to `output`.
    public init(source: String?, format: CitationReport.Format, output: String?, workingDirectory: String) {
        self.source = source
        self.format = format
        self.output = output
        self.workingDirectory = workingDirectory
    }

    /// The text printed (the report itself, or the path written) and the exit code.
    public func run() -> ActionOutcome<Void> {
        Self.report(source: source, command: "report citations", output: output, workingDirectory: workingDirectory) { result in
            CitationReport.build(result).render(format)
        }
    }

    /// A report of the checked project at `source`: rendered from the pipeline's result, then
    /// printed or written (`deliver`); no project is a usage error.
    static func report(source: String?, command: String, output: String?, workingDirectory: String,
                       render: (Pipeline.Result) -> String) -> ActionOutcome<Void> {
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        switch discovery.projectRoot(source, command: command) {
        case .success(let root): return deliver(render(Pipeline(discovery: discovery).run(root: root)), to: output, discovery: discovery)
        case .failure(let diagnostic): return ActionOutcome(output: TextRenderer().render([diagnostic]), exitCode: ExitStatus.usage, diagnostics: [diagnostic])
        }
    }

    /// A report printed, or written atomically to `output` (its folder made) with its path
    /// printed: what every `sanad report` command does with what it renders.
    static func deliver(_ report: String, to output: String?, discovery: ContentDiscovery) -> ActionOutcome<Void> {
        guard let output else { return ActionOutcome(output: report, exitCode: ExitStatus.success) }
        let url = URL(fileURLWithPath: discovery.absolute(output))
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(report.utf8).write(to: url, options: .atomic)
            return ActionOutcome(output: discovery.display(url.path) + "\n", exitCode: ExitStatus.success)
        } catch {
            return ActionOutcome(output: "error: cannot write \(output): \(error)\n", exitCode: ExitStatus.usage)
        }
    }
}
