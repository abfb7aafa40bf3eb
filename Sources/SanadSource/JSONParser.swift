import SanadDiagnostics

/// A strict RFC 8259 JSON parser producing a positioned `Node` tree (schemas, test suites and
/// bundles are JSON). Duplicate keys are errors, as in YAML.
public struct JSONParser {
    /// The deepest nesting accepted, the same as for YAML.
    public static let maxDepth = SourceLimits.maxYAMLDepth * 2

    public struct ParseError: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    private let file: SourceFile
    private let bytes: [UInt8]
    private var index: Int
    private var depth = 0
    private var duplicateKeys: [Diagnostic] = []

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        self.index = file.byteOrderMarkLength
    }

    /// Parses a whole file as one JSON value.
    public static func parse(_ file: SourceFile) -> Result<Node, ParseError> {
        if let bad = UTF8Validation.firstInvalidOffset(in: file.bytes) {
            return .failure(ParseError(diagnostic: Diagnostic(
                SourceDiagnostics.invalidUTF8, "invalid UTF-8 byte", at: SourceRange(file: file, start: bad, end: bad + 1))))
        }
        var parser = JSONParser(file: file)
        do {
            parser.skipWhitespace()
            let value = try parser.parseValue()
            parser.skipWhitespace()
            guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
            if let first = parser.duplicateKeys.first { return .failure(ParseError(diagnostic: first)) }
            return .success(value)
        } catch let error as ParseError {
            return .failure(error)
        } catch {
            return .failure(parser.error("invalid JSON"))
        }
    }

    /// Parses JSON text (tests, embedded resources).
    public static func parse(text: String, path: String = "<memory>") -> Result<Node, ParseError> {
        parse(SourceFile(path: path, text: text))
    }

    private func error(_ message: String, at offset: Int? = nil) -> ParseError {
        let at = offset ?? index
        return ParseError(diagnostic: Diagnostic(
            SourceDiagnostics.jsonSyntax, message, at: SourceRange(file: file, start: at, end: min(at + 1, bytes.count))))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws -> Node {
        guard index < bytes.count else { throw error("unexpected end of JSON") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let string = try parseString()
            return Node(.string(string), range: SourceRange(file: file, start: start, end: index))
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try parseNumber()
        }
    }

    private mutating func literal(_ word: String, _ value: Node.Value) throws -> Node {
        let start = index
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal", at: start) }
            index += 1
        }
        return Node(value, range: SourceRange(file: file, start: start, end: index))
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maxDepth { throw error("JSON nests deeper than \(Self.maxDepth) levels") }
    }

    private mutating func parseObject() throws -> Node {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [Member] = []
        var seen: [String: SourceRange] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return Node(.object([]), range: SourceRange(file: file, start: start, end: index))
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = index
            let key = try parseString()
            let keyRange = SourceRange(file: file, start: keyStart, end: index)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            if let first = seen[key] {
                duplicateKeys.append(Diagnostic(
                    SourceDiagnostics.duplicateKey, "duplicate key '\(key)'", at: keyRange,
                    notes: [.init(message: "'\(key)' is first defined here", range: first)]))
            } else {
                seen[key] = keyRange
                members.append(Member(key: key, keyRange: keyRange, value: value))
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of JSON in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}'")
        }
        return Node(.object(members), range: SourceRange(file: file, start: start, end: index))
    }

    private mutating func parseArray() throws -> Node {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [Node] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return Node(.array([]), range: SourceRange(file: file, start: start, end: index))
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of JSON in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']'")
        }
        return Node(.array(elements), range: SourceRange(file: file, start: start, end: index))
    }

    private mutating func parseString() throws -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ end: Int) {
            if end > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            flush(index)
            index += 1
            guard index < bytes.count else { throw error("unterminated escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                    bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: throw error("invalid escape", at: index - 1)
            }
            runStart = index
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 48...57: digit = UInt32(byte - 48)
            case 65...70: digit = UInt32(byte - 55)
            case 97...102: digit = UInt32(byte - 87)
            default: throw error("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws -> Node {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
            return index - s
        }
        let integerStart = index
        guard digits() > 0 else { throw error("invalid value", at: start) }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { throw error("leading zeros are not allowed", at: start) }
        var integral = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            integral = false
            guard digits() > 0 else { throw error("invalid number", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            integral = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number", at: start) }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        let double = Double(literal) ?? .nan
        var int = integral ? Int(literal) : nil
        if int == nil, double.isFinite, double.rounded(.towardZero) == double, abs(double) < 9.0e15 { int = Int(double) }
        return Node(.number(Number(literal: literal, double: double, int: int)), range: SourceRange(file: file, start: start, end: index))
    }
}
