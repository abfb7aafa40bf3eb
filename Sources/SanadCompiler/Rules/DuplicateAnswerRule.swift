import Foundation
import SanadDiagnostics

/// No answer appears twice in a question: choices, matching sides, sequencing items.
public struct DuplicateAnswerRule: QuestionRule {
    /// L0006 `duplicate-answer`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0006", name: .duplicateAnswer,
        summary: "A question lists the same choice, matching item or sequencing step twice.",
        rationale: "Two identical answers confuse learners and make a matching or ordering ambiguous.",
        triggering: [
            .lesson(["practice": """

                  - id: q1
                    type: multiple-choice
                    prompt: Which is backbiting?
                    choices:
                      - { text: Mocking him, correct: true, feedback: Yes. }
                      - { text: 1️⃣mocking him , feedback: Yes. }
                """]),
            .lesson(["practice": """

                  - id: q1
                    type: sequencing
                    prompt: Order these.
                    items: [Wash hands, Rinse mouth, 1️⃣Wash hands]
                    feedback: Good.
                """]),
            .lesson(["practice": """

                  - id: q1
                    type: matching
                    prompt: Match them.
                    pairs:
                      - { left: Envy, right: Wanting what others have }
                      - { left: 1️⃣Envy, right: Wanting to be seen }
                    feedback: Good.
                """]),
        ],
        nonTriggering: [.lesson()])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each choice, sequencing item or side of a matching pair that repeats an earlier one
    /// of its list, ignoring case and surrounding spaces.
    public func check(_ question: QuestionModel, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        do {
            let lists: [[Located<String>]] = [question.choices.map(\.text), question.items, question.pairs.map(\.left), question.pairs.map(\.right)]
            for list in lists {
                var seen: [String: SourceRange] = [:]
                for item in list {
                    let key = item.value.trimmingSpacesAndTabs.lowercased()
                    if let first = seen[key] {
                        diagnostics.append(diagnostic(
                            "'\(item.value.trimmingSpacesAndTabs)' appears twice in '\(question.id.value)'", at: item.range,
                            notes: [.init(message: "first here", range: first)]))
                    } else {
                        seen[key] = item.range
                    }
                }
            }
        }
        return diagnostics
    }
}
