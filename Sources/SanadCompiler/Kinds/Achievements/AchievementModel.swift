import SanadBundleFormat
import SanadDiagnostics

/// `achievements.yaml`, lowered: every achievement, and the review of the whole file.
public struct AchievementList: Sendable, SourceFileModel {
    public var achievements: [AchievementModel]
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    public var file: SourceFile
}

/// An achievement from `achievements.yaml`.
public struct AchievementModel: Sendable {
    public var id: Located<String>
    public var title: String
    public var description: String
    /// Nil when missing or unknown (the schema said so).
    public var triggerType: TriggerType?
    public var count: Int?
    public var days: Int?
    public var category: Located<String>?
    public var from: String?
    public var to: String?
    /// A recurring Hijri window (`MM-DD`), for `lessons-in-range`.
    public var hijriFrom: String?
    public var hijriTo: String?
    /// Where the title and the description are written.
    public var titleRange: SourceRange? = nil
    public var descriptionRange: SourceRange? = nil
    /// `lesson-completed`: the lesson.
    public var lesson: Located<String>? = nil
    public var group: AchievementGroup? = nil
    public var xp: Int? = nil
    /// The badge picture and its locked silhouette.
    public var badge: Located<String>? = nil
    public var lockedBadge: Located<String>? = nil
    /// What the badge says to a learner who cannot see it (a screen reader's label).
    public var badgeLabel: String? = nil
    /// Where `badge:` is written.
    public var badgeRange: SourceRange? = nil
    /// The audience it is for, when it names one.
    public var audience: Located<String>? = nil
}
