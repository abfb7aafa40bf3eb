import Foundation
import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// `sanad report curriculum`: the content authored against sanad.yaml's `curriculum:` plan, in
/// HTML, JSON or Markdown.
public struct CurriculumReportAction: Sendable {
    /// The content folder, the one holding `sanad.yaml`; nil: `content-src/`, else the nearest
    /// folder above with a `sanad.yaml`.
    public var source: String?
    /// The report's format: an HTML page, JSON for tools or Markdown.
    public var format: ReportFormat
    /// The file to write the report to (its folder made if missing); nil: the report is printed.
    public var output: String?
    /// Where relative paths (`source`, `output`) start.
    public var workingDirectory: String

    /// The report of the project at `source` in `format`, to print or write to `output`.
    public init(source: String?, format: ReportFormat, output: String?, workingDirectory: String) {
        self.source = source
        self.format = format
        self.output = output
        self.workingDirectory = workingDirectory
    }

    /// The report (or the path written) and the exit code. The report describes the content as it
    /// is, problems included (lint reports those); a project without a plan gets its written
    /// categories, each "not planned".
    public func run() -> ActionOutcome<Void> {
        ReportAction.report(source: source, command: "report curriculum", output: output, workingDirectory: workingDirectory) { result in
            CurriculumReport.build(result.corpus).render(format)
        }
    }
}
