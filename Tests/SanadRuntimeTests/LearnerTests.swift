import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// The product rules of progress, each from its text, through the one `Learner` value.
@Suite struct LearnerTests {
    static let library: ContentLibrary = try! ContentLibrary(folder: TestBundle.build())
    static let riyadh = TimeZone(identifier: "Asia/Riyadh")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    /// A moment given as local time in a time zone: `at("2026-03-01 23:58", riyadh)`.
    static func at(_ local: String, _ zone: TimeZone = riyadh) -> Moment {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return Moment(formatter.date(from: local)!, in: zone)
    }

    static func complete(_ learner: inout Learner, _ lesson: String, _ moment: Moment, firstTry: Bool = true) throws -> CompletionOutcome {
        try learner.completeLesson(lesson, at: moment, score: 1, attempts: firstTry ? 1 : 2, correctFirstAttempt: firstTry, in: library)
    }

    /// "A completion at 11:58 PM counts for that day; one at 12:01 AM for the next."
    @Test func elevenFiftyEightAndTwelveOhOneAreTwoDays() throws {
        var learner = Learner()
        let first = try Self.complete(&learner, "aqeedah.lesson-1", Self.at("2026-03-01 23:58"))
        let second = try Self.complete(&learner, "aqeedah.lesson-2", Self.at("2026-03-02 00:01"))
        #expect(learner.completedDays == [LocalDate(year: 2026, month: 3, day: 1)!, LocalDate(year: 2026, month: 3, day: 2)!])
        #expect(first.streak == 1 && second.streak == 2 && second.isFirstOfDay)
    }

    /// "Only the first completion of the day counts" for the streak.
    @Test func onlyTheDaysFirstCompletionCounts() throws {
        var learner = Learner()
        _ = try Self.complete(&learner, "aqeedah.lesson-1", Self.at("2026-03-01 08:00"))
        let again = try Self.complete(&learner, "aqeedah.lesson-2", Self.at("2026-03-01 20:00"))
        #expect(!again.isFirstOfDay && again.streakBefore == 1 && again.streak == 1)
        #expect(again.xp.streakMultiplier == 1.1, "the streak including today is one day")
    }

    /// "No retroactive adjustment": a completion keeps the local day it had, so a date-window
    /// achievement (Ramadan 1447: 2026-02-18 to 2026-03-19) does not change after the learner
    /// travels. 00:30 on 20 March in Riyadh is 19 March in Los Angeles.
    @Test func travellingChangesNoPastDay() throws {
        var learner = Learner()
        _ = try Self.complete(&learner, "aqeedah.lesson-1", Self.at("2026-03-18 10:00"))
        _ = try Self.complete(&learner, "aqeedah.lesson-2", Self.at("2026-03-19 10:00"))
        let late = try Self.complete(&learner, "aqeedah.lesson-3", Self.at("2026-03-20 00:30"))
        #expect(learner.lessons["aqeedah.lesson-3"]?.firstCompletion.day == LocalDate(year: 2026, month: 3, day: 20)!)
        #expect(!late.achievementsEarned.contains("ramadan"))
        let abroad = try Self.complete(&learner, "wudu.lesson-1", Self.at("2026-03-21 09:00", Self.losAngeles))
        #expect(!abroad.achievementsEarned.contains("ramadan") && learner.achievements["ramadan"] == nil)
        #expect(learner.lessons["aqeedah.lesson-3"]?.firstCompletion.day == LocalDate(year: 2026, month: 3, day: 20)!, "still the 20th")
    }

    /// Seed 004: a review earns 50% of the lesson's original XP, the XP stored when it was
    /// completed, whatever the streak on the day of the review.
    @Test func aReviewEarnsHalfTheLessonsOriginalXP() throws {
        var learner = Learner()
        let lessons = ["aqeedah.lesson-1", "aqeedah.lesson-2", "wudu.lesson-1", "wudu.lesson-2", "salah.lesson-1"]
        for (day, lesson) in lessons.enumerated() { _ = try Self.complete(&learner, lesson, Self.at("2026-03-0\(day + 1) 09:00")) }
        #expect(learner.lessons["salah.lesson-1"]?.xpEarned == 225, "100 × 1.5 (right the first time) × 1.5 (a five-day streak)")
        #expect(learner.review("salah.lesson-1", at: Self.at("2026-03-06 09:00"), rules: Self.library.rules) == 113, "half of 225, rounded")
        #expect(learner.review("aqeedah.lesson-1", at: Self.at("2026-03-06 09:00"), rules: Self.library.rules) == 83, "half of 165 (× 1.1: a one-day streak), rounded")
    }

    /// One call updates everything a completion touches and says what changed.
    @Test func oneCompletionUpdatesEverything() throws {
        var learner = Learner()
        let outcome = try Self.complete(&learner, "aqeedah.lesson-1", Self.at("2026-03-01 09:00"))
        #expect(outcome.isFirstCompletion && outcome.achievementsEarned == ["first-step"])
        // 100 base × 1.5 first attempt × 1.1 (a one-day streak) = 165.
        #expect(outcome.xp == XPAward(base: 100, firstAttemptMultiplier: 1.5, streakMultiplier: 1.1, categoryMultiplier: 1, total: 165, added: 165))
        #expect(learner.xp == 165 && learner.completedLessons == ["aqeedah.lesson-1"])
        #expect(learner.nextReview("aqeedah.lesson-1", rules: Self.library.rules) == LocalDate(year: 2026, month: 3, day: 2)!)
        #expect(outcome.quizQuestionsAdded == ["aqeedah.lesson-1#q1"])
        // The fixture's milestone interval is 2: the second lesson reaches a milestone worth the base XP.
        let second = try Self.complete(&learner, "aqeedah.lesson-2", Self.at("2026-03-02 09:00"))
        #expect(second.lessonMilestone == 2 && second.milestoneXP == 100)
        #expect(learner.xp == 165 + second.xp.total + 100)
        // A repeat that does no better adds nothing.
        let repeatOutcome = try Self.complete(&learner, "aqeedah.lesson-1", Self.at("2026-03-02 10:00"), firstTry: false)
        #expect(!repeatOutcome.isFirstCompletion && repeatOutcome.xp.added == 0)
    }

    /// "A question generated on topic completion" joins the daily quiz and falls due after the
    /// first window (1-2 days), then moves up after seven correct answers.
    @Test func aQuizQuestionFromACompletionBecomesDue() throws {
        var learner = Learner()
        let day = LocalDate(year: 2026, month: 3, day: 1)!
        _ = try Self.complete(&learner, "wudu.lesson-1", Self.at("2026-03-01 09:00"))
        #expect(learner.quizDue(on: day).isEmpty)
        #expect(learner.quizDue(on: day.adding(days: 1)) == ["wudu.lesson-1#q1"])
        #expect(learner.quizDue(on: day.adding(days: 3)) == ["wudu.lesson-1#q1"], "overdue after its window, still asked")
        var asked = day.adding(days: 1)
        for _ in 0..<7 {
            learner.answerQuiz("wudu.lesson-1#q1", correct: true, on: asked)
            asked = asked.adding(days: 1)
        }
        #expect(learner.quiz["wudu.lesson-1#q1"]?.level == 2)
    }

    /// A freeze policy alone: the week's freeze covers the first missed day, the second breaks.
    @Test func aFreezeAloneCoversOneMissedDay() throws {
        var rules = ProgressRules.defaults
        rules.mercyDaysPerWeek = 0
        var learner = Learner()
        let sunday = LocalDate(year: 2026, month: 3, day: 1)!
        for offset in [0, 1, 3] { _ = try Self.complete(&learner, "aqeedah.lesson-\(offset + 1 > 3 ? 3 : offset + 1)", Self.at("2026-03-0\(1 + offset) 09:00")) }
        #expect(learner.streakReport(on: sunday.adding(days: 3), rules: rules).current == 1, "no freeze granted: the miss breaks it")
        learner.grantFreeze(forWeekOf: sunday, rules: rules)
        let report = learner.streakReport(on: sunday.adding(days: 3), rules: rules)
        #expect(report.current == 3 && report.covered == [sunday.adding(days: 2): .freeze] && !report.freezeLeftThisWeek)
    }

    /// Seed 004: the freeze is "consumed automatically on first missed day". Two misses in a week
    /// with one freeze: the first takes it, the second ends the streak; and a cover the app has
    /// shown stays on its day whatever comes after.
    @Test func theWeeksFreezeIsConsumedOnTheFirstMissedDay() throws {
        var rules = ProgressRules.defaults
        rules.mercyDaysPerWeek = 0
        var learner = Learner()
        let sunday = LocalDate(year: 2026, month: 3, day: 1)!
        learner.grantFreeze(forWeekOf: sunday, rules: rules)
        // Sunday, Monday, Wednesday and Friday learned; Tuesday and Thursday missed.
        for (offset, lesson) in [(0, "aqeedah.lesson-1"), (1, "aqeedah.lesson-2"), (3, "wudu.lesson-1"), (5, "wudu.lesson-2")] {
            _ = try Self.complete(&learner, lesson, Self.at("\(sunday.adding(days: offset)) 09:00"))
        }
        let tuesday = sunday.adding(days: 2), thursday = sunday.adding(days: 4)
        let wednesday = learner.streakReport(on: sunday.adding(days: 3), rules: rules)
        #expect(wednesday.current == 3 && wednesday.covered == [tuesday: .freeze] && !wednesday.freezeLeftThisWeek)
        let friday = learner.streakReport(on: sunday.adding(days: 5), rules: rules)
        #expect(friday.current == 1, "Thursday, the second miss, ended the streak")
        for offset in 3...13 {
            let covered = learner.streakReport(on: sunday.adding(days: offset), rules: rules).covered
            #expect(covered[tuesday] == nil || covered[tuesday] == .freeze, "Tuesday keeps its freeze")
            #expect(covered[thursday] == nil, "Thursday never takes Tuesday's freeze")
        }
    }

    /// Seed 002: "if no mercy left … streak resets to 0 the next day". One mercy day a week: the
    /// first miss is a mercy day, the second ends the streak once its day is over.
    @Test func withNoMercyLeftTheStreakResetsTheNextDay() throws {
        var rules = ProgressRules.defaults
        rules.freezesPerWeek = 0
        rules.mercyDaysPerWeek = 1
        var learner = Learner()
        let sunday = LocalDate(year: 2026, month: 3, day: 1)!
        _ = try Self.complete(&learner, "aqeedah.lesson-1", Self.at("2026-03-01 09:00"))
        _ = try Self.complete(&learner, "aqeedah.lesson-2", Self.at("2026-03-02 09:00"))
        let wednesday = learner.streakReport(on: sunday.adding(days: 3), rules: rules)
        #expect(wednesday.current == 2 && wednesday.covered == [sunday.adding(days: 2): .mercy] && wednesday.mercyDaysLeftThisWeek == 0,
                "Tuesday is the week's mercy day; Wednesday is not over")
        #expect(learner.streakReport(on: sunday.adding(days: 4), rules: rules).current == 0, "Wednesday, with no mercy left, reset it")
    }

    /// A mercy policy alone (My Worship Path, gentle pace: two a week), and a mercy day counted
    /// as a day on path where the project says so: 13 days and one mercy day make 14.
    @Test func mercyDaysCoverAndCanCountAsOnPath() throws {
        var rules = ProgressRules.defaults
        rules.freezesPerWeek = 0
        rules.mercyDaysPerWeek = 2
        var learner = Learner()
        let start = LocalDate(year: 2026, month: 3, day: 1)!
        let lessons = ["aqeedah", "wudu", "salah"].flatMap { category in (1...3).map { "\(category).lesson-\($0)" } }
        for offset in 0..<14 where offset != 6 {
            let day = start.adding(days: offset)
            _ = try Self.complete(&learner, lessons[offset % lessons.count], Self.at("\(day) 09:00"))
        }
        let today = start.adding(days: 13)
        let plain = learner.streakReport(on: today, rules: rules)
        #expect(plain.current == 13 && plain.covered == [start.adding(days: 6): .mercy])
        #expect(learner.streakReport(on: today, rules: rules, mercyCountsAsOnPath: true).current == 14)
        #expect(plain.mercyDaysLeftThisWeek == 2, "the mercy day was in the week before")
    }
}
