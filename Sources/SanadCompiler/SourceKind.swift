/// The kinds of source file: a closed set, in registry order (the order files of each are lowered
/// and reported). Each case names the `ContentKind` that declares the kind, in one exhaustive
/// `switch`: a kind cannot exist without its declaration, and a declaration's `source` names its
/// case (a test holds that each case's declaration names that case back).
public enum SourceKind: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// `sanad.yaml`.
    case project
    /// `reviewers.yaml`.
    case reviewers
    /// `achievements.yaml`.
    case achievements
    /// `hadith-collections.yaml`.
    case hadithCollections = "hadith-collections"
    /// `categories/<id>/category.yaml`.
    case category
    /// `categories/<id>/NN-slug.md`.
    case lesson
    /// `categories/<id>/supplementary.yaml`.
    case supplementary
    /// `categories/<id>/journal.yaml`.
    case journal
    /// `activities/<slug>.yaml`.
    case activity
    /// `memorisation/<slug>.yaml`.
    case memorisation
    /// `questionnaires/<id>.yaml`.
    case questionnaire
    /// `worship/plan.yaml`.
    case worshipPlan = "worship-plan"
    /// `lectures/<id>.yaml`.
    case lecture
    /// `quizzes/<id>.yaml`.
    case quizBank = "quiz-bank"
    /// `copy/<id>.yaml`.
    case appCopy = "copy"
    /// `<folder>/<stem>.<locale>.yaml`.
    case translation

    /// The kind's name, as in its schema's file name (`lesson`, `hadith-collections`).
    public var name: String { rawValue }

    public var description: String { rawValue }

    /// The kind's declaration.
    public var declaration: any ContentKind.Type {
        switch self {
        case .project: ContentKinds.Project.self
        case .reviewers: ContentKinds.Reviewers.self
        case .achievements: ContentKinds.Achievements.self
        case .hadithCollections: ContentKinds.HadithCollections.self
        case .category: ContentKinds.Category.self
        case .lesson: ContentKinds.Lesson.self
        case .supplementary: ContentKinds.Supplementary.self
        case .journal: ContentKinds.Journal.self
        case .activity: ContentKinds.Activity.self
        case .memorisation: ContentKinds.Memorisation.self
        case .questionnaire: ContentKinds.Questionnaire.self
        case .worshipPlan: ContentKinds.WorshipPlan.self
        case .lecture: ContentKinds.Lecture.self
        case .quizBank: ContentKinds.QuizBank.self
        case .appCopy: ContentKinds.AppCopy.self
        case .translation: ContentKinds.Translation.self
        }
    }

    /// The file name of the kind's schema in `schemas/`.
    public var schemaName: String { "\(name).schema.json" }

    /// Whether files of this kind are Markdown with front matter (else plain YAML).
    public var isMarkdown: Bool { declaration.isMarkdown }

    /// The kind of a file by its path relative to the content root, or `nil` for files Sanad does
    /// not read (media, notes).
    public static func classify(relativePath path: String) -> SourceKind? {
        ContentKinds.owner(of: path)?.source
    }

    /// Registry order.
    public static func < (lhs: SourceKind, rhs: SourceKind) -> Bool { rank[lhs]! < rank[rhs]! }
    private static let rank = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
