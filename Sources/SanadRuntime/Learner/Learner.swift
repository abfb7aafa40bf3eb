import Foundation
import SanadBundleFormat

/// Everything one learner has done, in one value the app stores and syncs: completions with their
/// XP, the days completed, freezes granted, reviews, the daily-quiz pool, behavioural goals,
/// achievements earned and the focus categories. The app changes it only through its verbs
/// (`completeLesson`, `completeTopic`, `review`, `answerQuiz`, `recordClean`, `recordInfraction`, `grantFreeze`,
/// `setFocus`), each of which updates every part it touches and says what changed; `merged(with:)`
/// combines two devices' copies record by record. Its encoding is versioned and deterministic
/// (`Learner+Codable.swift`), and an invalid state does not decode.
public struct Learner: Sendable, Equatable {
    /// The version of the stored form; a later version adds fields a reader of this one would
    /// lose, so it refuses them.
    public static let encodingVersion = 1

    /// Per lesson: first completion, best score, fewest attempts, XP earned.
    public internal(set) var lessons: [String: LessonRecord] = [:]
    /// Every local day with at least one completion.
    public internal(set) var completedDays: Set<LocalDate> = []
    /// The first day of every week for which a parent granted a freeze.
    public internal(set) var freezeWeeks: Set<LocalDate> = []
    /// XP of each spaced review done, by `"<lesson>#<n>"` (the n-th review of the lesson).
    public internal(set) var reviewXP: [String: Int] = [:]
    /// The days of each lesson's reviews, by `"<lesson>#<n>"`.
    public internal(set) var reviewDays: [String: LocalDate] = [:]
    /// The daily-quiz pool: every question added (on its lesson's completion), with its level.
    public internal(set) var quiz: [String: QuizEntry] = [:]
    /// Behavioural goals by category.
    public internal(set) var goals: [String: BehaviourGoal] = [:]
    /// Achievements earned, with the day each was first earned.
    public internal(set) var achievements: [String: LocalDate] = [:]
    /// The XP each earned achievement gave (its `xp` in the bundle when it was earned).
    public internal(set) var achievementXP: [String: Int] = [:]
    /// The XP of each lesson milestone reached, by `"<category>#<count>"`: every N lessons
    /// completed in a category (its milestone interval).
    public internal(set) var milestoneXP: [String: Int] = [:]
    /// The XP of each streak milestone reached, by its length in days (7, 30, 100).
    public internal(set) var streakMilestoneXP: [Int: Int] = [:]
    /// Family activities done, by `"<activity>@<week start>"`, with the day each was marked done.
    public internal(set) var familyActivities: [String: LocalDate] = [:]
    /// The XP of each family activity done, by the same key.
    public internal(set) var familyXP: [String: Int] = [:]
    /// Qur'an verses memorised, with the day each was first marked memorised. Kept by surah and
    /// ayah, not by unit, so a verse learnt in one unit counts in every unit that holds it.
    public internal(set) var memorisedVerses: [VerseKey: LocalDate] = [:]
    /// Lecture topics completed, with the day each was first completed.
    public internal(set) var lectureTopics: [String: LocalDate] = [:]
    /// The focus categories and when they were last chosen (the later choice wins a merge).
    public internal(set) var focus: FocusChoice?

    /// A learner with no progress.
    public init() {}

    /// All XP earned: lessons, reviews and milestones. Saturates rather than overflowing.
    public var xp: Int {
        let parts = Array(lessons.values.map(\.xpEarned)) + Array(reviewXP.values) + Array(milestoneXP.values) + Array(streakMilestoneXP.values)
            + Array(familyXP.values) + Array(achievementXP.values)
        return parts.reduce(0) { total, part in
            let (sum, overflow) = total.addingReportingOverflow(part)
            return overflow ? Int.max : sum
        }
    }
}

/// A question in the daily-quiz pool: its level and when it was last asked (or added).
public struct QuizEntry: Codable, Sendable, Equatable {
    /// 1…4, or 5 when mastered (`QuizScheduler.windows`).
    public var level: Int
    /// Correct answers in a row at this level.
    public var correctAtLevel: Int
    /// The day it joined the pool (its lesson's first completion).
    public var added: LocalDate
    /// The day it was last answered.
    public var lastAsked: LocalDate?

    /// A question joining the pool on `day` at `level` (1 unless a quiz bank says otherwise),
    /// due after that level's window.
    public init(added day: LocalDate, level: Int = 1) {
        self.level = min(max(level, 1), QuizScheduler.windows.count)
        correctAtLevel = 0
        added = day
        lastAsked = nil
    }

    /// The entry two devices agree on: the further progress (level, then count) and the later
    /// day asked; the earlier day added.
    public func merged(with other: QuizEntry) -> QuizEntry {
        var result = (level, correctAtLevel) >= (other.level, other.correctAtLevel) ? self : other
        result.added = min(added, other.added)
        result.lastAsked = [lastAsked, other.lastAsked].compactMap { $0 }.max()
        return result
    }
}

/// The focus categories and the moment they were chosen.
public struct FocusChoice: Codable, Sendable, Equatable {
    /// The two categories.
    public var selection: FocusSelection
    /// When the learner chose them.
    public var chosen: Moment
}
