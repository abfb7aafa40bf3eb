import SanadBundleFormat

/// A streak as an app shows it: its length, the best one reached, which missed days were covered
/// and by what, and what cover is left this week.
public struct StreakReport: Sendable, Equatable {
    /// What kept a missed day from breaking the streak.
    public enum Cover: String, Sendable, Codable {
        /// A parent-granted freeze (one a week, used on the week's first missed day).
        case freeze
        /// One of the week's mercy days.
        case mercy
    }

    /// Consecutive days on path up to today (today counts once it has a completion).
    public var current: Int
    /// The longest streak reached on any day up to today.
    public var best: Int
    /// The missed days of the current streak that were covered, with their cover.
    public var covered: [LocalDate: Cover]
    /// Whether a freeze granted for today's week is still unused.
    public var freezeLeftThisWeek: Bool
    /// Mercy days left in today's week.
    public var mercyDaysLeftThisWeek: Int
}

extension StreakTracker {
    /// The streak on `today`, with the covered days and the cover left this week.
    ///
    /// The streak is counted back from today (from yesterday while today has no completion yet:
    /// today is not missed until it is over). A missed day is covered while its week has cover
    /// left: the freeze a parent granted for that week, then its mercy days; the week's first
    /// missed day takes the freeze. A mercy day counts as a day on path when
    /// `mercyCountsAsOnPath` (My Worship Path: 13 days and one mercy day make 14); otherwise it
    /// only keeps the streak from breaking. Counting back means cover is spent only on the
    /// misses of the streak it keeps, so more completed days never make a streak shorter: a merge
    /// of two devices' days is at least the longer of their streaks.
    public func report(on today: LocalDate, rules: ProgressRules, mercyCountsAsOnPath: Bool = false) -> StreakReport {
        let run = self.run(endingOn: today, rules: rules, mercyCountsAsOnPath: mercyCountsAsOnPath)
        var best = run.length
        for day in completedDays where day < today { best = max(best, self.run(endingOn: day, rules: rules, mercyCountsAsOnPath: mercyCountsAsOnPath).length) }
        let week = Self.weekStart(of: today, weekStartsOn: rules.weekStartsOn)
        let usedThisWeek = run.covered.filter { Self.weekStart(of: $0.key, weekStartsOn: rules.weekStartsOn) == week }
        return StreakReport(
            current: run.length, best: best, covered: run.covered,
            freezeLeftThisWeek: freezeWeeks.contains(week) && rules.freezesPerWeek > 0 && !usedThisWeek.values.contains(.freeze),
            mercyDaysLeftThisWeek: max(Self.mercyDays(rules) - usedThisWeek.values.filter { $0 == .mercy }.count, 0))
    }

    /// The week's mercy days, within 0…7 whatever the rules say (they are validated on open).
    static func mercyDays(_ rules: ProgressRules) -> Int { min(max(rules.mercyDaysPerWeek, 0), 7) }

    /// The streak ending on `end`, counted back, and the covers its misses took.
    private func run(endingOn end: LocalDate, rules: ProgressRules, mercyCountsAsOnPath: Bool) -> (length: Int, covered: [LocalDate: StreakReport.Cover]) {
        guard let first = completedDays.min(), first <= end else { return (0, [:]) }
        var completed = 0, earliest = end
        var missesByWeek: [LocalDate: [LocalDate]] = [:]
        var day = completedDays.contains(end) ? end : end.adding(days: -1)
        while day >= first {
            if completedDays.contains(day) {
                completed += 1
                earliest = day
            } else {
                let week = Self.weekStart(of: day, weekStartsOn: rules.weekStartsOn)
                let cover = (freezeWeeks.contains(week) && rules.freezesPerWeek > 0 ? 1 : 0) + Self.mercyDays(rules)
                guard missesByWeek[week, default: []].count < cover else { break }
                missesByWeek[week, default: []].append(day)
            }
            guard day > LocalDate(dayNumber: LocalDate.dayNumbers.lowerBound) else { break }
            day = day.adding(days: -1)
        }
        // Misses before the run's first completed day belong to no streak: they take no cover.
        var covered: [LocalDate: StreakReport.Cover] = [:]
        for (week, misses) in missesByWeek {
            let hasFreeze = freezeWeeks.contains(week) && rules.freezesPerWeek > 0
            for (index, miss) in misses.filter({ $0 > earliest }).sorted().enumerated() { covered[miss] = hasFreeze && index == 0 ? .freeze : .mercy }
        }
        guard completed > 0 else { return (0, [:]) }
        let mercyDays = covered.values.filter { $0 == .mercy }.count
        return (completed + (mercyCountsAsOnPath ? mercyDays : 0), covered)
    }
}
