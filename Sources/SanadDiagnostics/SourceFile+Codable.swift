/// Why a source file or range has no coding of its own: a range is written by an encoder that
/// knows its file (the lowered-file cache writes a place in a table of the files it read), and a
/// file by what reads it again.
public struct SourceCodingError: Error, CustomStringConvertible {
    /// What was asked.
    public var description: String
    /// The error for what was asked.
    public init(description: String) { self.description = description }
}

extension SourceFile: Codable {
    /// Refused: see `SourceCodingError`.
    public func encode(to encoder: Encoder) throws { throw SourceCodingError(description: "a source file is written by the encoder that knows it") }
    /// Refused: see `SourceCodingError`.
    public convenience init(from decoder: Decoder) throws { throw SourceCodingError(description: "a source file is read by the decoder that knows it") }
}

extension SourceRange: Codable {
    /// Refused: see `SourceCodingError`.
    public func encode(to encoder: Encoder) throws { throw SourceCodingError(description: "a source range is written by the encoder that knows its file") }
    /// Refused: see `SourceCodingError`.
    public init(from decoder: Decoder) throws { throw SourceCodingError(description: "a source range is read by the decoder that knows its file") }
}
