import SanadDiagnostics

/// A kind whose lowered files the lowered-file cache keeps (`LoweredFileCache`): its models have
/// a coding. A kind declares it by conforming; its models' `Codable` conformances do the rest.
protocol LoweredModelsCoding {
    /// Writes a lowered file's models (an `[Model]`).
    static func encodeModels(_ models: any Sendable, to encoder: LoweredFileEncoder) throws
    /// Reads what `encodeModels` wrote.
    static func decodeModels(from decoder: LoweredFileDecoder) throws -> any Sendable
}

extension LoweredModelsCoding where Self: ContentKind, Model: Codable {
    static func encodeModels(_ models: any Sendable, to encoder: LoweredFileEncoder) throws {
        guard let models = models as? [Model] else { throw LoweredFileEncoder.Unsupported(reason: "models of another kind") }
        try encoder.encodeValue(models)
    }

    static func decodeModels(from decoder: LoweredFileDecoder) throws -> any Sendable { try decoder.decodeValue([Model].self) }
}

// Lessons are most of a project's files; the other kinds are few, and lowered on every run.
extension ContentKinds.Lesson: LoweredModelsCoding {}

extension Lowering.LoweredFile {
    /// The file's lowered result in the lowered-file cache's layout. Throws when its kind has no
    /// coding, it has problems (they are found again, fresh), or a value cannot be written.
    func cacheEntry() throws -> [UInt8] {
        guard sourceDiagnostics.isEmpty, loweringDiagnostics.isEmpty else { throw LoweredFileEncoder.Unsupported(reason: "a file with problems") }
        guard let coding = summary.kind.declaration as? any LoweredModelsCoding.Type else {
            throw LoweredFileEncoder.Unsupported(reason: "a kind without a coding")
        }
        let encoder = LoweredFileEncoder(file: summary.file)
        try encoder.encodeValue(summary)
        try coding.encodeModels(models, to: encoder)
        try encoder.encodeValue(incomplete)
        return encoder.bytes
    }

    /// A lowered file read back from `cacheEntry()`'s bytes against `file` (read again, with the
    /// bytes it was lowered from), which must be of `kind` at `relativePath`.
    convenience init(cacheEntry bytes: [UInt8], kind: SourceKind, relativePath: String, file: SourceFile) throws {
        guard let coding = kind.declaration as? any LoweredModelsCoding.Type else { throw LoweredFileDecoder.Malformed() }
        let decoder = LoweredFileDecoder(bytes: bytes, file: file)
        let summary = try decoder.decodeValue(SourceSummary.self)
        let models = try coding.decodeModels(from: decoder)
        let incomplete = try decoder.decodeValue(Bool.self)
        guard decoder.isAtEnd, !decoder.unsupported, summary.kind == kind, summary.relativePath == relativePath, summary.file === file else {
            throw LoweredFileDecoder.Malformed()
        }
        // A lesson's body region is a range of its file's bytes, which the review fingerprint reads.
        if let lessons = models as? [LessonModel],
           !lessons.allSatisfy({ $0.bodyRegion.map { $0.lowerBound >= 0 && $0.upperBound <= file.bytes.count } ?? true }) {
            throw LoweredFileDecoder.Malformed()
        }
        self.init(summary: summary, sourceDiagnostics: [], loweringDiagnostics: [], models: models, incomplete: incomplete)
    }
}
