import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

@Suite struct SequencingTests {
    static let folder = try! TestBundle.build()
    static let library = try! ContentLibrary(folder: folder)

    @Test func assessmentPicksTheTwoHighestWithADeterministicTieBreak() throws {
        let categories = Self.library.categories
        let focus = try FocusSelection.fromAssessment(scores: ["salah": 7, "wudu": 9, "aqeedah": 3], categories: categories)
        #expect(focus.active == ["wudu", "salah"])
        // A tie goes to the category that comes first in the bundle's order.
        let tied = try FocusSelection.fromAssessment(scores: ["salah": 5, "wudu": 5, "aqeedah": 5], categories: categories)
        #expect(tied.active == ["aqeedah", "wudu"])
        #expect(throws: FocusSelection.Error.unknownCategory("anger")) {
            _ = try FocusSelection.fromAssessment(scores: ["anger": 1, "wudu": 2], categories: categories)
        }
        #expect(throws: FocusSelection.Error.tooFewCategories(found: 1)) {
            _ = try FocusSelection.fromAssessment(scores: ["wudu": 2], categories: categories)
        }
    }

    @Test func manualSwapKeepsExactlyTwo() throws {
        let categories = Self.library.categories
        var focus = try FocusSelection(active: ["aqeedah", "wudu"], categories: categories)
        try focus.swap("wudu", for: "salah", categories: categories)
        #expect(focus.active == ["aqeedah", "salah"])
        #expect(throws: FocusSelection.Error.notActive("wudu")) { try focus.swap("wudu", for: "salah", categories: categories) }
        #expect(throws: FocusSelection.Error.alreadyActive("aqeedah")) { try focus.swap("salah", for: "aqeedah", categories: categories) }
        #expect(throws: FocusSelection.Error.unknownCategory("anger")) { try focus.swap("salah", for: "anger", categories: categories) }
        #expect(throws: FocusSelection.Error.tooFewCategories(found: 3)) {
            _ = try FocusSelection(active: ["aqeedah", "wudu", "salah"], categories: categories)
        }
    }

    @Test func todaysLessonFollowsOrderAndPrerequisites() {
        let sequencer = LessonSequencer(library: Self.library)
        #expect(sequencer.today(in: "wudu", completed: []) == .lesson(Self.library.outlines(in: "wudu")[0]))
        #expect(sequencer.today(in: "wudu", completed: ["wudu.lesson-1"]) == .lesson(Self.library.outlines(in: "wudu")[1]))
        #expect(sequencer.today(in: "wudu", completed: ["wudu.lesson-1", "wudu.lesson-2", "wudu.lesson-3"]) == .allDone)
        // Salah requires Aqeedah and Wudu to be completed first.
        #expect(sequencer.today(in: "salah", completed: ["wudu.lesson-1"]) == .waiting(for: ["aqeedah", "wudu"]))
        let both = Set(["aqeedah", "wudu"].flatMap { c in (1...3).map { "\(c).lesson-\($0)" } })
        #expect(sequencer.today(in: "salah", completed: both) == .lesson(Self.library.outlines(in: "salah")[0]))
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
