import SanadBundleFormat

/// What the learner has done, as achievements see it.
public struct ProgressFacts: Sendable {
    /// Completed lessons with the local day of their first completion.
    public var completedLessons: [String: LocalDate]
    /// The longest streak reached.
    public var bestStreak: Int
    /// Family activities completed.
    public var familyActivities: Int
    /// Surahs memorised whole.
    public var surahsMemorised: Int

    /// Facts with every part given; none by default.
    public init(completedLessons: [String: LocalDate] = [:], bestStreak: Int = 0, familyActivities: Int = 0, surahsMemorised: Int = 0) {
        self.completedLessons = completedLessons
        self.bestStreak = bestStreak
        self.familyActivities = familyActivities
        self.surahsMemorised = surahsMemorised
    }
}

/// An achievement's state: earned, or under way ("3/5").
public struct AchievementStatus: Equatable, Sendable {
    /// The achievement's id.
    public var id: String
    /// Progress so far, in the trigger's unit (lessons, streak days, activities or surahs).
    public var current: Int
    /// What earns the achievement, in the same unit; at least 1.
    public var target: Int
    /// Whether the achievement is earned: `current` has reached `target`.
    public var earned: Bool { current >= target }
    /// `3/5`.
    public var label: String { "\(min(current, target))/\(target)" }
}

/// Evaluates the bundle's achievements (defined as data) against progress.
public struct AchievementEvaluator: Sendable {
    /// The content whose categories `category-completed` triggers count.
    public let library: ContentLibrary

    /// An evaluator over a library's content.
    public init(library: ContentLibrary) { self.library = library }

    /// Each achievement's status, in the order given. A trigger this runtime does not know is never
    /// earned and reads 0/1. Throws when a `category-completed` trigger's category outlines
    /// cannot be read.
    public func evaluate(_ achievements: [BundleAchievements.Achievement], facts: ProgressFacts) throws(BundleError) -> [AchievementStatus] {
        var statuses: [AchievementStatus] = []
        for achievement in achievements { statuses.append(try status(of: achievement, facts: facts)) }
        return statuses
    }

    private func status(of achievement: BundleAchievements.Achievement, facts: ProgressFacts) throws(BundleError) -> AchievementStatus {
            let trigger = achievement.trigger
            switch trigger.type.known {
            case .lessonsCompleted?:
                return AchievementStatus(id: achievement.id, current: facts.completedLessons.count, target: trigger.count ?? 1)
            case .streak?:
                return AchievementStatus(id: achievement.id, current: facts.bestStreak, target: trigger.days ?? 1)
            case .categoryCompleted?:
                let lessons = try library.outlines(in: trigger.category ?? "").map(\.id)
                return AchievementStatus(
                    id: achievement.id, current: lessons.filter { facts.completedLessons[$0] != nil }.count, target: max(lessons.count, 1))
            case .lessonsInRange?:
                let window = Availability(from: trigger.from, to: trigger.to, hijriFrom: trigger.hijriFrom, hijriTo: trigger.hijriTo)
                let days = facts.completedLessons.values
                // A recurring Hijri window counts one year's window at a time (the best year).
                let inRange = trigger.hijriFrom == nil
                    ? days.filter(window.contains).count
                    : Dictionary(grouping: days.compactMap(window.hijriSeason), by: { $0 }).values.map(\.count).max() ?? 0
                return AchievementStatus(id: achievement.id, current: inRange, target: trigger.count ?? 1)
            case .familyActivities?:
                return AchievementStatus(id: achievement.id, current: facts.familyActivities, target: trigger.count ?? 1)
            case .surahsMemorised?:
                return AchievementStatus(id: achievement.id, current: facts.surahsMemorised, target: trigger.count ?? 1)
            case .lessonCompleted?:
                let done = trigger.lesson.map { facts.completedLessons[$0] != nil } ?? false
                return AchievementStatus(id: achievement.id, current: done ? 1 : 0, target: 1)
            case nil:
                // A trigger this runtime does not know is never earned, and says so with 0/1.
                return AchievementStatus(id: achievement.id, current: 0, target: 1)
            }
    }
}
