/// The roles of the pieces of text output, so that colour is applied in one place.
public enum TextRole: Sendable {
    case error, warning, note, help, location, gutter, primaryMarker, secondaryMarker, emphasis
}

/// Decorates text for a role. The renderers produce plain text through `PlainStyle`; colour is a
/// decorator chosen by the command line, only on a terminal and never with `NO_COLOR`.
public protocol TerminalStyle: Sendable {
    func apply(_ role: TextRole, _ text: String) -> String
}

/// No decoration: the output tests compare against.
public struct PlainStyle: TerminalStyle {
    public init() {}
    public func apply(_ role: TextRole, _ text: String) -> String { text }
}

/// ANSI colours and bold, as rustc and the Swift compiler use them.
public struct ANSIStyle: TerminalStyle {
    public init() {}
    public func apply(_ role: TextRole, _ text: String) -> String {
        guard !text.isEmpty else { return text }
        let code: String
        switch role {
        case .error, .primaryMarker: code = "1;31"
        case .warning: code = "1;33"
        case .note, .gutter, .secondaryMarker: code = "1;34"
        case .help: code = "1;36"
        case .location, .emphasis: code = "1"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// Whether colour should be used: a terminal, and `NO_COLOR` unset or empty.
    public static func shouldUse(isTerminal: Bool, environment: [String: String]) -> Bool {
        shouldUse(.auto, isTerminal: isTerminal, environment: environment)
    }

    /// Whether colour should be used under `--color`: `always` and `never` decide; `auto` uses
    /// colour when `FORCE_COLOR` is set (not empty, not 0), else on a terminal unless `NO_COLOR`
    /// is set or `TERM` is dumb.
    public static func shouldUse(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            guard isTerminal else { return false }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return true
        }
    }
}

/// `--color`: when text output is coloured.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
