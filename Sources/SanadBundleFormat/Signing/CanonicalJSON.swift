/// The canonical form of a JSON text, for signing: the same bytes for the same value however the
/// text was written (white space, member order, string escapes), in the manner of RFC 8785
/// (JSON Canonicalization Scheme) for the values a manifest holds:
/// - no white space between tokens;
/// - an object's members ordered by their keys' UTF-16 code units;
/// - strings with only the escapes JSON requires: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, and
///   `\u00xx` (lower-case hexadecimal) for the other control characters; every other character
///   as itself, in UTF-8;
/// - numbers as written (a manifest holds integers only, which JCS also writes as digits).
///
/// A repeated key, invalid UTF-8 or any syntax error is refused by the parser
/// (`JSONDocument`), so two different texts can never share a canonical form by accident.
public enum CanonicalJSON {
    /// The canonical bytes of `text`; with `omitting`, those members of the top-level object are
    /// left out (a manifest's own `signatures`).
    public static func bytes(of text: [UInt8], omitting: Set<String> = []) throws(JSONSyntaxError) -> [UInt8] {
        let document = try JSONDocument(bytes: text)
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        write(document.root, in: document, omitting: omitting, to: &out)
        return out
    }

    private static func write(_ value: JSONDocument.Value, in document: JSONDocument, omitting: Set<String>, to out: inout [UInt8]) {
        switch document.kind(of: value) {
        case .null: out += Array("null".utf8)
        case .bool: out += Array((document.bool(of: value) ? "true" : "false").utf8)
        case .number: out += Array(document.numberLiteral(of: value).utf8)
        case .string: writeString(document.string(of: value), to: &out)
        case .array:
            out.append(UInt8(ascii: "["))
            for (index, element) in document.elements(of: value).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(element, in: document, omitting: [], to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object:
            let members = document.members(of: value).filter { !omitting.contains($0.key) }
                .sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                write(member.value, in: document, omitting: [], to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `string` as a JSON string with only the escapes JSON requires (the canonical spelling).
    public static func writeString(_ string: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
