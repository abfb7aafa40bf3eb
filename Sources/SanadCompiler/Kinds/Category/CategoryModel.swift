import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// A category file, lowered.
public struct CategoryModel: Sendable, SourceFileModel {
    public var id: Located<String>
    /// The folder name under `categories/`; the category's id must equal it.
    public var folder: String
    /// Nil when missing or unknown (the schema said so).
    public var kind: CategoryKind?
    public var title: String
    public var arabic: String?
    public var summary: String
    public var overview: Located<String>?
    /// The overview compiled as Markdown, its ranges in text embedded in `category.yaml`.
    public var overviewBody: CompiledBody?
    /// Sources the overview cites (shown in its citation blocks).
    public var citations: [CitationModel]
    /// The review of the category's own text: title, summary, overview and its citations.
    public var review: ReviewModel
    public var order: Located<Int>?
    public var audience: Located<String>?
    public var subtopics: [Located<BundleSubtopic>]
    public var requires: [Located<String>]
    public var milestoneInterval: Int?
    public var goalDays: Int?
    /// Reviewer scopes that may approve this category's lessons.
    public var reviewScopes: [String]
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    public var file: SourceFile
    /// `icon:`: the picture on the category's card.
    public var icon: CardImageModel? = nil
}

/// A subtopic of a category.
public struct BundleSubtopic: Sendable, Equatable {
    public var id: String
    public var title: String
}
