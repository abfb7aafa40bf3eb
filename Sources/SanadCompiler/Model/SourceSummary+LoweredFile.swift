// The lowered-file cache's coding of a file's summary and the uses of citations it records
// (`LoweredFileCodable`): every file of a corpus is read back through it on every build after an
// edit.

import SanadDiagnostics

extension SourceSummary: LoweredFileCodable {
    static let loweredFields = ["kind", "file", "relativePath", "owner", "texts", "citedTexts"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        encoder.string(kind.rawValue)
        try encoder.encodeValue(file)
        encoder.string(relativePath)
        try encoder.optional(owner) { try encoder.encodeValue($0) }
        try encoder.list(texts) { try encoder.encodeValue($0) }
        try encoder.list(citedTexts) { try $0.encode(toLoweredFile: encoder) }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        kind = try decoder.raw(SourceKind.self)
        file = try decoder.decodeValue(SourceFile.self)
        relativePath = try decoder.string()
        owner = try decoder.optional { try decoder.decodeValue(TextOwner.self) }
        texts = try decoder.list { try LearnerText(loweredFile: decoder) }
        citedTexts = try decoder.list { try CitedTextUse(loweredFile: decoder) }
    }
}

extension CitedTextUse: LoweredFileCodable {
    static let loweredFields = ["kind", "id", "title", "citations", "review", "path", "keyPrefix", "showsItsCitations", "note", "isDeclaredHere"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        encoder.string(kind.rawValue)
        encoder.string(id)
        encoder.string(title)
        try encoder.list(citations) { try $0.encode(toLoweredFile: encoder) }
        try review.encode(toLoweredFile: encoder)
        encoder.string(path)
        encoder.string(keyPrefix)
        try encoder.encodeValue(showsItsCitations)
        try encoder.optional(note) { encoder.string($0) }
        try encoder.encodeValue(isDeclaredHere)
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        kind = try decoder.raw(SourceKind.self)
        id = try decoder.string()
        title = try decoder.string()
        citations = try decoder.list { try CitationModel(loweredFile: decoder) }
        review = try ReviewModel(loweredFile: decoder)
        path = try decoder.string()
        keyPrefix = try decoder.string()
        showsItsCitations = try decoder.decodeValue(Bool.self)
        note = try decoder.optional(decoder.string)
        isDeclaredHere = try decoder.decodeValue(Bool.self)
    }
}
