import SanadDiagnostics

/// Every path through a questionnaire ends: no answer leads back to a question already asked.
public struct QuestionnaireEndlessRule: ContentRule {
    /// L0023 `questionnaire-endless`, an error: its summary, rationale and the examples that test
    /// and document it.
    public static let description = RuleDescription(
        id: "L0023", name: .questionnaireEndless,
        summary: "A path through a questionnaire goes round and never reaches the end; the path is shown.",
        rationale: "Onboarding that asks the same questions again never finishes, and the learner never gets a plan.",
        triggering: [.questionnaire(QuestionnaireExamples.replacing("next: end", with: "next: 1️⃣start"))],
        nonTriggering: [.questionnaire(QuestionnaireExamples.base)])

    /// The rule, which has no settings.
    public init() {}

    /// Reports the first path from the first question that goes round, at the answer that leads
    /// back, with the path; nothing when every path ends.
    public func check(_ questionnaire: QuestionnaireModel, in context: RuleContext) -> [Diagnostic] {
        let flow = QuestionnaireFlow(questionnaire)
        guard let (lead, loop) = flow.cycle, let back = loop.last else { return [] }
        return [diagnostic(
            "the answer '\(back.label)' leads back to '\(back.to)': this path never ends", at: back.at,
            notes: [.init(message: "the path: \(flow.describe(lead + loop)) → …")],
            help: "lead it to a later question or to 'end'")]
    }
}
