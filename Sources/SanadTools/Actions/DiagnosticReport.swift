import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// The diagnostics of one run, ready to render in any `OutputFormat`.
public struct DiagnosticReport: Sendable {
    /// The diagnostics to report, with the severity options already applied (and, for `sanad lint`,
    /// the baseline's known findings already removed).
    public var diagnostics: [Diagnostic]
    /// Every file checked, in order (JUnit test cases).
    public var files: [String]
    /// `sanad lint` or `sanad build` (JUnit suite name).
    public var suiteName: String
    /// Whether warnings fail the run (`--strict`), and so are failures in JUnit output.
    public var warningsFail: Bool
    /// Findings hidden because the baseline knows them.
    public var suppressed = 0
    /// In text output: show at most this many diagnostics (`--max-diagnostics`); the summary
    /// still counts them all, and a table by code follows.
    public var maxShown: Int?
    /// In text output: counts by code and by file at the end (`--stats`).
    public var stats = false
    /// From how many diagnostics the text output ends with counts by code, unasked.
    public static let manyDiagnostics = 50

    /// A report of one run's diagnostics over the checked `files`; `suppressed` counts the findings
    /// the baseline hid.
    public init(diagnostics: [Diagnostic], files: [String], suiteName: String, warningsFail: Bool, suppressed: Int = 0) {
        self.diagnostics = diagnostics
        self.files = files
        self.suiteName = suiteName
        self.warningsFail = warningsFail
        self.suppressed = suppressed
    }

    /// The SARIF rules: every code in the catalogue, with the lesson rules' rationale as help.
    public static let sarifRules: [SARIFReport.Rule] = DiagnosticCatalog.all.map { code in
        var help = code.summary
        if let rule = RuleRegistry.descriptions.first(where: { $0.code == code }) { help += "\n\n" + rule.rationale }
        help += "\n\nExample:\n" + code.example
        return SARIFReport.Rule(id: code.id, name: code.name, summary: code.summary, help: help, defaultSeverity: code.defaultSeverity, group: code.group)
    }

    /// The report in `format`, for standard output or a `--report` file; `color` adds ANSI colours
    /// to the `text` format only.
    public func render(_ format: OutputFormat, color: Bool = false) -> String {
        switch format {
        case .text: return text(color: color)
        case .json: return JSONReport(diagnostics: diagnostics, filesChecked: files.count, toolVersion: SanadVersion.current).encoded()
        case .sarif: return SARIFReport(diagnostics: diagnostics, rules: Self.sarifRules, toolVersion: SanadVersion.current).encoded()
        case .junit: return JUnitReport(suiteName: suiteName, files: files, diagnostics: diagnostics, warningsFail: warningsFail).encoded()
        case .github: return text(color: false) + GitHubAnnotations(diagnostics: diagnostics).encoded()
        }
    }

    /// The annotated diagnostics and the summary line.
    public func text(color: Bool) -> String {
        let renderer = TextRenderer(style: color ? ANSIStyle() : PlainStyle())
        let shown = maxShown.map { Array(diagnostics.prefix(max($0, 0))) } ?? diagnostics
        var out = renderer.render(shown)
        let hidden = diagnostics.count - shown.count
        if hidden > 0 { out += "… and \(hidden) more not shown (--max-diagnostics \(maxShown ?? 0)); every one is counted below\n" }
        out += renderer.summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, files: files.count) + "\n"
        if suppressed > 0 { out += "\(suppressed) known finding\(suppressed == 1 ? "" : "s") suppressed by the baseline\n" }
        if stats || hidden > 0 || diagnostics.count >= Self.manyDiagnostics { out += countsByCode() }
        if stats { out += countsByFile() }
        return out
    }

    /// Each code's count, most frequent first: what to fix first in a long run.
    func countsByCode() -> String {
        let groups = Dictionary(grouping: diagnostics, by: { "\($0.code.id) \($0.code.name)" })
        let rows = groups.map { key, found in (key, found.count, found.errorCount) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
        let width = rows.map(\.0.count).max() ?? 0
        return "by code:\n" + rows.map { key, count, errors in
            "  " + key.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(count)" + (errors > 0 && errors < count ? " (\(errors) errors)" : errors > 0 ? " errors" : " warnings")
        }.joined(separator: "\n") + "\n"
    }

    /// Each file's count, most first.
    func countsByFile() -> String {
        let groups = Dictionary(grouping: diagnostics, by: { $0.path ?? "(no file)" })
        let rows = groups.map { ($0.key, $0.value.count) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
        guard !rows.isEmpty else { return "by file: none\n" }
        let width = rows.map(\.0.count).max() ?? 0
        return "by file:\n" + rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  \($0.1)" }.joined(separator: "\n") + "\n"
    }
}
