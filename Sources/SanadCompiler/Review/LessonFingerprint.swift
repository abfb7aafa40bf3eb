import Crypto
import Foundation
import SanadDiagnostics
import SanadSource

/// The fingerprint of what a reviewer judges in a lesson, recorded when the lesson is approved.
///
/// Canonical form (version 1), hashed with SHA-256:
/// 1. the line `sanad-fingerprint-v1`;
/// 2. the front matter without its `review` block, as canonical JSON: object keys sorted by their
///    UTF-8 bytes, no white space, strings with JSON escapes, numbers as integers when integral
///    (else as written), so comments, quoting style, flow or block style and the order of keys do
///    not matter — reordering keys changes no meaning;
/// 3. a line break, then the Markdown body with every line ending turned into `\n`, trailing
///    blank lines removed.
public enum LessonFingerprint {
    public static let version = "sanad-fingerprint-v1"

    public static func compute(frontMatter: Node, body: String) -> String {
        var canonical = version + "\n"
        var withoutReview = frontMatter
        if case .object(let members) = frontMatter.value {
            withoutReview.value = .object(members.filter { $0.key != "review" })
        }
        canonicalJSON(withoutReview, into: &canonical)
        canonical += "\n" + normalizedBody(body)
        return SHA256.hash(data: Data(canonical.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The fingerprint of a lesson's current sources.
    public static func compute(_ lesson: LessonModel) -> String {
        compute(frontMatter: lesson.node, body: body(of: lesson.file))
    }

    /// The text after a file's front matter.
    static func body(of file: SourceFile) -> String {
        guard case .success(let split) = FrontMatter.split(file) else { return "" }
        return file.text(in: split.body)
    }

    static func normalizedBody(_ body: String) -> String {
        var text = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    static func canonicalJSON(_ node: Node, into out: inout String) {
        switch node.value {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let number): out += number.int.map(String.init) ?? number.literal
        case .string(let string): appendString(string, into: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                canonicalJSON(element, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                if index > 0 { out += "," }
                appendString(member.key, into: &out)
                out += ":"
                canonicalJSON(member.value, into: &out)
            }
            out += "}"
        }
    }

    static func appendString(_ string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
