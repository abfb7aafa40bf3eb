/// How serious a diagnostic is. Rules report a default severity; the command line may raise or
/// lower it (`--strict`, per-code overrides).
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
