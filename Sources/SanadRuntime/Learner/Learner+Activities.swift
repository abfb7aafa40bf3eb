import Foundation
import SanadBundleFormat

extension Learner {
    /// Records the next spaced review of a completed lesson and its XP: the bundle's review share
    /// (50%) of the XP the lesson earned when it was completed (seed 004: a review earns 50% of
    /// the original XP, whatever the streak on the day of the review). Returns the XP, or nil when
    /// the lesson is not completed, its next review is not due yet, or every review is done.
    @discardableResult
    public mutating func review(_ lesson: String, at moment: Moment, rules: ProgressRules) -> Int? {
        guard let due = nextReview(lesson, rules: rules), due <= moment.day, let record = lessons[lesson] else { return nil }
        let key = "\(lesson)#\(reviewsDone(lesson) + 1)"
        let xp = XPCalculator(rules: rules).reviewXP(ofLessonXP: record.xpEarned)
        reviewDays[key] = moment.day
        reviewXP[key] = xp
        return xp
    }

    /// Records an answer to a daily-quiz question: seven correct answers in a row at a level move
    /// it up, a wrong one restarts the count (`QuizScheduler`). A mastered question that came back
    /// (asked at a random level's format, `quizLevel(of:)`) stays mastered whatever the answer:
    /// levels only rise, so a merge of two devices, which keeps the further level, loses no
    /// answer. An optional quiz does not call this. Returns the question's new entry, or nil for
    /// a question not in the pool.
    @discardableResult
    public mutating func answerQuiz(_ key: String, correct: Bool, on day: LocalDate) -> QuizEntry? {
        guard var entry = quiz[key] else { return nil }
        entry.lastAsked = max(entry.lastAsked ?? day, day)
        if correct {
            entry.correctAtLevel = min(entry.correctAtLevel + 1, QuizScheduler.correctToAdvance)
            if entry.correctAtLevel >= QuizScheduler.correctToAdvance, entry.level <= QuizScheduler.windows.count {
                entry.level += 1
                entry.correctAtLevel = 0
            }
        } else {
            entry.correctAtLevel = 0
        }
        quiz[key] = entry
        return entry
    }

    /// Restarts a category's behavioural goal on `day`: days before it stop counting.
    public mutating func startGoal(_ category: String, on day: LocalDate) {
        goals[category, default: BehaviourGoal()].restarted = day
    }

    /// A day with no infraction in a category.
    public mutating func recordClean(_ category: String, on day: LocalDate) {
        goals[category, default: BehaviourGoal()].log.recordClean(on: day)
    }

    /// A day with an infraction in a category; it outweighs a clean report of the same day.
    public mutating func recordInfraction(_ category: String, on day: LocalDate) {
        goals[category, default: BehaviourGoal()].log.recordInfraction(on: day)
    }

    /// A parent grants the freeze of the week holding `day` (one a week, no roll-over). Under
    /// rules whose freeze is earned (`ProgressRules.freezeEarnedByActiveDays`), a grant adds
    /// nothing: the week before's activity decides.
    public mutating func grantFreeze(forWeekOf day: LocalDate, rules: ProgressRules) {
        freezeWeeks.insert(StreakTracker.weekStart(of: day, weekStartsOn: rules.weekStartsOn))
    }

    /// Chooses the focus categories at a moment.
    public mutating func setFocus(_ selection: FocusSelection, at moment: Moment) {
        focus = FocusChoice(selection: selection, chosen: moment)
    }
}
