import SanadDiagnostics

/// Every question of a questionnaire can be reached from its first.
public struct UnreachableQuestionRule: ContentRule {
    /// L0024 `unreachable-question`, an error: its summary, rationale and the examples that test
    /// and document it.
    public static let description = RuleDescription(
        id: "L0024", name: .unreachableQuestion,
        summary: "No answer leads to a question of a questionnaire (and it is not the first): no learner is ever asked it.",
        rationale: "A question nobody reaches is dead copy, and a profile field only it sets is never set.",
        triggering: [.questionnaire(QuestionnaireExamples.replacing("  - id: reflection", with: "  - id: 1️⃣reflection").replacingOccurrences(of: "next: reflection", with: "next: end"))],
        nonTriggering: [.questionnaire(QuestionnaireExamples.base)])

    /// The rule, which has no settings.
    public init() {}

    /// Reports each question no path from the first question reaches, at its id.
    public func check(_ questionnaire: QuestionnaireModel, in context: RuleContext) -> [Diagnostic] {
        let reachable = QuestionnaireFlow(questionnaire).reachable
        return questionnaire.questions.enumerated().filter { !reachable.contains($0.offset) }.map { _, question in
            diagnostic("no answer leads to '\(question.id.value)': it is never asked", at: question.id.range,
                       help: "lead an answer to it with 'next', or remove it")
        }
    }
}
