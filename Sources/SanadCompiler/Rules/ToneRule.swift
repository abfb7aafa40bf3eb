import SanadDiagnostics

/// No text a learner reads uses a phrase the project refuses (sanad.yaml's `tone:`, per locale):
/// shame and guilt messaging, in every text of every kind and every locale.
public struct ToneRule: TextRule {
    /// L0026 `tone`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0026", name: .tone,
        summary: "Text a learner reads, in any field of any kind and in any locale, uses a phrase sanad.yaml's `tone:` refuses (shame or guilt messaging such as \"لم تصلّ اليوم!\"); Arabic is compared without its vowel marks. The help says what the project prefers.",
        rationale: "A reminder that shames (\"You didn't pray today!\") makes a missed day heavier and the app easier to leave; My Worship Path speaks of what is still possible.",
        triggering: [
            .lesson(["takeaway": "\"1️⃣لم تصلّ اليوم! Try again.\""]),
            .activity(["questions": "[1️⃣لم تصل اليوم؟]"]),
            .questionnaire(QuestionnaireExamples.replacing("What do you hope for?", with: "1️⃣You missed your prayer again. What do you hope for?")),
            .lesson(["takeaway": "\"1️⃣لم\\tتصلّ اليوم!\""]),
            .lesson(["takeaway": "\"1️⃣You\\x20missed your prayer.\""]),
            .lesson(body: "## Hook\n\n1️⃣You **missed** your prayer.\n\n## Teach\n\nThe lesson.\n\n## Practice\n\nAnswer.\n\n## Reward\n\nWell done.\n"),
            .translation("texts:\n  title:\n    source: 000000000000\n    text: 1️⃣لم تصلّ اليوم\n"),
            .appCopy("id: app\nstrings:\n  - id: nudge\n    text: 1️⃣You missed your prayer. Come back.\n    comment: A reminder.\n"),
            .worshipPlan(ContentKinds.WorshipPlan.baseExample.replacingOccurrences(of: "label: A kind word", with: "label: 1️⃣You missed your prayer; say a kind word")),
        ],
        nonTriggering: [
            .lesson([:]), .lesson(["takeaway": "\"صلاتك تنتظرك. Your prayer is waiting for you.\""]),
            // A comment is no text a learner reads.
            .lesson(["takeaway": "Guard your tongue. # you missed your prayer"]),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each occurrence of a phrase the project's `tone:` refuses, with what it prefers as help;
    /// a citation's quoted words are not checked.
    public func check(_ text: LearnerText, in context: RuleContext) -> [Diagnostic] {
        guard let phrases = context.project?.tone, !phrases.isEmpty, text.field.role != .quotation else { return [] }
        let haystack = ToneText(text.value.value, markdown: text.field.isMarkdown)
        return phrases.flatMap { phrase in
            haystack.occurrences(of: phrase.refuse.value).map { bytes in
                diagnostic(
                    "'\(phrase.refuse.value)' is a phrase the project refuses (\(phrase.locale))", at: text.sourceRange(ofValueBytes: bytes),
                    notes: [.init(message: "refused here", range: phrase.refuse.range)],
                    help: phrase.prefer.map { "say instead: \($0)" } ?? "speak of what is still possible, not of what was missed")
            }
        }
    }
}

/// A text folded for phrase matching: Latin letters in lower case, Arabic without its vowel marks
/// and tatweel, any run of white space one space, in Markdown its emphasis and code markers
/// (`*`, `_`, `~`, `` ` ``) left out, each folded scalar keeping its byte offset in the text. The
/// text is a learner text's value, its YAML quotes and escapes already read.
struct ToneText {
    let scalars: [(scalar: Unicode.Scalar, offset: Int)]

    init(_ text: String, markdown: Bool = false) {
        var scalars: [(Unicode.Scalar, Int)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            if markdown, "*_~`".unicodeScalars.contains(scalar) {
                offset += 1
                continue
            }
            if scalar.properties.isWhitespace {
                if scalars.last?.0 != " " { scalars.append((" ", offset)) }
            } else if let folded = Self.fold(scalar) {
                scalars.append((folded, offset))
            }
            offset += String(scalar).utf8.count
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

    /// Where the phrase stands in the text, each as a range of its bytes.
    func occurrences(of phrase: String) -> [Range<Int>] {
        var needle: [Unicode.Scalar] = []
        for scalar in phrase.unicodeScalars {
            if scalar.properties.isWhitespace {
                if needle.last != " " { needle.append(" ") }
            } else if let folded = Self.fold(scalar) {
                needle.append(folded)
            }
        }
        guard !needle.isEmpty, needle.count <= scalars.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start + needle.count <= scalars.count {
            if scalars[start].scalar == needle[0], (1..<needle.count).allSatisfy({ scalars[start + $0].scalar == needle[$0] }) {
                let last = scalars[start + needle.count - 1]
                found.append(scalars[start].offset..<(last.offset + String(last.scalar).utf8.count))
                start += needle.count
            } else {
                start += 1
            }
        }
        return found
    }
}
