import SanadDiagnostics

/// Every lecture topic ends with one engagement question (Learnable FR-004), and a
/// multiple-choice one offers at least two choices.
public struct EngagementQuestionRule: ContentRule {
    /// L0029 `engagement-question`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0029", name: .engagementQuestion,
        summary: "A lecture topic has no `engagement:` question, or its multiple-choice question has fewer than two choices or choices on a free-text question.",
        rationale: "Learnable ends every topic by asking the learner to think about it; a topic without its question ends the scene with nothing to do, and a single choice is no choice.",
        triggering: [
            .lecture("""
                id: fractions
                title: Fractions
                topics:
                  - id: 1️⃣fractions.halves
                    title: Halves
                    scene: A half is $\\frac{1}{2}$.
                review: { status: draft }

                """),
            .lecture("""
                id: fractions
                title: Fractions
                topics:
                  - id: fractions.halves
                    title: Halves
                    scene: A half is one of two equal parts.
                    1️⃣engagement:
                      type: multiple-choice
                      prompt: Which would you rather share?
                      choices: [{ id: apple, text: An apple }]
                      feedback: Either can be shared in halves.
                review: { status: draft }

                """),
        ],
        nonTriggering: [.lecture(nil)])

    /// The rule, which has no settings.
    public init() {}

    /// Reports a topic without an engagement question (at its id), a multiple-choice question with
    /// fewer than two choices, and a free-text question with choices (at `engagement:`).
    public func check(_ topic: LectureModel.Topic, in context: RuleContext) -> [Diagnostic] {
        guard let question = topic.engagement else {
            return [diagnostic("the topic '\(topic.id.value)' has no engagement question", at: topic.id.range,
                               help: "end the topic with 'engagement:' (a multiple-choice or free-text question and its feedback)")]
        }
        switch question.type {
        case .multipleChoice? where question.choices.count < 2:
            return [diagnostic("the engagement question of '\(topic.id.value)' has \(question.choices.count) choice\(question.choices.count == 1 ? "" : "s")",
                               at: question.range, help: "offer two choices or more, or make it 'type: free-text'")]
        case .freeText? where !question.choices.isEmpty:
            return [diagnostic("a free-text question has no choices", at: question.range, help: "remove 'choices:', or make it 'type: multiple-choice'")]
        default:
            return []
        }
    }
}
