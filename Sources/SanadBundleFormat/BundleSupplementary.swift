/// `supplementary/<category>.json`: the supplementary items of one category (articles, trusted
/// videos, dhikr audio, sourced advice), in order. Added in format 1.2.
public struct BundleSupplementary: Codable, Sendable, Equatable {
    /// The category the items belong to.
    public var category: String
    /// The items, by order then id.
    public var items: [Item]

    /// Creates the file's content.
    public init(category: String, items: [Item]) {
        self.category = category
        self.items = items
    }

    /// One supplementary item.
    public struct Item: Codable, Sendable, Equatable, Identifiable {
        /// Unique across the bundle; an app may key progress ("listened") by it.
        public var id: String
        /// What the item is.
        public var type: SupplementaryItemType
        public var title: String
        /// Position among the category's items, from 1.
        public var order: Int
        /// The `https:` address of an article or a video (a trusted domain or video host).
        public var url: String?
        /// The recording of a dhikr, relative to the bundle's media.
        public var audio: String?
        /// The item's text as blocks, like a lesson phase.
        public var blocks: [Block]?
        /// Keys of `citations.json` entries the text cites.
        public var citations: [String]

        /// Creates an item.
        public init(id: String, type: SupplementaryItemType, title: String, order: Int, url: String?, audio: String?, blocks: [Block]?, citations: [String]) {
            self.id = id
            self.type = type
            self.title = title
            self.order = order
            self.url = url
            self.audio = audio
            self.blocks = blocks
            self.citations = citations
        }
    }
}

/// What a supplementary item is. A type added in a later minor version of the format reads as
/// `other`, with its name, so an app of today can skip it.
public enum SupplementaryItemType: Sendable, Hashable, Codable, RawRepresentable {
    /// A link to an article on a trusted site.
    case article
    /// A link to a video on an allowed host (streamed, never downloaded).
    case video
    /// A dhikr: its words and a recording.
    case dhikr
    /// Advice written in the item, with its Qur'an and hadith sources.
    case advice
    /// A type this reader does not know.
    case other(String)

    /// The type named `rawValue`; an unknown name is `other`.
    public init(rawValue: String) {
        switch rawValue {
        case "article": self = .article
        case "video": self = .video
        case "dhikr": self = .dhikr
        case "advice": self = .advice
        default: self = .other(rawValue)
        }
    }

    /// The type's name in the bundle.
    public var rawValue: String {
        switch self {
        case .article: return "article"
        case .video: return "video"
        case .dhikr: return "dhikr"
        case .advice: return "advice"
        case .other(let name): return name
        }
    }

    /// Decodes the type's name.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the type's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
