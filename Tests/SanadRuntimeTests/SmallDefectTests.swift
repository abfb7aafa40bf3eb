import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// The smaller defects found when the runtime was tried as an app developer would.
@Suite struct SmallDefectTests {
    @Test func daysThatDoNotExistAreRefused() {
        #expect(LocalDate(year: 2026, month: 2, day: 30) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(iso: "2026-02-30") == nil && LocalDate(iso: "+026-02-01") == nil)
        #expect(LocalDate(year: 9999, month: 12, day: 31)!.adding(days: .max).year == 9999, "day arithmetic saturates")
    }

    @Test func aStoredFocusOfThreeCategoriesDoesNotDecode() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FocusSelection.self, from: Data(#"{"active":["a","b","c"]}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FocusSelection.self, from: Data(#"{"active":["a","a"]}"#.utf8)) }
        #expect((try? JSONDecoder().decode(FocusSelection.self, from: Data(#"{"active":["a","b"]}"#.utf8)))?.active == ["a", "b"])
    }

    /// Equal logs encode to equal bytes, whatever order their days were recorded in.
    @Test func behaviourLogsEncodeDeterministically() throws {
        let days = (1...20).map { LocalDate(year: 2026, month: 3, day: $0)! }
        var forward = BehaviourLog(), backward = BehaviourLog()
        for day in days { if day.day % 3 == 0 { forward.recordInfraction(on: day) } else { forward.recordClean(on: day) } }
        for day in days.reversed() { if day.day % 3 == 0 { backward.recordInfraction(on: day) } else { backward.recordClean(on: day) } }
        let encoder = JSONEncoder()
        #expect(try encoder.encode(forward) == encoder.encode(backward))
        #expect(try JSONDecoder().decode(BehaviourLog.self, from: encoder.encode(forward)) == forward)
    }

    /// "28 of 40 days with no backbiting" counts from the goal's start; a restart counts afresh.
    @Test func aBehaviouralGoalStartsAndRestarts() {
        var learner = Learner()
        let start = LocalDate(year: 2026, month: 3, day: 1)!
        for offset in 0..<10 { learner.recordClean("backbiting", on: start.adding(days: offset)) }
        learner.recordInfraction("backbiting", on: start.adding(days: 4))
        #expect(learner.goalProgress("backbiting", goalDays: 40) == (9, 40))
        learner.startGoal("backbiting", on: start.adding(days: 7))
        #expect(learner.goalProgress("backbiting", goalDays: 40) == (3, 40), "days 7, 8 and 9 since the restart")
    }

    /// The best streak is kept after the current one breaks.
    @Test func theBestStreakOutlivesABreak() {
        var tracker = StreakTracker()
        let start = LocalDate(year: 2026, month: 3, day: 1)!
        for offset in [0, 1, 2, 3, 4, 8, 9] { tracker.recordCompletion(on: start.adding(days: offset)) }
        var rules = ProgressRules.defaults
        rules.mercyDaysPerWeek = 0
        rules.freezesPerWeek = 0
        let report = tracker.report(on: start.adding(days: 9), rules: rules)
        #expect(report.current == 2 && report.best == 5)
    }
}
