import SanadDiagnostics
import SanadReporting

/// `sanad lint`: lints the given paths and renders the result. Separate from the command so it
/// can be tested without a process.
public struct LintAction: Sendable {
    public struct Options: Sendable {
        public var paths: [String] = []
        public var format: OutputFormat = .text
        /// Warnings fail the run too.
        public var strict = false
        public var color = false
        public init() {}
    }

    /// What the command prints and the exit code it returns.
    public struct Outcome: Sendable {
        public var output: String
        public var exitCode: Int32
        public var result: Linter.Result
    }

    public var options: Options
    public var workingDirectory: String

    public init(options: Options, workingDirectory: String) {
        self.options = options
        self.workingDirectory = workingDirectory
    }

    public func run() -> Outcome {
        let result = Linter(workingDirectory: workingDirectory).lint(paths: options.paths)
        let diagnostics = result.diagnostics
        let failed = diagnostics.errorCount > 0 || (options.strict && diagnostics.warningCount > 0)
        let output: String
        switch options.format {
        case .json:
            output = JSONReport(diagnostics: diagnostics, filesChecked: result.filesChecked, toolVersion: SanadVersion.current).encoded()
        case .text:
            let renderer = TextRenderer(style: options.color ? ANSIStyle() : PlainStyle())
            output = renderer.render(diagnostics)
                + renderer.summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, files: result.filesChecked) + "\n"
        }
        return Outcome(output: output, exitCode: failed ? ExitStatus.failure : ExitStatus.success, result: result)
    }
}

/// Sanad's exit codes: 0 clean, 1 problems found, 2 usage or internal failure.
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 2
}
