import SanadBundleFormat
import SanadDiagnostics

/// A supplementary item's recording (a dhikr's, or any item's) is an audio file the app can play
/// offline.
public struct SupplementaryAudioRule: ContentRule {
    /// L0015 `supplementary-audio`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0015", name: .supplementaryAudio,
        summary: "A supplementary item's recording is not an audio file (.ogg, .mp3, .m4a, .opus or .wav).",
        rationale: "A dhikr is offered to be listened to and repeated; its recording ships in the bundle and must be a format the app plays.",
        triggering: [
            .supplementary("""
                items:
                  - { id: backbiting.dhikr, type: dhikr, title: Seeking forgiveness, order: 1, audio: 1️⃣media/istighfar.txt, text: Astaghfirullah. }

                """),
            .supplementary("""
                items:
                  - { id: backbiting.advice, type: advice, title: Advice, order: 1, audio: 1️⃣media/advice.mp4, text: Guard your tongue. }

                """),
        ],
        nonTriggering: [
            .supplementary("""
                items:
                  - { id: backbiting.dhikr, type: dhikr, title: Seeking forgiveness, order: 1, audio: media/istighfar.ogg, text: Astaghfirullah. }

                """),
        ])

    /// The rule, which has no settings.
    public init() {}

    /// Reports an item whose `audio:` does not end in an audio extension (.ogg, .mp3, .m4a, .opus
    /// or .wav), at the path; nothing for an item without one.
    public func check(_ item: SupplementaryItemModel, in context: RuleContext) -> [Diagnostic] {
        guard let audio = item.audio else { return [] }
        let isAudio = BodyCompiler.audioExtensions.contains { audio.value.lowercased().hasSuffix($0) }
        return isAudio ? [] : [diagnostic(
            "'\(audio.value)' is not an audio file", at: audio.range, help: "link the recording: .ogg, .mp3, .m4a, .opus or .wav")]
    }
}
