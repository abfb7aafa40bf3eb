/// Blocks and inlines are most of a lessons file and of a category overview, and nearly all
/// their fields are optional: the synthesized `Decodable` asks the container for each of them by
/// key. These decode in one pass over the members instead. Keys and requirements match the
/// synthesized conformance: `type` is required, every other field may be absent or null, and
/// unknown keys are ignored.
extension Block: TapeDecodable {
    package init(tapeDecoder decoder: TapeDecoder) throws {
        let tape = decoder.tape
        var type: OpenEnum<BlockType>?
        var block = Block(.paragraph)
        func path(_ key: String) -> () -> [any CodingKey] { { decoder.codingPath + [NamedKey(key)] } }
        func child(_ value: Int, _ key: String) -> TapeDecoder { decoder.child(value, NamedKey(key)) }
        try decoder.forEachMember { key, value in
            if tape.stringEquals(key, "type") {
                type = OpenEnum(rawValue: try tape.string(at: value, path("type")))
                return
            }
            guard tape[value].kind != .null else { return }
            if tape.stringEquals(key, "inlines") {
                block.inlines = try [Inline](tapeDecoder: child(value, "inlines"))
            } else if tape.stringEquals(key, "text") {
                block.text = try tape.string(at: value, path("text"))
            } else if tape.stringEquals(key, "level") {
                block.level = try tape.integer(Int.self, at: value, path("level"))
            } else if tape.stringEquals(key, "items") {
                block.items = try [[Block]](tapeDecoder: child(value, "items"))
            } else if tape.stringEquals(key, "blocks") {
                block.blocks = try [Block](tapeDecoder: child(value, "blocks"))
            } else if tape.stringEquals(key, "ordered") {
                block.ordered = try tape.bool(at: value, path("ordered"))
            } else if tape.stringEquals(key, "start") {
                block.start = try tape.integer(Int.self, at: value, path("start"))
            } else if tape.stringEquals(key, "source") {
                block.source = OpenEnum(rawValue: try tape.string(at: value, path("source")))
            } else if tape.stringEquals(key, "reference") {
                block.reference = try tape.string(at: value, path("reference"))
            } else if tape.stringEquals(key, "translation") {
                block.translation = try tape.string(at: value, path("translation"))
            } else if tape.stringEquals(key, "translations") {
                block.translations = try child(value, "translations").decodeValue([Translation].self)
            } else if tape.stringEquals(key, "url") {
                block.url = try tape.string(at: value, path("url"))
            } else if tape.stringEquals(key, "alt") {
                block.alt = try tape.string(at: value, path("alt"))
            } else if tape.stringEquals(key, "title") {
                block.title = try tape.string(at: value, path("title"))
            } else if tape.stringEquals(key, "language") {
                block.language = try tape.string(at: value, path("language"))
            } else if tape.stringEquals(key, "header") {
                block.header = try [[Inline]](tapeDecoder: child(value, "header"))
            } else if tape.stringEquals(key, "rows") {
                block.rows = try [[[Inline]]](tapeDecoder: child(value, "rows"))
            }
        }
        guard let type else { throw decoder.missing("type") }
        block.type = type
        self = block
    }
}

extension Inline: TapeDecodable {
    package init(tapeDecoder decoder: TapeDecoder) throws {
        let tape = decoder.tape
        var type: OpenEnum<InlineType>?
        var inline = Inline(.text)
        func path(_ key: String) -> () -> [any CodingKey] { { decoder.codingPath + [NamedKey(key)] } }
        try decoder.forEachMember { key, value in
            if tape.stringEquals(key, "type") {
                type = OpenEnum(rawValue: try tape.string(at: value, path("type")))
                return
            }
            guard tape[value].kind != .null else { return }
            if tape.stringEquals(key, "text") {
                inline.text = try tape.string(at: value, path("text"))
            } else if tape.stringEquals(key, "children") {
                inline.children = try [Inline](tapeDecoder: decoder.child(value, NamedKey("children")))
            } else if tape.stringEquals(key, "url") {
                inline.url = try tape.string(at: value, path("url"))
            } else if tape.stringEquals(key, "display") {
                inline.display = try tape.bool(at: value, path("display"))
            } else if tape.stringEquals(key, "parentalGate") {
                inline.parentalGate = try tape.bool(at: value, path("parentalGate"))
            }
        }
        guard let type else { throw decoder.missing("type") }
        inline.type = type
        self = inline
    }
}
