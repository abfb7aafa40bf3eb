import SanadDiagnostics

/// Every profile field a questionnaire declares is set on every path to its end, or has a
/// default; a question sets only declared fields.
public struct ProfileCoverageRule: ContentRule {
    /// L0025 `profile-coverage`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0025", name: .profileCoverage,
        summary: "A questionnaire's profile field without a default is left unset on some path to the end (the path is shown), or a question sets a field the profile does not declare.",
        rationale: "Plan rules read the profile; a learner who skipped or took another branch would get no plan, or one built on a missing answer.",
        triggering: [
            .questionnaire(QuestionnaireExamples.replacing("  pace: { default: gentle }", with: "  1️⃣pace: {}")),
            .questionnaire(QuestionnaireExamples.replacing("sets: time", with: "sets: 1️⃣tmie")),
        ],
        nonTriggering: [.questionnaire(QuestionnaireExamples.base)])

    /// The rule, which has no settings.
    public init() {}

    /// Reports a question's `sets:` that names no profile field (with "did you mean"), and each
    /// field without a default that some path to the end leaves unset, with that path.
    public func check(_ questionnaire: QuestionnaireModel, in context: RuleContext) -> [Diagnostic] {
        let flow = QuestionnaireFlow(questionnaire)
        let fields = Set(questionnaire.profile.map(\.id.value))
        var diagnostics: [Diagnostic] = questionnaire.questions.compactMap { question in
            guard let sets = question.sets, !fields.contains(sets.value) else { return nil }
            return unknown("'\(sets.value)' is not a field of the questionnaire's profile", word: sets.value, at: sets.range,
                           candidates: fields.sorted(), otherwise: "declare it under 'profile:'")
        }
        for field in questionnaire.profile where field.defaultValue == nil {
            guard let path = flow.pathToEnd(leavingUnset: field.id.value) else { continue }
            diagnostics.append(diagnostic(
                "the profile field '\(field.id.value)' has no default, and a path leaves it unset", at: field.id.range,
                notes: [.init(message: "the path: \(flow.describe(path))")],
                help: "give it a default, or make a question on every path set it and not be skippable"))
        }
        return diagnostics
    }
}
