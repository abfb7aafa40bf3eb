import SanadBundleFormat

extension Learner {
    /// What a category offers this learner on `day`: `LessonSequencer.today`'s lesson, unless
    /// the learner has already completed the day's new lessons in the category
    /// (`ProgressRules.lessonsPerDay`, one when the bundle gives none), when it is
    /// `.doneForToday(next:)` with tomorrow's lesson (Sidrat: "Great job, come back tomorrow").
    /// Only first completions on `day` count: a lesson played again, or a review, does not. A
    /// category whose last lesson was completed today is `.allDone` (or `.comingInSeason` while a
    /// seasonal lesson waits for its window).
    public func today(in category: String, library: ContentLibrary, on day: LocalDate, filter: ContentFilter = .none) throws(BundleError) -> LessonSequencer.Today {
        let offer = try LessonSequencer(library: library).today(in: category, completed: completedLessons, on: day, filter: filter)
        guard case .lesson(let next) = offer else { return offer }
        let limit = max(library.rules.lessonsPerDay ?? 1, 1)
        let inCategory = Set(try library.outlines(in: category).map(\.id))
        let doneToday = lessons.lazy.filter { $0.value.firstCompletion.day == day && inCategory.contains($0.key) }.count
        return doneToday >= limit ? .doneForToday(next: next) : offer
    }
}
