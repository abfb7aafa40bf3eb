import SanadDiagnostics

/// Every answer gets feedback: each choice, both outcomes of a true/false statement, and the
/// other question types as a whole. A question-wide `explanation` covers all answers.
public struct AnswerFeedbackRule: QuestionRule {
    /// L0007 `missing-feedback`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0007", name: .missingFeedback,
        summary: "An answer has no feedback (each choice, or both outcomes of a true/false statement; `explanation` covers every answer).",
        rationale: "Practice teaches through feedback: a learner who picks an answer must learn why it is right or wrong.",
        triggering: [
            .lesson(["practice": """

                  - id: q1
                    type: multiple-choice
                    prompt: Which is backbiting?
                    choices:
                      - { text: Mocking him while he is away, correct: true, feedback: Yes. }
                      - { text: 1️⃣Greeting him }
                """]),
            .lesson(["practice": """

                  - id: 1️⃣q1
                    type: true-false
                    prompt: Backbiting is allowed when it is true.
                    answer: false
                    feedback-incorrect: It is still backbiting.
                """]),
        ],
        nonTriggering: [
            .lesson(),
            .lesson(["practice": """

                  - id: q1
                    type: multiple-choice
                    prompt: Which is backbiting?
                    explanation: Backbiting is mentioning someone in their absence with what they dislike.
                    choices:
                      - { text: Mocking him while he is away, correct: true }
                      - { text: Greeting him }
                """]),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each choice without `feedback`, a true/false question without feedback for either
    /// outcome, and any other question without `feedback`; none when the question has an `explanation`.
    public func check(_ question: QuestionModel, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard question.explanation == nil else { return [] }
        do {
            switch question.type {
            case .multipleChoice:
                for choice in question.choices where choice.feedback == nil {
                    diagnostics.append(diagnostic("the choice '\(choice.text.value)' has no feedback", at: choice.text.range,
                                                  help: "add 'feedback:' to the choice, or an 'explanation:' to the question"))
                }
            case .trueFalse:
                let general = question.feedback != nil
                if !general, question.feedbackCorrect == nil || question.feedbackIncorrect == nil {
                    let missing = question.feedbackCorrect == nil ? "feedback-correct" : "feedback-incorrect"
                    diagnostics.append(diagnostic("'\(question.id.value)' has no '\(missing)'", at: question.id.range,
                                                  help: "add '\(missing):', or one 'feedback:' for both answers"))
                }
            default:
                if question.feedback == nil {
                    diagnostics.append(diagnostic("'\(question.id.value)' has no feedback", at: question.id.range, help: "add 'feedback:'"))
                }
            }
        }
        return diagnostics
    }
}
