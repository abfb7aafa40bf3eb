extension ProgressRules {
    /// The range every rule must lie in; the runtime refuses a bundle whose rules leave them
    /// (`BundleError.invalidRule`) when it opens it, so no later arithmetic sees an extreme value.
    /// Wide enough for any product, narrow enough that sums and products of valid values stay
    /// far from overflow.
    public enum Limits {
        /// `milestoneInterval`, in completed lessons.
        public static let milestoneInterval = 1...1000
        /// `defaultGoalDays`, in days.
        public static let goalDays = 1...3650
        /// `baseXP`, and each of `streakMilestoneXP`.
        public static let baseXP = 0...100_000
        /// `firstAttemptMultiplier` and `maxStreakMultiplier`.
        public static let multiplier = 1.0...10.0
        /// `streakBonusPerDay` (0.1 = +10% a streak day).
        public static let streakBonusPerDay = 0.0...1.0
        /// `categoryCompletionBonus` (0.25 = +25%).
        public static let categoryCompletionBonus = 0.0...10.0
        /// `reviewShare` (0.5 = half a lesson's XP).
        public static let reviewShare = 0.0...1.0
        /// Each level's start; levels start at 0 and ascend strictly; at most `listLength` levels.
        public static let levelXP = 0...1_000_000_000
        /// Each of `streakMilestones`, in days.
        public static let streakDays = 1...36_500
        /// `freezesPerWeek`, `mercyDaysPerWeek` and each of `mercyDaysByPace`, for the project and each
        /// audience.
        public static let perWeek = 0...7
        /// `weekStartsOn` (1 = Sunday … 7 = Saturday).
        public static let weekday = 1...7
        /// Each of `reviewIntervalsDays`, in days.
        public static let intervalDays = 1...3650
        /// `maxAttempts`, per question.
        public static let attempts = 1...10
        /// `lessonsPerDay`, new lessons a category offers on one day.
        public static let lessonsPerDay = 1...100
        /// `freezeEarnedByActiveDays`, for the project and each audience: days of a week.
        public static let activeDays = 1...7
        /// The most entries in a list rule (levels, milestones, review intervals).
        public static let listLength = 100
    }

    /// Checks every rule against `Limits`, naming the first that is out of range.
    public func validate() throws(BundleError) {
        func check(_ field: String, _ value: Int, _ range: ClosedRange<Int>) throws(BundleError) {
            guard range.contains(value) else { throw .invalidRule(field: field, value: "\(value)", allowed: "\(range.lowerBound) to \(range.upperBound)") }
        }
        func check(_ field: String, _ value: Double, _ range: ClosedRange<Double>) throws(BundleError) {
            guard value.isFinite, range.contains(value) else {
                throw .invalidRule(field: field, value: "\(value)", allowed: "\(range.lowerBound) to \(range.upperBound)")
            }
        }
        func checkList(_ field: String, _ values: [Int], _ range: ClosedRange<Int>, startsAtZero: Bool = false) throws(BundleError) {
            guard !values.isEmpty, values.count <= Limits.listLength else {
                throw .invalidRule(field: field, value: "\(values.count) entries", allowed: "1 to \(Limits.listLength) entries")
            }
            for (index, value) in values.enumerated() { try check("\(field)[\(index)]", value, range) }
            guard zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw .invalidRule(field: field, value: "\(values)", allowed: "strictly ascending values")
            }
            if startsAtZero, values.first != 0 { throw .invalidRule(field: field, value: "\(values)", allowed: "a first level starting at 0") }
        }
        try check("milestoneInterval", milestoneInterval, Limits.milestoneInterval)
        try check("defaultGoalDays", defaultGoalDays, Limits.goalDays)
        try check("baseXP", baseXP, Limits.baseXP)
        try check("firstAttemptMultiplier", firstAttemptMultiplier, Limits.multiplier)
        try check("streakBonusPerDay", streakBonusPerDay, Limits.streakBonusPerDay)
        try check("maxStreakMultiplier", maxStreakMultiplier, Limits.multiplier)
        try check("categoryCompletionBonus", categoryCompletionBonus, Limits.categoryCompletionBonus)
        try check("reviewShare", reviewShare, Limits.reviewShare)
        try checkList("levels", levels, Limits.levelXP, startsAtZero: true)
        try checkList("streakMilestones", streakMilestones, Limits.streakDays)
        try check("freezesPerWeek", freezesPerWeek, Limits.perWeek)
        try check("mercyDaysPerWeek", mercyDaysPerWeek, Limits.perWeek)
        try check("weekStartsOn", weekStartsOn, Limits.weekday)
        try checkList("reviewIntervalsDays", reviewIntervalsDays, Limits.intervalDays)
        try check("maxAttempts", maxAttempts, Limits.attempts)
        for (pace, days) in (mercyDaysByPace ?? [:]).sorted(by: { $0.key < $1.key }) { try check("mercyDaysByPace.\(pace)", days, Limits.perWeek) }
        if let lessonsPerDay { try check("lessonsPerDay", lessonsPerDay, Limits.lessonsPerDay) }
        if let freezeEarnedByActiveDays { try check("freezeEarnedByActiveDays", freezeEarnedByActiveDays, Limits.activeDays) }
        if let xp = streakMilestoneXP {
            guard xp.count == streakMilestones.count else {
                throw .invalidRule(field: "streakMilestoneXP", value: "\(xp.count) entries", allowed: "one per streak milestone (\(streakMilestones.count))")
            }
            for (index, value) in xp.enumerated() { try check("streakMilestoneXP[\(index)]", value, Limits.baseXP) }
        }
        for (audience, override) in (audienceStreaks ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let freezes = override.freezesPerWeek { try check("audienceStreaks.\(audience).freezesPerWeek", freezes, Limits.perWeek) }
            if let mercy = override.mercyDaysPerWeek { try check("audienceStreaks.\(audience).mercyDaysPerWeek", mercy, Limits.perWeek) }
            if let days = override.freezeEarnedByActiveDays { try check("audienceStreaks.\(audience).freezeEarnedByActiveDays", days, Limits.activeDays) }
            for (pace, days) in (override.mercyDaysByPace ?? [:]).sorted(by: { $0.key < $1.key }) {
                try check("audienceStreaks.\(audience).mercyDaysByPace.\(pace)", days, Limits.perWeek)
            }
        }
    }
}
