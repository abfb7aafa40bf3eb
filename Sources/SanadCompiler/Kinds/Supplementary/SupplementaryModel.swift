import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// A category's `supplementary.yaml`, lowered: its items and the review of the whole file.
public struct SupplementaryList: Sendable {
    /// The folder of the category it belongs to.
    public var categoryFolder: String
    public var items: [SupplementaryItemModel]
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// String values with Arabic letters outside the items' Markdown, citations and review: the
    /// titles, searched for uncited Qur'an like any prose.
    public var arabicValues: [Located<String>]
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

    /// The item's text as a Markdown part, checked by every body rule.
    public var bodyPart: MarkdownBody? {
        body.map { MarkdownBody(kind: .supplementaryText, categoryFolder: categoryFolder, body: $0) }
    }

    /// The item's text with the sources it cites, for the citation checker.
    public var citedText: CitedText {
        CitedText(citations: citations, body: bodyPart, categoryFolder: categoryFolder, kind: .supplementaryText)
    }

    public var mediaPaths: [String] { [audio?.value].compactMap { $0 } + (body?.mediaPaths ?? []) }
}

extension Corpus {
    /// Every supplementary item, file by file.
    public var supplementaryItems: [SupplementaryItemModel] { models(of: ContentKinds.Supplementary.self).flatMap(\.items) }
}
