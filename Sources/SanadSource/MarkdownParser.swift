import CCmarkGFM
import SanadDiagnostics

/// Parses a Markdown body with cmark-gfm (tables and strikethrough on, autolinks off) into
/// `MarkdownNode`s whose ranges are in the file's own lines. Raw HTML is reported as an error,
/// not dropped. Run `MarkdownPreflight` first: this parser trusts the size of its input.
public enum MarkdownParser {
    public struct Result: Sendable {
        public var document: MarkdownNode
        public var diagnostics: [Diagnostic]
    }

    /// The cmark-gfm extensions Sanad enables. Autolink is deliberately absent.
    public static let extensions = ["table", "strikethrough"]

    /// Parses `file.bytes[body]`, whose first line is line `firstLine` (1-based) of the file.
    /// TeX math (`MathSpan`) becomes `.math` nodes holding the TeX as written.
    public static func parse(_ file: SourceFile, body: Range<Int>, firstLine: Int) -> Result {
        let plain = parse(file.bytes, file: file, body: body, firstLine: firstLine, spans: [])
        guard file.bytes[body].contains(MathSpan.dollar) else { return Result(document: plain.document, diagnostics: plain.diagnostics) }
        // Math never starts inside a code block (or an HTML block): their places come from cmark
        // itself, from the body as written.
        var code: [Range<Int>] = []
        plain.document.walk { node in
            if node.kind == .codeBlock || node.kind == .htmlBlock { code.append(node.range.start..<node.range.end) }
        }
        var spans = MathSpan.find(in: file.bytes, body: body, excluding: code)
        guard !spans.isEmpty else { return Result(document: plain.document, diagnostics: plain.diagnostics) }
        // A span cmark does not read as the code span it stands for is given back as text, the
        // body parsed again without it, and the author told (the formula would be lost).
        var lost: [MathSpan] = []
        while true {
            let result = parse(MathSpan.substituting(spans, in: file.bytes), file: file, body: body, firstLine: firstLine, spans: spans)
            if result.unmatched.isEmpty {
                let warnings = lost.sorted { $0.open < $1.open }.map { span in
                    Diagnostic(SourceDiagnostics.mathNotRead, "this formula is not read as math here, and would show as text",
                               at: SourceRange(file: file, start: span.open, end: span.close + span.delimiterLength),
                               help: "put it in a ```math block of its own, or keep it on one line of its paragraph")
                }
                return Result(document: result.document, diagnostics: result.diagnostics + warnings)
            }
            lost += spans.filter { result.unmatched.contains($0.contentStart) }
            spans.removeAll { result.unmatched.contains($0.contentStart) }
        }
    }

    /// The syntax extensions, registered and looked up once. cmark-gfm registers its core
    /// extensions into a global list behind an unguarded flag: two threads parsing their first
    /// file at once could both register, one reading the list while the other appends to it (a
    /// crash seen once in the test suite). A `static let` is initialised exactly once, under
    /// Swift's lock; after that the list and these pointers are only read.
    nonisolated(unsafe) private static let syntaxExtensions: [OpaquePointer] = {
        cmark_gfm_core_extensions_ensure_registered()
        return extensions.compactMap { cmark_find_syntax_extension($0) }
    }()

    private static func parse(_ bytes: [UInt8], file: SourceFile, body: Range<Int>, firstLine: Int, spans: [MathSpan])
        -> (document: MarkdownNode, diagnostics: [Diagnostic], unmatched: Set<Int>)
    {
        let whole = SourceRange(file: file, start: body.lowerBound, end: body.upperBound)
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return (MarkdownNode(kind: .document, range: whole), [], []) }
        defer { cmark_parser_free(parser) }
        for extensionPointer in syntaxExtensions { cmark_parser_attach_syntax_extension(parser, extensionPointer) }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                (base + body.lowerBound).withMemoryRebound(to: CChar.self, capacity: body.count) {
                    cmark_parser_feed(parser, $0, body.count)
                }
            }
        }
        guard let root = cmark_parser_finish(parser) else { return (MarkdownNode(kind: .document, range: whole), [], []) }
        defer { cmark_node_free(root) }
        var converter = Converter(file: file, body: body, lineOffset: firstLine - 1)
        converter.pending = spans
        let document = converter.convert(root, fallback: whole, prefixColumns: 0)
        return (document, converter.diagnostics, Set(converter.unmatched.map(\.contentStart) + converter.pending.map(\.contentStart)))
    }

    private struct Converter {
        let file: SourceFile
        let body: Range<Int>
        let lineOffset: Int
        var diagnostics: [Diagnostic] = []
        /// The math spans not yet found, in source order.
        var pending: [MathSpan] = []
        /// Spans passed over: a later span was found first.
        var unmatched: [MathSpan] = []

        /// A node's kind: cmark's own types by their number, an extension's (a table, a
        /// strikethrough) and a footnote's by its name, as cmark spells it (cmark-gfm has no name
        /// for its footnote types, which are `.other`; footnotes are not turned on).
        static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_DOCUMENT: return .document
            case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
            case CMARK_NODE_LIST: return .list
            case CMARK_NODE_ITEM: return .item
            case CMARK_NODE_CODE_BLOCK: return .codeBlock
            case CMARK_NODE_HTML_BLOCK: return .htmlBlock
            case CMARK_NODE_PARAGRAPH: return .paragraph
            case CMARK_NODE_HEADING: return .heading
            case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
            case CMARK_NODE_TEXT: return .text
            case CMARK_NODE_SOFTBREAK: return .softBreak
            case CMARK_NODE_LINEBREAK: return .lineBreak
            case CMARK_NODE_CODE: return .code
            case CMARK_NODE_HTML_INLINE: return .htmlInline
            case CMARK_NODE_EMPH: return .emphasis
            case CMARK_NODE_STRONG: return .strong
            case CMARK_NODE_LINK: return .link
            case CMARK_NODE_IMAGE: return .image
            default: return kindByName(of: node)
            }
        }

        /// A node's kind by the name cmark gives its type.
        static func kindByName(of node: OpaquePointer) -> MarkdownNode.Kind {
            MarkdownNode.Kind(rawValue: cmark_node_get_type_string(node).map { String(cString: $0) } ?? "other") ?? .other
        }

        /// Converts `node`; `prefixColumns` is how far the text of the enclosing paragraph is
        /// indented (container markers on its continuation lines are not math).
        mutating func convert(_ node: OpaquePointer, fallback: SourceRange, prefixColumns: Int) -> MarkdownNode {
            let kind = Self.kind(of: node)
            // Debug builds (the tests) hold the numbers to the names for every node they convert.
            assert(kind == Self.kindByName(of: node), "cmark node type \(cmark_node_get_type(node).rawValue) is not \(kind)")
            let range = self.range(of: node) ?? fallback
            var result = MarkdownNode(kind: kind, range: range)
            if kind == .code, let span = matchSpan(at: range.start, literal: cmark_node_get_literal(node).map { String(cString: $0) } ?? "") {
                result.kind = .math
                result.math = MathText(file: file, start: span.contentStart, end: span.close, prefixColumns: prefixColumns, isDisplay: span.isDisplay)
                result.literal = result.math?.tex
                return result
            }
            switch kind {
            case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
                result.literal = cmark_node_get_literal(node).map { String(cString: $0) }
            case .link, .image:
                result.url = cmark_node_get_url(node).map { String(cString: $0) }
                result.title = cmark_node_get_title(node).map { String(cString: $0) }
            case .heading:
                result.headingLevel = Int(cmark_node_get_heading_level(node))
            case .list:
                result.isOrderedList = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                if result.isOrderedList { result.listStart = Int(cmark_node_get_list_start(node)) }
            default: break
            }
            if kind == .codeBlock {
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                result.fenceInfo = info.isEmpty ? nil : info
                var length: Int32 = 0, offset: Int32 = 0
                var character: CChar = 0
                result.isFenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
                if info.trimmingSpaces == "math" { result.math = fencedMath(result, range: range) }
            }
            if kind == .htmlBlock || kind == .htmlInline {
                let snippet = (result.literal ?? "").trimmingSpaces
                diagnostics.append(Diagnostic(
                    SourceDiagnostics.rawHTML, "raw HTML is not allowed: '\(snippet.prefix(40))'", at: range,
                    help: "use Markdown instead; images are ![alt text](path), emphasis is *text*"))
            }
            var child = cmark_node_first_child(node)
            while let current = child {
                let columns = [.paragraph, .heading, .tableCell].contains(kind) ? Int(cmark_node_get_start_column(node)) - 1 : prefixColumns
                result.children.append(convert(current, fallback: range, prefixColumns: columns))
                child = cmark_node_next(current)
            }
            return result
        }

        /// The math span a code span stands for: the one cmark places where the span's TeX
        /// starts, else the next one in source order whose text is the code span's (cmark's
        /// positions drift on some continuation lines; the order never does). Spans skipped
        /// over are not read as math.
        mutating func matchSpan(at start: Int, literal: String) -> MathSpan? {
            let index = pending.firstIndex { $0.contentStart == start }
                ?? pending.first.flatMap { MathSpan.sameText(file.bytes[$0.contentStart..<$0.close], literal) ? 0 : nil }
            guard let index else { return nil }
            unmatched += pending[..<index]
            let span = pending[index]
            pending.removeFirst(index + 1)
            return span
        }

        /// The TeX of a fenced `math` block: its lines, located from the line after the fence.
        private func fencedMath(_ block: MarkdownNode, range: SourceRange) -> MathText {
            let tex = block.literal ?? ""
            let firstLine = file.location(of: range.start).line + 1
            let indent = file.location(of: range.start).column - 1
            var start = file.offset(line: firstLine, byteColumn: 1)
            var skipped = 0
            while skipped < indent, start < range.end, [0x20, 0x09, UInt8(ascii: ">")].contains(file.bytes[start]) { start += 1; skipped += 1 }
            return MathText(file: file, start: start, end: max(start, range.end), prefixColumns: indent, isDisplay: true,
                            tex: tex.hasSuffix("\n") ? String(tex.dropLast()) : tex)
        }

        private func range(of node: OpaquePointer) -> SourceRange? {
            let startLine = Int(cmark_node_get_start_line(node))
            let startColumn = Int(cmark_node_get_start_column(node))
            guard startLine > 0, startColumn > 0 else { return nil }
            let endLine = Int(cmark_node_get_end_line(node))
            let endColumn = Int(cmark_node_get_end_column(node))
            let start = file.offset(line: startLine + lineOffset, byteColumn: startColumn)
            var end = start
            if endLine >= startLine, endColumn > 0 {
                end = file.offset(line: endLine + lineOffset, byteColumn: endColumn) + 1
            }
            let lower = max(start, body.lowerBound)
            return SourceRange(file: file, start: lower, end: max(lower, min(end, body.upperBound)))
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
