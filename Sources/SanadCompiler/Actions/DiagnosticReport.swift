import SanadDiagnostics
import SanadReporting

/// The diagnostics of one run, ready to render in any `OutputFormat`.
public struct DiagnosticReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Every file checked, in order (JUnit test cases).
    public var files: [String]
    /// `sanad lint` or `sanad build` (JUnit suite name).
    public var suiteName: String
    public var warningsFail: Bool
    /// Findings hidden because the baseline knows them.
    public var suppressed = 0

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
        var out = renderer.render(diagnostics)
        out += renderer.summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, files: files.count) + "\n"
        if suppressed > 0 { out += "\(suppressed) known finding\(suppressed == 1 ? "" : "s") suppressed by the baseline\n" }
        return out
    }
}
