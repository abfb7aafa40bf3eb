import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

@Suite struct SequencingTests {
    static let folder = try! TestBundle.build()
    static let library = try! ContentLibrary(folder: folder)

    /// Three sins of the tongue and one curriculum category, in this order.
    static let focusCategories: [BundleIndex.Category] = [("backbiting", CategoryKind.moralFailing), ("lying", .moralFailing), ("anger", .moralFailing), ("wudu", .curriculum)]
        .enumerated().map { index, entry in
            var category = BundleIndex.Category()
            category.id = entry.0
            category.kind = .known(entry.1)
            category.order = index + 1
            return category
        }

    @Test func assessmentPicksTheTwoHighestWithADeterministicTieBreak() throws {
        let categories = Self.focusCategories
        let focus = try FocusSelection.fromAssessment(scores: ["anger": 7, "lying": 9, "backbiting": 3], categories: categories)
        #expect(focus.active == ["lying", "anger"])
        // A tie goes to the category that comes first in the bundle's order.
        let tied = try FocusSelection.fromAssessment(scores: ["anger": 5, "lying": 5, "backbiting": 5], categories: categories)
        #expect(tied.active == ["backbiting", "lying"])
        #expect(throws: FocusSelection.Error.unknownCategory("envy")) {
            _ = try FocusSelection.fromAssessment(scores: ["envy": 1, "lying": 2], categories: categories)
        }
        #expect(throws: FocusSelection.Error.notFocusable("wudu"), "a curriculum category is not a sin") {
            _ = try FocusSelection.fromAssessment(scores: ["wudu": 9, "lying": 2, "anger": 1], categories: categories)
        }
        #expect(throws: FocusSelection.Error.tooFewCategories(found: 1)) {
            _ = try FocusSelection.fromAssessment(scores: ["lying": 2], categories: categories)
        }
        #expect(FocusSelection.Error.tooFewCategories(found: 0).errorDescription == "Choose two categories to focus on (none is scored so far).")
    }

    @Test func manualSwapKeepsExactlyTwo() throws {
        let categories = Self.focusCategories
        var focus = try FocusSelection(active: ["backbiting", "lying"], categories: categories)
        try focus.swap("lying", for: "anger", categories: categories)
        #expect(focus.active == ["backbiting", "anger"])
        #expect(throws: FocusSelection.Error.notActive("lying")) { try focus.swap("lying", for: "anger", categories: categories) }
        #expect(throws: FocusSelection.Error.alreadyActive("backbiting")) { try focus.swap("anger", for: "backbiting", categories: categories) }
        #expect(throws: FocusSelection.Error.unknownCategory("envy")) { try focus.swap("anger", for: "envy", categories: categories) }
        #expect(throws: FocusSelection.Error.notFocusable("wudu")) { try focus.swap("anger", for: "wudu", categories: categories) }
        #expect(throws: FocusSelection.Error.tooManyCategories(found: 3)) {
            _ = try FocusSelection(active: ["backbiting", "lying", "anger"], categories: categories)
        }
        #expect(throws: FocusSelection.Error.tooManyCategories(found: 3), "three entries, one of them twice") {
            _ = try FocusSelection(active: ["lying", "anger", "lying"], categories: categories)
        }
        #expect(throws: FocusSelection.Error.tooFewCategories(found: 1), "the same category twice") {
            _ = try FocusSelection(active: ["lying", "lying"], categories: categories)
        }
        #expect(FocusSelection.Error.tooManyCategories(found: 3).errorDescription == "Focus on two categories at a time, not 3.")
    }

    @Test func todaysLessonFollowsOrderAndPrerequisites() throws {
        let sequencer = LessonSequencer(library: Self.library)
        #expect(try sequencer.today(in: "wudu", completed: []) == .lesson(try Self.library.outlines(in: "wudu")[0]))
        #expect(try sequencer.today(in: "wudu", completed: ["wudu.lesson-1"]) == .lesson(try Self.library.outlines(in: "wudu")[1]))
        #expect(try sequencer.today(in: "wudu", completed: ["wudu.lesson-1", "wudu.lesson-2", "wudu.lesson-3"]) == .allDone)
        // Salah requires Aqeedah and Wudu to be completed first.
        #expect(try sequencer.today(in: "salah", completed: ["wudu.lesson-1"]) == .waiting(for: ["aqeedah", "wudu"]))
        let both = Set(["aqeedah", "wudu"].flatMap { c in (1...3).map { "\(c).lesson-\($0)" } })
        #expect(try sequencer.today(in: "salah", completed: both) == .lesson(try Self.library.outlines(in: "salah")[0]))
    }

    @Test func milestonesEveryNLessons() {
        let sequencer = LessonSequencer(library: Self.library)
        let interval = sequencer.milestoneInterval(for: "wudu")
        #expect(interval == 2)
        #expect((1...6).filter { LessonSequencer.isMilestone(completedCount: $0, interval: interval) } == [2, 4, 6])
        #expect(LessonSequencer.nextMilestone(after: 3, interval: interval) == 4)
        #expect(LessonSequencer.nextMilestone(after: 0, interval: 5) == 5)
    }

    @Test func behaviouralProgressCountsCleanDaysAgainstTheGoal() {
        var log = BehaviourLog()
        let start = LocalDate(year: 2026, month: 3, day: 1)!
        for offset in 0..<30 { log.recordClean(on: start.adding(days: offset)) }
        log.recordInfraction(on: start.adding(days: 3))
        log.recordInfraction(on: start.adding(days: 10))
        log.recordClean(on: start.adding(days: 10))
        #expect(log.progress(goalDays: 40) == (28, 40))
        #expect(log.progress(goalDays: 20) == (20, 20))
    }

    @Test func isoDatesParseOnlyRealDays() {
        #expect(LocalDate(iso: "2024-02-29") == LocalDate(year: 2024, month: 2, day: 29)!)
        #expect(LocalDate(iso: "2026-02-29") == nil)
        #expect(LocalDate(iso: "2026-13-01") == nil)
        #expect(LocalDate(iso: "2026-1-01") == nil)
        #expect(LocalDate(iso: "yesterday") == nil)
    }

    @Test func localDatesDoDayArithmeticAndKnowTheWeekday() {
        let date = LocalDate(year: 2026, month: 11, day: 22)!
        #expect(date.weekday == 1, "22 November 2026 is a Sunday")
        #expect(date.adding(days: 10) == LocalDate(year: 2026, month: 12, day: 2)!)
        #expect(LocalDate(year: 2024, month: 2, day: 28)!.adding(days: 1) == LocalDate(year: 2024, month: 2, day: 29)!)
        #expect(LocalDate(dayNumber: 0) == LocalDate(year: 1970, month: 1, day: 1)!)
        let lateEvening = Date(timeIntervalSince1970: 1_763_851_080) // 2025-11-22 22:38 UTC
        #expect(LocalDate(lateEvening, in: TimeZone(identifier: "Asia/Riyadh")!) == LocalDate(year: 2025, month: 11, day: 23)!)
        #expect(LocalDate(lateEvening, in: TimeZone(identifier: "UTC")!) == LocalDate(year: 2025, month: 11, day: 22)!)
    }
}
