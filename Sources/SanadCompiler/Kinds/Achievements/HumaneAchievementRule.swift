import SanadDiagnostics

/// An achievement for an audience that declares humane gamification (`humane-gamification: true`,
/// My Worship Path's principle) celebrates what was done and never shames what was missed: no
/// "perfect week", no "never missed".
public struct HumaneAchievementRule: ContentRule {
    /// L0021 `humane-achievement`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0021", name: .humaneAchievement,
        summary: "An achievement for an audience with `humane-gamification: true` (or for every audience, when one of them declares it) is worded as performance or perfection: \"perfect week\", \"never missed\", \"flawless\", \"without missing a day\".",
        rationale: "A badge that can only be kept by never slipping turns one missed day into failure, and learners who miss a day stop coming back; humane achievements count what was done.",
        triggering: [
            RuleExample(text: """
                achievements:
                  - { id: perfect, title: 1️⃣Perfect week, description: Learn every day this week., trigger: { type: streak, days: 7 } }

                """, kind: .achievements),
            RuleExample(text: """
                achievements:
                  - { id: steady, title: Steady, description: 1️⃣You never missed a single day!, trigger: { type: streak, days: 30 } }

                """, kind: .achievements),
        ],
        nonTriggering: [
            RuleExample(text: """
                achievements:
                  - { id: steady, title: A week of learning, description: Learn seven days in a row; a mercy day keeps the streak., trigger: { type: streak, days: 7 } }

                """, kind: .achievements),
        ])

    /// Phrases that measure perfection or count misses, in lower case.
    static let refusedPhrases = ["perfect week", "perfect month", "perfect streak", "perfect score", "perfect record", "never missed", "never miss",
                                 "flawless", "without missing", "no misses", "not a single miss", "never broke", "never break"]

    /// The rule, which has no settings.
    public init() {}

    /// Reports the first of `refusedPhrases` found in the title, and in the description, of an achievement for an
    /// audience with `humane-gamification: true` (any audience, when it names none); nothing
    /// without a project file.
    public func check(_ achievement: AchievementModel, in context: RuleContext) -> [Diagnostic] {
        guard let project = context.project else { return [] }
        let audiences = achievement.audience.map { id in project.audiences.filter { $0.id == id.value } } ?? project.audiences
        guard let humane = audiences.first(where: \.humaneGamification) else { return [] }
        var diagnostics: [Diagnostic] = []
        for (text, range) in [(achievement.title, achievement.titleRange), (achievement.description, achievement.descriptionRange)] {
            guard let range, let phrase = Self.refusedPhrases.first(where: { text.lowercased().contains($0) }) else { continue }
            diagnostics.append(diagnostic(
                "'\(phrase)' measures perfection; the '\(humane.id)' audience's achievements celebrate what was done", at: range,
                notes: [.init(message: "humane-gamification is declared here", range: humane.idRange)],
                help: "count what was done (\"seven days of learning\"), never what was missed"))
        }
        return diagnostics
    }
}
