import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Lesson sessions as the product documents describe them (Sidrat "Lesson Completion Logic",
/// US-202/204), and answer checking for every question type.
@Suite struct LessonSessionTests {
    static func question(_ id: String, _ type: QuestionType, _ build: (inout BundleLessons.Question) -> Void) -> BundleLessons.Question {
        var question = BundleLessons.Question()
        question.id = id
        question.type = .known(type)
        question.prompt = "Prompt \(id)"
        build(&question)
        return question
    }

    /// A lesson with one question of each type.
    static let lesson: BundleLessons.Lesson = {
        var lesson = BundleLessons.Lesson()
        lesson.id = "wudu.lesson-1"
        lesson.phases = PhaseKind.allCases.map { BundleLessons.Phase(kind: .known($0), duration: 60, blocks: []) }
        lesson.questions = [
            question("mc", .multipleChoice) {
                $0.choices = [.init(text: "Water", correct: true, feedback: "Yes, clean water."), .init(text: "Sand", correct: false, feedback: nil),
                              .init(text: "Milk", correct: false, feedback: "Milk is food, not for wudu.")]
                $0.feedbackIncorrect = "Think of what we wash with."
            },
            question("multi", .multipleChoice) {
                $0.multiSelect = true
                $0.choices = [.init(text: "Face", correct: true, feedback: nil), .init(text: "Arms", correct: true, feedback: nil), .init(text: "Back", correct: false, feedback: nil)]
            },
            question("tf", .trueFalse) { $0.answer = true; $0.feedback = "Wudu comes before prayer." },
            question("match", .matching) { $0.pairs = [.init(left: "Face", right: "wash"), .init(left: "Head", right: "wipe")] },
            question("order", .sequencing) { $0.items = ["Face", "Arms", "Head", "Feet"] },
            question("free", .freeText) { $0.modelAnswer = "To be clean for prayer." },
        ]
        return lesson
    }()

    static func atPractice(firstViewing: Bool = true) throws -> LessonSession {
        var session = LessonSession(lesson: lesson, rules: .defaults, isFirstViewing: firstViewing)
        try session.finish(.hook)
        try session.finish(.teach)
        return session
    }

    @Test func phasesGoInOrderAndCannotBeSkippedOnAFirstViewing() throws {
        var session = LessonSession(lesson: Self.lesson, rules: .defaults, isFirstViewing: true)
        #expect(session.currentPhase == .hook)
        #expect(throws: SessionError.phaseOutOfOrder(expected: .hook, got: .teach)) { try session.finish(.teach) }
        try session.finish(.hook)
        #expect(throws: SessionError.notInPractice) { try session.answer("tf", with: .trueFalse(true)) }
        try session.finish(.teach)
        #expect(throws: SessionError.practiceNotDone) { try session.finish(.practice) }
        var later = LessonSession(lesson: Self.lesson, rules: .defaults, isFirstViewing: false)
        try later.finish(.teach)
        #expect(later.currentPhase == .practice, "a later viewing may skip ahead, but not past Practice")
    }

    /// "Wrong twice, then right": three attempts, feedback chosen per answer.
    @Test func aMultipleChoiceAnswerWrongTwiceThenRight() throws {
        var session = try Self.atPractice()
        let first = try session.answer("mc", with: .choice(1))
        #expect(!first.isCorrect && first.feedback == "Think of what we wash with." && first.attemptsLeft == 2 && first.revealedAnswer == nil)
        let second = try session.answer("mc", with: .choice(2))
        #expect(second.feedback == "Milk is food, not for wudu." && second.attemptsLeft == 1)
        let third = try session.answer("mc", with: .choice(0))
        #expect(third.isCorrect && third.isDone && third.attemptsUsed == 3 && third.feedback == "Yes, clean water.")
        #expect(throws: SessionError.questionDone("mc")) { try session.answer("mc", with: .choice(0)) }
        #expect(throws: SessionError.answerDoesNotFit("tf")) { try session.answer("tf", with: .choice(0)) }
    }

    /// After the last wrong attempt the answer is shown and the question is done.
    @Test func theAnswerIsShownAfterTheLastAttempt() throws {
        var session = try Self.atPractice()
        for _ in 0..<2 { _ = try session.answer("order", with: .sequence([1, 0, 2, 3])) }
        let last = try session.answer("order", with: .sequence([3, 2, 1, 0]))
        #expect(last.isDone && !last.isCorrect && last.attemptsLeft == 0 && last.revealedAnswer == .sequence(["Face", "Arms", "Head", "Feet"]))
    }

    @Test func everyQuestionTypeIsChecked() throws {
        var session = try Self.atPractice()
        #expect(try session.answer("multi", with: .choices([0])).isCorrect == false)
        #expect(try session.answer("multi", with: .choices([1, 0])).isCorrect)
        #expect(try session.answer("tf", with: .trueFalse(true)) == AnswerResult(
            isCorrect: true, feedback: "Wudu comes before prayer.", attemptsUsed: 1, attemptsLeft: 0, isDone: true, revealedAnswer: nil))
        #expect(try session.answer("match", with: .matching([1, 0])).isCorrect == false)
        #expect(try session.answer("match", with: .matching([0, 1])).isCorrect)
        #expect(throws: SessionError.answerDoesNotFit("order")) { try session.answer("order", with: .sequence([0, 0, 1, 2])) }
        #expect(try session.answer("order", with: .sequence([0, 1, 2, 3])).isCorrect)
        let free = try session.answer("free", with: .freeText("So we are clean", matchesModelAnswer: true))
        #expect(free.isCorrect && free.isDone && free.revealedAnswer == .modelAnswer("To be clean for prayer."), "free text shows the model answer")
        _ = try session.answer("mc", with: .choice(0))
        #expect(session.isPracticeDone)
        try session.finish(.practice)
    }

    /// The one attempts rule: the question's own limit, else the lesson's, never above the
    /// project's `maxAttempts`.
    @Test func theAttemptLimitRule() {
        var lesson = Self.lesson
        lesson.attempts = 2
        var question = lesson.questions[0]
        #expect(LessonSession.attempts(question: question, lesson: lesson, rules: .defaults) == 2)
        question.attempts = 5
        #expect(LessonSession.attempts(question: question, lesson: lesson, rules: .defaults) == 3, "capped by maxAttempts")
        question.attempts = 1
        #expect(LessonSession.attempts(question: question, lesson: lesson, rules: .defaults) == 1)
    }

    /// "Closing the app" mid-practice: the saved session resumes at Practice, which restarts.
    @Test func aSessionResumedMidPracticeRestartsPractice() throws {
        var session = try Self.atPractice()
        _ = try session.answer("tf", with: .trueFalse(true))
        let stored = try JSONEncoder().encode(session.saved)
        let saved = try JSONDecoder().decode(LessonSession.Saved.self, from: stored)
        let resumed = try LessonSession.resume(saved, lesson: Self.lesson, rules: .defaults)
        #expect(resumed.currentPhase == .practice && resumed.finishedPhases == [.hook, .teach])
        #expect(resumed.progress.isEmpty, "practice answers are not saved")
        var other = Self.lesson
        other.id = "wudu.lesson-2"
        #expect(throws: SessionError.otherLesson("wudu.lesson-1")) { try LessonSession.resume(saved, lesson: other, rules: .defaults) }
    }

    /// Completion only after Reward, and it records the score in the learner.
    @Test func completionOnlyAfterReward() throws {
        let library = LearnerTests.library
        let lesson = try #require(try library.lesson("wudu.lesson-1"))
        var session = LessonSession(lesson: lesson, rules: library.rules, isFirstViewing: true)
        var learner = Learner()
        let moment = LearnerTests.at("2026-03-01 09:00")
        try session.finish(.hook)
        try session.finish(.teach)
        #expect(throws: SessionError.notFinished(remaining: [.practice, .reward])) { try session.complete(into: &learner, at: moment, in: library) }
        _ = try session.answer("q1", with: .trueFalse(true))
        try session.finish(.practice)
        try session.finish(.reward)
        let outcome = try session.complete(into: &learner, at: moment, in: library)
        #expect(outcome.xp.firstAttemptMultiplier == 1.5 && learner.lessons["wudu.lesson-1"]?.bestScore == 1)
    }
}
