import SanadDiagnostics

/// A badge a learner sees has a label a screen reader reads (`badge: { label: … }`), as every
/// picture in a lesson has its alt text.
public struct BadgeLabelRule: ContentRule {
    /// L0031 `badge-label`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0031", name: .badgeLabel,
        summary: "An achievement's badge has no `label`: what the picture shows, for a learner who cannot see it.",
        rationale: "A badge is how an app says \"well done\"; a learner using VoiceOver or TalkBack hears only \"image\" unless the badge says what it shows.",
        triggering: [
            RuleExample(text: """
                achievements:
                  - { id: first-step, title: First step, description: Complete your first lesson., trigger: { type: lessons-completed, count: 1 }, badge: 1️⃣{ image: media/a.png, locked: media/b.png } }

                """, kind: .achievements),
        ],
        nonTriggering: [
            RuleExample(text: """
                achievements:
                  - { id: first-step, title: First step, description: Complete your first lesson., trigger: { type: lessons-completed, count: 1 }, badge: { image: media/a.png, locked: media/b.png, label: A green leaf } }

                """, kind: .achievements),
        ])

    /// The rule, which has no settings.
    public init() {}

    /// Reports an achievement with a badge picture and no `label:`, at its `badge:`; nothing for
    /// one without a badge.
    public func check(_ achievement: AchievementModel, in context: RuleContext) -> [Diagnostic] {
        guard let badge = achievement.badge, achievement.badgeLabel == nil else { return [] }
        return [diagnostic("the badge of '\(achievement.id.value)' has no label for a screen reader", at: achievement.badgeRange ?? badge.range,
                           help: "say what it shows: badge: { image: …, locked: …, label: \"A green leaf\" }")]
    }
}
