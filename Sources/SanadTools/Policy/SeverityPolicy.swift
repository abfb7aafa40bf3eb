import SanadCompiler
import SanadDiagnostics

/// What the command line decides about severity: rules report facts with a default severity,
/// and `--error`, `--warning` and `--strict` decide what fails the run.
///
/// A selector is a code (`L0003`), a code's name (`phase-duration`) or a group (`lesson`).
/// Settings for single codes win over settings for their group; one code set to both severities
/// at the same level (twice by code, or twice by group) is refused as contradictory.
/// Anything can be raised to an error; only the lesson rules (group `lesson`) can be lowered to
/// warnings, because every other error means the content cannot be compiled or published
/// correctly (a YAML error, a misquoted ayah, an unapproved lesson in a release).
public struct SeverityPolicy: Sendable, Equatable {
    /// The only group whose errors may be lowered.
    public static let lowerableGroup = DiagnosticGroup.lesson

    /// Warnings fail the run too.
    public var strict = false
    /// The resolved severity of each overridden code.
    public private(set) var overrides: [String: Severity] = [:]

    /// A policy with every code at its default severity; with `strict`, warnings fail the run too.
    public init(strict: Bool = false) { self.strict = strict }

    /// A selector that names nothing, or a lowering that is not allowed.
    public struct InvalidOption: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong with the option, naming its selector; printed after `error:`.
        public var description: String
    }

    /// Builds the policy from `(selector, severity)` pairs.
    public init(strict: Bool, settings: [(selector: String, severity: Severity)], catalog: [DiagnosticCode] = DiagnosticCatalog.all) throws(InvalidOption) {
        self.strict = strict
        var groupLevel: [String: Severity] = [:], codeLevel: [String: Severity] = [:]
        for (selector, severity) in settings {
            let codes: [DiagnosticCode]
            let isGroup: Bool
            if let code = catalog.first(where: { $0.id == selector || $0.name == selector }) {
                codes = [code]
                isGroup = false
            } else {
                codes = catalog.filter { $0.group.rawValue == selector }
                isGroup = true
            }
            guard !codes.isEmpty else {
                let groups = DiagnosticGroup.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                throw InvalidOption(description: "'\(selector)' is not a diagnostic code, code name or group (groups: \(groups)); `sanad diagnostics` lists the codes")
            }
            if severity == .warning, let locked = codes.first(where: { $0.group != Self.lowerableGroup && $0.defaultSeverity == .error }) {
                throw InvalidOption(description: "'\(selector)' cannot be lowered to a warning: \(locked.id) (\(locked.name)) is an error because the content cannot be compiled or published correctly with it; only lesson rules (group '\(Self.lowerableGroup)') can be lowered")
            }
            for code in codes {
                let previous = isGroup ? groupLevel.updateValue(severity, forKey: code.id) : codeLevel.updateValue(severity, forKey: code.id)
                if let previous, previous != severity {
                    throw InvalidOption(description: "\(code.id) (\(code.name)) is set to both error and warning by '\(selector)' and an earlier option")
                }
            }
        }
        overrides = groupLevel.merging(codeLevel) { _, code in code }
    }

    /// The diagnostics with overridden severities. A warning that only a release made an error
    /// (unapproved or stale lessons) stays an error whatever the options say.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !overrides.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let severity = overrides[diagnostic.code.id] else { return diagnostic }
            if severity == .warning, diagnostic.code.group != Self.lowerableGroup { return diagnostic }
            var changed = diagnostic
            changed.severity = severity
            return changed
        }
    }

    /// Whether these (already applied) diagnostics fail the run.
    public func fails(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.errorCount > 0 || (strict && diagnostics.warningCount > 0)
    }
}
