import SanadBundleFormat
import SanadDiagnostics

/// The body has the four phases as `##` headings, once each, in order.
public struct PhaseOrderRule: LessonRule {
    /// L0001 `phase-order`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0001", name: .phaseOrder,
        summary: "A lesson body has the phases Hook, Teach, Practice and Reward as `##` headings, once each, in that order.",
        rationale: "The app plays a lesson phase by phase; a missing, repeated or misplaced phase breaks the five-minute rhythm.",
        triggering: [
            .lesson(body: "## Hook\n\nA.\n\n## Practice\n\nB.\n\n1️⃣## Teach\n\nC.\n\n## Reward\n\nD.\n"),
            .lesson(body: "## Hook\n\nA.\n\n## Teach\n\nB.\n\n1️⃣## Summary\n\nC.\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "1️⃣## Hook\n\nA.\n\n## Teach\n\nB.\n\n## Practice\n\nC.\n"),
            .lesson(body: "1️⃣Some words before the hook.\n\n## Hook\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\n## Teach\n\n1️⃣## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\n1️⃣## Teaching\n\n## Practice\n\n## Reward\n"),
        ],
        nonTriggering: [
            .lesson(),
            .lesson(body: "## Hook\n\n### A smaller heading is fine\n\n## Teach\n\n## Practice\n\n## Reward\n"),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports text before the first phase, a `##` heading that is no phase (with a fix-it when it is
    /// a likely misspelling), a repeated or out-of-order phase, and missing phases.
    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        guard let body = lesson.body else { return [] }
        let sections = body.sections
        var diagnostics: [Diagnostic] = []
        var seen: [PhaseKind: SourceRange] = [:]
        var misspelt: Set<PhaseKind> = []
        var last: PhaseKind?
        for section in sections {
            guard !section.title.isEmpty else {
                diagnostics.append(diagnostic("text before '## Hook' belongs to no phase", at: section.heading, help: "move it into one of the phases"))
                continue
            }
            guard let kind = section.kind else {
                // `## Teaching` for `## Teach`: a likely phase, with a fix-it; it is not also "missing".
                if let phase = Self.likelyPhase(section.title) {
                    misspelt.insert(phase)
                    var found = diagnostic("'## \(section.title)' is not a phase", at: section.heading, help: "did you mean '## \(phase.title)'?")
                    found.fixIts = [.init(summary: "write '## \(phase.title)'", replacements: [.init(range: section.heading, text: "## \(phase.title)")])]
                    diagnostics.append(found)
                    continue
                }
                diagnostics.append(diagnostic(
                    "'## \(section.title)' is not a phase", at: section.heading,
                    help: "the phases are Hook, Teach, Practice and Reward; use ### for a heading inside a phase"))
                continue
            }
            if let first = seen[kind] {
                diagnostics.append(diagnostic("the phase '\(kind.title)' appears twice", at: section.heading,
                                              notes: [.init(message: "first here", range: first)]))
                continue
            }
            if let last, kind < last {
                diagnostics.append(diagnostic("'\(kind.title)' comes after '\(last.title)'", at: section.heading,
                                              help: "the order is Hook, Teach, Practice, Reward"))
            }
            seen[kind] = section.heading
            last = max(last ?? kind, kind)
        }
        let missing = PhaseKind.allCases.filter { seen[$0] == nil && !misspelt.contains($0) }
        if !missing.isEmpty {
            let at = sections.first(where: { $0.kind != nil })?.heading ?? lesson.id.range
            diagnostics.append(diagnostic(
                "the lesson has no \(missing.map { "'## \($0.title)'" }.joined(separator: ", ")) phase", at: at,
                help: "every lesson has the four phases Hook, Teach, Practice and Reward"))
        }
        return diagnostics
    }

    /// The phase a heading's title is a likely typo or variant of (`Teaching`, `Hok`).
    static func likelyPhase(_ title: String) -> PhaseKind? {
        let lowered = title.lowercased()
        if let prefixed = PhaseKind.allCases.first(where: { lowered.hasPrefix($0.rawValue) || ($0.rawValue.hasPrefix(lowered) && lowered.count >= 3) }) {
            return prefixed
        }
        return Suggestion.closest(to: lowered, in: PhaseKind.allCases.map(\.rawValue)).flatMap(PhaseKind.init(rawValue:))
    }
}
