import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// The best streak is found in the one walk over the days; it must be the best of the streaks
/// reported on every day up to today (`report(on: day).current`), whatever the freezes and mercy
/// days: a best streak never goes down from one day to the next.
@Suite struct StreakBestRunTests {
    /// Seeds 6 and up make sparse histories over a longer span, whose long gaps the one pass jumps.
    @Test(arguments: 0..<10)
    func theOnePassBestIsTheBestOfEveryRun(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(1_000 + seed))
        var rules = LearnerTests.library.rules
        rules.mercyDaysPerWeek = [0, 1, 2][seed % 3]
        rules.freezesPerWeek = seed % 2
        rules.weekStartsOn = 1 + seed % 7
        let start = LocalDate(year: 2026, month: 1, day: 1)!
        for mercyOnPath in [false, true] {
            for _ in 0..<12 {
                var tracker = StreakTracker()
                let sparse = seed >= 6, span = sparse ? 400 : 120
                let density = Double.random(in: sparse ? 0.02...0.3 : 0.3...0.95, using: &random)
                for offset in 0..<span where Double.random(in: 0..<1, using: &random) < density {
                    tracker.recordCompletion(on: start.adding(days: offset))
                }
                for week in stride(from: 0, to: span, by: 7) where Bool.random(using: &random) {
                    tracker.grantFreeze(forWeekOf: start.adding(days: week), weekStartsOn: rules.weekStartsOn)
                }
                let today = start.adding(days: Int.random(in: span / 2...span + 5, using: &random))
                let report = tracker.report(on: today, rules: rules, mercyCountsAsOnPath: mercyOnPath)
                let days = (0..<(today.dayNumber - start.dayNumber)).map { start.adding(days: $0) }
                let reports = days.map { tracker.report(on: $0, rules: rules, mercyCountsAsOnPath: mercyOnPath) }
                #expect(report.best == max(report.current, reports.map(\.current).max() ?? 0), "seed \(seed), mercy on path \(mercyOnPath)")
                #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.best <= $1.best }, "the best never goes down")
            }
        }
    }

    @Test func aStrayCompletionCenturiesBackCostsNothing() {
        var tracker = StreakTracker()
        tracker.recordCompletion(on: LocalDate(year: 1, month: 1, day: 1)!)
        let today = LocalDate(year: 2026, month: 6, day: 1)!
        for offset in 1...5 { tracker.recordCompletion(on: today.adding(days: -offset)) }
        let report = tracker.report(on: today, rules: LearnerTests.library.rules)
        #expect(report.best == 5 && report.current == 5)
    }

    @Test func tenYearsOfDailyLearningIsOneRun() {
        var tracker = StreakTracker()
        let start = LocalDate(year: 2016, month: 1, day: 1)!
        for offset in 0..<3_653 where offset % 10 != 9 { tracker.recordCompletion(on: start.adding(days: offset)) }
        var rules = LearnerTests.library.rules
        rules.mercyDaysPerWeek = 1
        let report = tracker.report(on: start.adding(days: 3_653), rules: rules)
        #expect(report.best == 3_653 - 365, "every tenth day missed and covered by the week's mercy day")
    }
}
