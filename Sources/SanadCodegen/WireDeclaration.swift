/// A wire type as its Swift declaration states it: the struct that lists `WireCodable` among
/// its conformances, and its stored properties in order. Both of its fast codecs (the tape reader
/// and the JSON writer) are generated from this, so they cannot drift from the declaration or
/// from each other.
public struct WireDeclaration: Equatable, Sendable {
    /// The type's name as the module spells it from the top (`BundleLessons.Question`).
    public var name: String
    /// The stored properties, in declaration order.
    public var fields: [WireField]
    /// The file and line of the declaration, for errors.
    public var location: String

    /// A declaration.
    public init(name: String, fields: [WireField], location: String) {
        self.name = name
        self.fields = fields
        self.location = location
    }

    /// The name of the file that declares it, without `.swift` (`Block` for `Block.swift:17`).
    var sourceName: String {
        let file = location.split(separator: ":").first.map(String.init) ?? location
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// The names of the scopes a type name inside the declaration is looked up in, innermost
    /// first (`BundleLessons.Question`, `BundleLessons`, the module).
    var scopes: [String] {
        let parts = name.split(separator: ".").map(String.init)
        return (0...parts.count).reversed().map { parts.prefix($0).joined(separator: ".") }
    }
}

/// One stored property of a wire type.
public struct WireField: Equatable, Sendable {
    /// Its name, which is also its JSON key (wire types declare no `CodingKeys`).
    public var name: String
    /// Its type as written, optional or not (`[Block]?`).
    public var typeText: String
    /// Its type's shape.
    public var type: WireFieldType
    /// Whether it may be absent or null (`T?`).
    public var isOptional: Bool
    /// Whether its members are the object's own (`// wire: inline`): another wire type whose
    /// fields the JSON object holds directly, as `categories.json` and `index.json` share a
    /// category's fields.
    public var isInline: Bool
    /// Whether it is wrapped in `@Sparse` (stored out of line; its type has an empty `init()`).
    public var isSparse: Bool
    /// Its `///` documentation, one line per line, without the slashes; nil when it has none.
    public var documentation: String?

    /// A field.
    public init(name: String, typeText: String, type: WireFieldType, isOptional: Bool, isInline: Bool, isSparse: Bool = false,
                documentation: String? = nil) {
        self.name = name
        self.typeText = typeText
        self.type = type
        self.isOptional = isOptional
        self.isInline = isInline
        self.isSparse = isSparse
        self.documentation = documentation
    }
}

/// The shape of a wire field's type, which decides how its value is read and written.
public indirect enum WireFieldType: Equatable, Sendable {
    /// `String`.
    case string
    /// `Int`.
    case int
    /// `Bool`.
    case bool
    /// `OpenEnum<T>`, a string on the wire.
    case openEnum(String)
    /// `[T]`.
    case array(WireFieldType)
    /// `[String: T]`, an object on the wire with its keys sorted.
    case dictionary(WireFieldType)
    /// Any other type, by the name written.
    case named(String)

    /// Parses a type as written, without its optional mark; nil for a form wire types do not use.
    init?(parsing text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        switch text {
        case "String": self = .string
        case "Int": self = .int
        case "Bool": self = .bool
        default:
            if text.hasPrefix("OpenEnum<"), text.hasSuffix(">") {
                self = .openEnum(String(text.dropFirst("OpenEnum<".count).dropLast()))
            } else if text.hasPrefix("["), text.hasSuffix("]") {
                let inner = String(text.dropFirst().dropLast())
                if let colon = inner.topLevelColon {
                    guard inner[..<colon].trimmingCharacters(in: .whitespaces) == "String",
                          let value = WireFieldType(parsing: String(inner[inner.index(after: colon)...])) else { return nil }
                    self = .dictionary(value)
                } else {
                    guard let element = WireFieldType(parsing: inner) else { return nil }
                    self = .array(element)
                }
            } else if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), text.first?.isUppercase == true {
                self = .named(text)
            } else {
                return nil
            }
        }
    }

    /// How deep arrays nest before the element (`[[Block]]`: 2).
    var arrayDepth: Int {
        if case .array(let element) = self { return 1 + element.arrayDepth }
        return 0
    }

    /// The element inside every array (`[[Block]]`: `Block`).
    var innermost: WireFieldType {
        if case .array(let element) = self { return element.innermost }
        return self
    }
}

extension String {
    /// The first `:` outside brackets and angle brackets: a dictionary type's separator.
    var topLevelColon: String.Index? {
        var depth = 0
        for index in indices {
            switch self[index] {
            case "[", "<": depth += 1
            case "]", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}

import Foundation
