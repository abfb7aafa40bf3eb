import SanadBundleFormat

/// A streak as an app shows it: its length, the best one reached, which missed days were covered
/// and by what, and what cover is left this week.
public struct StreakReport: Sendable, Equatable {
    /// What kept a missed day from breaking the streak.
    public enum Cover: String, Sendable, Codable {
        /// The week's freeze (one a week, used on the week's first missed day): granted by a parent,
        /// or earned by the week before when the rules say so (`freezeEarnedByActiveDays`).
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
    /// Whether today's week has a freeze (granted, or earned when the rules say so) still unused.
    public var freezeLeftThisWeek: Bool
    /// Mercy days left in today's week.
    public var mercyDaysLeftThisWeek: Int
}

extension StreakTracker {
    /// The streak on `today`, with the covered days and the cover left this week.
    ///
    /// The days are walked forward from the first completion, as the learner lived them (today is
    /// not missed until it is over): a completed day adds one; a missed day while a streak runs
    /// takes its week's cover, the week's freeze first (granted by a parent, or earned by the week
    /// before when the rules say so; seed 004: a
    /// freeze is "consumed automatically on first missed day"), then the week's mercy days; a
    /// missed day with no cover left ends the streak (seed 002: with no mercy left, the streak
    /// resets). A miss while no streak runs takes no cover. So a cover, once given, is never
    /// moved to another day by a later one. A mercy day counts as a day on path when
    /// `mercyCountsAsOnPath` (My Worship Path: 13 days and one mercy day make 14); otherwise it
    /// only keeps the streak from breaking.
    ///
    /// Two devices' learners merge by their days (`Learner.merged(with:)`), and the streak is
    /// walked again over the merged days. Under the seeds' rule a merge can give a shorter streak
    /// than one of the devices had: a day learned on the other device can start a streak earlier
    /// in the week, whose miss then takes the week's freeze that the first device spent later.
    public func report(on today: LocalDate, rules: ProgressRules, mercyCountsAsOnPath: Bool = false) -> StreakReport {
        let walk = self.walk(to: today, rules: rules, mercyCountsAsOnPath: mercyCountsAsOnPath)
        let week = Self.weekStart(of: today, weekStartsOn: rules.weekStartsOn)
        let used = walk.used[week]
        return StreakReport(
            current: walk.current, best: max(walk.best, walk.current), covered: walk.covered,
            freezeLeftThisWeek: hasFreeze(week: week, rules: rules) && used?.freeze != true,
            mercyDaysLeftThisWeek: max(Self.mercyDays(rules) - (used?.mercy ?? 0), 0))
    }

    /// Whether the week starting on `week` has a freeze: with `freezeEarnedByActiveDays`, when
    /// the learner completed lessons on that many days of the week before (seed 004: "only
    /// available if earned through weekly activity"; a parent's grant adds nothing then);
    /// otherwise when a parent granted it. Never when the rules give no freezes.
    func hasFreeze(week: LocalDate, rules: ProgressRules) -> Bool {
        guard rules.freezesPerWeek > 0 else { return false }
        guard let needed = rules.freezeEarnedByActiveDays else { return freezeWeeks.contains(week) }
        return (1...7).filter { completedDays.contains(week.adding(days: -$0)) }.count >= needed
    }

    /// The week's mercy days, within 0…7 whatever the rules say (they are validated on open).
    static func mercyDays(_ rules: ProgressRules) -> Int { min(max(rules.mercyDaysPerWeek, 0), 7) }

    /// The walk up to `today` (to yesterday while today has no completion): the streak at its
    /// end and the covers of its misses, the longest streak reached on any day, and the
    /// cover each week used. While no streak runs, the walk jumps to the next completion, so a
    /// stray completion years back costs nothing.
    private func walk(to today: LocalDate, rules: ProgressRules, mercyCountsAsOnPath: Bool)
        -> (current: Int, best: Int, covered: [LocalDate: StreakReport.Cover], used: [LocalDate: (freeze: Bool, mercy: Int)]) {
        let days = completedDays.filter { $0 <= today }.sorted()
        guard let first = days.first else { return (0, 0, [:], [:]) }
        let end = completedDays.contains(today) ? today : today.adding(days: -1)
        let mercy = Self.mercyDays(rules)
        var streak = 0, best = 0, next = 0
        var covered: [LocalDate: StreakReport.Cover] = [:]
        var used: [LocalDate: (freeze: Bool, mercy: Int)] = [:]
        var day = first
        while day <= end {
            if next < days.count, days[next] == day {
                next += 1
                streak += 1
                best = max(best, streak)
            } else if streak > 0 {
                let week = Self.weekStart(of: day, weekStartsOn: rules.weekStartsOn)
                var cover = used[week] ?? (false, 0)
                if !cover.freeze, hasFreeze(week: week, rules: rules) {
                    cover.freeze = true
                    covered[day] = .freeze
                } else if cover.mercy < mercy {
                    cover.mercy += 1
                    covered[day] = .mercy
                    if mercyCountsAsOnPath {
                        streak += 1
                        best = max(best, streak)
                    }
                } else {
                    streak = 0
                    covered = [:]
                }
                used[week] = cover
            } else {
                // No streak runs: nothing happens until the next completion.
                guard next < days.count else { break }
                day = days[next]
                continue
            }
            guard day < end else { break }
            day = day.adding(days: 1)
        }
        return (streak, best, covered, used)
    }
}
