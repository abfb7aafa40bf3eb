/// `journal/<category>.json`: one category's journaling prompts (Keys to Paradise: the
/// category's journaling popup, and the reflection after a lesson's "I have Reflected"), in
/// order, in the category's pack. Added in format 2.16. What a learner writes in answer stays on
/// the device: no bundle carries it.
public struct BundleJournal: Codable, Sendable, Equatable {
    /// The category the prompts belong to.
    public var category: String
    /// The prompts, by order then id.
    public var prompts: [Prompt]

    /// Creates the file's content.
    public init(category: String, prompts: [Prompt]) {
        self.category = category
        self.prompts = prompts
    }

    /// One journaling prompt.
    public struct Prompt: Codable, Sendable, Equatable, Identifiable {
        /// Unique across the bundle, starting with the category's id; an app keeps a learner's
        /// entries by it.
        public var id: String
        /// Position among the category's prompts, from 1.
        public var order: Int
        /// The lesson after which the prompt is offered; nil for the category's own prompts.
        public var lesson: String?
        /// The audiences the prompt is for; empty for every audience.
        public var audiences: [String]
        /// The prompt as blocks, like a lesson phase.
        public var blocks: [Block]
        /// Keys of `citations.json` entries the prompt cites.
        public var citations: [String]

        /// Creates a prompt.
        public init(id: String, order: Int, lesson: String?, audiences: [String], blocks: [Block], citations: [String]) {
            self.id = id
            self.order = order
            self.lesson = lesson
            self.audiences = audiences
            self.blocks = blocks
            self.citations = citations
        }
    }
}
