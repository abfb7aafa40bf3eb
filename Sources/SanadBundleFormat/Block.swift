/// A block of a compiled lesson body: a typed tree, not HTML. `type` says which fields are set.
///
/// | type | fields |
/// | --- | --- |
/// | `heading` | `level`, `inlines` |
/// | `paragraph` | `inlines` |
/// | `list` | `ordered`, `start`, `items` (each a list of blocks) |
/// | `quote` | `blocks` |
/// | `citation` | `source` (`quran` or `hadith`), `reference`, `text`, `translation`, `translations` (1.1) |
/// | `image` | `url`, `alt`, `title` |
/// | `audio` | `url`, `title` |
/// | `code` | `language`, `text` |
/// | `table` | `header` (cells of inlines), `rows` |
/// | `thematic-break` | — |
public struct Block: Codable, Sendable, Equatable {
    public var type: OpenEnum<BlockType>
    public var level: Int?
    public var inlines: [Inline]?
    public var ordered: Bool?
    public var start: Int?
    public var items: [[Block]]?
    public var blocks: [Block]?
    /// A citation block's source: `quran` or `hadith`.
    public var source: OpenEnum<CitationKind>?
    public var reference: String?
    public var text: String?
    /// A citation block's translation, when one is shown (all its translation lines, joined).
    public var translation: String?
    /// A citation block's translation lines, each with its language when the source marks it
    /// (format 1.1; a 1.0 reader ignores it and shows `translation`).
    public var translations: [Translation]?
    public var url: String?
    public var alt: String?
    public var title: String?
    public var language: String?
    public var header: [[Inline]]?
    public var rows: [[[Inline]]]?

    /// An empty block of a type.
    public init(_ type: BlockType) { self.type = .known(type) }

    /// A translation line of a citation block.
    public struct Translation: Codable, Sendable, Equatable {
        /// Its language as a BCP 47 tag (`ur`, `en`), when the source marks it.
        public var language: String?
        public var text: String
        public init(language: String?, text: String) {
            self.language = language
            self.text = text
        }
    }
}

/// An inline span: `text`, `emphasis`, `strong`, `strikethrough`, `code`, `link` (with `url`, and
/// `parentalGate` in children's content when it leaves the app) or `line-break`. Containers hold
/// `children`.
public struct Inline: Codable, Sendable, Equatable {
    public var type: OpenEnum<InlineType>
    public var text: String?
    public var url: String?
    /// On a link to another site in children's content: the app shows it behind a parental gate
    /// (format 1.1).
    public var parentalGate: Bool?
    public var children: [Inline]?

    /// A span of a type.
    public init(_ type: InlineType, text: String? = nil, url: String? = nil, children: [Inline]? = nil) {
        self.type = .known(type)
        self.text = text
        self.url = url
        self.children = children
    }
}

/// The types of block (see `Block`).
public enum BlockType: String, Sendable, Hashable, CaseIterable, Codable {
    case heading, paragraph, list, quote, citation, image, audio, code, table
    case thematicBreak = "thematic-break"
}

/// The types of inline span (see `Inline`).
public enum InlineType: String, Sendable, Hashable, CaseIterable, Codable {
    case text, emphasis, strong, strikethrough, code, link
    case lineBreak = "line-break"
}
