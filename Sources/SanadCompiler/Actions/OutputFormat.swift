/// The formats `sanad lint` can print diagnostics in.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text
    case json
}
