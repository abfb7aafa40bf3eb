import SanadCompiler

/// The formats `sanad lint` and `sanad build` can report diagnostics in.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// rustc-style annotated source (the default).
    case text
    /// Sanad's versioned JSON report (`JSONReport`).
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// JUnit XML, for CI test reporters.
    case junit
    /// The text report followed by GitHub Actions workflow commands (annotations).
    case github
}

/// `--report FORMAT:PATH`: a report written to a file while the terminal gets `--format`.
public struct ReportRequest: Sendable, Equatable {
    /// The format the file is written in, whatever `--format` standard output gets.
    public var format: OutputFormat
    /// The file to write, relative to the working directory; its folder is made if missing.
    public var path: String

    /// A request to write the report in `format` to `path`.
    public init(format: OutputFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// Parses `sarif:build/sanad.sarif`; nil when the format is unknown or the path empty.
    public init?(reportArgument argument: String) {
        guard let colon = argument.firstIndex(of: ":"), let format = OutputFormat(rawValue: String(argument[..<colon])) else { return nil }
        let path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { return nil }
        self.init(format: format, path: path)
    }
}
