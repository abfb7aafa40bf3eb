import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// A category's `supplementary.yaml`, lowered: its items and the review of the whole file.
public struct SupplementaryList: Sendable, CategoryFileModel {
    /// The folder of the category it belongs to.
    public var categoryFolder: String
    /// The file's items in the order written; one without an id or a known type is left out.
    public var items: [SupplementaryItemModel]
    /// The review of the whole file, approved with `sanad review approve <category>/supplementary`.
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The `supplementary.yaml` the list was lowered from.
    public var file: SourceFile

    /// Every media file the items name: dhikr recordings and the images and audio in their text.
    public var mediaPaths: [String] { items.flatMap(\.mediaPaths) }
}

/// One supplementary item: an article, a trusted video, a dhikr with its recording, or advice.
public struct SupplementaryItemModel: Sendable {
    /// The item's id, where written: its category's id, a dot and a slug
    /// (`backbiting.defend-his-honour`), unique across the project since an app may key progress by
    /// it.
    public var id: Located<String>
    /// The folder of the category whose `supplementary.yaml` holds the item.
    public var categoryFolder: String
    /// What the item is: an `article` or a `video` (a link), a `dhikr` (a recording with its words)
    /// or `advice` (written here, with its sources).
    public var type: SupplementaryItemType
    /// The item's title as the learner reads it; empty when missing.
    public var title: String
    /// Its position among the category's items, from 1, where written; nil when not given (it then
    /// comes last in the bundle).
    public var order: Located<Int>?
    /// The address of an article or a video.
    public var url: Located<String>?
    /// The recording of a dhikr.
    public var audio: Located<String>?
    /// The text (Markdown) shown with the item, compiled like a lesson body.
    public var body: CompiledBody?
    /// The sources the text cites.
    public var citations: [CitationModel]
    /// Where the item is written, for problems of the item as a whole.
    public var range: SourceRange

    /// The media the item names, as written: its recording, then the images and audio its text
    /// shows.
    public var mediaPaths: [String] { [audio?.value].compactMap { $0 } + (body?.mediaPaths ?? []) }
}

extension Corpus {
    /// Every supplementary item, file by file.
    public var supplementaryItems: [SupplementaryItemModel] { models(of: ContentKinds.Supplementary.self).flatMap(\.items) }
}
