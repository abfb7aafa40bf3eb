import SanadBundleFormat

/// What a family activity's completion changed for one child.
public struct FamilyActivityOutcome: Sendable, Equatable {
    /// The XP it gave (0 when the child already had it for that week).
    public var xp: Int
    /// Consecutive weeks with a family activity, this one included.
    public var familyStreak: Int
    /// Achievements it earned (the family ones: 1, 4, 12 activities).
    public var achievementsEarned: [String]
}

extension Learner {
    /// The XP a family activity gives each child taking part (Sidrat "Family Activity Completion").
    public static let familyActivityXP = 50

    /// A parent marks a family activity done, for one of the children taking part (call it for
    /// each): +50 XP, counted once per activity and week, toward the family achievements and the
    /// weekly family streak, which is kept apart from the daily one.
    public mutating func completeFamilyActivity(_ id: String, at moment: Moment, in library: ContentLibrary) throws(BundleError) -> FamilyActivityOutcome {
        let week = StreakTracker.weekStart(of: moment.day, weekStartsOn: library.rules.weekStartsOn)
        let key = "\(id)@\(week)"
        var xp = 0
        if familyActivities[key] == nil {
            familyActivities[key] = moment.day
            familyXP[key] = Self.familyActivityXP
            xp = Self.familyActivityXP
        }
        let earned = try earnAchievements(on: moment.day, in: library, rules: library.rules)
        return FamilyActivityOutcome(xp: xp, familyStreak: familyStreak(on: moment.day, rules: library.rules), achievementsEarned: earned)
    }

    /// Consecutive weeks with at least one family activity, up to the week holding `day` (or up to
    /// the week before, while this week has none yet).
    public func familyStreak(on day: LocalDate, rules: ProgressRules) -> Int {
        let weeks = Set(familyActivities.values.map { StreakTracker.weekStart(of: $0, weekStartsOn: rules.weekStartsOn) })
        var week = StreakTracker.weekStart(of: day, weekStartsOn: rules.weekStartsOn)
        if !weeks.contains(week) { week = week.adding(days: -7) }
        var streak = 0
        while weeks.contains(week) {
            streak += 1
            let earlier = week.adding(days: -7)
            guard earlier < week else { break }  // the calendar's first week
            week = earlier
        }
        return streak
    }
}
