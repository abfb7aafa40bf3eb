/// Decodes bundle files: strict RFC 8259 JSON into `Decodable` types.
///
/// Bundle files are read on every app launch, so this decoder is built for that one job: the
/// document is scanned once into a flat tape (`JSONTape`), and values are decoded straight from
/// its bytes with no intermediate dictionaries. Foundation's `JSONDecoder` reads the same files,
/// more slowly (the tests check that both agree). No key or date strategies: bundle keys are
/// camelCase already and the format has no dates other than strings.
public struct BundleJSONDecoder: Sendable {
    /// The most deeply nested arrays and objects a document may have; deeper input is refused
    /// rather than risking the stack. Bundles nest about eight deep.
    public static let maximumDepth = 256
    /// The largest document, in bytes (tape offsets are 32 bits). The largest bundle file of the
    /// 10,000-lesson benchmark is about 2 MB.
    public static let maximumDocumentSize = 1 << 30

    /// A decoder; it has no options.
    public init() {}

    /// Decodes `type` from a JSON document. Throws `JSONSyntaxError` for malformed JSON and
    /// `DecodingError` when the JSON does not fit the type.
    public func decode<T: Decodable, Bytes: Collection>(_ type: T.Type, from bytes: Bytes) throws -> T where Bytes.Element == UInt8 {
        let tape = try JSONTape(bytes)
        return try TapeDecoder(tape: tape, index: 0).decodeValue(type)
    }
}

/// A `Decoder` positioned at one tape entry. Decoders link to their parent, so the coding path
/// is only built when an error needs it.
package final class TapeDecoder: Decoder {
    package let tape: JSONTape
    package let index: Int
    private let parent: TapeDecoder?
    private let key: (any CodingKey)?
    package var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// Where the last key lookup in this object succeeded: members are usually read in order.
    package var memberHint = 0

    package init(tape: JSONTape, index: Int, parent: TapeDecoder? = nil, key: (any CodingKey)? = nil) {
        self.tape = tape
        self.index = index
        self.parent = parent
        self.key = key
    }

    package var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var decoder: TapeDecoder? = self
        while let current = decoder {
            if let key = current.key { path.append(key) }
            decoder = current.parent
        }
        return path.reversed()
    }

    package func child(_ index: Int, _ key: any CodingKey) -> TapeDecoder { TapeDecoder(tape: tape, index: index, parent: self, key: key) }

    package var entry: JSONTape.Entry { tape[index] }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard entry.kind == .object else { throw mismatch([String: Int].self, entry, codingPath) }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard entry.kind == .array else { throw mismatch([Int].self, entry, codingPath) }
        return TapeUnkeyedContainer(decoder: self)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TapeSingleValueContainer(decoder: self)
    }
}

/// The error for a value of the wrong JSON kind.
package func mismatch(_ expected: Any.Type, _ entry: JSONTape.Entry, _ codingPath: [any CodingKey]) -> DecodingError {
    .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(entry.kind == .null ? "null" : "a \(entry.kind)")"))
}
