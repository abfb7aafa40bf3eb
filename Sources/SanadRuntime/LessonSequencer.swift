import SanadBundleFormat

/// Which lesson comes next, from the bundle's outlines and the learner's completed lessons.
public struct LessonSequencer: Sendable {
    /// What a category offers today.
    public enum Today: Equatable, Sendable {
        /// The lesson to do today.
        case lesson(BundleCategories.LessonOutline)
        /// Every lesson of the category is completed.
        case allDone
        /// Lessons remain but each waits for a prerequisite outside this category.
        case waiting(for: [String])
        /// The learner has had the day's new lessons in this category (`ProgressRules.lessonsPerDay`,
        /// one unless the bundle says more): Sidrat's "Great job, come back tomorrow". `next` is
        /// tomorrow's lesson. Only `Learner.today(in:library:on:filter:)` answers this; reviews
        /// stay open.
        case doneForToday(next: BundleCategories.LessonOutline)
        /// Every lesson offered now is completed, and a seasonal lesson waits for its window
        /// ("coming in Ramadan"): `next` is the one that opens first, `opensOn` the day its
        /// window next opens (nil when the question gave no day). Its window
        /// (`next.available`) names the season: `hijriOpeningMonth` 9 is Ramadan. A seasonal
        /// lesson whose Gregorian window has ended is not offered again.
        case comingInSeason(next: BundleCategories.LessonOutline, opensOn: LocalDate?)
    }

    /// The content whose outlines and categories the sequencer reads.
    public let library: ContentLibrary

    /// A sequencer over a library's content.
    public init(library: ContentLibrary) { self.library = library }

    /// Today's lesson in a category: the first uncompleted lesson, by order, whose prerequisites
    /// (its own and its category's) are complete. A seasonal lesson is offered only on a `day`
    /// inside its window (`Availability`); without a day, seasonal lessons are not offered. When
    /// only seasonal lessons outside their window remain, the answer is `comingInSeason`, not
    /// `allDone`. A lesson a parent's settings do not pass (`ContentFilter`) is not offered and
    /// not owed: a lesson or a category that requires it does not wait for it. A category that
    /// requires another waits for that category's lessons offered all year, never for its
    /// seasonal ones (which would hold it until their season).
    ///
    /// This knows the completed lessons, not the days they were completed on, so it never says
    /// `doneForToday`: an app asks `Learner.today(in:library:on:filter:)`, which keeps the day's
    /// limit.
    public func today(in category: String, completed: Set<String>, on day: LocalDate? = nil, filter: ContentFilter = .none) throws(BundleError) -> Today {
        let outlines = try library.outlines(in: category, passing: filter).filter { outline in
            guard let window = outline.available else { return true }
            return day.map(window.contains) ?? false
        }
        let remaining = outlines.filter { !completed.contains($0.id) }
        guard !remaining.isEmpty else { return try comingInSeason(in: category, completed: completed, on: day, filter: filter) ?? .allDone }
        var categoryWaits: [String] = []
        for required in library.category(category)?.requires ?? [] where try !hasCompletedYearRound(category: required, completed: completed, filter: filter) {
            categoryWaits.append(required)
        }
        if !categoryWaits.isEmpty { return .waiting(for: categoryWaits) }
        var unmet = Set<String>()
        for id in Set(remaining.flatMap(\.requires)) where !completed.contains(id) {
            if try passes(id, filter) { unmet.insert(id) }
        }
        if let next = remaining.first(where: { $0.requires.allSatisfy { !unmet.contains($0) } }) { return .lesson(next) }
        return .waiting(for: unmet.sorted())
    }

    /// Whether every lesson of a category passing a parent's settings is completed, seasonal
    /// lessons included: a category is not completed while a seasonal lesson is undone, the rule
    /// the `category-completed` achievement and the category bonus follow too (a lesson whose
    /// Gregorian window has ended, which `today` no longer offers, still counts). Lessons a
    /// parent's settings do not pass are never owed.
    public func isCompleted(category: String, completed: Set<String>, filter: ContentFilter = .none) throws(BundleError) -> Bool {
        try library.outlines(in: category).allSatisfy { completed.contains($0.id) || !filter.allows($0) }
    }

    /// Whether every lesson of a category offered all year, and passing a parent's settings, is
    /// completed: what a category that requires it waits for.
    private func hasCompletedYearRound(category: String, completed: Set<String>, filter: ContentFilter) throws(BundleError) -> Bool {
        try library.outlines(in: category).allSatisfy { $0.available != nil || completed.contains($0.id) || !filter.allows($0) }
    }

    /// The seasonal lesson of a category that opens first, when only seasonal lessons outside
    /// their window remain (nil when none is owed).
    private func comingInSeason(in category: String, completed: Set<String>, on day: LocalDate?, filter: ContentFilter) throws(BundleError) -> Today? {
        let waiting = try library.outlines(in: category, passing: filter).filter { $0.available != nil && !completed.contains($0.id) }
        guard let day else { return waiting.first.map { .comingInSeason(next: $0, opensOn: nil) } }
        let opening = waiting.compactMap { outline in outline.available?.nextOpening(onOrAfter: day).map { (outline, $0) } }
        return opening.min { $0.1 < $1.1 }.map { .comingInSeason(next: $0.0, opensOn: $0.1) }
    }

    /// Whether the lesson with an id passes a parent's settings (an unknown id does).
    private func passes(_ id: String, _ filter: ContentFilter) throws(BundleError) -> Bool {
        guard let category = try library.categoryID(ofLesson: id), let outline = try library.outlines(in: category).first(where: { $0.id == id }) else { return true }
        return filter.allows(outline)
    }

    /// The milestone interval of a category: its own, else the project's.
    public func milestoneInterval(for category: String) -> Int {
        library.category(category)?.milestoneInterval ?? library.rules.milestoneInterval
    }

    /// Whether completing the `count`-th lesson reaches a milestone.
    public static func isMilestone(completedCount count: Int, interval: Int) -> Bool {
        interval > 0 && count > 0 && count % interval == 0
    }

    /// The completed count at which the next milestone falls.
    public static func nextMilestone(after count: Int, interval: Int) -> Int {
        guard interval > 0 else { return .max }
        return (count / interval + 1) * interval
    }
}
