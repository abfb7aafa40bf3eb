/// A value of a closed set as a bundle carries it: one of the cases this reader knows, or a name
/// added by a later minor version of the format, which a reader must open (`BundleFormat`'s
/// version policy) and an app may skip. One codec serves every such field: the name as a JSON
/// string.
///
/// Compare with a known case directly (`question.type == .multipleChoice`), or switch on
/// `known`.
public enum OpenEnum<Known>: Hashable, Sendable, Codable, CustomStringConvertible
where Known: RawRepresentable & Hashable & Sendable, Known.RawValue == String {
    /// A case this reader knows.
    case known(Known)
    /// A name this reader does not know (from a newer minor version of the format). Held out of
    /// line: a value then takes 9 bytes instead of 17, and the blocks and spans of every lesson
    /// hold one each (a name a reader does not know is rare).
    indirect case unknown(String)

    /// A known case.
    public init(_ known: Known) { self = .known(known) }

    /// The case named `rawValue`, or `unknown`.
    public init(rawValue: String) { self = Known(rawValue: rawValue).map(OpenEnum.known) ?? .unknown(rawValue) }

    /// The name as the bundle writes it.
    public var rawValue: String {
        switch self {
        case .known(let value): return value.rawValue
        case .unknown(let name): return name
        }
    }

    /// The known case, or nil for a name this reader does not know.
    public var known: Known? {
        if case .known(let value) = self { return value }
        return nil
    }

    /// The name as the bundle writes it.
    public var description: String { rawValue }

    /// Decodes the name.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether the value is the known case `rhs`.
    public static func == (lhs: OpenEnum, rhs: Known) -> Bool { lhs.known == rhs }

    /// Whether the value is not the known case `rhs`.
    public static func != (lhs: OpenEnum, rhs: Known) -> Bool { lhs.known != rhs }
}
