import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// Compiles a Markdown body into the bundle's typed block tree, split into the four phases.
public enum BodyCompiler {
    /// A phase heading found in a body.
    public struct PhaseSection: Sendable {
        public var kind: PhaseKind?
        public var title: String
        public var heading: SourceRange
        public var nodes: [MarkdownNode]
    }

    /// A citation block: `> [!QURAN 49:12]` or `> [!HADITH muslim:2589]` with optional quoted text.
    public struct CitationBlock: Sendable {
        public var source: String
        public var reference: String
        /// The quoted Arabic: the block's lines written in Arabic script.
        public var text: String?
        /// A translation shown with it: the block's lines in another script.
        public var translation: String?
        public var range: SourceRange
    }

    /// The level-2 sections of a body; content before the first `##` heading is a section with
    /// no kind and an empty title.
    public static func sections(of document: MarkdownNode) -> [PhaseSection] {
        var sections: [PhaseSection] = []
        for node in document.children {
            if node.kind == .heading, node.headingLevel == 2 {
                let title = node.plainText.trimmingCharacters(in: .whitespaces)
                sections.append(PhaseSection(kind: PhaseKind(rawValue: title.lowercased()), title: title, heading: node.range, nodes: []))
            } else if sections.isEmpty {
                sections.append(PhaseSection(kind: nil, title: "", heading: node.range, nodes: [node]))
            } else {
                sections[sections.count - 1].nodes.append(node)
            }
        }
        return sections
    }

    /// The callout kinds Sanad knows: its citation kinds and the usual alert kinds. Any other
    /// `> [!WORD]` is an error, so a typo cannot turn a citation into a plain quote.
    public static let citationCallouts = ["QURAN", "HADITH"]
    public static let alertCallouts = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

    /// The callout word of a quote (`QURAN` in `> [!QURAN 49:12]`), as written, if it has one.
    public static func calloutWord(_ node: MarkdownNode) -> String? {
        guard let marker = calloutMarker(node) else { return nil }
        return marker.header.split(separator: " ", maxSplits: 1).first.map(String.init)
    }

    /// The `[!…]` marker text of a quote, joined across cmark's text runs.
    static func calloutMarker(_ node: MarkdownNode) -> (header: Substring, consumed: Int)? {
        guard node.kind == .blockQuote, let paragraph = node.children.first, paragraph.kind == .paragraph else { return nil }
        let inlines = paragraph.children
        guard let first = inlines.first, first.kind == .text, let literal = first.literal else { return nil }
        var marker = literal
        var consumed = 1
        while !marker.contains("]"), consumed < inlines.count, inlines[consumed].kind == .text {
            marker += inlines[consumed].literal ?? ""
            consumed += 1
        }
        guard marker.hasPrefix("[!"), let close = marker.firstIndex(of: "]") else { return nil }
        return (marker[marker.index(marker.startIndex, offsetBy: 2)..<close], consumed)
    }

    /// The citation block a quote node is, if any.
    public static func citationBlock(_ node: MarkdownNode) -> CitationBlock? {
        // A marker without a reference (`[!HADITH]`) is still a citation block; the checker reports it.
        guard let marker = calloutMarker(node) else { return nil }
        let header = marker.header.split(separator: " ", maxSplits: 1)
        guard let kind = header.first else { return nil }
        let source = kind.lowercased()
        guard source == "quran" || source == "hadith" else { return nil }
        let (arabic, translation) = quotedLines(of: node.range)
        return CitationBlock(
            source: source, reference: header.count == 2 ? String(header[1]).trimmingCharacters(in: .whitespaces) : "",
            text: arabic, translation: translation, range: node.range)
    }

    /// The lines of a citation block after its `[!…]` line, without `>` markers, split into Arabic
    /// lines (the quotation) and lines in other scripts (a translation).
    static func quotedLines(of range: SourceRange) -> (arabic: String?, translation: String?) {
        let file = range.file
        let lines = quotedLineRanges(of: range)
        let arabic = lines.arabic.map { file.text(in: $0) }, other = lines.other.map { file.text(in: $0) }
        return (arabic.isEmpty ? nil : arabic.joined(separator: " "), other.isEmpty ? nil : other.joined(separator: " "))
    }

    /// The byte ranges of a citation block's lines after its `[!…]` line, without `>` markers
    /// and surrounding white space: lines in Arabic script only (the quotation) and the others.
    public static func quotedLineRanges(of range: SourceRange) -> (arabic: [Range<Int>], other: [Range<Int>]) {
        let file = range.file
        var arabic: [Range<Int>] = [], other: [Range<Int>] = []
        var line = file.lineIndex(of: range.start) + 1
        while line < file.lineCount, file.lineStarts[line] < range.end {
            let content = file.contentRange(ofLine: line)
            var start = content.lowerBound, end = min(content.upperBound, range.end)
            while start < end, [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(file.bytes[start]) { start += 1 }
            while end > start, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(file.bytes[end - 1]) { end -= 1 }
            if start < end {
                let text = file.text(in: start..<end)
                let isArabic = text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) || (0x08A0...0x08FF).contains($0.value) }
                let hasLatin = text.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
                if isArabic && !hasLatin { arabic.append(start..<end) } else { other.append(start..<end) }
            }
            line += 1
        }
        return (arabic, other)
    }

    public static func blocks(_ nodes: [MarkdownNode]) -> [Block] { nodes.compactMap(block) }

    static func block(_ node: MarkdownNode) -> Block? {
        switch node.kind {
        case .heading:
            var block = Block(type: "heading")
            block.level = node.headingLevel
            block.inlines = inlines(node.children)
            return block
        case .paragraph:
            // A paragraph holding only an image or an audio file is a media block.
            if node.children.count == 1, let only = node.children.first, only.kind == .image {
                return media(only)
            }
            var block = Block(type: "paragraph")
            block.inlines = inlines(node.children)
            return block
        case .list:
            var block = Block(type: "list")
            block.ordered = node.isOrderedList
            block.start = node.listStart
            block.items = node.children.map { blocks($0.children) }
            return block
        case .blockQuote:
            if let citation = citationBlock(node) {
                var block = Block(type: "citation")
                block.source = citation.source
                block.reference = citation.reference
                block.text = citation.text
                block.translation = citation.translation
                return block
            }
            var block = Block(type: "quote")
            block.blocks = blocks(node.children)
            return block
        case .codeBlock:
            var block = Block(type: "code")
            block.language = node.fenceInfo
            block.text = node.literal
            return block
        case .table:
            var block = Block(type: "table")
            let rows = node.children.map { row in row.children.map { inlines($0.children) } }
            block.header = rows.first ?? []
            block.rows = Array(rows.dropFirst())
            return block
        case .thematicBreak:
            return Block(type: "thematic-break")
        default:
            return nil
        }
    }

    /// Audio extensions that make an image reference an audio block.
    static let audioExtensions = [".ogg", ".mp3", ".m4a", ".opus", ".wav"]

    static func media(_ image: MarkdownNode) -> Block {
        let url = image.url ?? ""
        let isAudio = audioExtensions.contains { url.lowercased().hasSuffix($0) }
        var block = Block(type: isAudio ? "audio" : "image")
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
        var result: [Inline] = []
        for node in nodes {
            switch node.kind {
            case .text:
                // Adjacent text runs (cmark splits at brackets and entities) merge into one span.
                if let last = result.last, last.type == "text" {
                    result[result.count - 1].text = (last.text ?? "") + (node.literal ?? "")
                } else {
                    result.append(Inline(type: "text", text: node.literal))
                }
            case .softBreak:
                if let last = result.last, last.type == "text" {
                    result[result.count - 1].text = (last.text ?? "") + " "
                } else {
                    result.append(Inline(type: "text", text: " "))
                }
            case .lineBreak: result.append(Inline(type: "line-break"))
            case .code: result.append(Inline(type: "code", text: node.literal))
            case .emphasis: result.append(Inline(type: "emphasis", children: inlines(node.children)))
            case .strong: result.append(Inline(type: "strong", children: inlines(node.children)))
            case .strikethrough: result.append(Inline(type: "strikethrough", children: inlines(node.children)))
            case .link: result.append(Inline(type: "link", url: node.url, children: inlines(node.children)))
            case .image: result.append(Inline(type: "text", text: node.plainText))
            default: break
            }
        }
        return result
    }
}
