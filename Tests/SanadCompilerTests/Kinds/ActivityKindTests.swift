import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// The family-activity kind end to end in the compiler: lowering, bundle, citations, review and
/// `sanad diff`.
@Suite struct ActivityKindTests {
    static let repository = Fixtures.path("../../..")

    @Test func theSampleActivitiesAreInTheBundleInRotationOrder() throws {
        let output = BundleTests.temporaryFolder("activities")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: "content-src", output: output).bundle)
        let reader = try BundleReader(folder: bundle)
        let activities = try reader.decode(BundleActivities.self, from: try reader.entry(.activities)).activities
        #expect(activities.map(\.id) == ["family.wudu-together", "family.one-allah-walk"])
        let wudu = try #require(activities.first)
        #expect(wudu.minutes == 15 && wudu.steps.map(\.number) == [1, 2, 3] && wudu.steps.map(\.minutes) == [3, 7, 5])
        #expect(wudu.steps[1].tip != nil && wudu.steps[2].say?.contains { $0.type == .known(.citation) } == true, "the hadith block in a script")
        #expect(wudu.parentalGate == true, "it follows children's lessons")
        #expect(reader.manifest.packID(of: try reader.entry(.activities)) == "core")
        let citations = try reader.decode(BundleCitations.self, from: try reader.entry(.citations)).citations
        #expect(citations.first { $0.key == "hadith:muslim:223" }?.activities == ["family.wudu-together"])
        #expect(citations.first { $0.key.hasPrefix("quran:112:1") && $0.activities != nil }?.activities == ["family.one-allah-walk"])
    }

    /// An activity's card (Sidrat US-201): a description and an image with its alt text reach the
    /// bundle and the sheet; a missing image is reported at its path, an empty alt text by the
    /// schema; rewording the description is a patch.
    @Test func anActivityCardHasADescriptionAndAnImage() throws {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try FileManager.default.copyItem(atPath: Self.repository + "/content-src/media/badges/first-step.png", toPath: content.path + "/media/card2.png")
        try content.edit("activities/01-activity-1.yaml", "rotation: 1\n",
                         "rotation: 1\ndescription: Make wudu side by side, **slowly**.\nimage: { path: media/card2.png, alt: A jug and a bowl of water }\n")
        let first = BundleTests.temporaryFolder("card-a"), second = BundleTests.temporaryFolder("card-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        let reader = try BundleReader(folder: a)
        let activity = try #require(try reader.decode(BundleActivities.self, from: try reader.entry(.activities)).activities.first)
        #expect(activity.image == .init(path: "media/card2.png", alt: "A jug and a bowl of water"))
        #expect(activity.description?.first?.type == .known(.paragraph))
        #expect(reader.manifest.files.contains { $0.kind == .media && $0.sources?.contains("media/card2.png") == true }, "the image is shipped")
        let sheet = ActivitySheet(activity: activity, citations: BundleCitations(citations: [], notice: nil), project: "P", imageURL: "card.png").html()
        #expect(sheet.contains("<img class=\"card\" src=\"card.png\" alt=\"A jug and a bowl of water\"") && sheet.contains("<strong>slowly</strong>"))
        try content.edit("activities/01-activity-1.yaml", "side by side, **slowly**", "side by side")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        #expect(BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes.map(\.detail) == ["changed: description"])
        try content.edit("activities/01-activity-1.yaml", "path: media/card2.png, alt: A jug and a bowl of water", "path: media/cart.png, alt: \"\"")
        let problems = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.path?.hasSuffix("01-activity-1.yaml") == true }
        #expect(problems.contains { $0.code == ResolutionDiagnostics.missingMedia && $0.location?.line == 5 }, "\(problems.map(\.message))")
        #expect(problems.contains { $0.code.group == .schema }, "an empty alt text: \(problems.map(\.message))")
    }

    @Test func removingAnActivityIsMajorAndEditingAStepAPatch() throws {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        let first = BundleTests.temporaryFolder("activity-a"), second = BundleTests.temporaryFolder("activity-b"), third = BundleTests.temporaryFolder("activity-c")
        defer { for url in [first, second, third] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("activities/01-activity-1.yaml", "text: Step two.", "text: Step two slowly.")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let edit = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
        #expect(edit.map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" } == ["patch activity family.activity-1 changed: steps"])
        try content.remove("activities/03-activity-3.yaml")
        let c = try #require(BundleTests.build(source: content.path, output: third).bundle)
        let removal = BundleDiff(old: try BundleSnapshot(folder: b), new: try BundleSnapshot(folder: c)).changes
        #expect(removal.map { "\($0.bump) \($0.subject.rawValue) \($0.id)" } == ["major activity family.activity-3"])
    }

    @Test func anApprovedActivityGoesStaleWhenItsTextChanges() throws {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("reviewers.yaml", """
            reviewers:
              - { id: a-reviewer, name: A Reviewer, credentials: Test fixture, scopes: [childrens-education] }

            """)
        let approval = ReviewAction(source: content.path, workingDirectory: "/").approve(lessonID: "family.activity-1", reviewer: "a-reviewer", date: "2026-11-22", today: LocalDate(year: 2026, month: 11, day: 23)!)
        #expect(approval.exitCode == 0, "\(approval.output)")
        let text = try content.read("activities/01-activity-1.yaml")
        #expect(text.contains("review: { status: approved, reviewer: a-reviewer, date: 2026-11-22, fingerprint: "))
        func stale() -> Int { Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.code == ReviewDiagnostics.staleApproval }.count }
        #expect(stale() == 0)
        try content.edit("activities/01-activity-1.yaml", "say: \"Let's begin.\"", "say: \"Let us begin.\"")
        #expect(stale() == 1)
    }
}
