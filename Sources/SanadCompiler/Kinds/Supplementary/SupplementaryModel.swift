import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// A category's `supplementary.yaml`, lowered: its items and the review of the whole file.
public struct SupplementaryList: Sendable, CategoryFileModel {
    /// The folder of the category it belongs to.
    public var categoryFolder: String
    public var items: [SupplementaryItemModel]
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    public var file: SourceFile

    /// Every media file the items name: dhikr recordings and the images and audio in their text.
    public var mediaPaths: [String] { items.flatMap(\.mediaPaths) }
}

/// One supplementary item: an article, a trusted video, a dhikr with its recording, or advice.
public struct SupplementaryItemModel: Sendable {
    public var id: Located<String>
    public var categoryFolder: String
    public var type: SupplementaryItemType
    public var title: String
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

    public var mediaPaths: [String] { [audio?.value].compactMap { $0 } + (body?.mediaPaths ?? []) }
}

extension Corpus {
    /// Every supplementary item, file by file.
    public var supplementaryItems: [SupplementaryItemModel] { models(of: ContentKinds.Supplementary.self).flatMap(\.items) }
}
