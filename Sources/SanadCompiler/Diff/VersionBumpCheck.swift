import SanadDiagnostics

/// `sanad build --previous`: the content version in `sanad.yaml` must grow at least as much as
/// the changes since the previous bundle require.
public enum VersionBumpCheck {
    /// The most changes listed as notes; the rest are counted.
    public static let listedChangeLimit = 20

    /// A diagnostic when the content version does not cover the changes, else nil.
    public static func diagnostic(_ diff: BundleDiff, at range: SourceRange?, previousPath: String) -> Diagnostic? {
        let check = diff.versionCheck
        guard !check.isCovered else { return nil }
        var notes = diff.changes.prefix(listedChangeLimit).map { Diagnostic.Note(message: "\($0.bump): \($0.subject.rawValue) \($0.id) \($0.detail)") }
        if diff.changes.count > listedChangeLimit { notes.append(.init(message: "and \(diff.changes.count - listedChangeLimit) more (`sanad diff` lists them all)")) }
        let message = diff.changes.isEmpty
            ? "content version \(check.new) is lower than \(check.old) in the previous bundle"
            : "content version \(check.new) is not enough for the changes since \(check.old): they need a \(check.required) bump"
        // The fix-it writes the smallest version that covers the changes, where the version stands
        // as written (quoted or plain).
        var fixIts: [Diagnostic.FixIt] = []
        if let range, let minimum = check.minimum {
            let written = range.text
            let quote = written.hasPrefix("\"") || written.hasPrefix("'") ? String(written.prefix(1)) : ""
            fixIts = [.init(summary: "set content-version to \(minimum)", replacements: [.init(range: range, text: quote + "\(minimum)" + quote)])]
        }
        return Diagnostic(
            CompilerDiagnostics.insufficientVersionBump, message, at: range, path: range == nil ? "sanad.yaml" : nil, notes: notes,
            help: check.minimum.map { "set content-version to \($0) or higher (previous bundle: \(previousPath))" }, fixIts: fixIts)
    }
}
