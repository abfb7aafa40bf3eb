import Foundation
import SanadBundleFormat

/// XP awarded for one lesson completion, with how it was reached.
public struct XPAward: Sendable, Equatable {
    /// The bundle's base XP for a lesson.
    public var base: Int
    /// 1.5 on a correct first attempt (the bundle's rule), else 1.
    public var firstAttemptMultiplier: Double
    /// 1 + 0.1 per streak day, at most 2 (the bundle's rules), for the streak including today.
    public var streakMultiplier: Double
    /// 1.25 when the completion finishes its category, else 1.
    public var categoryMultiplier: Double
    /// What the completion is worth.
    public var total: Int
    /// What it added to the learner's XP: the total on a first completion; on a repeat, only what
    /// it earns beyond the lesson's best (often 0).
    public var added: Int

    /// An award with every part given.
    public init(base: Int, firstAttemptMultiplier: Double, streakMultiplier: Double, categoryMultiplier: Double, total: Int, added: Int) {
        self.base = base
        self.firstAttemptMultiplier = firstAttemptMultiplier
        self.streakMultiplier = streakMultiplier
        self.categoryMultiplier = categoryMultiplier
        self.total = total
        self.added = added
    }
}

/// Everything one completion changed, for the app to celebrate.
public struct CompletionOutcome: Sendable, Equatable {
    /// The lesson completed.
    public var lesson: String
    /// Whether this was the lesson's first completion.
    public var isFirstCompletion: Bool
    /// Whether this was the day's first completion, the one that counts for the streak.
    public var isFirstOfDay: Bool
    /// The XP, with its breakdown.
    public var xp: XPAward
    /// The streak before and after.
    public var streakBefore: Int
    /// The streak after this completion, today included.
    public var streak: Int
    /// Streak milestones (7, 30, 100) reached by this completion, and the XP they gave (each
    /// milestone gives its XP once).
    public var streakMilestones: [Int]
    /// The XP those streak milestones gave, together.
    public var streakMilestoneXP: Int
    /// The lesson milestone reached (every N lessons completed in the lesson's category), if
    /// any, and the XP it gave (with any milestone a merge brought in and not yet given).
    public var lessonMilestone: Int?
    /// The XP the lesson milestone gave (the bundle's base XP), 0 without one.
    public var milestoneXP: Int
    /// Achievements earned by this completion.
    public var achievementsEarned: [String]
    /// The XP those achievements gave, together (each achievement's `xp`).
    public var achievementXP: Int
    /// Questions added to the daily-quiz pool: the lesson's practice questions and the quiz-bank
    /// items for it.
    public var quizQuestionsAdded: [String]
}

extension Learner {
    /// Completes a lesson at a moment: records the completion (the first one's day is kept for
    /// good), the day for the streak (only the day's first completion counts), the lesson's XP
    /// (computed with the streak including today), a lesson milestone every N completed lessons
    /// (worth the bundle's base XP), the lesson's practice questions and the quiz-bank items for
    /// it in the daily-quiz pool, and
    /// the achievements this makes earned. `score` is the practice questions answered correctly,
    /// `attempts` the most attempts any question took. `rules` are the learner's (the bundle's,
    /// resolved for the learner's audience and pace); by default the bundle's.
    public mutating func completeLesson(
        _ id: String, at moment: Moment, score: Int, attempts: Int, correctFirstAttempt: Bool, in library: ContentLibrary, rules: ProgressRules? = nil
    ) throws(BundleError) -> CompletionOutcome {
        guard let category = try library.categoryID(ofLesson: id), let lesson = try library.lesson(id) else { throw .missingFile("the lesson \(id)") }
        let rules = rules ?? library.rules
        let streakBefore = streakReport(on: moment.day, rules: rules).current
        let isFirstCompletion = lessons[id] == nil
        let isFirstOfDay = completedDays.insert(moment.day).inserted
        // Only a new day can change the streak: the report is computed again only then.
        let report = isFirstOfDay ? streakReport(on: moment.day, rules: rules) : nil
        let streak = report?.current ?? streakBefore

        let categoryLessons = try library.outlines(in: category).map(\.id)
        let completesCategory = isFirstCompletion && categoryLessons.allSatisfy { $0 == id || lessons[$0] != nil }
        let award = Self.award(rules: rules, correctFirstAttempt: correctFirstAttempt, streak: streak, completesCategory: completesCategory,
                               previousBest: lessons[id]?.xpEarned)
        let record = LessonRecord(firstCompletion: moment, bestScore: max(score, 0), fewestAttempts: max(attempts, 1), xpEarned: award.total)
        lessons[id] = lessons[id].map { $0.merged(with: record) } ?? record

        // Every milestone the category's count has passed and the learner has not had (one a
        // merge brought in is given at the next completion in the category).
        var milestone: Int?, milestoneAward = 0
        let interval = library.category(category)?.milestoneInterval ?? rules.milestoneInterval
        let inCategory = categoryLessons.filter { lessons[$0] != nil }.count
        if interval > 0 {
            for count in stride(from: interval, through: inCategory, by: interval) where milestoneXP["\(category)#\(count)"] == nil {
                milestone = count
                milestoneAward += max(rules.baseXP, 0)
                milestoneXP["\(category)#\(count)"] = max(rules.baseXP, 0)
            }
        }
        var added: [String] = []
        if isFirstCompletion {
            for question in lesson.questions {
                let key = "\(id)#\(question.id)"
                if quiz[key] == nil {
                    quiz[key] = QuizEntry(added: moment.day)
                    added.append(key)
                }
            }
            added += addToQuizPool(try library.quizItems(for: id), on: moment.day)
        }
        // Each milestone once: reached now, or crossed by a mercy day counted as on path since.
        let reached = rules.streakMilestones.filter { streak >= $0 && streakMilestoneXP[$0] == nil }
        var streakAward = 0
        for milestone in reached where streakMilestoneXP[milestone] == nil {
            let xp = max(rules.streakMilestones.firstIndex(of: milestone).flatMap { index in rules.streakMilestoneXP.flatMap { $0.indices.contains(index) ? $0[index] : nil } } ?? 0, 0)
            streakMilestoneXP[milestone] = xp
            streakAward += xp
        }
        let earned = try earnAchievements(on: moment.day, in: library, rules: rules, bestStreak: report?.best)
        return CompletionOutcome(
            lesson: id, isFirstCompletion: isFirstCompletion, isFirstOfDay: isFirstOfDay, xp: award, streakBefore: streakBefore, streak: streak,
            streakMilestones: reached, streakMilestoneXP: streakAward, lessonMilestone: milestone, milestoneXP: milestoneAward, achievementsEarned: earned,
            achievementXP: earned.compactMap { achievementXP[$0] }.reduce(0, +), quizQuestionsAdded: added)
    }

    static func award(rules: ProgressRules, correctFirstAttempt: Bool, streak: Int, completesCategory: Bool, previousBest: Int?) -> XPAward {
        let calculator = XPCalculator(rules: rules)
        let total = calculator.xp(correctFirstAttempt: correctFirstAttempt, streakDays: streak, completesCategory: completesCategory)
        return XPAward(
            base: rules.baseXP, firstAttemptMultiplier: correctFirstAttempt ? rules.firstAttemptMultiplier : 1,
            streakMultiplier: min(1 + rules.streakBonusPerDay * Double(max(streak, 0)), rules.maxStreakMultiplier),
            categoryMultiplier: completesCategory ? 1 + rules.categoryCompletionBonus : 1, total: total,
            added: max(total - (previousBest ?? 0), 0))
    }

    /// Records every achievement the learner now meets and had not earned, on `day`; returns
    /// their ids in the bundle's order.
    mutating func earnAchievements(on day: LocalDate, in library: ContentLibrary, rules: ProgressRules, bestStreak: Int? = nil) throws(BundleError) -> [String] {
        let best = bestStreak ?? streakReport(on: day, rules: rules).best
        let facts = ProgressFacts(completedLessons: lessons.mapValues(\.firstCompletion.day), bestStreak: best,
                                  familyActivities: familyActivities.count,
                                  surahsMemorised: memorisedVerses.isEmpty ? 0 : surahsMemorised(in: try library.memorisationUnits()).count)
        let all = try library.achievements()
        let statuses = try AchievementEvaluator(library: library).evaluate(all, facts: facts)
        var earned: [String] = []
        for (status, achievement) in zip(statuses, all) where status.earned && achievements[status.id] == nil {
            achievements[status.id] = day
            if let xp = achievement.xp, xp > 0 { achievementXP[status.id] = xp }
            earned.append(status.id)
        }
        return earned
    }
}
