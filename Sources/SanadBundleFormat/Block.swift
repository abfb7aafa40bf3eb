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
/// | `math` | `text`: display TeX, exactly as written (2.9) |
/// | `message` | `title` (who said it, when given), `blocks` (what they said) (2.9) |
/// | `table` | `header` (cells of inlines), `rows` |
/// | `thematic-break` | — |
public struct Block: Codable, Sendable, Equatable, WireCodable {
    /// Which kind of block this is; it says which of the other fields are set (see the table above).
    public var type: OpenEnum<BlockType>
    /// Whether a list is numbered (every list says, so it is held inline, in the bytes after
    /// `type`'s).
    public var ordered: Bool?
    /// The text of a heading or a paragraph, as inline spans.
    public var inlines: [Inline]?
    /// A list's items, each a list of blocks.
    public var items: [[Block]]?
    /// The blocks inside a quote.
    public var blocks: [Block]?
    /// A citation block's quoted text (Arabic), when it quotes one, a code block's text, or a math
    /// block's TeX.
    public var text: String?
    /// The fields few blocks set (a heading's level, an ordered list's start, a citation's source,
    /// an image's file, a table's cells), stored out of line; each reads and writes as the block's own
    /// (`block.url`), through the generated `BlockDetailsHolder`.
    @Sparse public var details = BlockDetails() // wire: inline

    /// An empty block of a type.
    public init(_ type: BlockType) { self.type = .known(type) }

    /// A translation line of a citation block.
    public struct Translation: Codable, Sendable, Equatable, WireCodable {
        /// Its language as a BCP 47 tag (`ur`, `en`), when the source marks it.
        public var language: String?
        /// The translation line's text.
        public var text: String
        /// A translation line.
        public init(language: String?, text: String) {
            self.language = language
            self.text = text
        }
    }
}

/// The fields of a `Block` that only some types of block set; a block holds them out of line
/// (`Block.details`) and reads each as its own.
public struct BlockDetails: Codable, Sendable, Equatable, WireCodable, SparseValue {
    /// A heading's level, 1 to 6.
    public var level: Int?
    /// An ordered list's first number.
    public var start: Int?
    /// A citation block's source: `quran` or `hadith`.
    public var source: OpenEnum<CitationKind>?
    /// A citation block's reference as written: `49:12` for the Qur'an, `muslim:2589` for a hadith.
    public var reference: String?
    /// A citation block's translation, when one is shown (all its translation lines, joined).
    public var translation: String?
    /// A citation block's translation lines, each with its language when the source marks it
    /// (format 1.1; a 1.0 reader ignores it and shows `translation`).
    public var translations: [Block.Translation]?
    /// An image's or an audio block's file: the path the content names it by (a media file's `sources`
    /// in the manifest); `ContentLibrary.mediaURL(for:)` gives its verified file.
    public var url: String?
    /// An image's alternative text.
    public var alt: String?
    /// An image's or an audio block's title, when it has one, or who said a message.
    public var title: String?
    /// A code block's language (its fence's info string), when given.
    public var language: String?
    /// A table's header row: one cell of inline spans per column.
    public var header: [[Inline]]?
    /// A table's body rows, each a list of cells of inline spans.
    public var rows: [[[Inline]]]?

    /// No field set.
    public init() {}
}

/// An inline span: `text`, `emphasis`, `strong`, `strikethrough`, `code`, `math` (TeX in `text`,
/// `display` for `$$…$$`; 2.9), `link` (with `url`, and `parentalGate` in children's content when
/// it leaves the app) or `line-break`. Containers hold `children`.
public struct Inline: Codable, Sendable, Equatable, WireCodable {
    /// Which kind of span this is; it says which of the other fields are set.
    public var type: OpenEnum<InlineType>
    /// The text of a `text` or `code` span, or the TeX of a `math` span, exactly as written.
    public var text: String?
    /// The spans inside an `emphasis`, `strong`, `strikethrough` or `link` span.
    public var children: [Inline]?
    /// A link's address and a math span's display flag, stored out of line; each reads and writes
    /// as the span's own (`inline.url`), through the generated `InlineDetailsHolder`.
    @Sparse public var details = InlineDetails() // wire: inline

    /// A span of a type.
    public init(_ type: InlineType, text: String? = nil, url: String? = nil, children: [Inline]? = nil) {
        self.type = .known(type)
        self.text = text
        self.children = children
        if let url { details.url = url }
    }
}

/// The fields of an `Inline` few spans set; a span holds them out of line (`Inline.details`) and
/// reads each as its own.
public struct InlineDetails: Codable, Sendable, Equatable, WireCodable, SparseValue {
    /// On a `math` span: whether it is display math (`$$…$$`) inside a paragraph (format 2.9).
    public var display: Bool?
    /// A link's target: an `https:` address, or `lesson:<id>` for another lesson.
    public var url: String?
    /// On a link to another site in children's content: the app shows it behind a parental gate
    /// (format 1.1).
    public var parentalGate: Bool?

    /// No field set.
    public init() {}
}

/// The types of block (see `Block`).
public enum BlockType: String, Sendable, Hashable, CaseIterable, Codable {
    /// The blocks of `Block`'s table, each with the fields it lists.
    case heading, paragraph, list, quote, citation, image, audio, code, table
    /// Display TeX math (format 2.9): an app that cannot typeset it shows `text`.
    case math
    /// A quoted message (format 2.9): `title` says who said it, `blocks` what; an app that does
    /// not know it shows a quote.
    case message
    /// A horizontal rule (`thematic-break`); it has no other field.
    case thematicBreak = "thematic-break"
}

/// The types of inline span (see `Inline`).
public enum InlineType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Plain text, emphasis, strong, struck-through text, inline code and a link (see `Inline`).
    case text, emphasis, strong, strikethrough, code, link
    /// Inline TeX math (format 2.9): an app that cannot typeset it shows `text`.
    case math
    /// A hard line break (`line-break`); it has no other field.
    case lineBreak = "line-break"
}
