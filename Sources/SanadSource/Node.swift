import SanadDiagnostics

/// A JSON-like value parsed from YAML or JSON in which every value, and every mapping key, keeps
/// its source range. This is the tree that schemas validate and lowering reads.
public struct Node: Sendable {
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Number)
        case string(String)
        case array([Node])
        case object([Member])
    }

    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// The member with this key, if the node is an object.
    public subscript(key: String) -> Node? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The member (key and value) with this key, if the node is an object.
    public func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }
    }

    public var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }
    public var members: [Member]? {
        if case .object(let m) = value { return m }
        return nil
    }
    public var elements: [Node]? {
        if case .array(let e) = value { return e }
        return nil
    }
}

/// One key and value of an object.
public struct Member: Sendable {
    public var key: String
    public var keyRange: SourceRange
    public var value: Node

    public init(key: String, keyRange: SourceRange, value: Node) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// A number as written, with its value. Integers that fit in `Int` keep exact integer values;
/// the literal is kept for exact decimal arithmetic (`multipleOf`).
public struct Number: Sendable, CustomStringConvertible {
    public let literal: String
    public let double: Double
    /// The exact value when the number is integral and fits in `Int`.
    public let int: Int?

    public init(literal: String, double: Double, int: Int?) {
        self.literal = literal
        self.double = double
        self.int = int
    }

    public init(_ int: Int) { self.init(literal: String(int), double: Double(int), int: int) }

    /// Whether the value is mathematically an integer (`1.0` is).
    public var isInteger: Bool { int != nil || (double.isFinite && double.rounded(.towardZero) == double) }
    public var description: String { literal }
}

extension Node.Value {
    /// The JSON type name, as JSON Schema's `type` keyword spells it.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let n): return n.isInteger ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
