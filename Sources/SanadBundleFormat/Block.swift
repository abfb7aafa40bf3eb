/// A block of a compiled lesson body: a typed tree, not HTML. `type` says which fields are set.
///
/// | type | fields |
/// | --- | --- |
/// | `heading` | `level`, `inlines` |
/// | `paragraph` | `inlines` |
/// | `list` | `ordered`, `start`, `items` (each a list of blocks) |
/// | `quote` | `blocks` |
/// | `citation` | `source` (`quran` or `hadith`), `reference`, `text`, `translation` |
/// | `image` | `url`, `alt`, `title` |
/// | `audio` | `url`, `title` |
/// | `code` | `language`, `text` |
/// | `table` | `header` (cells of inlines), `rows` |
/// | `thematic-break` | — |
public struct Block: Codable, Sendable, Equatable {
    public var type: String
    public var level: Int?
    public var inlines: [Inline]?
    public var ordered: Bool?
    public var start: Int?
    public var items: [[Block]]?
    public var blocks: [Block]?
    public var source: String?
    public var reference: String?
    public var text: String?
    /// A citation block's translation, when one is shown.
    public var translation: String?
    public var url: String?
    public var alt: String?
    public var title: String?
    public var language: String?
    public var header: [[Inline]]?
    public var rows: [[[Inline]]]?

    public init(type: String) { self.type = type }
}

/// An inline span: `text`, `emphasis`, `strong`, `strikethrough`, `code`, `link` (with `url`) or
/// `line-break`. Containers hold `children`.
public struct Inline: Codable, Sendable, Equatable {
    public var type: String
    public var text: String?
    public var url: String?
    public var children: [Inline]?

    public init(type: String, text: String? = nil, url: String? = nil, children: [Inline]? = nil) {
        self.type = type
        self.text = text
        self.url = url
        self.children = children
    }
}
