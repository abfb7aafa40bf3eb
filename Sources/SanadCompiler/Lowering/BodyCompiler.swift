import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// Compiles a Markdown body into the bundle's typed block tree, split into the four phases.
public enum BodyCompiler {
    /// The bundle blocks of Markdown nodes, in order; nodes with no block (raw HTML, for one) are left out.
    public static func blocks(_ nodes: [MarkdownNode]) -> [Block] { nodes.compactMap(block) }

    static func block(_ node: MarkdownNode) -> Block? {
        switch node.kind {
        case .heading:
            var block = heading(level: node.headingLevel)
            block.inlines = inlines(node.children)
            return block
        case .paragraph:
            // A paragraph holding only an image or an audio file is a media block.
            if node.children.count == 1, let only = node.children.first, only.kind == .image {
                return media(only)
            }
            // A paragraph holding only display math (`$$…$$`) is a math block.
            let content = node.children.filter { !($0.kind == .softBreak || ($0.kind == .text && ($0.literal ?? "").allSatisfy(\.isWhitespace))) }
            if content.count == 1, let math = content[0].math, math.isDisplay {
                var block = Block(.math)
                block.text = math.tex
                return block
            }
            var block = Block(.paragraph)
            block.inlines = inlines(node.children)
            return block
        case .list:
            var block = Block(.list)
            block.ordered = node.isOrderedList
            block.start = node.listStart
            block.items = node.children.map { blocks($0.children) }
            return block
        case .blockQuote:
            if let citation = citationBlock(node) {
                var block = Block(.citation)
                block.source = .known(citation.source)
                block.reference = citation.reference
                block.text = citation.text
                block.translation = citation.translation
                let languages = citation.translations.map { Block.Translation(language: $0.language, text: $0.text) }
                block.translations = languages.isEmpty ? nil : languages
                return block
            }
            if calloutWord(node)?.uppercased() == messageCallout { return message(node) }
            var block = Block(.quote)
            block.blocks = blocks(node.children)
            return block
        case .codeBlock where node.math != nil:
            var block = Block(.math)
            block.text = node.math?.tex
            return block
        case .codeBlock:
            var block = Block(.code)
            block.language = node.fenceInfo
            block.text = node.literal
            return block
        case .table:
            var block = Block(.table)
            let rows = node.children.map { row in row.children.map { inlines($0.children) } }
            block.header = rows.first ?? []
            block.rows = Array(rows.dropFirst())
            return block
        case .thematicBreak:
            return Block(.thematicBreak)
        default:
            return nil
        }
    }

    /// A heading block of a level with no text yet. Headings of levels 1 to 6 share one
    /// out-of-line `level` (`Block.details`, which is never written in place) per level: every
    /// lesson has a heading per phase, and each would otherwise allocate a box of its own while
    /// its body is compiled (and hold it, in a body too deep to be held encoded).
    static func heading(level: Int?) -> Block {
        guard let level, headings.indices.contains(level - 1) else {
            var block = Block(.heading)
            block.level = level
            return block
        }
        return headings[level - 1]
    }

    private static let headings: [Block] = (1...6).map { level in
        var block = Block(.heading)
        block.level = level
        return block
    }

    /// A quoted message (`> [!MESSAGE Speaker]`): who said it, in `title`, and what they said,
    /// without the marker.
    static func message(_ node: MarkdownNode) -> Block {
        var block = Block(.message)
        let marker = calloutMarker(node) ?? ""
        let speaker = marker.split(separator: " ", maxSplits: 1).dropFirst().first.map { String($0).trimmingCharacters(in: .whitespaces) }
        block.title = speaker?.isEmpty == false ? speaker : nil
        var said = blocks(node.children)
        if var first = said.first, first.type.known == .paragraph, var inlines = first.inlines, let text = inlines.first?.text, let close = text.firstIndex(of: "]") {
            let rest = text[text.index(after: close)...].drop { $0.isWhitespace }
            if rest.isEmpty { inlines.removeFirst() } else { inlines[0].text = String(rest) }
            if inlines.first?.type.known == .lineBreak { inlines.removeFirst() }
            first.inlines = inlines
            if inlines.isEmpty { said.removeFirst() } else { said[0] = first }
        }
        block.blocks = said
        return block
    }

    /// Audio extensions that make an image reference an audio block.
    static let audioExtensions = [".ogg", ".mp3", ".m4a", ".opus", ".wav"]

    static func media(_ image: MarkdownNode) -> Block {
        let url = image.url ?? ""
        let isAudio = audioExtensions.contains { url.lowercased().hasSuffix($0) }
        var block = Block(isAudio ? .audio : .image)
        block.url = url
        if isAudio {
            block.title = image.plainText
        } else {
            block.alt = image.plainText
            block.title = image.title.flatMap { $0.isEmpty ? nil : $0 }
        }
        return block
    }

    static func inlines(_ nodes: [MarkdownNode]) -> [Inline] {
        // Built to size: the spans are counted first, and each span of text is joined once, in a
        // string of its length, from its pieces (cmark splits text at brackets and entities; a
        // soft break is a space; an image is its alternative text and starts a span). Every body
        // of the corpus is kept for the whole build: arrays and strings grown by doubling would
        // keep up to half their room unused.
        var result: [Inline] = []
        result.reserveCapacity(spanCount(nodes))
        var pieces: [String?] = []
        func endText() {
            guard !pieces.isEmpty else { return }
            if pieces.count == 1 {
                result.append(Inline(.text, text: pieces[0]))
            } else {
                var text = ""
                text.reserveCapacity(pieces.reduce(0) { $0 + ($1?.utf8.count ?? 0) })
                for piece in pieces { text += piece ?? "" }
                result.append(Inline(.text, text: text))
            }
            pieces.removeAll(keepingCapacity: true)
        }
        for node in nodes {
            switch node.kind {
            case .text: pieces.append(node.literal)
            case .softBreak: pieces.append(" ")
            case .image:
                endText()
                pieces.append(node.plainText)
            case .lineBreak:
                endText()
                result.append(Inline(.lineBreak))
            case .code:
                endText()
                result.append(Inline(.code, text: node.literal))
            case .math:
                endText()
                var math = Inline(.math, text: node.math?.tex)
                if node.math?.isDisplay == true { math.display = true }
                result.append(math)
            case .emphasis:
                endText()
                result.append(Inline(.emphasis, children: inlines(node.children)))
            case .strong:
                endText()
                result.append(Inline(.strong, children: inlines(node.children)))
            case .strikethrough:
                endText()
                result.append(Inline(.strikethrough, children: inlines(node.children)))
            case .link:
                endText()
                result.append(Inline(.link, url: node.url, children: inlines(node.children)))
            // Nothing is kept of other nodes (raw HTML), and the text around one joins.
            default: break
            }
        }
        endText()
        return result
    }

    /// How many spans `inlines` makes of `nodes`.
    static func spanCount(_ nodes: [MarkdownNode]) -> Int {
        var count = 0
        var inText = false
        for node in nodes {
            switch node.kind {
            case .text, .softBreak:
                if !inText { count += 1 }
                inText = true
            case .image:
                count += 1
                inText = true
            case .lineBreak, .code, .math, .emphasis, .strong, .strikethrough, .link:
                count += 1
                inText = false
            default: break
            }
        }
        return count
    }
}

extension Block {
    /// The block with every link that leaves the app (not `lesson:`) marked `parentalGate`.
    var markingExternalLinks: Block {
        var block = self
        block.inlines = inlines?.map(\.markingExternalLinks)
        block.items = items?.map { $0.map(\.markingExternalLinks) }
        block.blocks = blocks?.map(\.markingExternalLinks)
        block.header = header?.map { $0.map(\.markingExternalLinks) }
        block.rows = rows?.map { $0.map { $0.map(\.markingExternalLinks) } }
        return block
    }
}

extension Inline {
    /// The span with links that leave the app marked `parentalGate`.
    var markingExternalLinks: Inline {
        var inline = self
        if type == .link, let url, !url.hasPrefix(LinkSchemeRule.lessonScheme) { inline.parentalGate = true }
        inline.children = children?.map(\.markingExternalLinks)
        return inline
    }
}
