import Foundation
import SanadDiagnostics

/// An activity's video is streamed from one of the project's allowed hosts, like a lesson's.
public struct ActivityVideoRule: ContentRule {
    /// L0018 `activity-video`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0018", name: .activityVideo,
        summary: "A family activity's video (or its captions) is not a link to one of the project's `video-hosts`, or is a video file.",
        rationale: "Videos are streamed from trusted hosts only, in children's content above all; the app never downloads video files.",
        triggering: [
            .activity(["video": "1️⃣{ url: \"https://example.com/clip\", title: A clip }"]),
            .activity(["video": "{ url: \"https://player.vimeo.com/video/1\", title: A clip, captions: 1️⃣\"https://example.com/clip.vtt\" }"]),
        ],
        nonTriggering: [.activity(["video": "{ url: \"https://player.vimeo.com/video/1\", title: A clip }"])])

    /// The rule, which has no settings.
    public init() {}

    /// Reports an activity's video that is not on one of the project's `video-hosts` or links a
    /// video file, and captions that are not `https://` on one of those hosts; nothing without a
    /// video.
    public func check(_ activity: ActivityModel, in context: RuleContext) -> [Diagnostic] {
        guard let video = activity.video else { return [] }
        let hosts = context.project?.videoHosts ?? []
        return [VideoHostRule.problem(with: video.value.url, hosts: hosts).map { diagnostic($0.message, at: video.range, help: $0.help) },
                video.value.captions.flatMap { captions in
                    VideoHostRule.captionsProblem(with: captions.value, hosts: hosts).map { diagnostic($0.message, at: captions.range, help: $0.help) }
                }].compactMap { $0 }
    }
}
