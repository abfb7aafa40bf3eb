import SanadBundleFormat
import SanadSource
import SanadDiagnostics

/// Learner-facing Markdown compiled once, in lowering (`BodyCompiler.compile`): its blocks for
/// the bundle, grouped by level-2 section, and the located facts every check needs. No stage
/// after lowering sees the Markdown tree.
public struct CompiledBody: Sendable, Codable {
    /// A level-2 section: a phase of a lesson (`## Hook`), or the text before the first heading
    /// (no kind, an empty title).
    public struct Section: Sendable, Codable {
        /// The lesson phase the heading names (`## Teach`, in any case); nil for any other heading and
        /// for the text before the first one.
        public var kind: PhaseKind?
        /// The heading's text as written, trimmed (empty for the text before the first heading).
        public var title: String
        /// The heading (for text before any heading: its first block).
        public var heading: SourceRange
        /// Where the section's blocks are in `CompiledBody.blocks`, the heading not included.
        public var blockRange: Range<Int>
    }

    /// An image or audio file the Markdown shows (`![alt](path)`).
    public struct Media: Sendable, Codable {
        /// The path or URL as written in `![alt](path)`, located at the whole image.
        public var url: Located<String>
        /// The alt text (for audio, its title).
        public var alt: String
        /// Whether the path names an audio file.
        public var isAudio: Bool
    }

    /// A code block: its language (the fence's info string), where the fence is.
    public struct CodeBlock: Sendable, Codable {
        /// The fence's info string (`swift`), where it is written; nil when the fence names none.
        public var language: Located<String>?
        /// The block's first line: its opening fence, or the first line of an indented block.
        public var range: SourceRange
        /// Whether it is fenced; an indented block cannot name a language.
        public var isFenced = true
    }

    /// The sections in order.
    public var sections: [Section] = []
    /// Every block in order, level-2 headings included, held encoded (`EncodedBlocks`): the
    /// compiled body of every file is kept for the whole build.
    public internal(set) var encodedBlocks = EncodedBlocks([])
    /// Every block in order, level-2 headings included: an overview or an item's text as shown.
    /// Sections are ranges of it. Decoded from `encodedBlocks` each time it is read: a reader of
    /// one section reads `blocks(in:)`.
    public var blocks: [Block] {
        get { encodedBlocks.blocks }
        set { encodedBlocks = EncodedBlocks(newValue) }
    }

    /// A section's blocks, its heading not included.
    public func blocks(in section: Section) -> [Block] { encodedBlocks.decoded(section.blockRange) }
    /// Every link's destination, where it is written.
    public var links: [Located<String>] = []
    /// Every image and audio reference.
    public var media: [Media] = []
    /// The citation blocks (`> [!QURAN 49:12]`), parsed.
    public var citationBlocks: [BodyCompiler.CitationBlock] = []
    /// Every callout's word (`QURAN`, `NOTE`, or an unknown one) with the first line of its quote.
    public var callouts: [Located<String>] = []
    /// Every TeX formula, inline or display, as written.
    public var math: [MathText] = []
    /// Every code block that is not math.
    public var codeBlocks: [CodeBlock] = []
    /// The prose blocks (paragraphs, headings, table cells) outside citation blocks, code and
    /// unknown callouts: where uncited Qur'an is searched.
    public var prose: [SourceRange] = []

    /// Whether a citation block quotes the Qur'an (its text is then Tanzil's, with its notice).
    public var quotesQuran: Bool { citationBlocks.contains { $0.source == .quran && $0.text != nil } }
    /// Whether a citation block quotes a hadith's Arabic.
    public var quotesHadith: Bool { citationBlocks.contains { $0.source == .hadith && $0.text != nil } }

    /// The images and audio it shows, where it shows them.
    public var mediaReferences: [MediaReference] { media.map { MediaReference($0.url, use: $0.isAudio ? .audio : .image) } }
    /// The paths of the images and audio files it shows, as written, in order.
    public var mediaPaths: [String] { media.map(\.url.value) }

    /// The buffers it holds: equal for two copies of one body, and only then, while both live
    /// (the lowered-file cache writes a body shared by a model and its text once).
    var storageIdentity: [UInt] {
        func address<Element>(_ array: [Element]) -> UInt { array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        return [address(sections), address(links), address(media), address(citationBlocks), address(callouts), address(math),
                address(codeBlocks), address(prose)] + encodedBlocks.storageIdentity
    }
}
