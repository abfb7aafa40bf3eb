import SanadJSON
import SanadDiagnostics

/// JSON as a positioned `Node` tree (schemas, test suites), read by Sanad's one JSON parser —
/// `SanadJSON`'s `JSONDocument`, the parser the bundle decoder uses — and turned into
/// nodes with ranges. Strict RFC 8259; a repeated key is an error, as in YAML.
public enum JSONParser {
    /// The deepest nesting accepted, the same as for YAML.
    public static let maxDepth = SourceLimits.maxYAMLDepth * 2

    public struct ParseError: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    /// Parses a whole file as one JSON value.
    public static func parse(_ file: SourceFile) -> Result<Node, ParseError> {
        if let bad = UTF8Validation.firstInvalidOffset(in: file.bytes) {
            return .failure(ParseError(diagnostic: Diagnostic(
                SourceDiagnostics.invalidUTF8, "invalid UTF-8 byte", at: SourceRange(file: file, start: bad, end: bad + 1))))
        }
        let skipped = file.byteOrderMarkLength
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: Array(file.bytes[skipped...]), maximumDepth: maxDepth)
        } catch {
            let at = min(error.offset + skipped, file.bytes.count)
            let code = error.isDuplicateKey ? SourceDiagnostics.duplicateKey : SourceDiagnostics.jsonSyntax
            return .failure(ParseError(diagnostic: Diagnostic(code, error.message, at: SourceRange(file: file, start: at, end: min(at + 1, file.bytes.count)))))
        }
        return .success(node(document.root, in: document, file: file, offset: skipped))
    }

    /// Parses JSON text (tests, embedded resources).
    public static func parse(text: String, path: String = "<memory>") -> Result<Node, ParseError> {
        parse(SourceFile(path: path, text: text))
    }

    static func node(_ value: JSONDocument.Value, in document: JSONDocument, file: SourceFile, offset: Int) -> Node {
        func range(_ bytes: Range<Int>) -> SourceRange { SourceRange(file: file, start: bytes.lowerBound + offset, end: bytes.upperBound + offset) }
        let at = range(document.range(of: value))
        switch document.kind(of: value) {
        case .object:
            let members = document.members(of: value).map { member in
                Member(key: member.key, keyRange: range(member.keyRange), value: node(member.value, in: document, file: file, offset: offset))
            }
            return Node(.object(members), range: at)
        case .array:
            return Node(.array(document.elements(of: value).map { node($0, in: document, file: file, offset: offset) }), range: at)
        case .string:
            return Node(.string(document.string(of: value)), range: at)
        case .bool:
            return Node(.bool(document.bool(of: value)), range: at)
        case .null:
            return Node(.null, range: at)
        case .number:
            let literal = document.numberLiteral(of: value)
            let double = Double(literal) ?? .nan
            var int = document.isIntegerLiteral(value) ? Int(literal) : nil
            if int == nil, double.isFinite, double.rounded(.towardZero) == double, abs(double) < 9.0e15 { int = Int(double) }
            return Node(.number(Number(literal: literal, double: double, int: int)), range: at)
        }
    }
}
