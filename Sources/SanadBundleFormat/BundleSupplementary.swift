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
        public var type: OpenEnum<SupplementaryItemType>
        /// The item's title.
        public var title: String
        /// Position among the category's items, from 1.
        public var order: Int
        /// The `https:` address of an article or a video (a trusted domain or video host).
        public var url: String?
        /// On an item with an address in children's content: the app opens it behind a parental
        /// gate, as it does every link that leaves the app.
        public var parentalGate: Bool?
        /// The recording of a dhikr, relative to the bundle's media.
        public var audio: String?
        /// The item's text as blocks, like a lesson phase.
        public var blocks: [Block]?
        /// Keys of `citations.json` entries the text cites.
        public var citations: [String]

        /// Creates an item.
        public init(
            id: String, type: OpenEnum<SupplementaryItemType>, title: String, order: Int, url: String?, parentalGate: Bool? = nil, audio: String?,
            blocks: [Block]?, citations: [String]
        ) {
            self.id = id
            self.type = type
            self.title = title
            self.order = order
            self.url = url
            self.parentalGate = parentalGate
            self.audio = audio
            self.blocks = blocks
            self.citations = citations
        }
    }
}
