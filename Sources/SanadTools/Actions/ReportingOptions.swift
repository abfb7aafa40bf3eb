import Foundation
import SanadDiagnostics
import SanadCompiler

/// The options `sanad lint` and `sanad build` share: output format, report files and severity
/// policy.
public struct ReportingOptions: Sendable {
    /// One `--error` or `--warning` option.
    public struct SeveritySetting: Sendable, Equatable {
        public var selector: String
        public var severity: Severity
        public init(_ selector: String, _ severity: Severity) {
            self.selector = selector
            self.severity = severity
        }
    }

    public var format: OutputFormat = .text
    public var reports: [ReportRequest] = []
    /// Warnings fail the run too.
    public var strict = false
    /// In command-line order.
    public var severities: [SeveritySetting] = []
    public var color = false
    /// Text output: show at most this many diagnostics (`--max-diagnostics`).
    public var maxDiagnostics: Int?
    /// Text output: counts by code and by file at the end (`--stats`).
    public var stats = false
    /// Show a progress line on standard error for long runs (a terminal, text output).
    public var progress = false
    public init() {}

    public func policy() throws(SeverityPolicy.InvalidOption) -> SeverityPolicy {
        try SeverityPolicy(strict: strict, settings: severities.map { ($0.selector, $0.severity) })
    }

    /// Renders `report` for standard output and writes each `--report` file. Paths are resolved
    /// against `base`. Returns the text for standard output, or the first file that could not be
    /// written.
    func emit(_ report: DiagnosticReport, base: (String) -> String) -> (output: String, failedWrite: String?) {
        var report = report
        report.maxShown = maxDiagnostics
        report.stats = stats
        for request in reports {
            let path = base(request.path)
            let directory = (path as NSString).deletingLastPathComponent
            do {
                if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
                try Data(report.render(request.format).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                return (report.render(format, color: color), "error: cannot write the \(request.format.rawValue) report to \(request.path): \(error.localizedDescription)\n")
            }
        }
        return (report.render(format, color: color), nil)
    }
}

/// Options that carry `ReportingOptions`, with shorthands for the common ones.
public protocol ReportingConfigurable {
    var reporting: ReportingOptions { get set }
}

extension ReportingConfigurable {
    public var strict: Bool {
        get { reporting.strict }
        set { reporting.strict = newValue }
    }
    public var color: Bool {
        get { reporting.color }
        set { reporting.color = newValue }
    }
}
