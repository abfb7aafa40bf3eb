/// Daily-quiz question levels.
///
/// Four levels, asked again after 1–2, 3–4, 7–8 and 14–15 days (a question is due from the
/// window's first day; after its last day it is overdue and asked first). Seven correct answers
/// at a level move a question up; a wrong answer restarts that count. After level 4 a question is
/// mastered and returns every 20 days, unless returns are disabled. An optional quiz changes no
/// state: it never calls `record`.
public struct QuizScheduler: Equatable, Codable, Sendable {
    public static let windows: [ClosedRange<Int>] = [1...2, 3...4, 7...8, 14...15]
    public static let correctToAdvance = 7
    public static let masteredInterval = 20

    public struct QuestionState: Equatable, Codable, Sendable {
        /// 1…4, or 5 when mastered.
        public var level = 1
        public var correctAtLevel = 0
        public var lastAsked: LocalDate?
        public var isMastered: Bool { level > QuizScheduler.windows.count }
    }

    public private(set) var questions: [String: QuestionState] = [:]
    public var masteredReturn = true

    public init() {}

    /// Records an answer in the daily quiz.
    public mutating func record(_ question: String, correct: Bool, on day: LocalDate) {
        questions[question] = preview(question, correct: correct, on: day)
    }

    /// What an answer would do, without doing it: optional quizzes use this and change no state.
    public func preview(_ question: String, correct: Bool, on day: LocalDate) -> QuestionState {
        var state = questions[question] ?? QuestionState()
        state.lastAsked = day
        if correct {
            state.correctAtLevel += 1
            if state.correctAtLevel >= Self.correctToAdvance, !state.isMastered {
                state.level += 1
                state.correctAtLevel = 0
            }
        } else {
            state.correctAtLevel = 0
        }
        return state
    }

    /// The first day a question is due again; nil for a mastered question whose returns are off.
    public func nextDue(_ question: String) -> LocalDate? {
        guard let state = questions[question], let last = state.lastAsked else { return nil }
        if state.isMastered { return masteredReturn ? last.adding(days: Self.masteredInterval) : nil }
        return last.adding(days: Self.windows[state.level - 1].lowerBound)
    }

    /// Questions due on `day`: overdue ones (past their window) first, then by due day and id.
    public func due(on day: LocalDate) -> [String] {
        questions.keys.compactMap { id -> (String, Bool, LocalDate)? in
            guard let next = nextDue(id), next <= day, let state = questions[id], let last = state.lastAsked else { return nil }
            let windowEnd = state.isMastered ? next : last.adding(days: Self.windows[state.level - 1].upperBound)
            return (id, day > windowEnd, next)
        }
        .sorted { ($0.1 ? 0 : 1, $0.2, $0.0) < ($1.1 ? 0 : 1, $1.2, $1.0) }
        .map(\.0)
    }
}
