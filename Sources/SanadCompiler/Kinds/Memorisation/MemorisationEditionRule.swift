import SanadDiagnostics

/// A memorisation unit is shown in a Qur'an text the project configures: the edition it names
/// (Uthmani by default) is one of sanad.yaml's `quran: texts:`.
public struct MemorisationEditionRule: ContentRule {
    /// L0019 `memorisation-edition`, an error: its summary, rationale and the examples that test
    /// and document it.
    public static let description = RuleDescription(
        id: "L0019", name: .memorisationEdition,
        summary: "A memorisation unit names a Qur'an edition (`uthmani` when it names none) that is not among sanad.yaml's `quran: texts:`.",
        rationale: "The verses a child memorises are copied from the configured Tanzil text at build time; an edition the project does not configure has no text to copy, and a child must never see verses typed by hand.",
        triggering: [.memorisation(["edition": "1️⃣warsh"])],
        nonTriggering: [.memorisation([:]), .memorisation(["edition": "simple"])])

    /// The rule, which has no settings.
    public init() {}

    /// Reports a unit whose edition is not among `sanad.yaml`'s `quran: texts:`, at the edition;
    /// nothing without a project file.
    public func check(_ unit: MemorisationModel, in context: RuleContext) -> [Diagnostic] {
        guard let project = context.project else { return [] }
        let configured = project.quranTexts.map(\.edition)
        guard !configured.contains(unit.edition.value) else { return [] }
        let listed = configured.isEmpty ? "no Qur'an text is configured" : "the project configures \(configured.joined(separator: " and "))"
        return [diagnostic("the unit is shown in the \(unit.edition.value) text, but \(listed)", at: unit.edition.range,
                           help: "add the Tanzil \(unit.edition.value) text under 'quran: texts:' in sanad.yaml, or name a configured edition")]
    }
}
