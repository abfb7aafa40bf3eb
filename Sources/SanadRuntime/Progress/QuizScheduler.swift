/// Daily-quiz question levels.
///
/// Four levels, asked again after 1–2, 3–4, 7–8 and 14–15 days (a question is due from the
/// window's first day; after its last day it is overdue and asked first). Seven correct answers
/// at a level move a question up; a wrong answer restarts that count. After level 4 a question is
/// mastered and returns every 20 days, unless returns are disabled. An optional quiz changes no
/// state: it never calls `record`.
public struct QuizScheduler: Equatable, Codable, Sendable {
    /// For each level from 1, the days after an answer in which the question is due again.
    public static let windows: [ClosedRange<Int>] = [1...2, 3...4, 7...8, 14...15]
    /// Correct answers at a level that move a question up.
    public static let correctToAdvance = 7
    /// Days between the returns of a mastered question.
    public static let masteredInterval = 20

    /// The level, 1 to 4, a mastered question comes back at on `day` (Learnable: a returning
    /// question comes back at a random level): drawn from the question's key and the day alone
    /// (SplitMix64 over FNV-1a), so it is the same on every platform and every device.
    public static func returnLevel(of key: String, returningOn day: LocalDate) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var mixed = hash ^ UInt64(bitPattern: Int64(day.dayNumber)) &+ 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(windows.count)) + 1
    }

    /// One question's place in the daily quiz.
    public struct QuestionState: Equatable, Codable, Sendable {
        /// 1…4, or 5 when mastered.
        public var level = 1
        /// Correct answers at the current level since the last wrong one.
        public var correctAtLevel = 0
        /// The day the question was last answered in the daily quiz; nil before.
        public var lastAsked: LocalDate?
        /// Whether the question has passed the last level.
        public var isMastered: Bool { level > QuizScheduler.windows.count }
    }

    /// Every question's state, by the id the app records its answers under.
    public private(set) var questions: [String: QuestionState] = [:]
    /// Whether mastered questions return every `masteredInterval` days (true by default).
    public var masteredReturn = true

    /// An empty schedule.
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
