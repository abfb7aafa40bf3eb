import SanadDiagnostics

/// A Markdown syntax node from cmark-gfm, with its range in the file's own line numbers.
public struct MarkdownNode: Sendable {
    public enum Kind: String, Sendable {
        case document, blockQuote = "block_quote", list, item, codeBlock = "code_block"
        case htmlBlock = "html_block", paragraph, heading, thematicBreak = "thematic_break"
        case table, tableRow = "table_row", tableCell = "table_cell"
        case text, softBreak = "softbreak", lineBreak = "linebreak", code, htmlInline = "html_inline"
        case emphasis = "emph", strong, link, image, strikethrough
        case footnoteDefinition = "footnote_definition", footnoteReference = "footnote_reference"
        /// TeX math, inline or display (`$…$`, `$$…$$`): not a cmark node (see `MathSpan`).
        case math
        case other
    }

    public var kind: Kind
    public var range: SourceRange
    /// Text content of text, code, code blocks and HTML.
    public var literal: String?
    /// The destination of links and images.
    public var url: String?
    public var title: String?
    /// Heading level (1–6).
    public var headingLevel: Int?
    /// Whether a list is ordered, and its first number.
    public var isOrderedList: Bool
    public var listStart: Int?
    /// The info string of a fenced code block.
    public var fenceInfo: String?
    /// Whether a code block is fenced (```` ``` ````) rather than indented.
    public var isFenced = false
    /// The TeX of a `.math` node or of a fenced `math` code block, as written.
    public var math: MathText?
    public var children: [MarkdownNode]

    public init(kind: Kind, range: SourceRange, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.isOrderedList = false
        self.children = children
    }

    /// Calls `body` for this node and all its descendants, depth first, in document order.
    public func walk(_ body: (MarkdownNode) -> Void) {
        body(self)
        for child in children { child.walk(body) }
    }

    /// The concatenated text of the node's text and code descendants.
    public var plainText: String {
        var result = ""
        walk { node in
            switch node.kind {
            case .text, .code, .math: result += node.literal ?? ""
            case .softBreak, .lineBreak: result += " "
            default: break
            }
        }
        return result
    }
}
