import SanadDiagnostics

/// Every lesson rule, in code order. The diagnostics catalogue and `docs/diagnostics.md` come
/// from their descriptions.
public enum RuleRegistry {
    public static let rules: [any LessonRule] = [
        PhaseOrderRule(), PhaseDurationRule(), LessonDurationRule(), DurationMismatchRule(),
        CorrectAnswerRule(), DuplicateAnswerRule(), AnswerFeedbackRule(), AudioAlternativeRule(),
        ImageAltTextRule(), VideoHostRule(), LinkSchemeRule(), PracticeQuestionsRule(),
    ]

    public static var descriptions: [RuleDescription] { rules.map { type(of: $0).description } }

    /// Runs every rule on a lesson.
    public static func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        rules.flatMap { $0.check(lesson, in: context) }
    }
}
