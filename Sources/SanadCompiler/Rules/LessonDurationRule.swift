import SanadBundleFormat
import Foundation
import SanadDiagnostics

/// The lesson's duration, declared and summed over its phases, lies within the project's window.
public struct LessonDurationRule: LessonRule {
    /// L0003 `lesson-duration`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0003", name: .lessonDuration,
        summary: "A lesson's declared duration, or the sum of its phases, is outside the project's lesson window (4:30–5:30 by default).",
        rationale: "Learners build a daily habit around a five-minute lesson; a long one is skipped, a short one feels empty.",
        triggering: [
            .lesson(["duration": "1️⃣8m", "phases": "{ hook: 40s, teach: 2m15s }"]),
            .lesson(["phases": "{ hook: 30s, teach: 2m, practice: 1m30s, reward: 15s }"], body: nil).replacingMarker(at: "phases:"),
        ],
        // The last: a declared duration that disagrees with its phases is L0004's finding alone.
        nonTriggering: [.lesson(), .lesson(["duration": "4m30s"]), .lesson(["duration": "8m"])])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports a declared duration, and a sum of the four phases, outside the lesson's window (its
    /// audience's, else the project's, else 4:30–5:30); one that disagrees with its phases is left to L0004.
    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        let window = context.lessonWindow(of: lesson)
        var diagnostics: [Diagnostic] = []
        let total = lesson.phaseDurations.count == PhaseKind.allCases.count ? lesson.phaseDurations.values.map(\.value).reduce(0, +) : nil
        // A declared duration that disagrees with its phases is L0004's finding; the window is then
        // checked on what the learner spends, the phases' sum, not reported twice.
        let disagrees = total.map { total in lesson.duration.map { abs($0.value - total) > DurationMismatchRule.tolerance } ?? false } ?? false
        if let duration = lesson.duration, !disagrees, !window.contains(duration.value) {
            diagnostics.append(diagnostic(
                "the lesson lasts \(DurationText.format(duration.value)); lessons last \(window.description)", at: duration.range))
        }
        if let total, let key = lesson.phasesKeyRange {
            if !window.contains(total) {
                diagnostics.append(diagnostic(
                    "the phases add up to \(DurationText.format(total)); lessons last \(window.description)", at: key))
            }
        }
        return diagnostics
    }
}

extension RuleExample {
    /// Puts marker 1️⃣ before the first occurrence of `anchor`.
    func replacingMarker(at anchor: String) -> RuleExample {
        guard let range = text.range(of: anchor) else { return self }
        return RuleExample(text: text.replacingCharacters(in: range, with: "1️⃣" + anchor))
    }
}
