import SanadBundleFormat
import SanadDiagnostics

/// An article links to a trusted domain and a video to an allowed video host, over `https:`:
/// the same trust a link in a lesson body needs.
public struct SupplementaryLinkRule: ContentRule {
    /// L0014 `supplementary-link`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0014", name: .supplementaryLink,
        summary: "A supplementary article is not an `https:` link to a trusted domain, or a video not one to an allowed video host.",
        rationale: "Supplementary items send learners, children among them, out of the app: only to sites the project has checked (`trusted-domains`), and videos only to hosts it streams from (`video-hosts`).",
        triggering: [
            .supplementary("""
                items:
                  - { id: backbiting.blog, type: article, title: A blog, order: 1, url: 1️⃣"https://example.com/ghibah" }

                """),
            .supplementary("""
                items:
                  - { id: backbiting.plain, type: article, title: An article, order: 1, url: 1️⃣"http://sunnah.com/muslim:2589" }

                """),
            .supplementary("""
                items:
                  - { id: backbiting.talk, type: video, title: A talk, order: 1, url: 1️⃣"https://sunnah.com/talk" }

                """),
        ],
        nonTriggering: [
            .supplementary("""
                items:
                  - { id: backbiting.hadith, type: article, title: The hadith, order: 1, url: "https://sunnah.com/muslim:2589" }
                  - { id: backbiting.talk, type: video, title: A talk, order: 2, url: "https://player.vimeo.com/video/1" }

                """),
        ])

    /// The rule, which has no settings.
    public init() {}

    /// Reports an item's `url:` that is not a clean `https://` address, a video's on a host outside
    /// `video-hosts`, or another item's on a domain outside `trusted-domains` and `video-hosts`;
    /// nothing for an item without one.
    public func check(_ item: SupplementaryItemModel, in context: RuleContext) -> [Diagnostic] {
        guard let url = item.url else { return [] }
        let trusted = context.project?.trustedDomains ?? [], hosts = context.project?.videoHosts ?? []
        let unsafe = url.value.unicodeScalars.contains { $0 == "\\" || $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
        guard url.value.hasPrefix("https://"), !unsafe else {
            return [diagnostic("the address '\(url.value)' is not allowed", at: url.range, help: "use an https:// address")]
        }
        let host = LinkSchemeRule.host(of: url.value)
        if item.type == .video {
            guard LinkSchemeRule.isTrusted(host, hosts) else {
                return [diagnostic(
                    "'\(host)' is not an allowed video host", at: url.range,
                    help: hosts.isEmpty ? "list allowed hosts under 'video-hosts:' in sanad.yaml" : "allowed hosts: \(hosts.joined(separator: ", "))")]
            }
        } else if !LinkSchemeRule.isTrusted(host, trusted + hosts) {
            return [diagnostic(
                "'\(host)' is not a trusted domain", at: url.range,
                help: "add it to 'trusted-domains' in sanad.yaml after checking the site, or link elsewhere")]
        }
        return []
    }
}
