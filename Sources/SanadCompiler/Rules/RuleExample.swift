/// A source used as a rule example: a file of any kind that declares an example
/// (`ContentKind.example`), usually that kind's valid base with a few fields replaced, so that
/// each example shows only what matters. The other files of the example project are the base ones.
public struct RuleExample: Sendable {
    /// The whole file, with markers.
    public var text: String
    /// Which kind of file of the example project it stands for.
    public var kind: SourceKind

    /// An example file of `kind` (a lesson unless given) whose whole text is `text`, markers included.
    public init(text: String, kind: SourceKind = .lesson) {
        self.text = text
        self.kind = kind
    }

    /// The category of the example project.
    public static let baseCategory = """
        id: backbiting
        kind: moral-failing
        title: Backbiting
        summary: Speaking about others in their absence.
        overview: An overview.
        order: 1
        audience: adults
        subtopics: [{ id: causes, title: Causes }]

        """

    /// The base category with another overview (Markdown, written as a literal block).
    public static func overview(_ markdown: String) -> RuleExample {
        let block = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        return RuleExample(text: baseCategory.replacingOccurrences(of: "overview: An overview.\n", with: "overview: |\n\(block)\n"), kind: .category)
    }

    /// The base category with `fields` replaced (or added, or removed when the value is `nil`).
    public static func category(_ fields: [String: String?]) -> RuleExample {
        RuleExample(text: replacing(fields, in: baseCategory), kind: .category)
    }

    /// The base family activity with `fields` replaced (or added, or removed when `nil`).
    public static func activity(_ fields: [String: String?]) -> RuleExample {
        RuleExample(text: replacing(fields, in: ContentKinds.Activity.baseExample), kind: .activity)
    }

    /// The base memorisation unit with `fields` replaced (or added, or removed when `nil`).
    public static func memorisation(_ fields: [String: String?]) -> RuleExample {
        RuleExample(text: replacing(fields, in: ContentKinds.Memorisation.baseExample), kind: .memorisation)
    }

    /// A questionnaire (`QuestionnaireExamples.base`, usually with one line changed).
    public static func questionnaire(_ text: String) -> RuleExample { RuleExample(text: text, kind: .questionnaire) }

    /// A lecture subject (`ContentKinds.Lecture.baseExample` when nil).
    public static func lecture(_ text: String?) -> RuleExample { RuleExample(text: text ?? ContentKinds.Lecture.baseExample, kind: .lecture) }

    /// A daily-quiz bank (`ContentKinds.QuizBank.baseExample` when nil).
    public static func quizBank(_ text: String?) -> RuleExample { RuleExample(text: text ?? ContentKinds.QuizBank.baseExample, kind: .quizBank) }

    /// A translation of the example lesson (`categories/backbiting/01-example.ar.yaml`).
    public static func translation(_ text: String) -> RuleExample { RuleExample(text: text, kind: .translation) }

    /// An app copy catalogue (`copy/app.yaml`).
    public static func appCopy(_ text: String) -> RuleExample { RuleExample(text: text, kind: .appCopy) }

    /// A worship plan (`ContentKinds.WorshipPlan.baseExample` when nil).
    public static func worshipPlan(_ text: String?) -> RuleExample { RuleExample(text: text ?? ContentKinds.WorshipPlan.baseExample, kind: .worshipPlan) }

    /// A `supplementary.yaml` for the base category.
    public static func supplementary(_ text: String) -> RuleExample { RuleExample(text: text, kind: .supplementary) }
    /// A `journal.yaml` for the base category.
    public static func journal(_ text: String) -> RuleExample { RuleExample(text: text, kind: .journal) }

    /// A YAML text's top-level `key: value` lines with some replaced, added or removed.
    static func replacing(_ fields: [String: String?], in text: String) -> String {
        var lines: [String] = []
        var used = Set<String>()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let key = String(line.prefix { $0 != ":" })
            guard !line.hasPrefix(" "), line.contains(":"), let replacement = fields[key] else {
                lines.append(line)
                continue
            }
            used.insert(key)
            if let replacement { lines.append("\(key): \(replacement)") }
        }
        let added = fields.filter { !used.contains($0.key) }.sorted { $0.key < $1.key }.compactMap { field in field.value.map { "\(field.key): \($0)" } }
        if !added.isEmpty { lines.insert(contentsOf: added, at: max(lines.count - 1, 0)) }
        return lines.joined(separator: "\n")
    }

    /// The front-matter lines of the base lesson, by key, in order.
    static let baseFields: [(String, String)] = [
        ("id", "backbiting.example"),
        ("title", "An example"),
        ("order", "1"),
        ("subtopic", "causes"),
        ("duration", "5m"),
        ("takeaway", "Guard your tongue."),
        ("completion", "read"),
        ("phases", "{ hook: 40s, teach: 2m15s, practice: 1m45s, reward: 20s }"),
        ("audio", "{ waiver: Read on screen. }"),
        ("practice", """

              - id: q1
                type: true-false
                prompt: Backbiting is allowed when it is true.
                answer: false
                feedback: It is still backbiting.
            """),
        ("review", "{ status: draft }"),
    ]

    static let baseBody = "## Hook\n\nA question.\n\n## Teach\n\nThe lesson.\n\n## Practice\n\nAnswer.\n\n## Reward\n\nWell done.\n"

    /// The base lesson with `fields` replaced (or added, or removed when the value is `nil`) and
    /// optionally another body.
    public static func lesson(_ fields: [String: String?] = [:], body: String? = nil) -> RuleExample {
        var lines = ["---"]
        var used = Set<String>()
        for (key, value) in baseFields {
            used.insert(key)
            if let replacement = fields[key] {
                if let replacement { lines.append("\(key): \(replacement)") }
            } else {
                lines.append("\(key): \(value)")
            }
        }
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) where !used.contains(key) {
            if let value { lines.append("\(key): \(value)") }
        }
        lines.append("---")
        return RuleExample(text: lines.joined(separator: "\n") + "\n\n" + (body ?? baseBody))
    }

    /// The text without `1️⃣`-style markers.
    public static func stripMarkers(_ text: String) -> String {
        var result = ""
        for character in text where !(character.unicodeScalars.count == 3 && character.unicodeScalars.last == "\u{20E3}") {
            result.append(character)
        }
        return result
    }
}
