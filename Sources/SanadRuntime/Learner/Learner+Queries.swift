import SanadBundleFormat

extension Learner {
    /// The streak on `today` with its covered days and the cover left this week, under `rules`
    /// (for one learner: `library.rules.resolved(audience:pace:)`); a mercy day counts as on path
    /// when the rules say so, unless `mercyCountsAsOnPath` says otherwise.
    public func streakReport(on today: LocalDate, rules: ProgressRules, mercyCountsAsOnPath: Bool? = nil) -> StreakReport {
        var tracker = StreakTracker()
        for day in completedDays { tracker.recordCompletion(on: day) }
        for week in freezeWeeks { tracker.grantFreeze(forWeekOf: week, weekStartsOn: rules.weekStartsOn) }
        return tracker.report(on: today, rules: rules, mercyCountsAsOnPath: mercyCountsAsOnPath ?? rules.mercyCountsAsOnPath ?? false)
    }

    /// The level and the XP still needed for the next one.
    public func level(rules: ProgressRules) -> (level: Int, toNext: Int?) { XPCalculator(rules: rules).level(forXP: xp) }

    /// The ids of the lessons completed.
    public var completedLessons: Set<String> { Set(lessons.keys) }

    /// How many reviews of a lesson are done.
    public func reviewsDone(_ lesson: String) -> Int {
        var count = 0
        while reviewDays["\(lesson)#\(count + 1)"] != nil { count += 1 }
        return count
    }

    /// The day a lesson's next review falls due (its first completion's day plus the next
    /// interval), or nil when every review is done.
    public func nextReview(_ lesson: String, rules: ProgressRules) -> LocalDate? {
        guard let record = lessons[lesson] else { return nil }
        let done = reviewsDone(lesson)
        guard done < rules.reviewIntervalsDays.count else { return nil }
        return record.firstCompletion.day.adding(days: rules.reviewIntervalsDays[done])
    }

    /// Lessons with a review due on or before `day`, most overdue first, then by id. Reviews are
    /// a bonus: they never block today's lesson.
    public func reviewsDue(on day: LocalDate, rules: ProgressRules) -> [String] {
        lessons.keys.compactMap { id in nextReview(id, rules: rules).flatMap { $0 <= day ? (id, $0) : nil } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map(\.0)
    }

    /// The day a quiz question is next due: the start of its level's window counted from the day
    /// it was last asked (or added); every 20 days once mastered, or never when the learner keeps
    /// mastered questions from returning (`masteredReturn: false`; Learnable lets them).
    public func nextQuizDay(_ key: String, masteredReturn: Bool = true) -> LocalDate? {
        guard let entry = quiz[key] else { return nil }
        let from = entry.lastAsked ?? entry.added
        if entry.level > QuizScheduler.windows.count { return masteredReturn ? from.adding(days: QuizScheduler.masteredInterval) : nil }
        return from.adding(days: QuizScheduler.windows[max(entry.level, 1) - 1].lowerBound)
    }

    /// The level a quiz question is asked at, whose format and difficulty the app shows: its
    /// level, or for a mastered question coming back, a level drawn at random from 1 to 4
    /// (Learnable: a returning question comes back at a random level). The draw depends only on
    /// the question and the day of its return, so every device and every call agree. Nil for a
    /// question not in the pool.
    public func quizLevel(of key: String) -> Int? {
        guard let entry = quiz[key] else { return nil }
        guard entry.level > QuizScheduler.windows.count else { return max(entry.level, 1) }
        let returning = (entry.lastAsked ?? entry.added).adding(days: QuizScheduler.masteredInterval)
        return QuizScheduler.returnLevel(of: key, returningOn: returning)
    }

    /// Quiz questions due on `day`: overdue ones (past their window) first, then by due day and
    /// key. With `masteredReturn: false`, mastered questions are never due.
    public func quizDue(on day: LocalDate, masteredReturn: Bool = true) -> [String] {
        quiz.keys.compactMap { key -> (String, Bool, LocalDate)? in
            guard let next = nextQuizDay(key, masteredReturn: masteredReturn), next <= day, let entry = quiz[key] else { return nil }
            let from = entry.lastAsked ?? entry.added
            let end = entry.level > QuizScheduler.windows.count ? next : from.adding(days: QuizScheduler.windows[max(entry.level, 1) - 1].upperBound)
            return (key, day > end, next)
        }
        .sorted { ($0.1 ? 0 : 1, $0.2, $0.0) < ($1.1 ? 0 : 1, $1.2, $1.0) }
        .map(\.0)
    }

    /// Clean days counted toward a category's goal since it (re)started, capped at the goal.
    public func goalProgress(_ category: String, goalDays: Int) -> (clean: Int, goal: Int) {
        guard let goal = goals[category] else { return (0, goalDays) }
        let clean = goal.log.days.filter { $0.key >= (goal.restarted ?? $0.key) && $0.value == .clean }.count
        return (min(clean, goalDays), goalDays)
    }
}
