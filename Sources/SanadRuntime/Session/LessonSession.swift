import Foundation
import SanadBundleFormat

/// One learner going through one lesson (Sidrat "Lesson Completion Logic", US-202/204): the
/// phases in order, none skipped on a first viewing; practice answers checked here for every
/// question type, with feedback and a limit of attempts; completion only after Reward.
///
/// The app saves the session after each phase (`saved`, which is `Codable`); a saved session
/// resumes at the phase after the last one finished (`resume`). Practice answers are not saved: a session resumed during
/// Practice starts Practice again.
///
/// **Attempts.** A question allows its own `attempts`, else its lesson's, and never more than the
/// project's `maxAttempts` (3 by default): the most specific limit wins, the project's is the
/// ceiling. After the last wrong attempt the right answer is shown and the question is done.
public struct LessonSession: Sendable, Equatable {
    /// The lesson.
    public let lessonID: String
    /// The phases in the lesson's order.
    public let phases: [PhaseKind]
    /// Whether the learner is seeing the lesson for the first time (no skipping ahead).
    public let isFirstViewing: Bool
    /// The phases finished, in order.
    public internal(set) var finishedPhases: [PhaseKind] = []
    /// The practice questions' progress in this sitting.
    public internal(set) var progress: [String: QuestionProgress] = [:]
    let questions: [BundleLessons.Question]
    let attemptLimit: [String: Int]

    /// A question's progress: attempts used, whether it was answered right, and on which attempt.
    public struct QuestionProgress: Codable, Sendable, Equatable {
        /// Attempts used so far.
        public var attempts = 0
        /// Whether the latest attempt was right.
        public var isCorrect = false
        /// Whether the question is done: answered right, out of attempts, or answered in free text.
        public var isDone = false
    }

    /// A session at the lesson's start. Questions of a type this runtime does not know are left
    /// out of practice.
    public init(lesson: BundleLessons.Lesson, rules: ProgressRules, isFirstViewing: Bool) {
        lessonID = lesson.id
        phases = lesson.phases.compactMap(\.kind.known)
        self.isFirstViewing = isFirstViewing
        questions = lesson.questions.filter { $0.type.known != nil }
        var limits: [String: Int] = [:]
        for question in questions { limits[question.id] = Self.attempts(question: question, lesson: lesson, rules: rules) }
        attemptLimit = limits
    }

    /// The one rule for attempts: the question's, else the lesson's, at most the project's.
    public static func attempts(question: BundleLessons.Question, lesson: BundleLessons.Lesson, rules: ProgressRules) -> Int {
        min(max(question.attempts ?? lesson.attempts, 1), max(rules.maxAttempts, 1))
    }

    /// The phase the learner is on, or nil once Reward is finished.
    public var currentPhase: PhaseKind? { phases.first { !finishedPhases.contains($0) } }

    /// Whether the lesson may be completed: every phase, Reward last, is finished.
    public var canComplete: Bool { currentPhase == nil && !phases.isEmpty }

    /// Whether every practice question is done (answered right, or out of attempts).
    public var isPracticeDone: Bool { questions.allSatisfy { progress[$0.id]?.isDone == true } }

    /// Finishes the current phase. On a first viewing only the current phase can be finished;
    /// later, a phase may be skipped to. Practice finishes once every question is done.
    public mutating func finish(_ phase: PhaseKind) throws(SessionError) {
        guard let current = currentPhase else { throw .alreadyFinished }
        if phase == .practice, !isPracticeDone { throw .practiceNotDone }
        if phase != current {
            guard !isFirstViewing else { throw .phaseOutOfOrder(expected: current, got: phase) }
            guard let index = phases.firstIndex(of: phase), !finishedPhases.contains(phase) else { throw .phaseOutOfOrder(expected: current, got: phase) }
            // Skipping ahead on a later viewing: the phases before are passed over.
            for earlier in phases[..<index] where !finishedPhases.contains(earlier) && earlier != .practice { finishedPhases.append(earlier) }
        }
        finishedPhases.append(phase)
    }

    /// Checks an answer to a practice question, counts the attempt, and says what to show.
    public mutating func answer(_ questionID: String, with answer: Answer) throws(SessionError) -> AnswerResult {
        guard currentPhase == .practice else { throw .notInPractice }
        guard let question = questions.first(where: { $0.id == questionID }), let limit = attemptLimit[questionID] else { throw .unknownQuestion(questionID) }
        var state = progress[questionID] ?? QuestionProgress()
        guard !state.isDone else { throw .questionDone(questionID) }
        guard let correct = question.check(answer) else { throw .answerDoesNotFit(questionID) }
        state.attempts += 1
        state.isCorrect = correct
        state.isDone = correct || state.attempts >= limit || question.type.known == .freeText
        progress[questionID] = state
        let reveal = (state.isDone && !correct) || question.type.known == .freeText
        return AnswerResult(
            isCorrect: correct, feedback: question.feedback(for: answer, correct: correct), attemptsUsed: state.attempts,
            attemptsLeft: state.isDone ? 0 : limit - state.attempts, isDone: state.isDone, revealedAnswer: reveal ? question.revealedAnswer : nil)
    }

    /// Questions answered right, and the most attempts any took: what the completion records.
    public var score: (correct: Int, attempts: Int, allFirstTry: Bool) {
        let states = questions.map { progress[$0.id] ?? QuestionProgress() }
        // A lesson without questions has no first try to reward.
        return (states.filter(\.isCorrect).count, states.map(\.attempts).max() ?? 1,
                !states.isEmpty && states.allSatisfy { $0.isCorrect && $0.attempts == 1 })
    }

    /// Completes the lesson for the learner once Reward is finished (`Learner.completeLesson`),
    /// under the learner's rules (by default the bundle's).
    public func complete(into learner: inout Learner, at moment: Moment, in library: ContentLibrary, rules: ProgressRules? = nil) throws -> CompletionOutcome {
        guard canComplete else { throw SessionError.notFinished(remaining: phases.filter { !finishedPhases.contains($0) }) }
        let score = self.score
        return try learner.completeLesson(lessonID, at: moment, score: score.correct, attempts: max(score.attempts, 1),
                                          correctFirstAttempt: score.allFirstTry, in: library, rules: rules)
    }
}

/// Why a session refused a step.
public enum SessionError: Error, Equatable, Sendable {
    /// A phase finished out of order on a first viewing (or one already finished).
    case phaseOutOfOrder(expected: PhaseKind, got: PhaseKind)
    /// Practice cannot finish before every question is done.
    case practiceNotDone
    /// An answer outside Practice.
    case notInPractice
    /// The lesson has no practice question with this id (or none of a type this runtime knows).
    case unknownQuestion(String)
    /// The question is already done.
    case questionDone(String)
    /// The answer does not fit the question (a choice that does not exist, another type).
    case answerDoesNotFit(String)
    /// Every phase is already finished.
    case alreadyFinished
    /// A saved session of another lesson.
    case otherLesson(String)
    /// Completion before Reward is finished.
    case notFinished(remaining: [PhaseKind])
}

extension SessionError: LocalizedError {
    /// A sentence an app can show (or log: these are mostly the app's own mistakes).
    public var errorDescription: String? {
        switch self {
        case .phaseOutOfOrder(let expected, let got): return "Finish “\(expected.rawValue)” before “\(got.rawValue)”."
        case .practiceNotDone: return "Answer every practice question first."
        case .notInPractice: return "Questions are answered during Practice."
        case .unknownQuestion(let id): return "This lesson has no question “\(id)”."
        case .questionDone(let id): return "Question “\(id)” is already answered."
        case .answerDoesNotFit(let id): return "That answer does not fit question “\(id)”."
        case .alreadyFinished: return "This lesson is finished."
        case .otherLesson(let id): return "The saved progress belongs to another lesson (“\(id)”)."
        case .notFinished(let remaining): return "Finish the lesson first (\(remaining.map(\.rawValue).joined(separator: ", ")) left)."
        }
    }
}
