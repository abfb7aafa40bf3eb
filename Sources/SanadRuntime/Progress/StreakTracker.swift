import Foundation
import SanadBundleFormat

/// Daily streaks by local calendar day, with weekly freezes (granted by a parent, or earned) and
/// mercy days.
///
/// - A completion counts for the local day on which it happened, in the time zone the device had
///   then: 11:58 PM counts for that day, 12:01 AM for the next. Days are stored as they were
///   recorded, so a later change of time zone adjusts nothing retroactively.
/// - Only the first completion of a day counts.
/// - A missed day resets the streak unless it is covered: first by the week's freeze, if a parent
///   granted one, or if the learner earned it by the week before's activity when the rules ask
///   for that (`freezeEarnedByActiveDays`; one a week, used on the first missed day, no
///   roll-over), then by the week's mercy days. Weeks start on `rules.weekStartsOn` (1 = Sunday).
/// - Today is not missed until it is over.
public struct StreakTracker: Equatable, Codable, Sendable {
    /// Every local day with a completion.
    public private(set) var completedDays: Set<LocalDate> = []
    /// The first day of each week for which a parent granted a freeze.
    public private(set) var freezeWeeks: Set<LocalDate> = []

    /// A tracker with no completions.
    public init() {}

    /// Records a completion at an instant in the device's current time zone. Returns whether it
    /// was the first completion of that local day (the one that counts).
    @discardableResult
    public mutating func recordCompletion(at instant: Date, in timeZone: TimeZone) -> Bool {
        completedDays.insert(LocalDate(instant, in: timeZone)).inserted
    }

    /// Records a completion on a local day, already worked out by the caller.
    public mutating func recordCompletion(on day: LocalDate) {
        completedDays.insert(day)
    }

    /// A parent grants the freeze of the week containing `day` (at most one a week).
    public mutating func grantFreeze(forWeekOf day: LocalDate, weekStartsOn: Int) {
        freezeWeeks.insert(Self.weekStart(of: day, weekStartsOn: weekStartsOn))
    }

    /// The first day of the week holding `day`.
    public static func weekStart(of day: LocalDate, weekStartsOn: Int) -> LocalDate {
        day.adding(days: -(((day.weekday - weekStartsOn % 7) % 7 + 14) % 7))
    }

    /// The streak on `today`: consecutive completed days, through covered misses, up to today
    /// (`report(on:rules:)` says which misses were covered and by what).
    public func currentStreak(on today: LocalDate, rules: ProgressRules) -> Int {
        report(on: today, rules: rules).current
    }

    /// The streak milestones (7, 30, 100 by default) a streak has reached.
    public static func milestones(reachedBy streak: Int, rules: ProgressRules) -> [Int] {
        rules.streakMilestones.filter { streak >= $0 }
    }
}
