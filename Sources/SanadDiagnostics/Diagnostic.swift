/// One problem found in the sources: the only diagnostic type in Sanad.
///
/// A diagnostic has a stable code, a severity (the code's default unless policy changed it), a
/// message, the primary range it is about, labelled secondary ranges, notes (possibly at other
/// places), an optional help text and fix-its.
public struct Diagnostic: Sendable, Hashable {
    /// A secondary range shown under the primary one, with a short label.
    public struct Label: Sendable, Hashable {
        public var range: SourceRange
        public var message: String
        public init(range: SourceRange, message: String) {
            self.range = range
            self.message = message
        }
    }

    /// Extra information, optionally pointing at another place.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var range: SourceRange?
        public init(message: String, range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A suggested edit: one or more text replacements with a summary.
    public struct FixIt: Sendable, Hashable {
        public struct Replacement: Sendable, Hashable {
            public var range: SourceRange
            public var text: String
            public init(range: SourceRange, text: String) {
                self.range = range
                self.text = text
            }
        }
        public var summary: String
        public var replacements: [Replacement]
        public init(summary: String, replacements: [Replacement]) {
            self.summary = summary
            self.replacements = replacements
        }
    }

    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` only for problems that concern no file (a missing folder).
    public var range: SourceRange?
    /// The path the problem concerns when there is no range (a file that cannot be read).
    public var path: String?
    public var labels: [Label]
    public var notes: [Note]
    public var help: String?
    public var fixIts: [FixIt]

    public init(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange?, path: String? = nil,
        labels: [Label] = [], notes: [Note] = [], help: String? = nil, fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = code.defaultSeverity
        self.message = message
        self.range = range
        self.path = path ?? range?.file.path
        self.labels = labels
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }

    /// The location of the start of the primary range.
    public var location: SourceLocation? { range?.startLocation }

    /// Total order used for output: by path, then position, then code, then message.
    public static func outputOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let lp = lhs.path ?? "", rp = rhs.path ?? ""
        if lp != rp { return lp < rp }
        let lo = lhs.range?.start ?? -1, ro = rhs.range?.start ?? -1
        if lo != ro { return lo < ro }
        if lhs.code.id != rhs.code.id { return lhs.code.id < rhs.code.id }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics in output order (by file, position, code, message).
    public func sortedForOutput() -> [Diagnostic] { sorted(by: Diagnostic.outputOrder) }
    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}

/// A diagnostic can be thrown or carried in a `Result` by stages that stop at their first problem.
extension Diagnostic: Error {}

extension Diagnostic {
    /// The same diagnostic at another severity (a code's default is raised in a release, or
    /// lowered while drafting).
    public func with(severity: Severity) -> Diagnostic {
        var diagnostic = self
        diagnostic.severity = severity
        return diagnostic
    }
}
