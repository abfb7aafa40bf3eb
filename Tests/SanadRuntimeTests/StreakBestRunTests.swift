import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// The best streak is found in one pass over the days; it must be what counting back from every
/// completed day gives (`report(on: day).current`), whatever the freezes and mercy days.
@Suite struct StreakBestRunTests {
    @Test(arguments: 0..<6)
    func theOnePassBestIsTheBestOfEveryRun(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(1_000 + seed))
        var rules = LearnerTests.library.rules
        rules.mercyDaysPerWeek = [0, 1, 2][seed % 3]
        rules.freezesPerWeek = seed % 2
        rules.weekStartsOn = 1 + seed % 7
        let start = LocalDate(year: 2026, month: 1, day: 1)!
        for mercyOnPath in [false, true] {
            for _ in 0..<25 {
                var tracker = StreakTracker()
                let density = Double.random(in: 0.3...0.95, using: &random)
                for offset in 0..<120 where Double.random(in: 0..<1, using: &random) < density {
                    tracker.recordCompletion(on: start.adding(days: offset))
                }
                for week in stride(from: 0, to: 120, by: 7) where Bool.random(using: &random) {
                    tracker.grantFreeze(forWeekOf: start.adding(days: week), weekStartsOn: rules.weekStartsOn)
                }
                let today = start.adding(days: Int.random(in: 60...125, using: &random))
                let report = tracker.report(on: today, rules: rules, mercyCountsAsOnPath: mercyOnPath)
                let runs = tracker.completedDays.filter { $0 < today }.map { tracker.report(on: $0, rules: rules, mercyCountsAsOnPath: mercyOnPath).current }
                #expect(report.best == max(report.current, runs.max() ?? 0), "seed \(seed), mercy on path \(mercyOnPath)")
            }
        }
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
