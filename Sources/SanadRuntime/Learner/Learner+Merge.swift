import SanadBundleFormat

extension Learner {
    /// Two devices' copies of one learner, merged record by record, so that nothing either device
    /// recorded is lost and devices can sync in any order, any number of times (the merge is
    /// commutative, associative and idempotent; `LearnerMergeTests` checks it on random learners):
    ///
    /// - a lesson: the earliest first completion, the highest score, the fewest attempts and the
    ///   most XP, each on its own (so 150 XP for lesson 1 on the phone and 150 for lesson 2 on the
    ///   tablet make 300);
    /// - completed days and freeze weeks: united; the streak is walked again over the united days
    ///   (it can be shorter than one device's: a day learned on the other device may start the
    ///   streak earlier in a week, whose miss then takes the freeze; see `StreakTracker.report`);
    /// - reviews: each review (`lesson#n`) with the earlier day and the higher XP;
    /// - the quiz pool: each question at the further level (then the higher count), the later day
    ///   asked and the earlier day added;
    /// - behavioural goals: the later restart (a restart on either device wins), and each day's
    ///   entry with an infraction outweighing a clean report;
    /// - family activities: each (activity, week) with the earlier day and the higher XP;
    /// - memorised verses: each verse with the earlier day;
    /// - achievement XP: each achievement's higher XP;
    /// - achievements: the earlier day earned; lesson and streak milestones: the higher XP;
    /// - the focus: the later choice (then the smaller ids, so the tie has one winner).
    public func merged(with other: Learner) -> Learner {
        var result = Learner()
        result.lessons = Self.merge(lessons, other.lessons) { $0.merged(with: $1) }
        result.completedDays = completedDays.union(other.completedDays)
        result.freezeWeeks = freezeWeeks.union(other.freezeWeeks)
        result.reviewDays = Self.merge(reviewDays, other.reviewDays, min)
        result.reviewXP = Self.merge(reviewXP, other.reviewXP, max)
        result.quiz = Self.merge(quiz, other.quiz) { $0.merged(with: $1) }
        result.goals = Self.merge(goals, other.goals) { a, b in
            BehaviourGoal(restarted: [a.restarted, b.restarted].compactMap { $0 }.max(), log: a.log.merged(with: b.log))
        }
        result.achievements = Self.merge(achievements, other.achievements, min)
        result.milestoneXP = Self.merge(milestoneXP, other.milestoneXP, max)
        result.streakMilestoneXP = Self.merge(streakMilestoneXP, other.streakMilestoneXP, max)
        result.familyActivities = Self.merge(familyActivities, other.familyActivities, min)
        result.familyXP = Self.merge(familyXP, other.familyXP, max)
        result.memorisedVerses = Self.merge(memorisedVerses, other.memorisedVerses, min)
        result.lectureTopics = Self.merge(lectureTopics, other.lectureTopics, min)
        result.achievementXP = Self.merge(achievementXP, other.achievementXP, max)
        switch (focus, other.focus) {
        case (let a?, let b?): result.focus = Self.later(a, b)
        case (let a?, nil): result.focus = a
        case (nil, let b): result.focus = b
        }
        return result
    }

    /// `first`, unless `second` was chosen later or at the same moment with smaller ids.
    private static func later(_ first: FocusChoice, _ second: FocusChoice) -> FocusChoice {
        if second.chosen > first.chosen { return second }
        if second.chosen == first.chosen, second.selection.active.lexicographicallyPrecedes(first.selection.active) { return second }
        return first
    }

    private static func merge<Key, Value>(_ a: [Key: Value], _ b: [Key: Value], _ combine: (Value, Value) -> Value) -> [Key: Value] {
        a.merging(b, uniquingKeysWith: combine)
    }
}

extension BehaviourLog {
    /// Two logs of one category: every day either recorded, an infraction outweighing a clean
    /// report.
    public func merged(with other: BehaviourLog) -> BehaviourLog {
        var result = self
        for (day, entry) in other.days {
            switch entry {
            case .clean: result.recordClean(on: day)
            case .infraction: result.recordInfraction(on: day)
            }
        }
        return result
    }
}
