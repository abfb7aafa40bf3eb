import SanadDiagnostics

/// A family activity gives the parent words to say and questions to talk about (Sidrat US-402):
/// at least one step has a "what to say" script and the activity has discussion questions.
public struct ActivityConversationRule: ContentRule {
    /// L0017 `activity-conversation`, an error: its summary, rationale and the examples that test
    /// and document it.
    public static let description = RuleDescription(
        id: "L0017", name: .activityConversation,
        summary: "A family activity has no step with a `say:` script, or no discussion `questions`.",
        rationale: "Parents of young children ask for the words to use; the talk afterwards is where the lesson takes root.",
        triggering: [
            .activity(["steps": "[1️⃣{ minutes: 5, text: Sit together. }, { minutes: 10, text: Draw a kind word for each person. }]"]),
            .activity(["questions": "1️⃣[]"]),
        ],
        nonTriggering: [.activity([:])])

    /// The rule, which has no settings.
    public init() {}

    /// Reports steps none of which has a `say:` script (at the first step), and an activity without
    /// discussion questions (at `questions:`, or its id).
    public func check(_ activity: ActivityModel, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if !activity.steps.isEmpty, !activity.steps.contains(where: { $0.say != nil }) {
            diagnostics.append(diagnostic("no step says what the parent can say", at: activity.steps[0].range,
                                          help: "add 'say:' to a step: the words a parent can use"))
        }
        if activity.questions.isEmpty {
            diagnostics.append(diagnostic("the activity has no discussion questions", at: activity.questionsRange,
                                          help: "add 'questions:' to talk about afterwards"))
        }
        return diagnostics
    }
}
