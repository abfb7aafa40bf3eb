import SanadCompiler
import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadReporting

/// Findings accepted as known, so that a team can adopt Sanad on old content and still block
/// new problems: `sanad lint --write-baseline FILE` records today's findings, `--baseline FILE`
/// reports only findings that are not in it.
///
/// Findings are matched by `Diagnostic.fingerprint` (code, file, and the text at the place, not
/// the line number), as a multiset: a baseline with two identical findings suppresses two.
///
/// ## Version policy
/// `version` is the semantic version of the file format. New optional fields are minor; a change
/// to the fingerprint recipe or to a field's meaning is major, and a reader refuses a baseline
/// of another major version rather than silently matching nothing.
public struct Baseline: Codable, Sendable, Equatable {
    /// The baseline file format's version, by the policy above.
    public static let formatVersion = "1.0.0"

    /// One known finding, as recorded in the file.
    public struct Finding: Codable, Sendable, Equatable {
        /// The diagnostic's `fingerprint`: the only thing matching compares.
        public var fingerprint: String
        /// The diagnostic code's id (`L0003`).
        public var code: String
        /// The file the finding is in, as the diagnostic shows it; nil when it concerns no file.
        public var path: String?
        /// Where it was when recorded; informational, not used for matching.
        public var line: Int?
        /// The diagnostic's message when recorded; informational, for people reading the file.
        public var message: String
    }

    /// The format version the file was written in; a reader refuses another major version.
    public var version: String
    /// The known findings, sorted by file, line, code and fingerprint.
    public var findings: [Finding]

    /// A baseline that knows every one of `diagnostics` (what `--write-baseline` records).
    public init(diagnostics: [Diagnostic]) {
        version = Self.formatVersion
        findings = diagnostics.map {
            Finding(fingerprint: $0.fingerprint, code: $0.code.id, path: $0.path, line: $0.location?.line, message: $0.message)
        }.sorted { ($0.path ?? "", $0.line ?? 0, $0.code, $0.fingerprint) < ($1.path ?? "", $1.line ?? 0, $1.code, $1.fingerprint) }
    }

    /// The diagnostics not in the baseline, how many were suppressed, and the baseline's
    /// findings that no longer occur among `checked` files (they can be pruned).
    public func filter(_ diagnostics: [Diagnostic], checked: Set<String>? = nil) -> (kept: [Diagnostic], suppressed: Int, gone: [Finding]) {
        var remaining: [String: Int] = [:]
        for finding in findings { remaining[finding.fingerprint, default: 0] += 1 }
        var kept: [Diagnostic] = []
        var suppressed = 0
        for diagnostic in diagnostics {
            let fingerprint = diagnostic.fingerprint
            if let count = remaining[fingerprint], count > 0 {
                remaining[fingerprint] = count - 1
                suppressed += 1
            } else {
                kept.append(diagnostic)
            }
        }
        var gone: [Finding] = []
        for finding in findings.reversed() where (remaining[finding.fingerprint] ?? 0) > 0 {
            guard checked.map({ finding.path.map($0.contains) ?? true }) ?? true else { continue }
            remaining[finding.fingerprint]! -= 1
            gone.append(finding)
        }
        return (kept, suppressed, gone.reversed())
    }

    /// The baseline without `gone` findings (as a multiset).
    public func pruning(_ gone: [Finding]) -> Baseline {
        var drop: [String: Int] = [:]
        for finding in gone { drop[finding.fingerprint, default: 0] += 1 }
        var pruned = self
        pruned.findings = findings.filter { finding in
            guard let count = drop[finding.fingerprint], count > 0 else { return true }
            drop[finding.fingerprint] = count - 1
            return false
        }
        return pruned
    }

    /// The baseline file's text: Sanad's report JSON (pretty-printed, keys sorted).
    public func encoded() -> String { JSONReport.encode(self) }

    /// Reads a baseline file; the error says what is wrong with it.
    public static func read(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw BaselineError(message: "cannot read the baseline \(path)") }
        let baseline: Baseline
        do {
            // The bundle decoder's syntax errors carry a line and column.
            baseline = try BundleJSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(message: "\(path) is not a Sanad baseline: \(error)")
        }
        let major = baseline.version.split(separator: ".").first.map(String.init)
        guard major == formatVersion.split(separator: ".").first.map(String.init) else {
            throw BaselineError(message: "\(path) is baseline format \(baseline.version); this Sanad reads \(formatVersion) (write it again with --write-baseline)")
        }
        return baseline
    }
}

/// Why a baseline file cannot be used: it cannot be read, is not a baseline, or is of another
/// major format version.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the file; printed after `error:`.
    public var message: String
    public var description: String { message }
}
