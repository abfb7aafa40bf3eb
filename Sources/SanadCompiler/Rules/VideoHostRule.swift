import Foundation
import SanadDiagnostics

/// Videos are links to the project's allowed hosts, streamed and never downloaded.
public struct VideoHostRule: LessonRule {
    /// File extensions that mean a video would be downloaded rather than streamed.
    public static let videoFileExtensions = [".mp4", ".mov", ".m4v", ".webm", ".mkv", ".avi"]

    /// L0010 `video-host`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0010", name: .videoHost,
        summary: "A video is not a link to one of the project's `video-hosts`, or is a video file.",
        rationale: "Videos are streamed from trusted hosts only; the app never downloads video files.",
        triggering: [
            .lesson(["video": "[{ url: 1️⃣\"https://example.com/clip\", title: A clip }]"]),
            .lesson(["video": "[{ url: 1️⃣\"https://player.vimeo.com/clip.mp4\", title: A clip }]"]),
            .lesson(["video": "[{ url: \"https://player.vimeo.com/video/1\", title: A clip, captions: 1️⃣\"https://example.com/clip.vtt\" }]"]),
        ],
        nonTriggering: [
            .lesson(["video": "[{ url: \"https://player.vimeo.com/video/1\", title: A clip }]"]),
            .lesson(["video": "[{ url: \"https://player.vimeo.com/video/1\", title: A clip, captions: \"https://player.vimeo.com/texttrack/1.vtt\" }]"]),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each video, and each captions address, not on one of the project's `video-hosts`, and
    /// each video that links to a file rather than a page.
    public func check(_ lesson: LessonModel, in context: RuleContext) -> [Diagnostic] {
        let hosts = context.project?.videoHosts ?? []
        return lesson.videos.flatMap { video in
            [Self.problem(with: video.value.url, hosts: hosts).map { diagnostic($0.message, at: video.range, help: $0.help) },
             video.value.captions.flatMap { captions in
                 Self.captionsProblem(with: captions.value, hosts: hosts).map { diagnostic($0.message, at: captions.range, help: $0.help) }
             }].compactMap { $0 }
        }
    }

    /// What is wrong with a video's captions address: not `https:` on an allowed video host.
    static func captionsProblem(with address: String, hosts: [String]) -> (message: String, help: String?)? {
        let host = URL(string: address)?.host ?? ""
        guard !address.hasPrefix("https://") || !hosts.contains(host) else { return nil }
        return ("the captions '\(address)' are not on an allowed video host", "captions are streamed with the video: https:// on one of \(hosts.joined(separator: ", "))")
    }

    /// What is wrong with a video address, if anything: a host not allowed, or a video file.
    static func problem(with address: String, hosts: [String]) -> (message: String, help: String?)? {
        let url = URL(string: address)
        let host = url?.host ?? ""
        if !hosts.contains(host) {
            return ("'\(host.isEmpty ? address : host)' is not an allowed video host",
                    hosts.isEmpty ? "list allowed hosts under 'video-hosts:' in sanad.yaml" : "allowed hosts: \(hosts.joined(separator: ", "))")
        }
        if videoFileExtensions.contains(where: { (url?.path ?? "").lowercased().hasSuffix($0) }) {
            return ("videos are streamed, not downloaded: link to the video's page, not the file", nil)
        }
        return nil
    }
}
