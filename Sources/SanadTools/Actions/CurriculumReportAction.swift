import Foundation
import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// `sanad report curriculum`: the content authored against sanad.yaml's `curriculum:` plan, in
/// HTML, JSON or Markdown.
public struct CurriculumReportAction: Sendable {
    public var source: String?
    public var format: ReportFormat
    public var output: String?
    public var workingDirectory: String

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
