/// A source used as a rule example: a valid lesson with some front-matter fields or the body
/// replaced, or a valid category with another overview, so that each example shows only what
/// matters. The other files of the example project are the base ones.
public struct RuleExample: Sendable {
    /// The whole file, with markers.
    public var text: String
    /// Which file of the example project it is: a lesson, or `category.yaml`.
    public var kind: SourceKind

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
