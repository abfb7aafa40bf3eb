import SanadBundleFormat
import SanadDiagnostics

/// Each phase's duration lies within its window.
public struct PhaseDurationRule: LessonRule {
    /// L0002 `phase-duration`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0002", name: .phaseDuration,
        summary: "A phase's duration is outside its window (Hook 30–45 s, Teach 2–2.5 min, Practice 1.5–2 min, Reward 15–30 s, or the windows of the project or of the lesson's audience).",
        rationale: "Each phase has a job: the hook catches attention, the reward closes warmly. Too long or too short and it stops doing that job.",
        triggering: [
            .lesson(["phases": "{ hook: 1️⃣20s, teach: 2m15s, practice: 1m45s, reward: 20s }"]),
            .lesson(["phases": "{ hook: 40s, teach: 1️⃣3m, practice: 1m45s, reward: 2️⃣1m }"]),
        ],
        nonTriggering: [
            .lesson(["phases": "{ hook: 30s, teach: 2m30s, practice: 1m30s, reward: 30s }"]),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each phase whose declared duration is outside its window for the lesson's audience,
    /// else the project's, else the default.
    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        PhaseKind.allCases.compactMap { phase in
            guard let duration = lesson.phaseDurations[phase] else { return nil }
            let window = context.window(for: phase, of: lesson)
            guard !window.contains(duration.value) else { return nil }
            return diagnostic(
                "the \(phase.rawValue) lasts \(DurationText.format(duration.value)); it should last \(window.description)",
                at: duration.range)
        }
    }
}
