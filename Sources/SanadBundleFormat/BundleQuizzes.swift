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

    /// One quiz item: a question with an answer key, for a topic or a lesson, written for one
    /// daily-quiz level or, in variants, for several.
    public struct Item: Codable, Sendable, Equatable, Identifiable {
        /// `<bank>/<question id>`: unique in the bundle; a learner's pool is keyed by it.
        public var id: String
        /// The lecture topic or the lesson whose completion adds it to the pool.
        public var source: String
        /// The daily-quiz level it enters a learner's pool at, 1 to 4 (`QuizScheduler.windows`).
        /// Sanad writes 1 since format 2.15 (Learnable: bank items enter at level 1); the levels
        /// its question is written for are in `variants`.
        public var level: Int
        /// The question, in the lessons' question format (`type` is its format): the one written
        /// for the lowest level, which readers before 2.15 ask at every level.
        public var question: BundleLessons.Question
        /// The question written for each level it has, each in that level's format and difficulty
        /// (Learnable: multiple choice at level 1, free text at levels 3 and 4), ascending by
        /// level, the first being `question`. Nil when the item is written for level 1 alone
        /// (format 2.15).
        public var variants: [Variant]?

        /// An item with every field given.
        public init(id: String, source: String, level: Int, question: BundleLessons.Question, variants: [Variant]? = nil) {
            self.id = id
            self.source = source
            self.level = level
            self.question = question
            self.variants = variants
        }

        /// The question to ask at a daily-quiz level: the variant written for the highest level
        /// not above it, or `question` when every variant is written for a higher level. The
        /// variants' order is not relied on.
        public func question(atLevel level: Int) -> BundleLessons.Question {
            (variants ?? []).filter { $0.level <= level }.max { $0.level < $1.level }?.question ?? question
        }
    }

    /// An item's question written for one daily-quiz level (format 2.15).
    public struct Variant: Codable, Sendable, Equatable {
        /// The level, 1 to 4.
        public var level: Int
        /// The question in that level's format and difficulty.
        public var question: BundleLessons.Question

        /// A variant with every field given.
        public init(level: Int, question: BundleLessons.Question) {
            self.level = level
            self.question = question
        }
    }
}
