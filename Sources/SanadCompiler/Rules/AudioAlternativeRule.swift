import SanadDiagnostics

/// Every lesson can be listened to: it has narration, or an explicit waiver with its reason.
public struct AudioAlternativeRule: LessonRule {
    /// L0008 `audio-alternative`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0008", name: .audioAlternative,
        summary: "A lesson has neither audio narration nor a waiver explaining why not (or has both), or waives it for an audience that may not (children, unless its `narration-waiver` says so).",
        rationale: "Children who cannot read yet and learners with low vision follow lessons by ear; a silent lesson must say why.",
        triggering: [
            .lesson(["id": "1️⃣backbiting.example", "audio": nil]),
            .lesson(["audio": "1️⃣{ dhikr: media/dhikr.ogg }"]),
            .lesson(["audio": "1️⃣{ narration: media/a.ogg, waiver: Not needed. }"]),
        ],
        nonTriggering: [.lesson(), .lesson(["audio": "{ narration: media/backbiting-01.ogg, duration: 4m50s }"])])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports a lesson with neither narration nor waiver, or with both, and a waiver where the
    /// lesson's audience may not waive narration.
    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        guard let audio = lesson.audio else {
            return [diagnostic("the lesson has no audio narration and no waiver", at: lesson.id.range,
                               help: "add 'audio: { narration: media/….ogg }', or 'audio: { waiver: <reason> }'")]
        }
        if audio.narration == nil, audio.waiver == nil {
            return [diagnostic("the audio has no narration and no waiver", at: audio.range,
                               help: "add 'narration:' or 'waiver:' with the reason")]
        }
        if audio.narration != nil, audio.waiver != nil {
            return [diagnostic("the audio has both a narration and a waiver", at: audio.range, help: "remove the waiver")]
        }
        if audio.waiver != nil, let audience = context.audience(of: lesson), !audience.mayWaiveNarration {
            return [diagnostic(
                "lessons for '\(audience.id)' must have a narration: the audience may not waive it", at: audio.range,
                notes: [.init(message: audience.narrationWaiver == nil ? "an audience for children may not waive narration unless it says 'narration-waiver: true'" : "set here",
                              range: audience.narrationWaiver?.range ?? audience.idRange)],
                help: "record a narration: children who cannot read yet follow lessons by ear")]
        }
        return []
    }
}
