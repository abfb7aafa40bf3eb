import SanadDiagnostics

/// Every path through a questionnaire ends: no answer leads back to a question already asked.
public struct QuestionnaireEndlessRule: ContentRule {
    public static let description = RuleDescription(
        id: "L0023", name: .questionnaireEndless,
        summary: "A path through a questionnaire goes round and never reaches the end; the path is shown.",
        rationale: "Onboarding that asks the same questions again never finishes, and the learner never gets a plan.",
        triggering: [.questionnaire(QuestionnaireExamples.replacing("next: end", with: "next: 1️⃣start"))],
        nonTriggering: [.questionnaire(QuestionnaireExamples.base)])

    public init() {}

    public func check(_ questionnaire: QuestionnaireModel, in context: RuleContext) -> [Diagnostic] {
        let flow = QuestionnaireFlow(questionnaire)
        guard let (lead, loop) = flow.cycle, let back = loop.last else { return [] }
        return [diagnostic(
            "the answer '\(back.label)' leads back to '\(back.to)': this path never ends", at: back.at,
            notes: [.init(message: "the path: \(flow.describe(lead + loop)) → …")],
            help: "lead it to a later question or to 'end'")]
    }
}
