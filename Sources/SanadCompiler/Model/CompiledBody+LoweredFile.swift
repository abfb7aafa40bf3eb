// The lowered-file cache's coding of a compiled body (`LoweredFileCodable`): every lesson has one,
// with a few sections, media and code blocks each.

import SanadBundleFormat
import SanadSource

extension CompiledBody: LoweredFileCodable {
    static let loweredFields = ["sections", "encodedBlocks", "links", "media", "citationBlocks", "callouts", "math", "codeBlocks", "prose"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.list(sections) { try $0.encode(toLoweredFile: encoder) }
        try encoder.encodeValue(encodedBlocks)
        try encoder.list(links) { try encoder.encodeValue($0) }
        try encoder.list(media) { try $0.encode(toLoweredFile: encoder) }
        try encoder.list(citationBlocks) { try encoder.encodeValue($0) }
        try encoder.list(callouts) { try encoder.encodeValue($0) }
        try encoder.list(math) { try encoder.encodeValue($0) }
        try encoder.list(codeBlocks) { try $0.encode(toLoweredFile: encoder) }
        try encoder.list(prose) { try encoder.encodeValue($0) }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        self.init()
        sections = try decoder.list { try Section(loweredFile: decoder) }
        encodedBlocks = try decoder.decodeValue(EncodedBlocks.self)
        links = try decoder.list(decoder.locatedString)
        media = try decoder.list { try Media(loweredFile: decoder) }
        citationBlocks = try decoder.list { try decoder.decodeValue(BodyCompiler.CitationBlock.self) }
        callouts = try decoder.list(decoder.locatedString)
        math = try decoder.list { try decoder.decodeValue(MathText.self) }
        codeBlocks = try decoder.list { try CodeBlock(loweredFile: decoder) }
        prose = try decoder.list(decoder.range)
    }
}

extension CompiledBody.Section: LoweredFileCodable {
    static let loweredFields = ["kind", "title", "heading", "blockRange"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.optional(kind) { encoder.string($0.rawValue) }
        encoder.string(title)
        try encoder.encodeValue(heading)
        try encoder.encodeValue(blockRange)
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        kind = try decoder.optional { try decoder.raw(PhaseKind.self) }
        title = try decoder.string()
        heading = try decoder.range()
        blockRange = try decoder.decodeValue(Range<Int>.self)
    }
}

extension CompiledBody.Media: LoweredFileCodable {
    static let loweredFields = ["url", "alt", "isAudio"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.encodeValue(url)
        encoder.string(alt)
        try encoder.encodeValue(isAudio)
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        url = try decoder.locatedString()
        alt = try decoder.string()
        isAudio = try decoder.decodeValue(Bool.self)
    }
}

extension CompiledBody.CodeBlock: LoweredFileCodable {
    static let loweredFields = ["language", "range", "isFenced"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.optional(language) { try encoder.encodeValue($0) }
        try encoder.encodeValue(range)
        try encoder.encodeValue(isFenced)
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        language = try decoder.optional(decoder.locatedString)
        range = try decoder.range()
        isFenced = try decoder.decodeValue(Bool.self)
    }
}
