import Foundation
import SanadDiagnostics
import SanadCompiler

/// What every action returns, whatever the command: the text to print, the diagnostics behind it
/// (what a report or a test inspects), the exit status, and what the action made (a bundle
/// folder, a diff, a count of files). The command line prints `output` and exits with `exitCode`.
public struct ActionOutcome<Product: Sendable>: Sendable {
    /// The text for standard output (a report in a machine format, or the rendered diagnostics).
    public var output: String
    /// `ExitStatus.success`, `.failure` or `.usage`.
    public var exitCode: Int32
    /// The diagnostics the output shows, after severity options and baseline.
    public var diagnostics: [Diagnostic]
    /// What the action made.
    public var product: Product

    /// An outcome with its output, exit status, the diagnostics behind the output (none by default)
    /// and what the action made.
    public init(output: String, exitCode: Int32, diagnostics: [Diagnostic] = [], product: Product) {
        self.output = output
        self.exitCode = exitCode
        self.diagnostics = diagnostics
        self.product = product
    }
}

extension ActionOutcome where Product == Void {
    /// An outcome of an action that makes nothing but its output (an edit, a report).
    public init(output: String, exitCode: Int32, diagnostics: [Diagnostic] = []) {
        self.init(output: output, exitCode: exitCode, diagnostics: diagnostics, product: ())
    }
}

extension ActionOutcome where Product == URL? {
    /// `sanad build`: the bundle folder, when one was written.
    public var bundle: URL? { product }

    /// A `sanad build` outcome: `bundle` is the bundle folder written, nil when none was.
    public init(output: String, exitCode: Int32, bundle: URL?, diagnostics: [Diagnostic]) {
        self.init(output: output, exitCode: exitCode, diagnostics: diagnostics, product: bundle)
    }
}

extension ActionOutcome where Product == BundleDiff? {
    /// `sanad diff`: the comparison, when both bundles could be read.
    public var diff: BundleDiff? { product }

    /// A `sanad diff` outcome: `diff` is nil when either bundle could not be read.
    public init(output: String, exitCode: Int32, diff: BundleDiff?) {
        self.init(output: output, exitCode: exitCode, product: diff)
    }
}

extension ActionOutcome where Product == Int {
    /// `sanad lint`: how many files were checked.
    public var filesChecked: Int { product }

    /// A `sanad lint` outcome, with how many source files were checked.
    public init(output: String, exitCode: Int32, diagnostics: [Diagnostic], filesChecked: Int) {
        self.init(output: output, exitCode: exitCode, diagnostics: diagnostics, product: filesChecked)
    }
}
