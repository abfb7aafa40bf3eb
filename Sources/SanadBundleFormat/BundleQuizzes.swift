/// `quizzes.json`: the daily-quiz bank (Learnable FR-009/010), in the core pack (format 2.9).
/// Each item belongs to a lecture topic or a lesson; completing it adds its items to the
/// learner's pool, from which the quiz scheduler draws the daily quiz and the optional quiz.
public struct BundleQuizzes: Codable, Sendable, Equatable {
    /// How the scheduler spaces and sizes quizzes.
    public var schedule: Schedule
    /// Every bank, by id.
    public var banks: [Bank]

    /// A file of quiz banks.
    public init(schedule: Schedule, banks: [Bank]) {
        self.schedule = schedule
        self.banks = banks
    }

    /// The spacing of the daily quiz: a Leitner schedule. An item starts in box 1; a right
    /// answer moves it up a box, a wrong one back to box 1; it is due again `intervals[box - 1]`
    /// days after it was answered (after it entered the pool, for a new item).
    public struct Schedule: Codable, Sendable, Equatable {
        /// Days until an item in box 1, 2, … is due again; one value per box.
        public var intervals: [Int]
        /// The most items a daily quiz holds.
        public var dailySize: Int
        /// The items an optional quiz holds.
        public var optionalSize: Int

        /// Learnable's schedule: boxes due after 1, 3, 7, 14 and 30 days, daily quizzes of up to
        /// five items, optional quizzes of five.
        public static let standard = Schedule(intervals: [1, 3, 7, 14, 30], dailySize: 5, optionalSize: 5)

        /// A schedule with every field given.
        public init(intervals: [Int], dailySize: Int, optionalSize: Int) {
            self.intervals = intervals
            self.dailySize = dailySize
            self.optionalSize = optionalSize
        }
    }

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
        /// Its difficulty, from 1 (recall) to 3 (application).
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
