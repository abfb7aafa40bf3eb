import SanadDiagnostics
import SanadSource

/// Anything a reviewer approves, as review sees it: a lesson, a category's own text, a
/// category's supplementary file. Kinds offer theirs (`ContentKind.reviewedItems`), so checks,
/// `sanad review approve` and `sanad review status` treat every kind alike.
public struct ReviewedItem: Sendable {
    /// What it is called in messages: `lesson`, `category`, `supplementary file`.
    public var what: String
    /// The id `sanad review approve` takes: `backbiting.what-is-ghibah`, `backbiting`,
    /// `backbiting/supplementary`.
    public var approvalID: String
    /// Its `review:` block: status, reviewer, date, fingerprint and signatures (a draft with nothing
    /// else when it has none).
    public var review: ReviewModel
    /// Where a problem of the item as a whole is shown when it has no `review:`.
    public var fallback: SourceRange
    /// The category it is in: its review scopes decide who may approve it.
    public var categoryFolder: String
    /// The scopes a reviewer needs one of, when the item is in no category (a memorisation
    /// unit); nil for an item whose category's `review-scopes` decide.
    public var reviewScopes: [String]? = nil
    /// For a translation: its locale, which the reviewer's `languages` must include.
    public var language: String? = nil
    /// The kind of the file the approval is written into, and the file.
    public var kind: SourceKind
    /// The file the approval is written into, for locating problems and for `sanad review approve`.
    public var file: SourceFile
    /// Its file's canonical text (`ReviewFingerprint.canonicalText`), when lowering kept it (the
    /// review records a fingerprint).
    public var canonicalText: String?
    /// The fingerprint of its current sources, given their canonical text, and its media under a
    /// content root.
    public var fingerprint: @Sendable (_ canonicalText: String, _ root: String) -> String
    /// Why a stale approval's recorded fingerprint differs although nothing it covered changed:
    /// it was computed as an earlier Sanad computed it (before media were part of it, before a
    /// card's picture and animation were), given its text and the content root; nil otherwise.
    public var earlierFingerprint: @Sendable (_ recorded: String, _ canonicalText: String, _ root: String) -> String? = { _, _, _ in nil }
}

extension ReviewedItem {
    /// Whether it is approved with a fingerprint its current sources (and media under `root`) no
    /// longer have.
    public func isStale(root: String) -> Bool {
        guard review.isApproved, let recorded = review.fingerprint, let canonical = canonicalText else { return false }
        return recorded != fingerprint(canonical, root)
    }

    /// Whether a release may publish it as it is: approved, and not changed since.
    public func isPublishable(root: String) -> Bool { review.isApproved && !isStale(root: root) }

    /// A file approved as a whole (an app's copy, a questionnaire, achievements): its approval
    /// covers its canonical text and the media it names, with `scopes` as the reviewer's scopes
    /// it needs one of.
    static func file(what: String, approvalID: String, review: ReviewModel, kind: SourceKind, file: SourceFile, canonicalText: String?,
                     media: [String] = [], scopes: [String]? = nil, categoryFolder: String = "") -> ReviewedItem {
        ReviewedItem(
            what: what, approvalID: approvalID, review: review, fallback: review.range ?? .startOf(file), categoryFolder: categoryFolder,
            reviewScopes: scopes, kind: kind, file: file, canonicalText: canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(media, root: $1)) })
    }
}

extension ContentKind {
    /// The items of every model of the kind that a reviewer approves.
    package static func allReviewedItems(in corpus: Corpus) -> [ReviewedItem] { models(in: corpus).flatMap(reviewedItems) }

    /// The reviewers the approvals of the kind's models name, each where it is named, in model
    /// order. A model's items are made and let go of one model at a time: the items of every
    /// model of a large corpus at once would be the build's peak.
    package static func approvers(in corpus: Corpus) -> [Located<String>] {
        var approvers: [Located<String>] = []
        for model in models(in: corpus) { approvers += Resolver.approvers(of: reviewedItems(of: model)) }
        return approvers
    }
}
