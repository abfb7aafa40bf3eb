import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

@Suite struct StreakTests {
    static let riyadh = TimeZone(identifier: "Asia/Riyadh")!
    static let noMercy: ProgressRules = {
        var rules = ProgressRules.defaults
        rules.mercyDaysPerWeek = 0
        return rules
    }()

    static func instant(_ text: String, _ zone: TimeZone) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text)!
    }

    @Test func lateEveningCountsForThatDayAndAfterMidnightForTheNext() {
        var tracker = StreakTracker()
        let first = tracker.recordCompletion(at: Self.instant("2026-03-01 23:58", Self.riyadh), in: Self.riyadh)
        let second = tracker.recordCompletion(at: Self.instant("2026-03-03 00:01", Self.riyadh), in: Self.riyadh)
        #expect(first && second)
        #expect(tracker.completedDays == [LocalDate(year: 2026, month: 3, day: 1)!, LocalDate(year: 2026, month: 3, day: 3)!])
    }

    @Test func onlyTheFirstCompletionOfADayCounts() {
        var tracker = StreakTracker()
        let morning = tracker.recordCompletion(at: Self.instant("2026-03-01 08:00", Self.riyadh), in: Self.riyadh)
        let evening = tracker.recordCompletion(at: Self.instant("2026-03-01 20:00", Self.riyadh), in: Self.riyadh)
        #expect(morning && !evening)
        #expect(tracker.currentStreak(on: LocalDate(year: 2026, month: 3, day: 1)!, rules: .defaults) == 1)
    }

    @Test func aChangeOfTimeZoneAdjustsNothingRetroactively() {
        var tracker = StreakTracker()
        // 00:30 in Riyadh on 2 March is still 1 March in London: the day recorded is Riyadh's.
        tracker.recordCompletion(at: Self.instant("2026-03-01 00:30", Self.riyadh), in: Self.riyadh)
        tracker.recordCompletion(at: Self.instant("2026-03-02 00:30", Self.riyadh), in: Self.riyadh)
        let london = TimeZone(identifier: "Europe/London")!
        tracker.recordCompletion(at: Self.instant("2026-03-03 09:00", london), in: london)
        #expect(tracker.completedDays.map(\.day).sorted() == [1, 2, 3])
        #expect(tracker.currentStreak(on: LocalDate(year: 2026, month: 3, day: 3)!, rules: Self.noMercy) == 3)
    }

    @Test func aMissedDayResetsTheStreakButTodayIsNotMissedYet() {
        var tracker = StreakTracker()
        let first = LocalDate(year: 2026, month: 3, day: 2)!
        for offset in [0, 1, 2, 4] { tracker.recordCompletion(on: first.adding(days: offset)) }
        #expect(tracker.currentStreak(on: first.adding(days: 2), rules: Self.noMercy) == 3)
        #expect(tracker.currentStreak(on: first.adding(days: 3), rules: Self.noMercy) == 3, "today is not over")
        #expect(tracker.currentStreak(on: first.adding(days: 4), rules: Self.noMercy) == 1)
        #expect(tracker.currentStreak(on: first.adding(days: 6), rules: Self.noMercy) == 0)
    }

    @Test func aFreezeCoversTheFirstMissedDayOfItsWeekOnly() {
        var tracker = StreakTracker()
        let sunday = LocalDate(year: 2026, month: 3, day: 1)!
        #expect(sunday.weekday == 1)
        for offset in [0, 1, 3, 5] { tracker.recordCompletion(on: sunday.adding(days: offset)) }
        #expect(tracker.currentStreak(on: sunday.adding(days: 3), rules: Self.noMercy) == 1, "no freeze yet")
        tracker.grantFreeze(forWeekOf: sunday.adding(days: 2), weekStartsOn: 1)
        #expect(tracker.currentStreak(on: sunday.adding(days: 3), rules: Self.noMercy) == 3, "the freeze covers Tuesday")
        // Seed 004: the freeze is "consumed automatically on first missed day". On Friday, with
        // Tuesday and Thursday missed: Tuesday took the week's one freeze, so Thursday, the
        // second miss, ended the streak, and Friday starts a new one.
        let friday = tracker.report(on: sunday.adding(days: 5), rules: Self.noMercy)
        #expect(friday.current == 1 && friday.covered.isEmpty && !friday.freezeLeftThisWeek, "Tuesday frozen, Thursday a second miss")
        #expect(friday.best == 3, "Sunday, Monday and Wednesday, Tuesday frozen (a frozen day keeps a streak, it does not lengthen it)")
        // No roll-over: an unused freeze does not cover a miss in the next week.
        var later = StreakTracker()
        later.grantFreeze(forWeekOf: sunday, weekStartsOn: 1)
        for offset in [7, 9] { later.recordCompletion(on: sunday.adding(days: offset)) }
        #expect(later.currentStreak(on: sunday.adding(days: 9), rules: Self.noMercy) == 1)
    }

    @Test func mercyDaysCoverMissesWithinTheirWeek() {
        var tracker = StreakTracker()
        let sunday = LocalDate(year: 2026, month: 3, day: 1)!
        for offset in [0, 2, 4, 5] { tracker.recordCompletion(on: sunday.adding(days: offset)) }
        var rules = ProgressRules.defaults
        rules.mercyDaysPerWeek = 1
        // Seed 002: "if no mercy left … streak resets to 0 the next day": Monday takes the one
        // mercy day, Wednesday ends the streak, Thursday and Friday start another.
        #expect(tracker.currentStreak(on: sunday.adding(days: 5), rules: rules) == 2, "one mercy day: Monday covered, Wednesday not")
        rules.mercyDaysPerWeek = 2
        #expect(tracker.currentStreak(on: sunday.adding(days: 5), rules: rules) == 4)
        // Weeks counted Tuesday to Monday when configured: the two misses fall in different weeks.
        rules.mercyDaysPerWeek = 1
        rules.weekStartsOn = 3
        #expect(tracker.currentStreak(on: sunday.adding(days: 5), rules: rules) == 4)
    }

    @Test func streakMilestones() {
        #expect(StreakTracker.milestones(reachedBy: 6, rules: .defaults) == [])
        #expect(StreakTracker.milestones(reachedBy: 30, rules: .defaults) == [7, 30])
        #expect(StreakTracker.milestones(reachedBy: 150, rules: .defaults) == [7, 30, 100])
    }
}

@Suite struct XPAndReviewTests {
    @Test func productDocumentExample() {
        let calculator = XPCalculator(rules: .defaults)
        #expect(calculator.xp(correctFirstAttempt: true, streakDays: 5) == 225)
    }

    @Test func multipliers() {
        let calculator = XPCalculator(rules: .defaults)
        #expect(calculator.xp(correctFirstAttempt: false, streakDays: 0) == 100)
        #expect(calculator.xp(correctFirstAttempt: false, streakDays: 25) == 200, "the streak multiplier stops at × 2")
        #expect(calculator.xp(correctFirstAttempt: true, streakDays: 0, completesCategory: true) == 188)
        #expect(calculator.xp(correctFirstAttempt: true, streakDays: 5, isReview: true) == 113)
    }

    @Test func levels() {
        let calculator = XPCalculator(rules: .defaults)
        #expect(calculator.level(forXP: 0) == (1, 500))
        #expect(calculator.level(forXP: 499) == (1, 1))
        #expect(calculator.level(forXP: 500) == (2, 1000))
        #expect(calculator.level(forXP: 7500) == (5, nil))
    }

    @Test func spacedReviewDates() {
        var schedule = ReviewSchedule()
        let day = LocalDate(year: 2026, month: 1, day: 1)!
        schedule.lessonCompleted("a.one", on: day)
        var dues: [LocalDate] = []
        while let next = schedule.nextDue("a.one", rules: .defaults) {
            dues.append(next)
            schedule.reviewed("a.one", on: next)
        }
        #expect(dues.map { $0.dayNumber - day.dayNumber } == [1, 3, 7, 14, 30])
    }

    @Test func reviewsDueAreListedMostOverdueFirst() {
        var schedule = ReviewSchedule()
        let day = LocalDate(year: 2026, month: 1, day: 10)!
        schedule.lessonCompleted("b.two", on: day.adding(days: -1))
        schedule.lessonCompleted("a.one", on: day.adding(days: -5))
        schedule.lessonCompleted("c.three", on: day)
        #expect(schedule.due(on: day, rules: .defaults) == ["a.one", "b.two"])
        schedule.lessonCompleted("a.one", on: day)  // a second completion does not restart it
        #expect(schedule.due(on: day, rules: .defaults) == ["a.one", "b.two"])
    }
}
