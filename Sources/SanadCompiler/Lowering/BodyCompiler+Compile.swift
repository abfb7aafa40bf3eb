import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension BodyCompiler {
    /// Compiles a Markdown document once: blocks by section, and the links, media, citation
    /// blocks, callouts and prose ranges that checks read. The tree is not kept.
    public static func compile(_ document: MarkdownNode) -> CompiledBody {
        var body = CompiledBody()
        // Each top-level node gives at most one block: reserved once, the blocks are not copied
        // as they grow. They are kept encoded (`EncodedBlocks`), and this array let go of.
        var blocks: [Block] = []
        blocks.reserveCapacity(document.children.count)
        for node in document.children {
            let compiled = block(node)
            if node.kind == .heading, node.headingLevel == 2 {
                let title = node.plainText.trimmingSpacesAndTabs
                if let compiled { blocks.append(compiled) }
                body.sections.append(.init(
                    kind: PhaseKind(rawValue: title.lowercased()), title: title, heading: node.range, blockRange: blocks.count..<blocks.count))
                continue
            }
            if body.sections.isEmpty {
                body.sections.append(.init(kind: nil, title: "", heading: node.range, blockRange: blocks.count..<blocks.count))
            }
            guard let compiled else { continue }
            blocks.append(compiled)
            body.sections[body.sections.count - 1].blockRange = body.sections[body.sections.count - 1].blockRange.lowerBound..<blocks.count
        }
        body.blocks = blocks
        document.walk { node in
            switch node.kind {
            case .link:
                if let url = node.url { body.links.append(Located(url, at: node.range)) }
            case .image:
                let url = node.url ?? ""
                body.media.append(.init(
                    url: Located(url, at: node.range), alt: node.plainText,
                    isAudio: audioExtensions.contains { url.lowercased().hasSuffix($0) }))
            case .math:
                if let math = node.math { body.math.append(math) }
            case .codeBlock:
                if let math = node.math {
                    body.math.append(math)
                } else {
                    let fence = CitationChecker.firstLine(of: node.range)
                    body.codeBlocks.append(.init(language: node.fenceInfo.map { Located($0, at: infoRange($0, in: fence)) }, range: fence, isFenced: node.isFenced))
                }
            case .blockQuote:
                if let block = citationBlock(node) { body.citationBlocks.append(block) }
                if let word = calloutWord(node) { body.callouts.append(Located(word, at: CitationChecker.firstLine(of: node.range))) }
            default:
                break
            }
        }
        // The citation blocks were found by the walk: the prose search does not parse them again.
        let citationRanges = Set(body.citationBlocks.map { CitedRange(start: $0.range.start, end: $0.range.end) })
        body.prose = proseBlocks(of: document) { citationRanges.contains(CitedRange(start: $0.range.start, end: $0.range.end)) }
        // Every body is kept for the whole build: its arrays are let go of the room that growing
        // them by appending left unused.
        body.sections = body.sections.withExactCapacity()
        body.links = body.links.withExactCapacity()
        body.media = body.media.withExactCapacity()
        body.citationBlocks = body.citationBlocks.withExactCapacity()
        body.callouts = body.callouts.withExactCapacity()
        body.math = body.math.withExactCapacity()
        body.codeBlocks = body.codeBlocks.withExactCapacity()
        body.prose = body.prose.withExactCapacity()
        return body
    }

    /// Where a fence's info string is written on its line (the whole line if it cannot be found).
    static func infoRange(_ info: String, in fence: SourceRange) -> SourceRange {
        let line = fence.file.bytes[fence.start..<fence.end]
        let needle = Array(info.utf8)
        guard !needle.isEmpty, let start = line.indices.first(where: { line[$0...].starts(with: needle) && (line[..<$0].last.map { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") || $0 == 0x20 } ?? false) }) else { return fence }
        return SourceRange(file: fence.file, start: start, end: start + needle.count)
    }

    /// The ranges of the prose blocks of a body (paragraphs, headings, table cells), outside
    /// citation blocks, code and unknown callouts (whose text C0015 reports, not twice).
    /// `isCitationBlock` says whether a block quote is a citation block (nil: worked out).
    static func proseBlocks(of node: MarkdownNode, isCitationBlock: ((MarkdownNode) -> Bool)? = nil) -> [SourceRange] {
        var ranges: [SourceRange] = []
        proseBlocks(of: node, into: &ranges, isCitationBlock: isCitationBlock ?? { citationBlock($0) != nil })
        return ranges
    }

    /// Where a citation block is, in its file.
    private struct CitedRange: Hashable {
        var start: Int, end: Int
    }

    /// Appends the ranges of the prose blocks of `node` to `ranges` (one array for the whole
    /// body, not one per node).
    private static func proseBlocks(of node: MarkdownNode, into ranges: inout [SourceRange], isCitationBlock: (MarkdownNode) -> Bool) {
        switch node.kind {
        case .paragraph, .heading, .tableCell:
            ranges.append(node.range)
        case .codeBlock, .htmlBlock:
            return
        case .blockQuote where isCitationBlock(node):
            return
        case .blockQuote where calloutWord(node).map { !(alertCallouts + [messageCallout]).contains($0.uppercased()) } == true:
            return
        default:
            for child in node.children { proseBlocks(of: child, into: &ranges, isCitationBlock: isCitationBlock) }
        }
    }
}
