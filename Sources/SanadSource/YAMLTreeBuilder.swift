import CYAML
import SanadDiagnostics

/// Turns libyaml events into a `Node` tree; see `YAMLParser` for the rules it enforces.
struct YAMLTreeBuilder {
    /// An open sequence or mapping. A class, so that appending to the open collection changes it
    /// in place: an enum payload taken out of the stack would be copied on every append, which made
    /// a list of n items cost n² (64,000 items took 91 s).
    private final class Frame {
        let start: Int
        let isSequence: Bool
        var elements: [Node] = []
        var members: [Member] = []
        var pendingKey: (String, SourceRange)?
        var seen: [String: SourceRange] = [:]

        init(start: Int, isSequence: Bool) {
            self.start = start
            self.isSequence = isSequence
        }
    }

    let file: SourceFile
    let region: Range<Int>
    private var mapper: YAMLMarkMapper
    private var stack: [Frame] = []
    private(set) var root: Node?
    private(set) var diagnostics: [Diagnostic] = []
    private var documents = 0

    init(file: SourceFile, region: Range<Int>) {
        self.file = file
        self.region = region
        self.mapper = YAMLMarkMapper(file: file, region: region)
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            diagnostics.append(Diagnostic(SourceDiagnostics.yamlSyntax, "the YAML parser could not be initialised", at: .startOf(file)))
            return
        }
        defer { yaml_parser_delete(&parser) }
        let start = buffer.baseAddress.map { $0 + region.lowerBound }
        yaml_parser_set_input_string(&parser, start, region.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                reportSyntaxError(parser)
                root = nil
                return
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            guard handle(event) else {
                root = nil
                return
            }
        }
        if root == nil, diagnostics.isEmpty {
            // An empty file or one with only comments is an empty (null) document.
            root = Node(.null, range: .startOf(file))
        }
    }

    private func range(_ event: yaml_event_t, _ mapper: inout YAMLMarkMapper) -> SourceRange {
        let start = mapper.offset(event.start_mark)
        let end = mapper.offset(event.end_mark)
        return SourceRange(file: file, start: start, end: end)
    }

    /// Handles one event; returns `false` when the parse must stop.
    private mutating func handle(_ event: yaml_event_t) -> Bool {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            let where_ = range(event, &mapper)
            if documents > 1 {
                diagnostics.append(Diagnostic(
                    SourceDiagnostics.multipleDocuments, "a file may hold only one YAML document", at: where_,
                    help: "split the documents into separate files"))
                return false
            }
            let document = event.data.document_start
            if document.version_directive != nil || document.tag_directives.start != document.tag_directives.end {
                diagnostics.append(Diagnostic(
                    SourceDiagnostics.directive, "YAML directives are not allowed",
                    at: SourceRange(file: file, start: mapper.base, end: where_.start),
                    help: "remove the '%' directive lines; Sanad reads YAML 1.2 with the core schema"))
            }
        case YAML_ALIAS_EVENT:
            let where_ = range(event, &mapper)
            diagnostics.append(Diagnostic(
                SourceDiagnostics.alias, "aliases are not allowed", at: where_,
                help: "write the value out in full"))
            add(Node(.null, range: where_))
        case YAML_SCALAR_EVENT:
            let where_ = range(event, &mapper)
            let scalar = event.data.scalar
            checkAnchorAndTag(anchor: scalar.anchor, tag: scalar.tag, at: where_)
            let length = Int(scalar.length)
            if length > SourceLimits.maxScalarBytes {
                diagnostics.append(Diagnostic(
                    SourceDiagnostics.scalarTooLong,
                    "this value is \(length) bytes long; the limit is \(SourceLimits.maxScalarBytes)", at: where_))
                add(Node(.string(""), range: where_))
                return true
            }
            let text = scalar.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            } ?? ""
            let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE
            if isExpectingKey {
                addKey(text, plain: plain, at: where_)
            } else {
                add(Node(plain ? YAMLScalarResolver.resolvePlain(text) : .string(text), range: where_))
            }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let where_ = range(event, &mapper)
            if event.type == YAML_SEQUENCE_START_EVENT {
                checkAnchorAndTag(anchor: event.data.sequence_start.anchor, tag: event.data.sequence_start.tag, at: where_)
            } else {
                checkAnchorAndTag(anchor: event.data.mapping_start.anchor, tag: event.data.mapping_start.tag, at: where_)
            }
            if isExpectingKey {
                diagnostics.append(Diagnostic(
                    SourceDiagnostics.complexKey, "a mapping key must be a plain value", at: where_))
                return false
            }
            if stack.count >= SourceLimits.maxYAMLDepth {
                diagnostics.append(Diagnostic(
                    SourceDiagnostics.nestingTooDeep,
                    "nesting is deeper than \(SourceLimits.maxYAMLDepth) levels", at: where_))
                return false
            }
            stack.append(Frame(start: where_.start, isSequence: event.type == YAML_SEQUENCE_START_EVENT))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let end = mapper.offset(event.end_mark)
            guard let frame = stack.popLast() else { return false }
            let range = SourceRange(file: file, start: frame.start, end: end)
            add(Node(frame.isSequence ? .array(frame.elements) : .object(frame.members), range: range))
        default:
            break
        }
        return true
    }

    private var isExpectingKey: Bool {
        guard let frame = stack.last, !frame.isSequence else { return false }
        return frame.pendingKey == nil
    }

    private mutating func checkAnchorAndTag(anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, at where_: SourceRange) {
        if let anchor {
            let name = String(cString: anchor)
            diagnostics.append(Diagnostic(
                SourceDiagnostics.alias, "anchors are not allowed ('&\(name)')", at: where_,
                help: "remove the anchor and write every value out in full"))
        }
        if let tag {
            let name = String(cString: tag)
            diagnostics.append(Diagnostic(
                SourceDiagnostics.tag, "tags are not allowed ('\(name)')", at: where_,
                help: "remove the tag; the schema decides each value's type"))
        }
    }

    private mutating func addKey(_ key: String, plain: Bool, at where_: SourceRange) {
        guard let frame = stack.last, !frame.isSequence else { return }
        if plain, key == "<<" {
            diagnostics.append(Diagnostic(
                SourceDiagnostics.mergeKey, "merge keys ('<<') are not allowed", at: where_,
                help: "write the merged keys out in full"))
        }
        if let first = frame.seen[key] {
            diagnostics.append(Diagnostic(
                SourceDiagnostics.duplicateKey, "duplicate key '\(key)'", at: where_,
                notes: [.init(message: "'\(key)' is first defined here", range: first)],
                help: "remove or rename one of the two"))
        } else {
            frame.seen[key] = where_
        }
        frame.pendingKey = (key, where_)
    }

    private mutating func add(_ node: Node) {
        guard let frame = stack.last else {
            root = node
            return
        }
        if frame.isSequence {
            frame.elements.append(node)
            return
        }
        guard let (key, keyRange) = frame.pendingKey else { return }
        // A duplicate keeps the first value, so the rest of the pipeline sees one member.
        if frame.seen[key] == keyRange {
            frame.members.append(Member(key: key, keyRange: keyRange, value: node))
        }
        frame.pendingKey = nil
    }

    private mutating func reportSyntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let offset: Int
        if parser.error == YAML_READER_ERROR {
            offset = region.lowerBound + Int(parser.problem_offset)
        } else {
            offset = mapper.offset(parser.problem_mark)
        }
        let at = SourceRange(file: file, start: offset, end: offset)
        if let tab = leadingTab(onLineOf: offset) ?? (problem.contains("tab") ? offset : nil) {
            diagnostics.append(Diagnostic(
                SourceDiagnostics.tabIndentation, "tab character used for indentation",
                at: SourceRange(file: file, start: tab, end: tab + 1),
                help: "indent YAML with spaces only"))
            return
        }
        var notes: [Diagnostic.Note] = []
        let context = parser.context.map { String(cString: $0) }
        if let context, parser.error != YAML_READER_ERROR {
            let contextOffset = mapper.offset(parser.context_mark)
            notes.append(.init(message: context, range: SourceRange(file: file, start: contextOffset, end: contextOffset)))
        }
        if let translated = YAMLSyntaxHelp.translate(problem: problem, context: context, at: offset, in: file) {
            diagnostics.append(Diagnostic(
                SourceDiagnostics.yamlSyntax, translated.message, at: translated.range,
                notes: [.init(message: "the YAML parser says: \(problem)")], help: translated.help, fixIts: translated.fixIts))
            return
        }
        diagnostics.append(Diagnostic(SourceDiagnostics.yamlSyntax, problem, at: at, notes: notes))
    }

    /// The offset of a tab in the leading white space of the line holding `offset`, if any.
    private func leadingTab(onLineOf offset: Int) -> Int? {
        let line = file.lineIndex(of: offset)
        for index in file.contentRange(ofLine: line) {
            switch file.bytes[index] {
            case UInt8(ascii: " "): continue
            case UInt8(ascii: "\t"): return index
            default: return nil
            }
        }
        return nil
    }
}
