import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// The printable family activity, rendered from the sample's bundle data, as a golden file
/// (looked at in headless Chromium: the numbered steps with their minutes, the green "What to
/// say" boxes, the folded tip, the Arabic of 112:1 right to left, the sources).
@Suite struct ActivitySheetTests {
    static let repository = Fixtures.path("../../..")

    @Test(arguments: ["family.wudu-together", "family.one-allah-walk"])
    func golden(_ id: String) {
        let outcome = ActivitySheetAction(source: "content-src", activityID: id, output: nil, workingDirectory: Self.repository).run()
        #expect(outcome.exitCode == 0)
        if let difference = Golden.compare(outcome.output, path: "Golden/activity-\(id).html") { Issue.record(Comment(rawValue: difference)) }
    }

    @Test func anUnknownActivityIsNamedWithASuggestion() {
        let outcome = ActivitySheetAction(source: "content-src", activityID: "family.wudu-togther", output: nil, workingDirectory: Self.repository).run()
        #expect(outcome.exitCode == 2)
        #expect(outcome.output.hasPrefix("error: no family activity 'family.wudu-togther' (did you mean 'family.wudu-together'?)"))
    }

    /// Text from content is escaped wherever it appears: a title, a step, a material.
    @Test func everyTextIsEscaped() {
        var paragraph = Block(.paragraph)
        paragraph.inlines = [Inline(.text, text: "<script>alert(1)</script> & \"quotes\"")]
        let activity = BundleActivities.Activity(
            id: "family.x", title: "A <b>title</b>", rotation: 1, minutes: 15, materials: ["<img src=x>"], follows: [],
            steps: [BundleActivities.Step(number: 1, minutes: 15, blocks: [paragraph], say: nil, tip: nil)], questions: [], video: nil,
            citations: [], parentalGate: nil)
        let page = ActivitySheet(activity: activity, citations: BundleCitations(citations: [], notice: nil), project: "P").html()
        #expect(!page.contains("<script>") && !page.contains("<b>title") && !page.contains("<img src=x>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;") && page.contains("A &lt;b&gt;title&lt;/b&gt;"))
    }
}
