import SanadBundleFormat
import SanadDiagnostics

/// The declared duration agrees with the phases.
public struct DurationMismatchRule: LessonRule {
    /// How far the declared duration may be from the sum of the phases.
    public static let tolerance = 30

    /// L0004 `duration-mismatch`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0004", name: .durationMismatch, severity: .warning,
        summary: "A lesson's declared duration differs from the sum of its phases by more than 30 seconds.",
        rationale: "The app shows the declared duration before a lesson starts; it should match what the learner will spend.",
        triggering: [
            .lesson(["duration": "1️⃣5m30s", "phases": "{ hook: 30s, teach: 2m, practice: 1m45s, reward: 20s }"]),
        ],
        nonTriggering: [.lesson(), .lesson(["duration": "5m20s"])])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports a declared `duration` more than `tolerance` seconds from the sum of the four phases,
    /// with a fix-it that writes the sum; nothing unless every phase has a duration.
    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        guard let duration = lesson.duration, lesson.phaseDurations.count == PhaseKind.allCases.count else { return [] }
        let total = lesson.phaseDurations.values.map(\.value).reduce(0, +)
        guard abs(total - duration.value) > Self.tolerance else { return [] }
        var found = diagnostic(
            "the lesson is declared as \(DurationText.format(duration.value)) but its phases add up to \(DurationText.format(total))",
            at: duration.range, help: "set duration: \(DurationText.format(total))")
        found.fixIts = [.init(summary: "set duration: \(DurationText.format(total))", replacements: [.init(range: duration.range, text: DurationText.format(total))])]
        return [found]
    }
}
