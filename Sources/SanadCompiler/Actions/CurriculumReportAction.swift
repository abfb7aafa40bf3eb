import Foundation
import SanadDiagnostics
import SanadReporting

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
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let root: String
        switch discovery.projectRoot(source, command: "report curriculum") {
        case .success(let found): root = found
        case .failure(let diagnostic): return ActionOutcome(output: TextRenderer().render([diagnostic]), exitCode: ExitStatus.usage, diagnostics: [diagnostic])
        }
        let report = CurriculumReport.build(Pipeline(discovery: discovery).run(root: root).corpus).render(format)
        return ReportAction.deliver(report, to: output, discovery: discovery)
    }
}
