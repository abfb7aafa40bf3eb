import SanadBundleFormat

/// What review checks need besides the item reviewed: whether this is a release, the date the
/// build counts as today, how long an approval stays valid, and the reviewers' registry.
public struct ReviewPolicy: Sendable, Equatable {
    /// Publishing: out-of-scope, sample, expired and stale approvals are errors, and items that
    /// are not approved are left out (or, with `requireAllApproved`, errors).
    public var release: Bool
    /// Every item must be approved: an unapproved one is an error, not left out.
    public var requireAllApproved: Bool
    /// The build date: the day the build runs (UTC), unless a test sets another.
    public var today: LocalDate
    /// `review-valid-for` in sanad.yaml: approvals older than this are expired.
    public var validFor: ReviewValidity?
    /// reviewers.yaml is marked `sample-data: true`.
    public var sampleReviewers: Bool
    /// The content folder (media are read from it for fingerprints).
    public var root: String
    /// `approvals:` in sanad.yaml: signatures and quorums.
    public var approvals = ProjectModel.ApprovalRules()

    /// A policy for building the content folder `root` on `today`; a release only when `release` is set.
    public init(release: Bool = false, requireAllApproved: Bool = false, today: LocalDate, validFor: ReviewValidity? = nil, sampleReviewers: Bool = false, root: String) {
        self.release = release
        self.requireAllApproved = requireAllApproved
        self.today = today
        self.validFor = validFor
        self.sampleReviewers = sampleReviewers
        self.root = root
    }
}

/// How long an approval stays valid: `review-valid-for: 12 months` (days, months or years).
public struct ReviewValidity: Sendable, Equatable {
    /// The calendar unit of the validity, as written in its plural (`days`, `months`, `years`).
    public enum Unit: String, Sendable, CaseIterable { case days, months, years }
    /// How many units an approval stays valid for, from 1 to 100 000.
    public var count: Int
    /// Whether `count` is days, months or years.
    public var unit: Unit

    /// Parses `12 months`, `1 year`, `90 days`.
    public init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let count = Int(parts[0]), count > 0, count <= 100_000 else { return nil }
        let word = parts[1].hasSuffix("s") ? String(parts[1]) : parts[1] + "s"
        guard let unit = Unit(rawValue: word) else { return nil }
        self.count = count
        self.unit = unit
    }

    /// The last day an approval given on `date` is valid.
    public func lastDay(approvedOn date: LocalDate) -> LocalDate {
        switch unit {
        case .days: return date.adding(days: count)
        case .months: return date.adding(months: count)
        case .years: return date.adding(months: count * 12)
        }
    }

    public var description: String { "\(count) \(count == 1 ? String(unit.rawValue.dropLast()) : unit.rawValue)" }
}
