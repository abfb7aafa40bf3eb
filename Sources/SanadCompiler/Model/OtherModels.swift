import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// A reviewer from `reviewers.yaml`.
public struct ReviewerModel: Sendable {
    public var id: Located<String>
    public var name: String
    public var credentials: String
    public var scopes: [String]
    /// Whether `reviewers.yaml` says its reviewers are sample data (never a real approval).
    public var isSampleData: Bool
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
    /// Text values with Arabic letters (title, description), searched for uncited Qur'an.
    public var arabicValues: [Located<String>]
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
    /// The audience it is for, when it names one.
    public var audience: Located<String>? = nil
}
