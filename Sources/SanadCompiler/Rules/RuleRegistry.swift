import SanadDiagnostics

/// Every rule: lesson rules and body rules (which check the Markdown of every kind). The
/// diagnostics catalogue and `docs/diagnostics.md` come from their descriptions, in code order.
public enum RuleRegistry {
    public static let rules: [any LessonRule] = [
        PhaseOrderRule(), PhaseDurationRule(), LessonDurationRule(), DurationMismatchRule(),
        CorrectAnswerRule(), DuplicateAnswerRule(), AnswerFeedbackRule(), AudioAlternativeRule(),
        VideoHostRule(), PracticeQuestionsRule(),
    ]

    public static let bodyRules: [any BodyRule] = [ImageAltTextRule(), LinkSchemeRule()]

    public static var descriptions: [RuleDescription] {
        (rules.map { type(of: $0).description } + bodyRules.map { type(of: $0).description }).sorted { $0.code.id < $1.code.id }
    }

    /// Runs every lesson rule on a lesson, and every body rule on its body.
    public static func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        rules.flatMap { $0.check(lesson, in: context) } + (lesson.bodyPart.map { check($0, in: context) } ?? [])
    }

    /// Runs every body rule on a Markdown part.
    public static func check(_ body: MarkdownBody, in context: RuleContext) -> [Diagnostic] {
        bodyRules.flatMap { $0.check(body, in: context) }
    }
}
