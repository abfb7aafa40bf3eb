import Foundation
import SanadReporting
import SanadCompiler

/// `sanad diff OLD NEW`: what changed between two bundles and the smallest content version bump
/// that covers it. Fails (exit 1) when the new bundle's content version is not bumped enough.
public struct DiffAction: Sendable {
    /// `--format`: the changes and the verdict as text, or as a versioned JSON report.
    public enum Format: String, Sendable, CaseIterable { case text, json }

    /// The outcome; its product is the comparison, when both bundles could be read.
    public typealias Outcome = ActionOutcome<BundleDiff?>

    /// `--format json`.
    ///
    /// ## Version policy
    /// As for `JSONReport`: new optional fields are minor, removed or changed fields major.
    struct Report: Encodable {
        static let formatVersion = "1.0.0"
        struct Side: Encodable { var bundleId: String; var contentVersion: String }
        struct Change: Encodable { var bump: String; var subject: String; var id: String; var detail: String }
        var version = Report.formatVersion
        var old: Side
        var new: Side
        var changes: [Change]
        var requiredBump: String
        var minimumVersion: String?
        var covered: Bool
    }

    /// The older bundle folder, the one the changes are counted from.
    public var old: String
    /// The newer bundle folder, whose content version must cover the changes.
    public var new: String
    /// How the comparison is printed: text for people or JSON for tools.
    public var format: Format
    /// Where relative bundle paths start.
    public var workingDirectory: String

    /// A comparison of bundle folder `old` with bundle folder `new`, printed in `format`.
    public init(old: String, new: String, format: Format = .text, workingDirectory: String) {
        self.old = old
        self.new = new
        self.format = format
        self.workingDirectory = workingDirectory
    }

    private func url(_ path: String) -> URL {
        URL(fileURLWithPath: ContentDiscovery(workingDirectory: workingDirectory).absolute(path))
    }

    /// Reads and compares both bundles: exit 1 when the new content version does not cover the
    /// changes, 2 when a bundle cannot be read.
    public func run() -> Outcome {
        let before: BundleSnapshot, after: BundleSnapshot
        do {
            before = try BundleSnapshot(folder: url(old))
        } catch {
            return Outcome(output: "error: cannot read the old bundle \(old): \(error)\n", exitCode: ExitStatus.usage, diff: nil)
        }
        do {
            after = try BundleSnapshot(folder: url(new))
        } catch {
            return Outcome(output: "error: cannot read the new bundle \(new): \(error)\n", exitCode: ExitStatus.usage, diff: nil)
        }
        let diff = BundleDiff(old: before, new: after)
        let check = diff.versionCheck
        let exitCode = check.isCovered ? ExitStatus.success : ExitStatus.failure
        switch format {
        case .json:
            let report = Report(
                old: .init(bundleId: before.bundleID, contentVersion: before.contentVersion),
                new: .init(bundleId: after.bundleID, contentVersion: after.contentVersion),
                changes: diff.changes.map { .init(bump: $0.bump.description, subject: $0.subject.rawValue, id: $0.id, detail: $0.detail) },
                requiredBump: check.required.description, minimumVersion: check.minimum, covered: check.isCovered)
            return Outcome(output: JSONReport.encode(report), exitCode: exitCode, diff: diff)
        case .text:
            var out = "\(after.bundleID): \(before.contentVersion) → \(after.contentVersion)\n\n"
            out += diff.textLines().map { $0 + "\n" }.joined()
            out += Self.verdict(check, changes: diff.changes.count)
            return Outcome(output: out, exitCode: exitCode, diff: diff)
        }
    }

    /// The closing lines: the bump needed and whether the new version has it.
    static func verdict(_ check: BundleDiff.VersionCheck, changes: Int) -> String {
        guard changes > 0 else { return "no changes\n" + (check.isCovered ? "" : "error: content version \(check.new) is lower than \(check.old)\n") }
        var out = "\n\(changes) change\(changes == 1 ? "" : "s"); the smallest bump that covers them is \(check.required)"
        if let minimum = check.minimum { out += " (\(check.old) → \(minimum))" }
        out += "\n"
        if check.isCovered {
            out += "content version \(check.new) covers them\n"
        } else {
            out += "error: content version \(check.new) does not cover them; use \(check.minimum ?? "a semantic version") or higher\n"
        }
        return out
    }
}
