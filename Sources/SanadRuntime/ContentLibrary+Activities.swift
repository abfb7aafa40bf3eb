import SanadBundleFormat

extension ContentLibrary {
    /// The family activities, in rotation order; empty when the bundle has none.
    public func activities() throws(BundleError) -> [BundleActivities.Activity] {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .activities }) else { return [] }
        return try reader.decode(BundleActivities.self, from: entry).activities.sorted { ($0.rotation, $0.id) < ($1.rotation, $1.id) }
    }

    /// The activity of the week holding `day`, for a family that started in the week of `start`.
    ///
    /// The rotation: one activity a week, in `rotation` order, starting again after the last;
    /// week 1 is the week of `start` (weeks begin on the rules' `weekStartsOn`). Nil before the
    /// start or when the bundle has no activities.
    public func activity(forWeekOf day: LocalDate, startingWeekOf start: LocalDate) throws(BundleError) -> BundleActivities.Activity? {
        let all = try activities()
        guard !all.isEmpty, let week = weekNumber(of: day, start: start) else { return nil }
        return all[week % all.count]
    }

    /// The weeks before the one holding `day`, newest first, each with its activity: the archive
    /// a family can go back to.
    public func activityArchive(before day: LocalDate, startingWeekOf start: LocalDate) throws(BundleError) -> [(week: LocalDate, activity: BundleActivities.Activity)] {
        let all = try activities()
        guard !all.isEmpty, let current = weekNumber(of: day, start: start) else { return [] }
        let first = StreakTracker.weekStart(of: start, weekStartsOn: rules.weekStartsOn)
        return (0..<current).reversed().map { week in (first.adding(days: 7 * week), all[week % all.count]) }
    }

    /// Whole weeks from the week of `start` to the week of `day` (0 for the same week).
    private func weekNumber(of day: LocalDate, start: LocalDate) -> Int? {
        let from = StreakTracker.weekStart(of: start, weekStartsOn: rules.weekStartsOn)
        let to = StreakTracker.weekStart(of: day, weekStartsOn: rules.weekStartsOn)
        guard to >= from else { return nil }
        return (to.dayNumber - from.dayNumber) / 7
    }
}
