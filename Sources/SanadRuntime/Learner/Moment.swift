import Foundation
import SanadBundleFormat

/// When something happened: the instant, the time zone the device had then, and the local day it
/// counted for. The day is fixed when the moment is recorded, so a later change of time zone
/// (travel, a new device) never moves a completion to another day: no retroactive change to a
/// streak or to a date-window achievement. Instants are kept to the millisecond.
public struct Moment: Codable, Sendable, Hashable, Comparable {
    /// The instant, UTC.
    public var instant: Date
    /// The device's time zone identifier then (`Asia/Riyadh`).
    public var timeZone: String
    /// The local day it counted for.
    public var day: LocalDate

    /// A moment at `instant` on a device in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        // Kept within years 1…9999 (the days a moment can count for), and finite.
        let seconds = instant.timeIntervalSince1970
        let bounds = (Double(LocalDate.dayNumbers.lowerBound) * 86_400, Double(LocalDate.dayNumbers.upperBound) * 86_400)
        let kept = seconds.isFinite ? min(max(seconds, bounds.0), bounds.1) : 0
        let instant = Date(timeIntervalSince1970: kept)
        self.instant = Self.rounded(instant)
        self.timeZone = timeZone.identifier
        day = LocalDate(instant, in: timeZone)
    }

    /// Earlier instants first; the same instant orders by day, then by time zone, so the order is
    /// total and a merge picks the same moment on every device.
    public static func < (lhs: Moment, rhs: Moment) -> Bool {
        (lhs.instant, lhs.day, lhs.timeZone) < (rhs.instant, rhs.day, rhs.timeZone)
    }
}

/// One lesson in a learner's progress. Every field merges on its own (earliest first completion,
/// highest score, fewest attempts, most XP), so two devices' records merge in any order.
public struct LessonRecord: Codable, Sendable, Equatable {
    /// The first completion.
    public var firstCompletion: Moment
    /// The best practice score (correct answers) of any completion.
    public var bestScore: Int
    /// The fewest attempts any completion needed.
    public var fewestAttempts: Int
    /// The XP the lesson earned: the most any completion earned (a repeat earns only the
    /// difference when it does better).
    public var xpEarned: Int

    /// A record with every field given.
    public init(firstCompletion: Moment, bestScore: Int, fewestAttempts: Int, xpEarned: Int) {
        self.firstCompletion = firstCompletion
        self.bestScore = bestScore
        self.fewestAttempts = fewestAttempts
        self.xpEarned = xpEarned
    }

    /// The record two devices agree on.
    public func merged(with other: LessonRecord) -> LessonRecord {
        LessonRecord(firstCompletion: min(firstCompletion, other.firstCompletion), bestScore: max(bestScore, other.bestScore),
                     fewestAttempts: min(fewestAttempts, other.fewestAttempts), xpEarned: max(xpEarned, other.xpEarned))
    }
}

/// A behavioural goal in one category ("40 days with no backbiting"): when it started, and what
/// each day since was.
public struct BehaviourGoal: Codable, Sendable, Equatable {
    /// The day the learner last restarted the goal; days before it do not count. Nil: every day
    /// recorded counts (the goal started with its first record).
    public var restarted: LocalDate?
    /// The log, from any day (days before a restart are kept and not counted).
    public var log: BehaviourLog

    /// A goal with a log, restarted on a day or not.
    public init(restarted: LocalDate? = nil, log: BehaviourLog = BehaviourLog()) {
        self.restarted = restarted
        self.log = log
    }
}
