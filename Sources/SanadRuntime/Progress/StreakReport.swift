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
        let best = max(run.length, bestRun(before: today, rules: rules, mercyCountsAsOnPath: mercyCountsAsOnPath))
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

    /// The longest of the runs ending on a completed day before `today`, in one pass over the
    /// days: the run ending on a day is what `run(endingOn:)` counts back, and its first day only
    /// moves forward as the end does (a later end only adds misses), so a window whose start
    /// follows its end gives every run in time linear in the days covered.
    func bestRun(before today: LocalDate, rules: ProgressRules, mercyCountsAsOnPath: Bool) -> Int {
        let days = completedDays.filter { $0 < today }
        guard let first = days.min(), let last = days.max() else { return 0 }
        let mercy = Self.mercyDays(rules)
        func week(_ day: LocalDate) -> LocalDate { Self.weekStart(of: day, weekStartsOn: rules.weekStartsOn) }
        func freeze(_ week: LocalDate) -> Int { freezeWeeks.contains(week) && rules.freezesPerWeek > 0 ? 1 : 0 }
        // The window [start, end]: its misses by week (each week takes at most its cover), its
        // completions, and its misses after its first completion by week (those a mercy day
        // covers count when `mercyCountsAsOnPath`); misses before the first completion take cover
        // but count for nothing.
        var misses: [LocalDate: Int] = [:], countedMisses: [LocalDate: Int] = [:]
        var completions = 0, mercyCovered = 0, best = 0
        var start = first, earliest: LocalDate? = nil
        func mercyTaken(_ week: LocalDate, _ counted: Int) -> Int { max(counted - freeze(week), 0) }
        func count(_ week: LocalDate, by change: Int) {
            let before = countedMisses[week, default: 0]
            countedMisses[week] = before + change
            mercyCovered += mercyTaken(week, before + change) - mercyTaken(week, before)
        }
        /// Moves the window's start one day on.
        func dropFirstDay() {
            let day = start
            start = start.adding(days: 1)
            if days.contains(day) {
                completions -= 1
                // The misses up to the next completion now come before the window's first one.
                var next = start
                earliest = nil
                while next <= end {
                    if days.contains(next) { earliest = next; break }
                    count(week(next), by: -1)
                    next = next.adding(days: 1)
                }
            } else {
                misses[week(day), default: 0] -= 1
            }
        }
        let sorted = days.sorted()
        var nextIndex = 0
        var end = first
        while true {
            let key = week(end)
            if days.contains(end) {
                completions += 1
                if earliest == nil { earliest = end }
            } else {
                misses[key, default: 0] += 1
                if earliest != nil { count(key, by: 1) }
                while misses[key, default: 0] > freeze(key) + mercy, start <= end { dropFirstDay() }
            }
            if days.contains(end), completions > 0 { best = max(best, completions + (mercyCountsAsOnPath ? mercyCovered : 0)) }
            guard end < last else { break }
            while nextIndex < sorted.count, sorted[nextIndex] <= end { nextIndex += 1 }
            // A gap of more than fifteen days holds a full week of misses, which no week's cover
            // (at most six days when mercy days are at most five) can keep: every run breaks in
            // it, and the fourteen days before the next completion rebuild the window exactly as
            // walking the whole gap would. So a stray completion years back costs nothing.
            if mercy + 1 < 7, nextIndex < sorted.count, sorted[nextIndex].dayNumber - end.dayNumber > 15 {
                misses = [:]
                countedMisses = [:]
                completions = 0
                mercyCovered = 0
                earliest = nil
                end = sorted[nextIndex].adding(days: -14)
                start = end
                continue
            }
            end = end.adding(days: 1)
        }
        return best
    }
}
