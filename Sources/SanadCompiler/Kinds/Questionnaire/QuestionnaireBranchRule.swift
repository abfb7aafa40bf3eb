import SanadDiagnostics

/// Every answer of a questionnaire leads to one of its questions or to `end`.
public struct QuestionnaireBranchRule: ContentRule {
    /// L0022 `questionnaire-branch`, an error: its summary, rationale and the examples that test
    /// and document it.
    public static let description = RuleDescription(
        id: "L0022", name: .questionnaireBranch,
        summary: "An answer of a questionnaire leads to a question it does not have (a dangling branch); the path that reaches it is shown.",
        rationale: "A learner who gives that answer would be left on a blank screen in the middle of onboarding.",
        triggering: [.questionnaire(QuestionnaireExamples.replacing("next: intention", with: "next: 1️⃣intentoin"))],
        nonTriggering: [.questionnaire(QuestionnaireExamples.base)])

    /// The rule, which has no settings.
    public init() {}

    /// Reports each target written that is neither a question of the questionnaire nor `end`, once,
    /// with the path that reaches it and a "did you mean".
    public func check(_ questionnaire: QuestionnaireModel, in context: RuleContext) -> [Diagnostic] {
        let flow = QuestionnaireFlow(questionnaire)
        // One report per target written (an answer and a skip may share a question's 'next').
        var seen = Set<String>()
        let dangling = flow.edges.filter { edge in
            edge.to != QuestionnaireModel.end && flow.index[edge.to] == nil && seen.insert("\(edge.at.start):\(edge.to)").inserted
        }
        return dangling.map { edge in
            let lead = flow.path(to: edge.from) ?? []
            return unknown(
                "the answer '\(edge.label)' leads to '\(edge.to)', which is not a question of '\(questionnaire.id.value)'", word: edge.to, at: edge.at,
                candidates: flow.index.keys.sorted() + [QuestionnaireModel.end], otherwise: "name a question of the questionnaire, or 'end'",
                notes: [.init(message: "reached by: \(flow.describe(lead + [edge]))")])
        }
    }
}
