import SanadCitations
import SanadDiagnostics
import SanadSource

/// A reviewer from `reviewers.yaml`.
public struct ReviewerModel: Sendable {
    public var id: Located<String>
    public var name: String
    public var credentials: String
    public var scopes: [String]
}

/// An achievement from `achievements.yaml`.
public struct AchievementModel: Sendable {
    public var id: Located<String>
    public var title: String
    public var description: String
    public var triggerType: String
    public var count: Int?
    public var days: Int?
    public var category: Located<String>?
    public var from: String?
    public var to: String?
}

/// Everything lowered from one content folder.
public struct Corpus: Sendable {
    public var root: String
    public var project: ProjectModel?
    public var categories: [CategoryModel] = []
    public var lessons: [LessonModel] = []
    public var reviewers: [ReviewerModel] = []
    public var reviewersAreSampleData = false
    public var achievements: [AchievementModel] = []
    /// Hadith collections added or overridden by `hadith-collections.yaml`.
    public var hadithCollections: [HadithCollection] = []
    /// Kinds of source of which at least one file could not be read or parsed: references into
    /// them are not reported as unknown, to avoid a cascade of errors.
    public var incompleteKinds: Set<SourceKind> = []
    /// The source files, in relative-path order.
    public var sources: [ParsedSource] = []
    /// Problems found while lowering: in Markdown embedded in YAML values (an overview).
    public var diagnostics: [Diagnostic] = []

    public init(root: String) { self.root = root }
}
