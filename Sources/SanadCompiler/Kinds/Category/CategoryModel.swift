import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// A category file, lowered.
public struct CategoryModel: Sendable, SourceFileModel {
    /// The category's id, where written (`backbiting`), which must equal its folder's name; when
    /// missing, the folder's name at the start of the file.
    public var id: Located<String>
    /// The folder name under `categories/`; the category's id must equal it.
    public var folder: String
    /// Nil when missing or unknown (the schema said so).
    public var kind: CategoryKind?
    /// The category's title as the learner reads it; empty when missing.
    public var title: String
    /// The category's Arabic term (غيبة), shown as written in every locale; nil when not given.
    public var arabic: String?
    /// The one sentence shown on the category's card; empty when missing.
    public var summary: String
    /// The overview's Markdown as written, read before the first lesson; nil for a category without
    /// one.
    public var overview: Located<String>?
    /// The overview compiled as Markdown, its ranges in text embedded in `category.yaml`.
    public var overviewBody: CompiledBody?
    /// Sources the overview cites (shown in its citation blocks).
    public var citations: [CitationModel]
    /// The review of the category's own text: title, summary, overview and its citations.
    public var review: ReviewModel
    /// Its position among the categories, from 1, where written; nil when not given.
    public var order: Located<Int>?
    /// The id of the `sanad.yaml` audience the category and its lessons are written for, where
    /// written; nil when not given.
    public var audience: Located<String>?
    /// The themes its lessons are grouped by, in order, each located at its id; a subtopic without
    /// an id is left out.
    public var subtopics: [Located<BundleSubtopic>]
    /// The ids of the categories to complete first (Salah requires Aqeedah and Wudu), where
    /// written.
    public var requires: [Located<String>]
    /// A milestone every this many completed lessons of the category, overriding the project's
    /// `milestone-interval`; nil to keep the project's.
    public var milestoneInterval: Int?
    /// The days of the category's behavioural goal (40 for "28 of 40 days with no backbiting"); nil
    /// when it has none.
    public var goalDays: Int?
    /// Reviewer scopes that may approve this category's lessons.
    public var reviewScopes: [String]
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The `category.yaml` the model was lowered from.
    public var file: SourceFile
    /// `icon:`: the picture on the category's card.
    public var icon: CardImageModel? = nil
}

/// A subtopic of a category.
public struct BundleSubtopic: Sendable, Equatable {
    /// The subtopic's id, which the category's lessons name in `subtopic:`.
    public var id: String
    /// The subtopic's title; its id when the file gives none.
    public var title: String
}
