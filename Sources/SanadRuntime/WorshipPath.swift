import SanadBundleFormat

/// What a learner of My Worship Path did, day by day: the actions of the plan marked done, the
/// reflections written, the days the intention was renewed and the mercy days taken on purpose.
public struct WorshipLog: Sendable, Equatable {
    /// Actions done, by local day.
    public private(set) var done: [LocalDate: Set<String>] = [:]
    /// Days with a written reflection.
    public private(set) var reflections: Set<LocalDate> = []
    /// Days the learner renewed their intention.
    public private(set) var intentionRenewals: Set<LocalDate> = []
    /// Days the learner chose to take as a mercy day.
    public private(set) var mercyDaysTaken: Set<LocalDate> = []

    /// An empty log.
    public init() {}

    /// Marks an action done on a day (twice is once).
    public mutating func record(_ action: String, on day: LocalDate) { done[day, default: []].insert(action) }

    /// Records a reflection written on a day (the text stays with the app).
    public mutating func reflect(on day: LocalDate) { reflections.insert(day) }

    /// Records that the learner renewed their intention on a day.
    public mutating func renewIntention(on day: LocalDate) { intentionRenewals.insert(day) }

    /// Records that the learner chose to take a day as a mercy day.
    public mutating func takeMercyDay(_ day: LocalDate) { mercyDaysTaken.insert(day) }

    /// The log of two devices together: everything of each.
    public func merged(with other: WorshipLog) -> WorshipLog {
        var result = self
        result.done = done.merging(other.done) { $0.union($1) }
        result.reflections.formUnion(other.reflections)
        result.intentionRenewals.formUnion(other.intentionRenewals)
        result.mercyDaysTaken.formUnion(other.mercyDaysTaken)
        return result
    }
}

extension WorshipLog: Codable {
    private enum CodingKeys: String, CodingKey { case done, reflections, intentionRenewals, mercyDaysTaken }
    private struct Day: Codable {
        var day: LocalDate
        var actions: [String]
    }

    /// Sorted, so the same log is the same bytes with sorted keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(done.keys.sorted().map { Day(day: $0, actions: done[$0]!.sorted()) }, forKey: .done)
        try container.encode(reflections.sorted(), forKey: .reflections)
        try container.encode(intentionRenewals.sorted(), forKey: .intentionRenewals)
        try container.encode(mercyDaysTaken.sorted(), forKey: .mercyDaysTaken)
    }

    /// Decodes a stored log.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for entry in try container.decode([Day].self, forKey: .done) { done[entry.day, default: []].formUnion(entry.actions) }
        reflections = Set(try container.decodeIfPresent([LocalDate].self, forKey: .reflections) ?? [])
        intentionRenewals = Set(try container.decodeIfPresent([LocalDate].self, forKey: .intentionRenewals) ?? [])
        mercyDaysTaken = Set(try container.decodeIfPresent([LocalDate].self, forKey: .mercyDaysTaken) ?? [])
    }
}

/// My Worship Path's progress (§7), from the plan and the log: the weekly focus, whether a day
/// is on path, and the levels Seeds, Roots, Growth, Steadfast and Blossom.
///
/// A day is on path when at least one of the plan's essentials was done, or when it is one of
/// the week's mercy days: the first days of the week without an essential, up to the plan's
/// mercy days (by pace). A level is reached on the first day the days on path within its window
/// (ending that day) reach its count: Roots 7 of 14, Growth 14 of 21, Steadfast 21 of 28,
/// Blossom 28 of 35; levels are reached in order and never lost. Nothing counts a "perfect"
/// week: a level asks for days on path, never for days without a miss.
public struct WorshipPath: Sendable {
    /// A level of the path.
    public enum Level: Int, CaseIterable, Sendable, Comparable {
        /// Where everyone starts.
        case seeds
        /// 7 days on path within 14.
        case roots
        /// 14 days on path within 21.
        case growth
        /// 21 days on path within 28.
        case steadfast
        /// 28 days on path within 35.
        case blossom

        /// The days on path, and the window they are counted in, that reach the level (nil for Seeds).
        public var requirement: (days: Int, window: Int)? {
            switch self {
            case .seeds: return nil
            case .roots: return (7, 14)
            case .growth: return (14, 21)
            case .steadfast: return (21, 28)
            case .blossom: return (28, 35)
            }
        }

        /// In order.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The level on a day, and how far the next one is.
    public struct LevelProgress: Sendable, Equatable {
        /// The level reached.
        public var level: Level
        /// The next level, if any.
        public var next: Level?
        /// Days on path within the next level's window, ending on the day.
        public var daysOnPath: Int
        /// The days the next level asks for.
        public var daysNeeded: Int
    }

    /// The rules: the plan file (focus rotation) and the learner's plan (essentials, mercy days).
    public let rules: BundleWorshipPlan
    /// The learner's plan.
    public let plan: BundleWorshipPlan.Plan
    /// The day a week starts on (1 Sunday … 7 Saturday), as the bundle's progress rules say.
    public let weekStartsOn: Int
    /// The learner's streak rules: the bundle's, resolved for the learner's audience and pace,
    /// whose mercy days are the plan's (one mercy policy for the streak and the path).
    public let progress: ProgressRules

    /// A path for a learner's plan, with the plan's mercy days and no freezes. An app with a
    /// bundle asks `ContentLibrary.worshipPath(for:audience:)`, which takes the bundle's rules.
    public init(rules: BundleWorshipPlan, plan: BundleWorshipPlan.Plan, weekStartsOn: Int) {
        var progress = ProgressRules.defaults
        progress.freezesPerWeek = 0
        progress.mercyDaysPerWeek = plan.mercyDays
        progress.weekStartsOn = weekStartsOn
        self.init(rules: rules, plan: plan, progress: progress)
    }

    /// A path for a learner's plan under the learner's resolved progress rules
    /// (`ProgressRules.resolved(audience:pace:)`): their mercy days a week replace the plan's.
    /// The path has mercy days only (seed 002): the rules' freezes, a lesson streak's, are left out.
    public init(rules: BundleWorshipPlan, plan: BundleWorshipPlan.Plan, progress: ProgressRules) {
        var plan = plan, progress = progress
        plan.mercyDays = min(max(progress.mercyDaysPerWeek, 0), 7)
        progress.freezesPerWeek = 0
        self.rules = rules
        self.plan = plan
        self.weekStartsOn = progress.weekStartsOn
        self.progress = progress
    }

    /// The streak of days on path on `today`: a day with an essential done adds one; a missed
    /// day takes one of its week's mercy days, which count as days on path (§7: 13 days and a
    /// mercy day make 14); a miss with no mercy left resets it. The same walk as every streak
    /// (`StreakTracker.report`): mercy goes to the first misses while a streak runs and never
    /// moves, and today is not missed until it is over. `isOnPath`, which the levels count,
    /// also gives mercy to a week's first misses when no streak runs.
    public func streak(on today: LocalDate, log: WorshipLog) -> StreakReport {
        var tracker = StreakTracker()
        for day in log.done.keys where didEssential(day, log) { tracker.recordCompletion(on: day) }
        return tracker.report(on: today, rules: progress, mercyCountsAsOnPath: true)
    }

    /// The focus of the week holding `day`, for a learner who started in the week of `start`:
    /// the rotation's types in order, one a week, then again. Nil before the start or without a
    /// rotation.
    public func weeklyFocus(on day: LocalDate, startingWeekOf start: LocalDate) -> String? {
        let from = StreakTracker.weekStart(of: start, weekStartsOn: weekStartsOn), to = StreakTracker.weekStart(of: day, weekStartsOn: weekStartsOn)
        guard !rules.focusRotation.isEmpty, to >= from else { return nil }
        return rules.focusRotation[(to.dayNumber - from.dayNumber) / 7 % rules.focusRotation.count]
    }

    /// Whether a day is on path: an essential done, or one of its week's mercy days (the week's
    /// first days without an essential, up to the plan's mercy days). Days before `start`, the
    /// plan's first day, were never missed: they use none of the week's mercy days, so a learner
    /// who starts on a Wednesday has the whole week's mercy days for its last four days. A day
    /// before `start` is on path only with an essential done.
    public func isOnPath(_ day: LocalDate, since start: LocalDate? = nil, log: WorshipLog) -> Bool {
        if didEssential(day, log) { return true }
        if let start, day < start { return false }
        let week = StreakTracker.weekStart(of: day, weekStartsOn: weekStartsOn)
        let from = max(week, start ?? week)
        let missedBefore = (0..<(day.dayNumber - from.dayNumber)).filter { !didEssential(from.adding(days: $0), log) }.count
        return missedBefore < plan.mercyDays
    }

    /// The days on path in a row up to `today`, as the levels count them (`isOnPath(_:since:log:)`:
    /// an essential done, or one of its week's mercy days), from `start`, the plan's first day, at
    /// the earliest. Today counts once it is on path, and does not end the run before it is over.
    /// Unlike `streak(on:log:)`, the lesson streak's walk, it never disagrees with the path: a day
    /// the path counts is a day of the run.
    public func daysOnPathInARow(on today: LocalDate, since start: LocalDate, log: WorshipLog) -> Int {
        var day = isOnPath(today, since: start, log: log) ? today : today.adding(days: -1)
        var count = 0
        while day >= start, isOnPath(day, since: start, log: log) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    /// The level on `today`, from the days on path since `start` (the plan's first day).
    public func levelProgress(on today: LocalDate, since start: LocalDate, log: WorshipLog) -> LevelProgress {
        guard today >= start else { return LevelProgress(level: .seeds, next: .roots, daysOnPath: 0, daysNeeded: 7) }
        let days = (0...(today.dayNumber - start.dayNumber)).map { start.adding(days: $0) }
        let onPath = days.map { isOnPath($0, since: start, log: log) }
        var level = Level.seeds
        func count(endingAt index: Int, window: Int) -> Int { onPath[max(0, index - window + 1)...index].filter { $0 }.count }
        for index in days.indices {
            while let next = Level(rawValue: level.rawValue + 1), let requirement = next.requirement,
                  count(endingAt: index, window: requirement.window) >= requirement.days {
                level = next
            }
        }
        let next = Level(rawValue: level.rawValue + 1)
        return LevelProgress(level: level, next: next, daysOnPath: next?.requirement.map { count(endingAt: days.count - 1, window: $0.window) } ?? 0,
                             daysNeeded: next?.requirement?.days ?? 0)
    }

    /// The reflection badges (§7): each earned once, on its day, for what the learner did, never
    /// for a count of days without a miss.
    public enum ReflectionBadge: String, CaseIterable, Sendable {
        /// The first week with a written reflection.
        case firstReflectiveWeek = "first-reflective-week"
        /// The intention renewed.
        case intentionRenewed = "intention-renewed"
        /// A mercy day taken on purpose, on a day that was one (no essential done).
        case mercyDayUsedMindfully = "mercy-day-used-mindfully"
    }

    /// The reflection badges earned by `today`, with the day each was earned; a mercy day is
    /// counted from `start`, the plan's first day, as `isOnPath(_:since:log:)` counts it.
    public func reflectionBadges(on today: LocalDate, since start: LocalDate? = nil, log: WorshipLog) -> [ReflectionBadge: LocalDate] {
        var badges: [ReflectionBadge: LocalDate] = [:]
        badges[.firstReflectiveWeek] = log.reflections.filter { $0 <= today }.min()
        badges[.intentionRenewed] = log.intentionRenewals.filter { $0 <= today }.min()
        badges[.mercyDayUsedMindfully] = log.mercyDaysTaken.filter { $0 <= today && !didEssential($0, log) && isOnPath($0, since: start, log: log) }.min()
        return badges
    }

    private func didEssential(_ day: LocalDate, _ log: WorshipLog) -> Bool { !(log.done[day] ?? []).isDisjoint(with: plan.essentials) }
}
