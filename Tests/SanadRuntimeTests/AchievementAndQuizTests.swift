import SanadBundleFormat
import SanadRuntime
import Testing

@Suite struct AchievementAndQuizTests {
    static let library = try! ContentLibrary(folder: try! TestBundle.build())

    @Test func achievementsReportEarnedOrUnderWay() throws {
        let day = LocalDate(year: 2026, month: 3, day: 1)!
        let facts = ProgressFacts(
            completedLessons: ["wudu.lesson-1": day, "wudu.lesson-2": day.adding(days: 1), "aqeedah.lesson-1": day.adding(days: 30)],
            bestStreak: 4, familyActivities: 2)
        let statuses = try AchievementEvaluator(library: Self.library).evaluate(try Self.library.achievements(), facts: facts)
        let byID = Dictionary(uniqueKeysWithValues: statuses.map { ($0.id, $0) })
        #expect(byID["first-step"]?.earned == true)
        #expect(byID["five-lessons"]?.label == "3/5")
        #expect(byID["week-streak"]?.label == "4/7")
        #expect(byID["wudu-done"]?.label == "2/3")
        #expect(byID["ramadan"]?.label == "2/3", "the lesson on 31 March is after Ramadan")
        #expect(byID["family"]?.earned == true)
    }

    @Test func questionsClimbFourLevelsThenReturnEveryTwentyDays() {
        var quiz = QuizScheduler()
        var day = LocalDate(year: 2026, month: 1, day: 1)!
        var gaps: [Int] = []
        for _ in 0..<(QuizScheduler.correctToAdvance * 4) {
            quiz.record("q", correct: true, on: day)
            let next = quiz.nextDue("q")!
            gaps.append(next.dayNumber - day.dayNumber)
            day = next
        }
        #expect(gaps.prefix(6).allSatisfy { $0 == 1 })
        #expect(gaps[6] == 3 && gaps[13] == 7 && gaps[20] == 14)
        #expect(gaps.last == QuizScheduler.masteredInterval)
        #expect(quiz.questions["q"]?.isMastered == true)
        quiz.masteredReturn = false
        #expect(quiz.nextDue("q") == nil)
    }

    @Test func aWrongAnswerRestartsTheCountAtItsLevel() {
        var quiz = QuizScheduler()
        let day = LocalDate(year: 2026, month: 1, day: 1)!
        for _ in 0..<6 { quiz.record("q", correct: true, on: day) }
        quiz.record("q", correct: false, on: day)
        quiz.record("q", correct: true, on: day)
        #expect(quiz.questions["q"]?.level == 1 && quiz.questions["q"]?.correctAtLevel == 1)
    }

    @Test func anOptionalQuizChangesNoState() {
        var quiz = QuizScheduler()
        let day = LocalDate(year: 2026, month: 1, day: 1)!
        quiz.record("q", correct: true, on: day)
        let before = quiz
        let preview = quiz.preview("q", correct: true, on: day.adding(days: 1))
        #expect(preview.correctAtLevel == 2)
        #expect(quiz == before)
    }

    @Test func reviewsNeverBlockTodaysLesson() throws {
        var schedule = ReviewSchedule()
        let day = LocalDate(year: 2026, month: 1, day: 2)!
        schedule.lessonCompleted("wudu.lesson-1", on: day.adding(days: -1))
        #expect(schedule.due(on: day, rules: Self.library.rules) == ["wudu.lesson-1"])
        let today = try LessonSequencer(library: Self.library).today(in: "wudu", completed: ["wudu.lesson-1"])
        #expect(today == .lesson(try Self.library.outlines(in: "wudu")[1]))
    }

    @Test func overdueQuestionsComeFirst() {
        var quiz = QuizScheduler()
        let day = LocalDate(year: 2026, month: 1, day: 10)!
        quiz.record("recent", correct: true, on: day.adding(days: -1))
        quiz.record("old", correct: true, on: day.adding(days: -5))
        quiz.record("today", correct: true, on: day)
        #expect(quiz.due(on: day) == ["old", "recent"])
    }
}
