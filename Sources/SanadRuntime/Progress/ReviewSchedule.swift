import SanadBundleFormat

/// Spaced review after a lesson is completed: 1 day, 3 days, 1 week, 2 weeks, 1 month (30 days)
/// by default. Reviews are a bonus: they never block today's lesson.
public struct ReviewSchedule: Equatable, Codable, Sendable {
    /// One lesson's reviews.
    public struct Item: Equatable, Codable, Sendable {
        /// The day of the lesson's first completion, from which every interval counts.
        public var completed: LocalDate
        /// Reviews done so far.
        public var reviews: Int
        /// The day of the last review; nil before the first.
        public var lastReview: LocalDate?
    }

    /// Every scheduled lesson's reviews, by lesson id.
    public private(set) var items: [String: Item] = [:]

    /// An empty schedule.
    public init() {}

    /// Starts the schedule of a lesson on its first completion (later completions change nothing).
    public mutating func lessonCompleted(_ id: String, on day: LocalDate) {
        if items[id] == nil { items[id] = Item(completed: day, reviews: 0, lastReview: nil) }
    }

    /// The day the next review of a lesson falls due, or nil when all reviews are done.
    public func nextDue(_ id: String, rules: ProgressRules) -> LocalDate? {
        guard let item = items[id], item.reviews < rules.reviewIntervalsDays.count else { return nil }
        return item.completed.adding(days: rules.reviewIntervalsDays[item.reviews])
    }

    /// Lessons with a review due on or before `day`, most overdue first, then by id.
    public func due(on day: LocalDate, rules: ProgressRules) -> [String] {
        items.keys.compactMap { id in nextDue(id, rules: rules).flatMap { $0 <= day ? (id, $0) : nil } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map(\.0)
    }

    /// Records a review; the next interval counts from the completion day.
    public mutating func reviewed(_ id: String, on day: LocalDate) {
        guard var item = items[id] else { return }
        item.reviews += 1
        item.lastReview = day
        items[id] = item
    }
}
