import SanadDiagnostics

/// The Practice phase has something to practise.
public struct PracticeQuestionsRule: LessonRule {
    /// L0012 `practice-questions`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0012", name: .practiceQuestions, severity: .warning,
        summary: "A lesson has no practice questions.",
        rationale: "Practice is a phase of every lesson; without questions it is an empty screen.",
        triggering: [.lesson(["id": "1️⃣backbiting.example", "practice": nil])],
        nonTriggering: [.lesson()])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports a lesson with no practice questions and no `practice:` key (an empty list is not
    /// reported here).
    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        guard lesson.questions.isEmpty, !lesson.hasPracticeKey else { return [] }
        return [diagnostic("the lesson has no practice questions", at: lesson.id.range, help: "add 'practice:' with at least one question")]
    }
}
