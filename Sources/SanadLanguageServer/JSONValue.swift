import SanadBundleFormat

/// A JSON value as the language server protocol carries it: the one wire type of `sanad lsp`'s
/// messages, read with Sanad's strict JSON parser (`JSONDocument`) and written compactly with
/// object members in key order, so the server's output is deterministic.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses one JSON text; throws at the first offending byte.
    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        let document = try JSONDocument(bytes: bytes, maximumDepth: 64)
        self = Self.value(document.root, in: document)
    }

    private static func value(_ value: JSONDocument.Value, in document: JSONDocument) -> JSONValue {
        switch document.kind(of: value) {
        case .null: return .null
        case .bool: return .bool(document.bool(of: value))
        case .string: return .string(document.string(of: value))
        case .number:
            let literal = document.numberLiteral(of: value)
            if document.isIntegerLiteral(value), let int = Int(literal) { return .integer(int) }
            return .number(Double(literal) ?? 0)
        case .array: return .array(document.elements(of: value).map { Self.value($0, in: document) })
        case .object:
            var members: [String: JSONValue] = [:]
            for member in document.members(of: value) { members[member.key] = Self.value(member.value, in: document) }
            return .object(members)
        }
    }

    /// The member `key` of an object; `nil` for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    public var string: String? { if case .string(let s) = self { return s }; return nil }
    /// The integer, if this is one.
    public var integer: Int? { if case .integer(let i) = self { return i }; return nil }
    /// The Boolean, if this is one.
    public var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    /// The elements, if this is an array.
    public var array: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    /// The members, if this is an object.
    public var object: [String: JSONValue]? { if case .object(let o) = self { return o }; return nil }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object value; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}
