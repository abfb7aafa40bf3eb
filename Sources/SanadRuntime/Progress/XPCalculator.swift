import SanadBundleFormat

/// Experience points and levels, from the bundle's rules.
///
/// XP for a lesson = base × 1.5 on a correct first attempt × (1 + 0.1 per streak day, at most × 2)
/// × 1.25 when it completes its category; a review earns 50% of the XP the lesson earned when it
/// was completed (seed 004: a review earns 50% of the original XP; `reviewXP(ofLessonXP:)`). The
/// product document's example: 100 × 1.5 × 1.5 = 225 (correct first attempt, a five-day streak),
/// and 113 for its review.
public struct XPCalculator: Sendable {
    /// The rules XP and levels are computed from.
    public let rules: ProgressRules

    /// The most XP one award can give, whatever the rules (far above any valid rule's product).
    public static let maximumAward = 1e12

    /// A calculator for a bundle's (or a learner's resolved) rules.
    public init(rules: ProgressRules) { self.rules = rules }

    /// The XP of one completion, by the formula above, rounded and never negative; with
    /// `isReview`, `reviewShare` of it. A learner's review earns `reviewXP(ofLessonXP:)`: a share
    /// of what the lesson earned, not of a new award at the review's streak.
    public func xp(correctFirstAttempt: Bool, streakDays: Int, completesCategory: Bool = false, isReview: Bool = false) -> Int {
        var value = Double(rules.baseXP)
        if correctFirstAttempt { value *= rules.firstAttemptMultiplier }
        value *= min(1 + rules.streakBonusPerDay * Double(max(streakDays, 0)), rules.maxStreakMultiplier)
        if completesCategory { value *= 1 + rules.categoryCompletionBonus }
        if isReview { value *= rules.reviewShare }
        return Self.award(value)
    }

    /// An award of `value` XP: rounded half away from zero, within 0…`maximumAward`; 0 for a value
    /// that is not finite (rules are validated when the bundle opens; this keeps even unvalidated
    /// ones from trapping).
    static func award(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max((value + 1e-9).rounded(.toNearestOrAwayFromZero), 0), maximumAward))
    }

    /// The XP of a review of a lesson that earned `lessonXP` when it was completed: the rules'
    /// `reviewShare` of it (50%), rounded half away from zero, never negative.
    public func reviewXP(ofLessonXP lessonXP: Int) -> Int {
        Self.award(Double(max(lessonXP, 0)) * rules.reviewShare)
    }

    /// The level (1-based) for a total, and the XP still needed for the next one (nil at the top).
    public func level(forXP total: Int) -> (level: Int, toNext: Int?) {
        let reached = rules.levels.lastIndex { total >= $0 } ?? 0
        let next = reached + 1 < rules.levels.count ? rules.levels[reached + 1].subtractingReportingOverflow(total).partialValue : nil
        return (reached + 1, next)
    }
}
