import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// Seasonal lessons and achievements in Hijri windows (Umm al-Qura), on both sides of Ramadan and
/// Eid al-Fitr of 1447 and 1448.
@Suite struct SeasonalTests {
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    @Test(arguments: [("2026-02-18", 1447, 9, 1), ("2026-03-19", 1447, 9, 30), ("2026-03-20", 1447, 10, 1),
                      ("2027-02-08", 1448, 9, 1), ("2027-03-09", 1448, 10, 1)])
    func theUmmAlQuraCalendar(gregorian: String, year: Int, month: Int, day: Int) {
        #expect(HijriDate(Self.day(gregorian)) == HijriDate.make(year: year, month: month, day: day))
    }

    /// Eid al-Fitr, 1 to 3 Shawwal, every year.
    @Test func anEidWindowRecursEveryYear() {
        let eid = Availability(hijriFrom: "10-01", hijriTo: "10-03")
        for (text, inside) in [("2026-03-19", false), ("2026-03-20", true), ("2026-03-22", true), ("2026-03-23", false),
                               ("2027-03-08", false), ("2027-03-09", true), ("2027-03-11", true), ("2027-03-12", false)] {
            #expect(eid.contains(Self.day(text)) == inside, "\(text)")
        }
        let gregorian = Availability(from: "2026-03-20", to: "2026-03-22")
        #expect(gregorian.contains(Self.day("2026-03-21")) && !gregorian.contains(Self.day("2027-03-10")))
        let wrapping = Availability(hijriFrom: "12-25", hijriTo: "01-05")
        #expect(wrapping.contains(Self.day("2026-06-16")) == (HijriDate(Self.day("2026-06-16")).month == 1 && HijriDate(Self.day("2026-06-16")).day <= 5))
    }

    /// The sample's Eid lesson is offered from 27 Ramadan to 3 Shawwal: 2026-03-16 to 2026-03-22
    /// in 1447, 2027-03-06 to 2027-03-11 in 1448 (a Ramadan of 29 days).
    @Test func theSampleEidLessonIsOfferedAroundEid() throws {
        let library = try ContentLibrary(folder: try TestBundle.build("content-src"))
        let sequencer = LessonSequencer(library: library)
        var before = Set<String>()
        for category in ["aqeedah", "wudu", "salah"] { before.formUnion(try library.outlines(in: category).filter { $0.available == nil }.map(\.id)) }
        let eid = try #require(try library.outlines(in: "salah").first { $0.id == "salah.eid-al-fitr" })
        #expect(eid.available == Availability(hijriFrom: "09-27", hijriTo: "10-03"))
        // Outside its window the category says when the lesson comes ("coming in Ramadan"), not
        // that everything is done.
        for (text, opens) in [("2026-03-15", "2026-03-16"), ("2026-03-16", nil), ("2026-03-22", nil), ("2026-03-23", "2027-03-06"),
                              ("2027-03-05", "2027-03-06"), ("2027-03-06", nil), ("2027-03-11", nil)] {
            let today = try sequencer.today(in: "salah", completed: before, on: Self.day(text))
            #expect(today == (opens.map { .comingInSeason(next: eid, opensOn: Self.day($0)) } ?? .lesson(eid)), "\(text)")
        }
        guard case .comingInSeason(_, let opens?) = try sequencer.today(in: "salah", completed: before, on: Self.day("2027-03-12")) else {
            Issue.record("after Eid 1448, the lesson comes again in 1449")
            return
        }
        #expect(HijriDate(opens) == HijriDate.make(year: 1449, month: 9, day: 27) && eid.available?.hijriOpeningMonth == 9)
        #expect(try !sequencer.isCompleted(category: "salah", completed: before), "not completed with its seasonal lesson undone")
        #expect(try sequencer.isCompleted(category: "salah", completed: before.union([eid.id])))
        #expect(try sequencer.today(in: "salah", completed: before.union([eid.id]), on: Self.day("2026-03-23")) == .allDone)
    }

    /// When a window next opens: a Gregorian one that has ended never does.
    @Test func whenAWindowNextOpens() throws {
        let window = Availability(from: "2026-03-20", to: "2026-03-22")
        #expect(window.nextOpening(onOrAfter: Self.day("2026-03-01")) == Self.day("2026-03-20"))
        #expect(window.nextOpening(onOrAfter: Self.day("2026-03-21")) == Self.day("2026-03-21"))
        #expect(window.nextOpening(onOrAfter: Self.day("2026-03-23")) == nil)
        #expect(window.hijriOpeningMonth == nil && Availability(hijriFrom: "09-01", hijriTo: "09-30").hijriOpeningMonth == 9)
        let ramadan1448 = Availability(from: "2027-01-01", to: "2027-12-31", hijriFrom: "09-01", hijriTo: "09-30")
        #expect(ramadan1448.nextOpening(onOrAfter: Self.day("2026-03-01")) == Self.day("2027-02-08"), "the first Ramadan day inside the Gregorian bounds")
        #expect(ramadan1448.nextOpening(onOrAfter: Self.day("2027-03-10")) == nil, "Ramadan 1449 begins after the window's end")
        // The 30th of Ramadan is missing in a year whose Ramadan has 29 days: the window opens in
        // the next year that has it.
        let thirtieth = Availability(hijriFrom: "09-30", hijriTo: "09-30")
        let opens = try #require(thirtieth.nextOpening(onOrAfter: Self.day("2026-03-20")))
        #expect(HijriDate(opens).month == 9 && HijriDate(opens).day == 30 && opens > Self.day("2026-03-20"))
    }

    /// The sequencer offers a seasonal lesson only inside its window.
    @Test func aSeasonalLessonIsOfferedOnlyInItsWindow() throws {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.edit("categories/wudu/03-lesson-3.md", "requires: [wudu.lesson-2]", "requires: [wudu.lesson-2]\navailable: { hijri: { from: 10-01, to: 10-03 } }")
        let library = try ContentLibrary(folder: try TestBundle.build(content.path))
        #expect(library.project.hijriCalendar == "islamic-umm-al-qura")
        let sequencer = LessonSequencer(library: library)
        let done: Set<String> = ["wudu.lesson-1", "wudu.lesson-2"]
        let seasonal = try library.outlines(in: "wudu")[2]
        #expect(try sequencer.today(in: "wudu", completed: done, on: Self.day("2026-03-19")) == .comingInSeason(next: seasonal, opensOn: Self.day("2026-03-20")))
        #expect(try sequencer.today(in: "wudu", completed: done, on: Self.day("2026-03-20")) == .lesson(seasonal))
        #expect(try sequencer.today(in: "wudu", completed: done, on: Self.day("2027-03-09")) == .lesson(seasonal), "and the next year")
        #expect(try sequencer.today(in: "wudu", completed: done) == .comingInSeason(next: seasonal, opensOn: nil), "no day, no seasonal lesson")
        #expect(try !sequencer.isCompleted(category: "wudu", completed: done))
        // Salah requires Aqeedah and Wudu: it waits for Wudu's lessons offered all year, not for
        // the seasonal one (which would hold it until Shawwal).
        let aqeedah = Set(try library.outlines(in: "aqeedah").map(\.id))
        #expect(try sequencer.today(in: "salah", completed: done.union(aqeedah), on: Self.day("2026-03-19")) == .lesson(try library.outlines(in: "salah")[0]))
    }

    /// "Ramadan Learner": the count is reached within one Ramadan, not across years.
    @Test func aRamadanAchievementCountsOneRamadanAtATime() throws {
        var trigger = BundleAchievements.Trigger()
        trigger.type = .known(.lessonsInRange)
        trigger.count = 3
        trigger.hijriFrom = "09-01"
        trigger.hijriTo = "09-30"
        var achievement = BundleAchievements.Achievement()
        achievement.id = "ramadan-learner"
        achievement.trigger = trigger
        let evaluator = AchievementEvaluator(library: LearnerTests.library)
        let twoAndTwo = ["a": "2026-02-20", "b": "2026-03-01", "c": "2027-02-10", "d": "2027-02-15", "e": "2026-03-25"].mapValues(Self.day)
        #expect(try evaluator.evaluate([achievement], facts: ProgressFacts(completedLessons: twoAndTwo)).first?.label == "2/3")
        let three = twoAndTwo.merging(["f": Self.day("2027-03-07")]) { $1 }
        #expect(try evaluator.evaluate([achievement], facts: ProgressFacts(completedLessons: three)).first?.earned == true)
    }
}

extension HijriDate {
    static func make(year: Int, month: Int, day: Int) -> HijriDate {
        var date = HijriDate(LocalDate(year: 2026, month: 1, day: 1)!)
        date.year = year
        date.month = month
        date.day = day
        return date
    }
}
