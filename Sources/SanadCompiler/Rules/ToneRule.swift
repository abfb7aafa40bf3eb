import SanadDiagnostics

/// No text a learner reads uses a phrase the project refuses (sanad.yaml's `tone:`, per locale):
/// shame and guilt messaging, in every text field of every kind.
public struct ToneRule: ContentRule {
    public static let description = RuleDescription(
        id: "L0026", name: "tone",
        summary: "Text a learner reads, in any field of any kind, uses a phrase sanad.yaml's `tone:` refuses (shame or guilt messaging such as \"لم تصلّ اليوم!\"); Arabic is compared without its vowel marks. The help says what the project prefers.",
        rationale: "A reminder that shames (\"You didn't pray today!\") makes a missed day heavier and the app easier to leave; My Worship Path speaks of what is still possible.",
        triggering: [
            .lesson(["takeaway": "\"1️⃣لم تصلّ اليوم! Try again.\""]),
            .activity(["questions": "[1️⃣لم تصل اليوم؟]"]),
            .questionnaire(QuestionnaireExamples.replacing("What do you hope for?", with: "1️⃣You missed your prayer again. What do you hope for?")),
            .lesson(["takeaway": "\"1️⃣لم\\tتصلّ اليوم!\""]),
            .lesson(["takeaway": "\"1️⃣You\\x20missed your prayer.\""]),
        ],
        nonTriggering: [.lesson([:]), .lesson(["takeaway": "\"صلاتك تنتظرك. Your prayer is waiting for you.\""])])

    public init() {}

    public func check(_ text: SourceText, in context: RuleContext) -> [Diagnostic] {
        guard let phrases = context.project?.tone, !phrases.isEmpty else { return [] }
        let haystack = ToneText(text.file)
        // sanad.yaml names the phrases it refuses: those places are not uses.
        let declared = phrases.map(\.refuse.range).filter { $0.file == text.file }
        return phrases.flatMap { phrase in
            haystack.occurrences(of: phrase.refuse.value).filter { range in
                !declared.contains { $0.start <= range.start && range.end <= $0.end }
            }.map { range in
                diagnostic(
                    "'\(phrase.refuse.value)' is a phrase the project refuses (\(phrase.locale))", at: range,
                    notes: [.init(message: "refused here", range: phrase.refuse.range)],
                    help: phrase.prefer.map { "say instead: \($0)" } ?? "speak of what is still possible, not of what was missed")
            }
        }
    }
}

/// A file's text folded for phrase matching: Latin letters in lower case, Arabic without its
/// vowel marks and tatweel, each folded scalar keeping its byte offset in the file. Comments are
/// read too: telling a YAML comment from a Markdown heading in a block scalar takes a parser, and
/// a refused phrase has no place in either.
struct ToneText {
    let file: SourceFile
    let scalars: [(scalar: Unicode.Scalar, offset: Int)]

    /// The file's text as the phrases are compared with it: vowel marks and tatweel left out,
    /// ASCII folded to lower case, any run of white space read as one space, and the escapes of
    /// a YAML double-quoted string (`\t`, `\x20`, `\u0641`, `\U…`) read as what they stand for,
    /// so a phrase cannot hide behind an escape or a tab.
    init(_ file: SourceFile) {
        self.file = file
        var scalars: [(Unicode.Scalar, Int)] = []
        let all = Array(String(decoding: file.bytes, as: UTF8.self).unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(all.count + 1)
        var offset = 0
        for scalar in all { offsets.append(offset); offset += String(scalar).utf8.count }
        offsets.append(offset)
        func append(_ scalar: Unicode.Scalar, at offset: Int) {
            if scalar.properties.isWhitespace {
                if scalars.last?.0 != " " { scalars.append((" ", offset)) }
            } else if let folded = Self.fold(scalar) {
                scalars.append((folded, offset))
            }
        }
        var index = 0
        while index < all.count {
            let scalar = all[index]
            if scalar == "\\", index + 1 < all.count {
                let kind = all[index + 1]
                let width = kind == "x" ? 2 : kind == "u" ? 4 : kind == "U" ? 8 : 0
                if ["t", "n", "r", "_", "N", "L", "P", " "].contains(kind) {
                    append(" ", at: offsets[index])
                    index += 2
                    continue
                }
                if width > 0, index + 2 + width <= all.count,
                   let value = UInt32(String(String.UnicodeScalarView(all[(index + 2)..<(index + 2 + width)])), radix: 16), let decoded = Unicode.Scalar(value) {
                    append(decoded, at: offsets[index])
                    index += 2 + width
                    continue
                }
            }
            append(scalar, at: offsets[index])
            index += 1
        }
        self.scalars = scalars
    }

    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x064B...0x065F, 0x0670, 0x0640: return nil  // harakat, superscript alif, tatweel
        case 0x41...0x5A: return Unicode.Scalar(scalar.value + 0x20)
        case 0x2019: return "'"
        default: return scalar
        }
    }

    /// Where the phrase stands in the file, each as a range of its bytes.
    func occurrences(of phrase: String) -> [SourceRange] {
        var needle: [Unicode.Scalar] = []
        for scalar in phrase.unicodeScalars {
            if scalar.properties.isWhitespace {
                if needle.last != " " { needle.append(" ") }
            } else if let folded = Self.fold(scalar) {
                needle.append(folded)
            }
        }
        guard !needle.isEmpty, needle.count <= scalars.count else { return [] }
        var found: [SourceRange] = []
        var start = 0
        while start + needle.count <= scalars.count {
            if scalars[start].scalar == needle[0], (1..<needle.count).allSatisfy({ scalars[start + $0].scalar == needle[$0] }) {
                let last = scalars[start + needle.count - 1]
                found.append(SourceRange(file: file, start: scalars[start].offset, end: last.offset + String(last.scalar).utf8.count))
                start += needle.count
            } else {
                start += 1
            }
        }
        return found
    }
}
