import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// My Worship Path's level table and mercy rules (§7): days on path from the action log, mercy
/// days by pace, and the levels reached by days on path within their windows.
@Suite struct WorshipPathTests {
    static let rules = WorshipPlanTests.plan
    static let start = LocalDate(year: 2026, month: 3, day: 1)!  // a Sunday

    static func path(mercyDays: Int) -> WorshipPath {
        WorshipPath(rules: rules, plan: .init(essentials: ["morning-dhikr", "dua-daily"], bonuses: ["kind-word"], mercyDays: mercyDays), weekStartsOn: 1)
    }

    static func log(days: [Int], action: String = "dua-daily") -> WorshipLog {
        var log = WorshipLog()
        for day in days { log.record(action, on: start.adding(days: day)) }
        return log
    }

    @Test(arguments: [(6, WorshipPath.Level.roots), (12, .roots), (13, .growth), (20, .steadfast), (27, .blossom), (40, .blossom)])
    func everyDayOnPathClimbsTheTable(_ day: Int, _ level: WorshipPath.Level) {
        let progress = Self.path(mercyDays: 0).levelProgress(on: Self.start.adding(days: day), since: Self.start, log: Self.log(days: Array(0...day)))
        #expect(progress.level == level, "day \(day + 1)")
    }

    @Test func sevenDaysWithinFourteenAreRootsButNotGrowth() {
        let path = Self.path(mercyDays: 0)
        let everyOther = Self.log(days: Array(stride(from: 0, through: 40, by: 2)))
        #expect(path.levelProgress(on: Self.start.adding(days: 11), since: Self.start, log: everyOther).level == .seeds, "6 days on path by day 12")
        let roots = path.levelProgress(on: Self.start.adding(days: 12), since: Self.start, log: everyOther)
        #expect(roots.level == .roots && roots.next == .growth && roots.daysNeeded == 14 && roots.daysOnPath == 7)
        let later = path.levelProgress(on: Self.start.adding(days: 40), since: Self.start, log: everyOther)
        #expect(later.level == .roots && later.daysOnPath == 11, "11 of the last 21 days: never 14")
    }

    @Test func mercyDaysKeepADayOnPathAndABonusDoesNot() {
        // Five days a week with an essential; the other two are the week's mercy days when the
        // plan has two (gentle and balanced paces), and missed days when it has none.
        let weekdays = Self.log(days: (0..<28).filter { $0 % 7 < 5 })
        let gentle = Self.path(mercyDays: 2), none = Self.path(mercyDays: 0)
        #expect((0..<28).allSatisfy { gentle.isOnPath(Self.start.adding(days: $0), log: weekdays) })
        #expect(!none.isOnPath(Self.start.adding(days: 5), log: weekdays))
        #expect(gentle.levelProgress(on: Self.start.adding(days: 27), since: Self.start, log: weekdays).level == .blossom)
        #expect(none.levelProgress(on: Self.start.adding(days: 27), since: Self.start, log: weekdays).level == .growth, "15 of 21 but only 20 of 28")
        let onlyBonuses = Self.log(days: [0, 1, 2], action: "kind-word")
        #expect(!none.isOnPath(Self.start, log: onlyBonuses), "a bonus alone is not an essential")
    }

    /// The regression of issue 36: a learner who starts on a Wednesday had no mercy day in the
    /// first week, because Sunday to Tuesday, before the start, counted as the week's misses.
    @Test func daysBeforeTheStartUseNoMercyDay() {
        let wednesday = Self.start.adding(days: 3), path = Self.path(mercyDays: 1)
        let log = Self.log(days: [3, 4, 6])  // Wednesday, Thursday and Saturday; Friday missed
        #expect(path.isOnPath(Self.start.adding(days: 5), since: wednesday, log: log), "Friday is the week's mercy day")
        #expect(!path.isOnPath(Self.start.adding(days: 5), log: log), "without a start, Sunday to Tuesday are the week's misses")
        #expect(!path.isOnPath(Self.start.adding(days: 1), since: wednesday, log: log), "a day before the start is not on path")
        let twoMisses = Self.log(days: [3, 6])  // Thursday and Friday missed: one mercy day
        #expect(path.isOnPath(Self.start.adding(days: 4), since: wednesday, log: twoMisses))
        #expect(!path.isOnPath(Self.start.adding(days: 5), since: wednesday, log: twoMisses), "no mercy left for the second miss")
        // The first full week after a Wednesday start: 4 days in week one (3 done, Friday mercy)
        // and every day of week two make 11 days on path by its Saturday, Roots and 11 of 21.
        let progress = path.levelProgress(on: Self.start.adding(days: 13), since: wednesday, log: Self.log(days: [3, 4, 6] + Array(7...13)))
        #expect(progress.level == .roots && progress.daysOnPath == 11)
        var mindful = log
        mindful.takeMercyDay(Self.start.adding(days: 5))
        #expect(path.reflectionBadges(on: Self.start.adding(days: 6), since: wednesday, log: mindful)[.mercyDayUsedMindfully] == Self.start.adding(days: 5))
    }

    /// The run of days on path is the path's own count: a Wednesday start with Friday's mercy day
    /// runs four days by Saturday, and a Sunday not yet over does not end it.
    @Test func theRunOfDaysOnPathCountsAsThePathDoes() {
        let wednesday = Self.start.adding(days: 3), path = Self.path(mercyDays: 1)
        let log = Self.log(days: [3, 4, 6])  // Wednesday, Thursday and Saturday; Friday missed
        #expect(path.daysOnPathInARow(on: Self.start.adding(days: 6), since: wednesday, log: log) == 4)
        #expect(path.daysOnPathInARow(on: Self.start.adding(days: 7), since: wednesday, log: log) == 5, "Sunday is the new week's mercy day")
        #expect(path.daysOnPathInARow(on: Self.start.adding(days: 8), since: wednesday, log: log) == 5, "Monday is not over: the run stands")
        #expect(path.daysOnPathInARow(on: Self.start.adding(days: 9), since: wednesday, log: log) == 0, "Monday missed with no mercy left")
        // Four weeks from a Sunday with one mercy day a week: each week's first miss is its mercy
        // day (days 2, 7, 14, 22), its second a break (6, 12, 17, 23); a day not yet on path
        // leaves the run to the day before, a second miss ends it. Counted by hand.
        let scattered = Self.log(days: [0, 1, 3, 4, 5, 8, 9, 10, 11, 15, 16, 19, 20, 21])
        let runs = [1, 2, 3, 4, 5, 6, 6, 1, 2, 3, 4, 5, 5, 0, 1, 2, 3, 3, 0, 1, 2, 3, 4, 4, 0]
        #expect(runs.indices.map { path.daysOnPathInARow(on: Self.start.adding(days: $0), since: Self.start, log: scattered) } == runs)
        #expect(path.daysOnPathInARow(on: Self.start, since: Self.start, log: WorshipLog()) == 1, "the first day is its week's mercy day")
        #expect(Self.path(mercyDays: 7).daysOnPathInARow(on: Self.start.adding(days: 400), since: Self.start, log: WorshipLog()) == 401, "bounded by the start")
    }

    @Test func theWeeklyFocusRotates() {
        let path = Self.path(mercyDays: 2)
        let focus = (0..<8).map { path.weeklyFocus(on: Self.start.adding(days: 7 * $0 + 3), startingWeekOf: Self.start) }
        #expect(focus == ["salah", "quran", "dhikr", "dua", "sadaqah", "good-deed", "salah", "quran"])
        #expect(path.weeklyFocus(on: Self.start.adding(days: -1), startingWeekOf: Self.start) == nil)
    }

    @Test func twoDevicesLogsMerge() {
        let phone = Self.log(days: [0, 1]), tablet = Self.log(days: [1, 2], action: "morning-dhikr")
        let merged = phone.merged(with: tablet)
        #expect(merged == tablet.merged(with: phone) && merged.merged(with: merged) == merged)
        #expect(merged.done[Self.start.adding(days: 1)] == ["dua-daily", "morning-dhikr"])
    }

    @Test func theLighterPlanAndTheRestWeekKeepTheFirstActions() {
        let plan = Self.rules.plan(for: ["consistency": ["steady"], "time": ["thirty-minutes"], "pace": ["ambitious"]])
        let lighter = Self.rules.adapted(plan, .lighter), rest = Self.rules.adapted(plan, .restWeek)
        #expect(lighter.essentials == Array(plan.essentials.prefix(3)) && lighter.bonuses == Array(plan.bonuses.prefix(2)))
        #expect(rest.essentials == [plan.essentials[0]] && rest.bonuses.isEmpty && rest.mercyDays == plan.mercyDays)
    }

    @Test func reflectionBadgesAreForWhatWasDone() throws {
        let path = Self.path(mercyDays: 1)
        var log = Self.log(days: [0, 1, 2, 4])
        #expect(path.reflectionBadges(on: Self.start.adding(days: 6), log: log).isEmpty)
        log.reflect(on: Self.start.adding(days: 2))
        log.renewIntention(on: Self.start.adding(days: 5))
        log.takeMercyDay(Self.start.adding(days: 1))  // an essential was done: not a mercy day
        var badges = path.reflectionBadges(on: Self.start.adding(days: 6), log: log)
        #expect(badges == [.firstReflectiveWeek: Self.start.adding(days: 2), .intentionRenewed: Self.start.adding(days: 5)])
        log.takeMercyDay(Self.start.adding(days: 3))  // the week's first day without an essential
        badges = path.reflectionBadges(on: Self.start.adding(days: 6), log: log)
        #expect(badges[.mercyDayUsedMindfully] == Self.start.adding(days: 3))
        let stored = try JSONEncoder().encode(log)
        #expect(try JSONDecoder().decode(WorshipLog.self, from: stored) == log)
    }
}
