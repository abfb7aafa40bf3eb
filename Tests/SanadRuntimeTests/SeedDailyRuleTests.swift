import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// The seeds' rules of a learner's day, each quoted, through the verbs and queries an app calls:
/// "done for today", the earned freeze, one mercy policy with My Worship Path's streak, and
/// Learnable's daily-quiz levels.
@Suite struct SeedDailyRuleTests {
    static let library = AchievementGroupTests.library
    /// A Sunday (the sample's weeks start on Sunday).
    static let sunday = LocalDate(year: 2026, month: 11, day: 22)!

    static func morning(_ day: LocalDate) -> Moment {
        Moment(Date(timeIntervalSince1970: Double(day.dayNumber * 86_400 + 9 * 3600)), in: TimeZone(identifier: "UTC")!)
    }

    // MARK: Done for today

    /// Seed 001: after the day's lesson, "Great job, come back tomorrow"; `today` does not offer
    /// the next lesson on the same day.
    @Test func aCategoryIsDoneForTodayAfterItsDailyLesson() throws {
        #expect(Self.library.rules.lessonsPerDay == 1, "the sample's sanad.yaml says one")
        var learner = Learner()
        let outlines = try Self.library.outlines(in: "backbiting")
        let first = try learner.today(in: "backbiting", library: Self.library, on: Self.sunday)
        #expect(first == .lesson(outlines[0]))
        _ = try learner.completeLesson(outlines[0].id, at: Self.morning(Self.sunday), score: 1, attempts: 1, correctFirstAttempt: true, in: Self.library)
        #expect(try learner.today(in: "backbiting", library: Self.library, on: Self.sunday) == .doneForToday(next: outlines[1]))
        let monday = Self.sunday.adding(days: 1)
        #expect(try learner.today(in: "backbiting", library: Self.library, on: monday) == .lesson(outlines[1]), "tomorrow's lesson, tomorrow")
        // A lesson played again, or a review, is not the day's new lesson.
        _ = try learner.completeLesson(outlines[0].id, at: Self.morning(monday), score: 1, attempts: 1, correctFirstAttempt: true, in: Self.library)
        learner.review(outlines[0].id, at: Self.morning(monday), rules: Self.library.rules)
        #expect(try learner.today(in: "backbiting", library: Self.library, on: monday) == .lesson(outlines[1]))
        // Another category keeps its own lesson of the day.
        let lying = try Self.library.outlines(in: "lying")
        #expect(try learner.today(in: "lying", library: Self.library, on: Self.sunday) == .lesson(lying[0]))
    }

    /// `lessons-per-day: 2`: the second new lesson of the day is offered, the third is not.
    @Test func lessonsPerDayRaisesTheDaysLessons() throws {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "lessons-per-day: 2\n")
        let library = try ContentLibrary(folder: try TestBundle.build(content.path))
        #expect(library.rules.lessonsPerDay == 2)
        let outlines = try library.outlines(in: "aqeedah")
        var learner = Learner()
        _ = try learner.completeLesson(outlines[0].id, at: Self.morning(Self.sunday), score: 1, attempts: 1, correctFirstAttempt: true, in: library)
        #expect(try learner.today(in: "aqeedah", library: library, on: Self.sunday) == .lesson(outlines[1]))
        _ = try learner.completeLesson(outlines[1].id, at: Self.morning(Self.sunday), score: 1, attempts: 1, correctFirstAttempt: true, in: library)
        #expect(try learner.today(in: "aqeedah", library: library, on: Self.sunday) == .doneForToday(next: outlines[2]))
    }

    /// The last lesson of a category, done today, leaves it all done rather than done for today.
    @Test func theLastLessonLeavesTheCategoryAllDone() throws {
        var learner = Learner()
        let outlines = try Self.library.outlines(in: "backbiting").filter { $0.available == nil }
        for (offset, outline) in outlines.enumerated() {
            _ = try learner.completeLesson(outline.id, at: Self.morning(Self.sunday.adding(days: offset)), score: 1, attempts: 1, correctFirstAttempt: true,
                                           in: Self.library)
        }
        #expect(try learner.today(in: "backbiting", library: Self.library, on: Self.sunday.adding(days: outlines.count - 1)) == .allDone)
    }

    // MARK: The earned freeze

    /// Seed 004: a freeze is "only available if earned through weekly activity", and "consumed
    /// automatically on first missed day".
    @Test func aFreezeIsThereOnlyWhenTheWeekBeforeEarnedIt() throws {
        var rules = Self.library.rules.resolved(audience: "children")
        #expect(rules.freezesPerWeek == 1 && rules.mercyDaysPerWeek == 0 && rules.freezeEarnedByActiveDays == 5, "the sample's children")
        let lastWeek = Self.sunday.adding(days: -7)
        func learner(activeDaysLastWeek: Int) throws -> Learner {
            var learner = Learner()
            var lessons = try Self.library.categories.flatMap { try Self.library.outlines(in: $0.id) }.filter { $0.available == nil }.map(\.id)[...]
            // Every day of this week up to Tuesday is done, Wednesday is missed, Thursday done.
            let days = (0..<activeDaysLastWeek).map { lastWeek.adding(days: 6 - $0) } + [0, 1, 2, 4].map { Self.sunday.adding(days: $0) }
            for day in days.sorted() {
                _ = try learner.completeLesson(lessons.removeFirst(), at: Self.morning(day), score: 1, attempts: 1, correctFirstAttempt: true, in: Self.library)
            }
            return learner
        }
        let thursday = Self.sunday.adding(days: 4)
        let earned = try learner(activeDaysLastWeek: 5).streakReport(on: thursday, rules: rules)
        #expect(earned.covered == [Self.sunday.adding(days: 3): .freeze] && earned.current == 9 && !earned.freezeLeftThisWeek)
        let notEarned = try learner(activeDaysLastWeek: 4).streakReport(on: thursday, rules: rules)
        #expect(notEarned.covered.isEmpty && notEarned.current == 1, "four days are not five: the miss ends the streak")
        // A parent's grant does not stand in for the week's activity.
        var granted = try learner(activeDaysLastWeek: 4)
        granted.grantFreeze(forWeekOf: Self.sunday, rules: rules)
        #expect(granted.streakReport(on: thursday, rules: rules).current == 1)
        // Without the rule, the grant is the freeze.
        rules.freezeEarnedByActiveDays = nil
        #expect(granted.streakReport(on: thursday, rules: rules).covered == [Self.sunday.adding(days: 3): .freeze])
    }

    // MARK: One mercy policy

    /// Seed 002: mercy days by pace, one policy for the streak and the plan; "if no mercy left …
    /// streak resets to 0 the next day".
    @Test func thePlanAndTheStreakShareOneMercyPolicy() throws {
        for (pace, days) in [("gentle", 2), ("balanced", 2), ("ambitious", 1)] {
            #expect(Self.library.rules.resolved(audience: "adults", pace: pace).mercyDaysPerWeek == days, "\(pace)")
            let path = try #require(try Self.library.worshipPath(for: ["pace": [pace]], audience: "adults"))
            #expect(path.plan.mercyDays == days && path.progress.mercyDaysPerWeek == days, "\(pace)")
            #expect(try Self.library.worshipPlan()?.plan(for: ["pace": [pace]]).mercyDays == days, "the bundle's plan carries the same table")
        }
        let child = try #require(try Self.library.worshipPath(for: ["pace": ["gentle"]], audience: "children"))
        #expect(child.plan.mercyDays == 0, "the audience's rule wins, as for its streak")
    }

    @Test func myWorshipPathCountsAStreakOfDaysOnPath() throws {
        let gentle = try #require(try Self.library.worshipPath(for: ["pace": ["gentle"]], audience: "adults"))
        let ambitious = try #require(try Self.library.worshipPath(for: ["pace": ["ambitious"]], audience: "adults"))
        let essential = try #require(gentle.plan.essentials.first)
        var log = WorshipLog()
        // Sunday to Thursday done, Friday and Saturday missed, Sunday done.
        for offset in [0, 1, 2, 3, 4, 7] { log.record(essential, on: Self.sunday.adding(days: offset)) }
        let nextSunday = Self.sunday.adding(days: 7)
        let kept = gentle.streak(on: nextSunday, log: log)
        #expect(kept.current == 8 && kept.covered == [Self.sunday.adding(days: 5): .mercy, Self.sunday.adding(days: 6): .mercy],
                "two mercy days count as days on path: 5 + 2 + 1")
        let reset = ambitious.streak(on: nextSunday, log: log)
        #expect(reset.current == 1 && reset.best == 6, "one mercy day: the second miss resets the streak")
        #expect(gentle.isOnPath(Self.sunday.adding(days: 5), log: log) && !ambitious.isOnPath(Self.sunday.adding(days: 6), log: log),
                "while a streak runs, the levels' days on path are the streak's")
    }

    // MARK: Learnable's daily quiz

    static func masteredLearner(_ key: String = "fractions/two-quarters") throws -> (Learner, LocalDate) {
        let fractions = try #require(try library.lecture(id: "fractions"))
        var learner = Learner()
        try learner.completeTopic("fractions.halves-and-quarters", of: fractions, on: sunday, in: library)
        var day = sunday
        for _ in 0..<(QuizScheduler.correctToAdvance * QuizScheduler.windows.count) {
            day = day.adding(days: 1)
            learner.answerQuiz(key, correct: true, on: day)
        }
        return (learner, day)
    }

    /// Learnable: mastered questions return every 20 days "unless disabled".
    @Test func masteredQuestionsCanBeKeptFromReturning() throws {
        let (learner, last) = try Self.masteredLearner()
        #expect(learner.quiz["fractions/two-quarters"]?.level == QuizScheduler.windows.count + 1, "mastered")
        let returning = last.adding(days: QuizScheduler.masteredInterval)
        #expect(learner.quizDue(on: returning) == ["fractions/two-quarters"])
        #expect(learner.quizDue(on: returning.adding(days: 400), masteredReturn: false).isEmpty)
        #expect(learner.nextQuizDay("fractions/two-quarters", masteredReturn: false) == nil)
    }

    /// Learnable: "a returning question comes back at a random level".
    @Test func aReturningQuestionComesBackAtARandomLevel() throws {
        let (learner, last) = try Self.masteredLearner()
        let level = try #require(learner.quizLevel(of: "fractions/two-quarters"))
        #expect((1...4).contains(level))
        #expect(learner.quizLevel(of: "fractions/two-quarters") == level, "the same answer on every call")
        // Random over questions and days: every level is drawn, none always.
        let draws = (0..<400).map { QuizScheduler.returnLevel(of: "bank/q\($0 % 20)", returningOn: Self.sunday.adding(days: $0)) }
        #expect(Set(draws) == [1, 2, 3, 4] && (1...4).allSatisfy { level in draws.filter { $0 == level }.count > 50 })
        // Asked on its return at that level's format, it stays mastered whatever the answer, and
        // its next return is drawn again.
        let returning = last.adding(days: QuizScheduler.masteredInterval)
        for correct in [true, false] {
            var answered = learner
            answered.answerQuiz("fractions/two-quarters", correct: correct, on: returning)
            #expect(answered.quiz["fractions/two-quarters"]?.level == 5 && answered.nextQuizDay("fractions/two-quarters") == returning.adding(days: 20))
        }
        let draws20 = (1...20).map { QuizScheduler.returnLevel(of: "fractions/two-quarters", returningOn: returning.adding(days: 20 * $0)) }
        #expect(Set(draws20).count > 1, "one question returns at different levels")
    }

    /// A wrong answer on one device and a right one on the other merge into the entry the
    /// further device has, in either order: levels only rise.
    @Test func aReturningQuestionsAnswersMergeEitherWay() throws {
        let (learner, last) = try Self.masteredLearner()
        let returning = last.adding(days: QuizScheduler.masteredInterval)
        var phone = learner, tablet = learner
        phone.answerQuiz("fractions/two-quarters", correct: false, on: returning)
        tablet.answerQuiz("fractions/two-quarters", correct: true, on: returning.adding(days: 1))
        let merged = phone.merged(with: tablet), other = tablet.merged(with: phone)
        #expect(merged == other && merged.quiz["fractions/two-quarters"]?.level == 5 && merged.quiz["fractions/two-quarters"]?.lastAsked == returning.adding(days: 1))
    }
}
