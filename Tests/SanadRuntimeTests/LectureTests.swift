import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Learnable in the app: the sample lecture subjects read from the bundle, taken topic by topic,
/// and their quiz banks feeding the daily-quiz pool on Learnable's intervals.
@Suite struct LectureTests {
    static let library = AchievementGroupTests.library
    static let day = LocalDate(year: 2026, month: 11, day: 23)!

    @Test func theSampleSubjectsAreReadWithTheirTableOfContents() throws {
        let grammar = try #require(try Self.library.lecture(id: "arabic-grammar"))
        #expect(grammar.topics.map(\.number) == [1, 2, 3])
        #expect(grammar.contents.map(\.title) == ["The three kinds of word", "Roots and patterns", "The sentence that starts with a noun"])
        #expect(grammar.contents[0].sections == ["Every word is one of three", "How to tell them apart"])
        #expect(grammar.topics.allSatisfy { $0.engagement != nil })
        let message = try #require(grammar.topics[0].scene.first { $0.type == .known(.message) })
        #expect(message.title == "Ibn Ajurrum, al-Ajurrumiyya")
        #expect(grammar.topics[1].engagement?.type == .known(.freeText))
        #expect(grammar.topics[2].engagement?.choices.map(\.id) == ["bayt", "kabir"])
    }

    @Test func mathReachesTheAppExactlyAsWritten() throws {
        let fractions = try #require(try Self.library.lecture(id: "fractions"))
        let display = try #require(fractions.topics[1].scene.first { $0.type == .known(.math) })
        #expect(display.text?.contains("\\frac{3}{4}\\,.") == true, "the thin space survives")
        let code = try #require(fractions.topics[1].scene.first { $0.type == .known(.code) })
        #expect(code.language == "python" && code.text?.hasPrefix("from fractions import Fraction") == true)
        let feedback = fractions.topics[1].engagement?.feedback.first?.inlines ?? []
        #expect(feedback.filter { $0.type == .known(.math) }.map(\.text) == ["\\frac{2}{6} + \\frac{1}{6} = \\frac{3}{6} = \\frac{1}{2}", "\\frac{2}{9}"])
    }

    @Test func topicsAreTakenInOrder() throws {
        let grammar = try #require(try Self.library.lecture(id: "arabic-grammar"))
        var learner = Learner()
        #expect(learner.nextTopic(in: grammar)?.id == "arabic-grammar.three-kinds-of-word")
        #expect(!learner.isTopicOpen("arabic-grammar.roots-and-patterns", in: grammar))
        #expect(throws: LectureError.topicNotOpen(topic: "arabic-grammar.roots-and-patterns", waitingFor: "arabic-grammar.three-kinds-of-word")) {
            try learner.completeTopic("arabic-grammar.roots-and-patterns", of: grammar, on: Self.day, in: Self.library)
        }
        #expect(learner.lectureTopics.isEmpty && learner.quiz.isEmpty, "a refused completion changes nothing")
        let first = try learner.completeTopic("arabic-grammar.three-kinds-of-word", of: grammar, on: Self.day, in: Self.library)
        #expect(first.isFirstCompletion && !first.lectureCompleted)
        #expect(first.quizItemsAdded == ["arabic-grammar/kitab-is-a-noun", "arabic-grammar/fi-is-a-particle"])
        #expect(learner.quiz["arabic-grammar/kitab-is-a-noun"]?.level == 1, "every item enters at level 1, its set's level 2 notwithstanding")
        let again = try learner.completeTopic("arabic-grammar.three-kinds-of-word", of: grammar, on: Self.day.adding(days: 1), in: Self.library)
        #expect(!again.isFirstCompletion && again.quizItemsAdded.isEmpty)
        try learner.completeTopic("arabic-grammar.roots-and-patterns", of: grammar, on: Self.day, in: Self.library)
        let last = try learner.completeTopic("arabic-grammar.nominal-sentence", of: grammar, on: Self.day, in: Self.library)
        #expect(last.lectureCompleted && learner.nextTopic(in: grammar) == nil)
        #expect(throws: LectureError.unknownTopic("arabic-grammar.no-such-topic")) {
            try learner.completeTopic("arabic-grammar.no-such-topic", of: grammar, on: Self.day, in: Self.library)
        }
    }

    /// Learnable's intervals: an item enters at level 1 and is due 1–2 days after it joined, and
    /// 3–4 days after its last answer at level 2; seven right answers in a row move it up a level.
    @Test func bankItemsFollowTheQuizIntervalsFromLevelOne() throws {
        let fractions = try #require(try Self.library.lecture(id: "fractions"))
        var learner = Learner()
        try learner.completeTopic("fractions.halves-and-quarters", of: fractions, on: Self.day, in: Self.library)
        try learner.completeTopic("fractions.adding", of: fractions, on: Self.day, in: Self.library)
        #expect(learner.quizDue(on: Self.day).isEmpty)
        #expect(learner.quizDue(on: Self.day.adding(days: 1)) == ["fractions/half-plus-quarter", "fractions/two-quarters"], "level 1: due after one day")
        learner.answerQuiz("fractions/two-quarters", correct: true, on: Self.day.adding(days: 1))
        #expect(learner.quizDue(on: Self.day.adding(days: 3)) == ["fractions/half-plus-quarter", "fractions/two-quarters"],
                "overdue first (past its two days), then the one answered yesterday, due again")
        var asked = Self.day.adding(days: 1)
        for _ in 0..<7 {
            learner.answerQuiz("fractions/half-plus-quarter", correct: true, on: asked)
            asked = asked.adding(days: 1)
        }
        #expect(learner.quiz["fractions/half-plus-quarter"]?.level == 2)
        let question = try #require(try Self.library.quizQuestion(forKey: "fractions/half-plus-quarter"))
        #expect(question.type == .known(.multipleChoice) && question.choices.first { $0.correct }?.text == "3/4")
    }

    /// Learnable: a question's format and difficulty follow its level: multiple choice at level 1,
    /// free text from level 3 where the bank writes it so.
    @Test func aQuestionsFormatFollowsItsLevel() throws {
        let fractions = try #require(try Self.library.lecture(id: "fractions"))
        var learner = Learner()
        try learner.completeTopic("fractions.halves-and-quarters", of: fractions, on: Self.day, in: Self.library)
        try learner.completeTopic("fractions.adding", of: fractions, on: Self.day, in: Self.library)
        let key = "fractions/half-plus-quarter"
        func asked() throws -> String? { try Self.library.quizQuestion(forKey: key, level: learner.quizLevel(of: key))?.type.rawValue }
        #expect(try asked() == "multiple-choice")
        var day = Self.day
        for _ in 0..<(2 * QuizScheduler.correctToAdvance) {
            day = day.adding(days: 1)
            learner.answerQuiz(key, correct: true, on: day)
        }
        let level3 = try asked()
        #expect(learner.quizLevel(of: key) == 3 && level3 == "free-text")
        #expect(try Self.library.quizQuestion(forKey: "fractions/two-quarters", level: 3)?.type.rawValue == "true-false", "one level: the same question")
    }

    @Test func anOptionalQuizDrawsFiveAndChangesNothing() throws {
        let grammar = try #require(try Self.library.lecture(id: "arabic-grammar"))
        var learner = Learner()
        for topic in grammar.topics { try learner.completeTopic(topic.id, of: grammar, on: Self.day, in: Self.library) }
        let before = learner
        let quiz = learner.optionalQuiz(seed: 7)
        #expect(quiz.count == 5 && Set(quiz).count == 5 && Set(quiz).isSubset(of: Set(learner.quiz.keys)))
        #expect(learner.optionalQuiz(seed: 7) == quiz, "the same seed, the same quiz")
        #expect(Set((0..<20).map { learner.optionalQuiz(seed: $0) }).count > 1, "different seeds draw different quizzes")
        #expect(learner == before)
    }

    @Test func topicsSurviveStorageAndMerge() throws {
        let grammar = try #require(try Self.library.lecture(id: "arabic-grammar"))
        var phone = Learner(), tablet = Learner()
        try phone.completeTopic("arabic-grammar.three-kinds-of-word", of: grammar, on: Self.day.adding(days: 2), in: Self.library)
        try tablet.completeTopic("arabic-grammar.three-kinds-of-word", of: grammar, on: Self.day, in: Self.library)
        let merged = phone.merged(with: tablet)
        #expect(merged.lectureTopics["arabic-grammar.three-kinds-of-word"] == Self.day, "the first day is kept")
        #expect(try Learner(storedForm: merged.storedForm()) == merged)
    }

    @Test func completingALessonAddsItsBankItemsBesideItsPracticeQuestions() throws {
        var learner = Learner()
        let outcome = try learner.completeLesson("backbiting.what-is-ghibah", at: LearnerTests.at("2026-11-23 08:00"), score: 1, attempts: 1,
                                                 correctFirstAttempt: true, in: Self.library)
        #expect(outcome.quizQuestionsAdded.contains("backbiting/to-his-face"))
        #expect(outcome.quizQuestionsAdded.contains { $0.hasPrefix("backbiting.what-is-ghibah#") })
        #expect(try Self.library.quizQuestion(forKey: "backbiting/to-his-face")?.answer == false)
    }
}
