import Foundation
import SanadDiagnostics
import SanadCompiler

/// The options `sanad lint` and `sanad build` share: output format, report files and severity
/// policy.
public struct ReportingOptions: Sendable {
    /// One `--error` or `--warning` option.
    public struct SeveritySetting: Sendable, Equatable {
        /// A code (`L0003`), a code's name (`phase-duration`) or a group (`lesson`).
        public var selector: String
        /// The severity it sets: `.error` for `--error`, `.warning` for `--warning`.
        public var severity: Severity
        /// The codes `selector` names, set to `severity`.
        public init(_ selector: String, _ severity: Severity) {
            self.selector = selector
            self.severity = severity
        }
    }

    /// `--format`: how the diagnostics are printed on standard output.
    public var format: OutputFormat = .text
    /// `--report`: further reports written to files, each in its own format.
    public var reports: [ReportRequest] = []
    /// Warnings fail the run too.
    public var strict = false
    /// In command-line order.
    public var severities: [SeveritySetting] = []
    /// Colour the text output with ANSI escapes (decided from `--color` and the terminal).
    public var color = false
    /// Text output: show at most this many diagnostics (`--max-diagnostics`).
    public var maxDiagnostics: Int?
    /// Text output: counts by code and by file at the end (`--stats`).
    public var stats = false
    /// Show a progress line on standard error for long runs (a terminal, text output).
    public var progress = false
    /// Text output, no report files, every code at its default severity, no colour.
    public init() {}

    /// The severity policy of `strict` and `severities`; throws when a selector names nothing, a
    /// lowering is not allowed, or two options contradict each other.
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
    /// `reporting.strict`: warnings fail the run too.
    public var strict: Bool {
        get { reporting.strict }
        set { reporting.strict = newValue }
    }
    /// `reporting.color`: colour the text output.
    public var color: Bool {
        get { reporting.color }
        set { reporting.color = newValue }
    }
}
