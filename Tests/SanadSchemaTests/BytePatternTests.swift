import Foundation
@testable import SanadSchema
import Testing
import _SanadTestSupport

/// The byte matcher answers as ICU does: for every `pattern` of Sanad's schemas and a set of
/// harder ones, on texts drawn from each pattern's language, each mutated (a character left out,
/// added or changed; a line terminator or other character at either end) and random texts of
/// its characters; and it leaves every other kind of pattern to ICU.
@Suite struct BytePatternTests {
    /// The `pattern` values and `patternProperties` keys of the source schemas (`schemas/`), the
    /// bundle's (`schemas/bundle/`) and the JSON Schema meta-schemas compiled into the tool.
    static func schemaPatterns() throws -> [String] {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["../../schemas", "../../schemas/bundle", "../../Sources/SanadSchema/MetaSchemas"] {
            let url = here.appendingPathComponent(folder).standardizedFileURL
            files += try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }.map { url.appendingPathComponent($0) }
        }
        var patterns: Set<String> = []
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
            func visit(_ value: Any) {
                if let object = value as? [String: Any] {
                    if let pattern = object["pattern"] as? String { patterns.insert(pattern) }
                    if let keys = object["patternProperties"] as? [String: Any] { patterns.formUnion(keys.keys) }
                    object.values.forEach(visit)
                } else if let array = value as? [Any] {
                    array.forEach(visit)
                }
            }
            visit(json)
        }
        return patterns.sorted()
    }

    static let harder = [
        "^a|b$", "(a|b)*c", "^(ab|a)(bc|c)$", "x{2,3}y?", "^$", "$", "^", "a$", "^[a-c]{0,2}$", "(a*)*b", "^(0|[1-9][0-9]*)$",
        "ab|", "(|a)b", "^[+#-]+$", "^\\.\\-\\/$", "[a-]+", "[-a]+", "^a{3}$", "^(a|ab)+$", "b^", "$a", "^(a$|b)", "a{0}b", "^ $",
        "^[0-9a-f]{4,}$", "(x|y|z){2}", "(^a)*b", "(a$)?", "^(a$)?b", "((){3}){5}x", "^(){9999}a$", "^(a|b)*$", "[a-c-]+",
    ]

    static let terminators = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\n\n", "\r\r"]

    /// A random text of the node's language.
    static func sample(_ node: BytePattern.Node, _ random: inout SeededGenerator) -> String {
        switch node {
        case .bytes(let set):
            let members = set.members
            return members.isEmpty ? "" : String(UnicodeScalar(members.randomElement(using: &random)!))
        case .sequence(let nodes): return nodes.map { sample($0, &random) }.joined()
        case .alternatives(let options): return sample(options.randomElement(using: &random)!, &random)
        case .repeated(let body, let min, let max):
            let count = Int.random(in: min...(max ?? min + 3), using: &random)
            return (0..<count).map { _ in sample(body, &random) }.joined()
        case .start, .end: return ""
        }
    }

    /// Texts to try on a pattern: samples of its language, each mutated, and random texts.
    static func texts(for pattern: BytePattern, _ random: inout SeededGenerator) -> [String] {
        var alphabet = Array(Set(sample(pattern.node, &random) + sample(pattern.node, &random))) + Array("aZ09-._/ +é٣\n\r")
        alphabet += ["\u{2028}", "\u{85}"]
        var texts = ["", "\n", "\r\n"]
        for _ in 0..<60 {
            let text = Array(sample(pattern.node, &random))
            texts.append(String(text))
            for terminator in terminators { texts.append(String(text) + terminator) }
            texts.append("\n" + String(text))
            texts.append(String(alphabet.randomElement(using: &random)!) + String(text))
            texts.append(String(text) + String(alphabet.randomElement(using: &random)!))
            guard !text.isEmpty else { continue }
            var removed = text, changed = text, added = text
            removed.remove(at: Int.random(in: 0..<text.count, using: &random))
            changed[Int.random(in: 0..<text.count, using: &random)] = alphabet.randomElement(using: &random)!
            added.insert(alphabet.randomElement(using: &random)!, at: Int.random(in: 0...text.count, using: &random))
            texts += [String(removed), String(changed), String(added)]
        }
        for _ in 0..<200 {
            texts.append(String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        }
        return texts
    }

    @Test func answersAsICUForEverySchemaPatternAndHarderOnes() throws {
        let patterns = try Self.schemaPatterns()
        #expect(patterns.count >= 15, "the schemas' patterns: \(patterns)")
        var random = SeededGenerator(seed: 35)
        var differing: [String] = [], oneSided: [String] = [], leftToICU: [String] = []
        for source in patterns + Self.harder {
            let regex = try NSRegularExpression(pattern: source)
            guard let pattern = BytePattern(source) else {
                leftToICU.append(source)
                continue
            }
            var matched = 0, tried = 0
            for text in Self.texts(for: pattern, &random) {
                let expected = SchemaPattern.icuMatches(regex, text)
                tried += 1
                if expected { matched += 1 }
                if pattern.matches(text) != expected { differing.append("\(source) on \(text.debugDescription): ICU says \(expected)") }
            }
            // (Some harder ones match every text, as `$` does, or none, as `b^` does.)
            if matched == 0 || matched == tried, patterns.contains(source) { oneSided.append(source) }
        }
        #expect(differing.isEmpty, "\(differing.count) answers differ: \(differing.prefix(12).joined(separator: "\n"))")
        // The one pattern left to ICU is the meta-schema's for `$id`, a negated class.
        #expect(leftToICU == ["^[^#]*#?$"], "every other pattern here is one the bytes decide: \(leftToICU)")
        #expect(oneSided.isEmpty, "each schema pattern was tried on texts it matches and texts it does not: \(oneSided)")
    }

    @Test func everyOtherKindOfPatternIsLeftToICU() {
        for source in ["[:alpha:]", "^[:L:]+$", ".", "a.b", "\\d", "\\w+", "[^a]", "a*?", "a++", "a{2}+", "(?=a)", "(?:a)", "é", "[[a]]", "[a&&b]", "[$]", "\\1", "a{2,1}",
                       "\\u0041", "[a\\d]", "^*", "a{", "[]a]", "[z-a]"] {
            #expect(BytePattern(source) == nil, "\(source)")
        }
        #expect(BytePattern(String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40)) == nil, "nested deeper than its limit")
        #expect(BytePattern(String(repeating: "(", count: 30) + "a" + String(repeating: ")", count: 30)) != nil)
        #expect(BytePattern("a{9999}") == nil, "more instructions than its limit")
        let ids = BytePattern("^[a-z0-9][a-z0-9-]*$")
        #expect(ids?.matches("salah-times") == true && ids?.matches("Salah") == false && ids?.matches("-a") == false)
    }

    @Test(.timeLimit(.minutes(1))) func aLongTextCostsItsLengthNotABacktrack() {
        // `(a*)*b` backtracks exponentially in a backtracking matcher on a's without a b.
        let pattern = BytePattern("^(a*)*b$")
        #expect(pattern?.matches(String(repeating: "a", count: 20_000)) == false)
        #expect(pattern?.matches(String(repeating: "a", count: 20_000) + "b") == true)
        // Repetitions of a body that compiles to nothing are counted, not copied out (copied,
        // these would take 10^12 steps).
        #expect(BytePattern("(((){9999}){9999}){9999}a")?.matches("xa") == true)
    }
}
