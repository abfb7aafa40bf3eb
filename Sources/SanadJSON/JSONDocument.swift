/// A JSON document read by Sanad's one JSON parser (the tape behind `BundleJSONDecoder`), as a
/// tree of values with the byte range each was written at: for readers that report positions,
/// such as the schema validator's front end, as much as for the bundle decoder.
///
/// Strict RFC 8259 and no repeated keys; see `JSONTape`.
public struct JSONDocument: Sendable {
    package let tape: JSONTape

    /// A value of the document.
    public struct Value: Sendable, Hashable {
        package let index: Int
    }

    /// The type of a value.
    public enum Kind: Sendable {
        /// A JSON object, array, string, number, `true` or `false`, or `null`.
        case object, array, string, number, bool, null
    }

    /// Parses `bytes`, nesting at most `maximumDepth` deep; throws at the first offending byte.
    public init(bytes: [UInt8], maximumDepth: Int = BundleJSONDecoder.maximumDepth) throws(JSONSyntaxError) {
        tape = try JSONTape(bytes, maximumDepth: maximumDepth)
    }

    /// The document's value.
    public var root: Value { Value(index: 0) }

    /// The type of a value.
    public func kind(of value: Value) -> Kind {
        switch tape[value.index].kind {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number: return .number
        case .bool: return .bool
        case .null: return .null
        }
    }

    /// Where the value is written: a string with its quotes, a container with its brackets.
    public func range(of value: Value) -> Range<Int> {
        let entry = tape[value.index]
        return entry.kind == .string ? Int(entry.start) - 1..<Int(entry.end) + 1 : Int(entry.start)..<Int(entry.end)
    }

    /// A string's text, escapes resolved.
    public func string(of value: Value) -> String { tape.string(tape[value.index]) }

    /// A number as written.
    public func numberLiteral(of value: Value) -> String { String(decoding: tape.raw(tape[value.index]), as: UTF8.self) }

    /// Whether a number is written without fraction or exponent.
    public func isIntegerLiteral(_ value: Value) -> Bool { tape[value.index].flag }

    /// A boolean's value.
    public func bool(of value: Value) -> Bool { tape[value.index].flag }

    /// An object's members in document order: each key (its range includes the quotes) and value.
    public func members(of object: Value) -> [(key: String, keyRange: Range<Int>, value: Value)] {
        var members: [(String, Range<Int>, Value)] = []
        var index = object.index + 1
        for _ in 0..<Int(tape[object.index].count) {
            let key = Value(index: index)
            members.append((string(of: key), range(of: key), Value(index: index + 1)))
            index = Int(tape[index + 1].next)
        }
        return members
    }

    /// An array's elements in order.
    public func elements(of array: Value) -> [Value] {
        var elements: [Value] = []
        var index = array.index + 1
        for _ in 0..<Int(tape[array.index].count) {
            elements.append(Value(index: index))
            index = Int(tape[index].next)
        }
        return elements
    }
}
