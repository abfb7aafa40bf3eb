/// `quizzes.json`: the daily-quiz bank (Learnable FR-009/010), in the core pack (format 2.9).
/// Each item belongs to a lecture topic or a lesson; completing it adds its items to the
/// learner's daily-quiz pool (`Learner.quiz`), where `QuizScheduler`'s levels and windows space
/// them, as they do a lesson's practice questions.
public struct BundleQuizzes: Codable, Sendable, Equatable {
    /// Every bank, by id.
    public var banks: [Bank]

    /// A file of quiz banks.
    public init(banks: [Bank]) { self.banks = banks }

    /// One bank (`quizzes/<id>.yaml`).
    public struct Bank: Codable, Sendable, Equatable, Identifiable {
        /// Its id.
        public var id: String
        /// Its title.
        public var title: String
        /// Its items.
        public var items: [Item]

        /// A bank with every field given.
        public init(id: String, title: String, items: [Item]) {
            self.id = id
            self.title = title
            self.items = items
        }
    }

    /// One quiz item: a question with an answer key, for a topic or a lesson, at a level.
    public struct Item: Codable, Sendable, Equatable, Identifiable {
        /// `<bank>/<question id>`: unique in the bundle; a learner's pool is keyed by it.
        public var id: String
        /// The lecture topic or the lesson whose completion adds it to the pool.
        public var source: String
        /// The daily-quiz level it enters the pool at, 1 to 4 (`QuizScheduler.windows`): an
        /// item the author knows to be easy starts higher and is asked less often.
        public var level: Int
        /// The question, in the lessons' question format (`type` is its format).
        public var question: BundleLessons.Question

        /// An item with every field given.
        public init(id: String, source: String, level: Int, question: BundleLessons.Question) {
            self.id = id
            self.source = source
            self.level = level
            self.question = question
        }
    }
}
