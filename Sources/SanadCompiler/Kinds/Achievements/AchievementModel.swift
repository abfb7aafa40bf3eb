import SanadBundleFormat
import SanadDiagnostics

/// `achievements.yaml`, lowered: every achievement, and the review of the whole file.
public struct AchievementList: Sendable, SourceFileModel {
    /// The achievements in the order written; one without an id or a trigger is left out.
    public var achievements: [AchievementModel]
    /// The review of the whole file, approved with `sanad review approve achievements`.
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The `achievements.yaml` the list was lowered from.
    public var file: SourceFile
}

/// An achievement from `achievements.yaml`.
public struct AchievementModel: Sendable {
    /// The achievement's id, where written (`eid-celebration`); progress is keyed by it, so it
    /// never changes once published.
    public var id: Located<String>
    /// The achievement's title as the learner reads it; empty when missing.
    public var title: String
    /// What earns it, in a sentence the app shows under the title; empty when missing.
    public var description: String
    /// Nil when missing or unknown (the schema said so).
    public var triggerType: TriggerType?
    /// How many lessons completed (`lessons-completed`, `lessons-in-range`), family activities or
    /// whole surahs memorised earn it; nil when the trigger gives no count.
    public var count: Int?
    /// `streak`: the streak length, in days, that earns it; nil for other triggers.
    public var days: Int?
    /// `category-completed`: the id of the category whose every lesson earns it, where written; nil
    /// for other triggers.
    public var category: Located<String>?
    /// `lessons-in-range`: the first Gregorian day counted (`YYYY-MM-DD`, inclusive); nil when the
    /// window is not Gregorian.
    public var from: String?
    /// `lessons-in-range`: the last Gregorian day counted (`YYYY-MM-DD`, inclusive); nil when the
    /// window is not Gregorian.
    public var to: String?
    /// A recurring Hijri window (`MM-DD`), for `lessons-in-range`.
    public var hijriFrom: String?
    /// The last Hijri month-day of that window (`MM-DD`, inclusive); nil without a Hijri window.
    public var hijriTo: String?
    /// Where the title and the description are written.
    public var titleRange: SourceRange? = nil
    /// Where the description is written, if it is.
    public var descriptionRange: SourceRange? = nil
    /// `lesson-completed`: the lesson.
    public var lesson: Located<String>? = nil
    /// Its group in the app's trophy room (consistency, mastery, special or family); nil when not
    /// given.
    public var group: AchievementGroup? = nil
    /// The XP it gives once, when it is earned; nil when it gives none.
    public var xp: Int? = nil
    /// The badge picture and its locked silhouette.
    public var badge: Located<String>? = nil
    /// The locked silhouette shown before the badge is earned, a picture's path where written; nil
    /// when not given.
    public var lockedBadge: Located<String>? = nil
    /// What the badge says to a learner who cannot see it (a screen reader's label).
    public var badgeLabel: String? = nil
    /// Where `badge:` is written.
    public var badgeRange: SourceRange? = nil
    /// The audience it is for, when it names one.
    public var audience: Located<String>? = nil
}
