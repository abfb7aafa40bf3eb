import Foundation
import SanadDiagnostics

/// Every image in learner-facing Markdown has alt text.
public struct ImageAltTextRule: BodyRule {
    /// L0009 `image-alt-text`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0009", name: .imageAltText,
        summary: "An image in a lesson body or a category overview has no alt text.",
        rationale: "Screen readers read the alt text aloud; without it an infographic is lost to a learner who cannot see it.",
        triggering: [
            .lesson(body: "## Hook\n\n1️⃣![](media/tongue.png)\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("Backbiting is a grave sin.\n\n1️⃣![](media/tongue.png)\n"),
        ],
        nonTriggering: [
            .lesson(body: "## Hook\n\n![A tongue held behind closed lips](media/tongue.png)\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("Backbiting is a grave sin.\n\n![A tongue held behind closed lips](media/tongue.png)\n"),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each image (not audio) whose alt text is empty or blank.
    public func check(_ body: MarkdownBody, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for media in body.body.media where !media.isAudio && media.alt.trimmingSpacesAndTabs.isEmpty {
            diagnostics.append(diagnostic("this image has no alt text", at: media.url.range, help: "describe the image: ![what it shows](path)"))
        }
        return diagnostics
    }
}
