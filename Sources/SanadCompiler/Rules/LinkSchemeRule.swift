import SanadSchema
import SanadDiagnostics

/// Body links use `https:`, or `lesson:ID` for another lesson, which must exist.
public struct LinkSchemeRule: LessonRule {
    /// The prefix of links to other lessons.
    public static let lessonScheme = "lesson:"

    public static let description = RuleDescription(
        id: "L0011", name: "link-scheme",
        summary: "A link in a lesson body is not `https:` or `lesson:ID`, or names a lesson that does not exist.",
        rationale: "`javascript:`, `data:` and plain `http:` links are unsafe in an app; links between lessons must not break.",
        triggering: [
            .lesson(body: "## Hook\n\nSee 1️⃣[this](javascript:alert(1)).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\nSee 1️⃣[this](http://sunnah.com/muslim:2589).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\nSee 1️⃣[the next lesson](lesson:backbiting.no-such-lesson).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
        ],
        nonTriggering: [
            .lesson(body: "## Hook\n\nSee [the hadith](https://sunnah.com/muslim:2589) and [this lesson](lesson:backbiting.example).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
        ])

    public init() {}

    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        lesson.body?.walk { node in
            guard node.kind == .link, let url = node.url else { return }
            if url.hasPrefix("https://") { return }
            if url.hasPrefix(Self.lessonScheme) {
                let id = String(url.dropFirst(Self.lessonScheme.count))
                if context.index.lessons[id] == nil {
                    let suggestion = Suggestion.closest(to: id, in: Array(context.index.lessons.keys).sorted())
                    diagnostics.append(diagnostic("no lesson has the id '\(id)'", at: node.range, help: suggestion.map { "did you mean '\($0)'?" }))
                }
                return
            }
            diagnostics.append(diagnostic(
                "the link '\(url)' is not allowed", at: node.range,
                help: "use an https:// address, or lesson:<id> to link to another lesson"))
        }
        return diagnostics
    }
}
