import Foundation
import SanadBundleFormat
import SanadCompiler
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
