import SanadDiagnostics

/// A multiple-choice question has exactly one correct choice, or at least one when it is
/// declared multi-select.
public struct CorrectAnswerRule: QuestionRule {
    /// L0005 `correct-answer`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0005", name: .correctAnswer,
        summary: "A multiple-choice question needs exactly one correct choice (at least one with `multi-select: true`).",
        rationale: "A question with no right answer cannot be passed; one with two right answers marks a learner wrong for a right choice.",
        triggering: [
            .lesson(["practice": """

                  - id: q1
                    type: multiple-choice
                    prompt: Which is backbiting?
                    1️⃣choices:
                      - { text: Praising him, feedback: No. }
                      - { text: Greeting him, feedback: No. }
                """]),
            .lesson(["practice": """

                  - id: q1
                    type: multiple-choice
                    prompt: Which is backbiting?
                    choices:
                      - { text: Mocking him while he is away, correct: true, feedback: Yes. }
                      - 1️⃣{ text: Mentioning his faults to others, correct: true, feedback: Yes. }
                """]),
            .quizBank(ContentKinds.QuizBank.bank(questions: """
                      - id: which-is-ghibah
                        type: multiple-choice
                        prompt: Which is backbiting?
                        1️⃣choices:
                          - { text: Praising him, feedback: No. }
                          - { text: Greeting him, feedback: No. }
                """)),
        ],
        nonTriggering: [
            .lesson(["practice": """

                  - id: q1
                    type: multiple-choice
                    multi-select: true
                    prompt: Which are backbiting?
                    choices:
                      - { text: Mocking him while he is away, correct: true, feedback: Yes. }
                      - { text: Mentioning his faults to others, correct: true, feedback: Yes. }
                      - { text: Greeting him, feedback: No. }
                """]),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports a multiple-choice question with no correct choice, or with several when it is not
    /// `multi-select`; other question types pass.
    public func check(_ question: QuestionModel, in context: RuleContext) -> [Diagnostic] {
        [question].filter { $0.type == .multipleChoice && !$0.choices.isEmpty }.compactMap { question in
            let correct = question.choices.filter(\.correct)
            if correct.isEmpty {
                let at = question.choicesKeyRange ?? question.id.range
                return diagnostic("no choice of '\(question.id.value)' is marked correct", at: at, help: "add 'correct: true' to the right answer")
            }
            if correct.count > 1, !question.multiSelect {
                return diagnostic(
                    "'\(question.id.value)' has \(correct.count) correct choices", at: correct[1].range,
                    notes: [.init(message: "the first correct choice", range: correct[0].range)],
                    help: "keep one correct choice, or declare 'multi-select: true'")
            }
            return nil
        }
    }
}
