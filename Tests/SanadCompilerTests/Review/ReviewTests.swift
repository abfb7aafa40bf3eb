import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

@Suite struct FingerprintTests {
    static func fingerprint(_ yaml: String, body: String = "## Hook\n\nText.\n") throws -> String {
        let root = try #require(YAMLParser.parse(SourceFile(path: "t", text: yaml)).root)
        return ReviewFingerprint.compute(frontMatter: root, body: body)
    }

    @Test func stableUnderKeyOrderStyleCommentsAndLineEndings() throws {
        let base = try Self.fingerprint("id: a.b\ntitle: One\nphases: { hook: 40s, teach: 2m }\nreview: { status: draft }\n")
        #expect(try Self.fingerprint("title: One  # a comment\nid: \"a.b\"\nphases:\n  teach: 2m\n  hook: 40s\n") == base)
        #expect(try Self.fingerprint("id: a.b\ntitle: One\nphases: { hook: 40s, teach: 2m }\nreview: { status: approved, reviewer: x }\n") == base,
                "the review block is not part of what is reviewed")
        #expect(try Self.fingerprint("id: a.b\ntitle: One\nphases: { hook: 40s, teach: 2m }\n", body: "## Hook\r\n\r\nText.\r\n\r\n") == base)
    }

    @Test func changesWithContent() throws {
        let base = try Self.fingerprint("id: a.b\ntitle: One\n")
        #expect(try Self.fingerprint("id: a.b\ntitle: Two\n") != base)
        #expect(try Self.fingerprint("id: a.b\ntitle: One\n", body: "## Hook\n\nOther text.\n") != base)
        #expect(try Self.fingerprint("id: a.b\ntitle: One\norder: 1\n") != base)
        #expect(base.count == 64)
    }
}

@Suite(.serialized) struct ReviewApprovalTests {
    static let today = LocalDate(year: 2026, month: 11, day: 23)!

    /// A copy of the review fixture in a temporary folder; with `realReviewers`, reviewers.yaml
    /// is not marked as sample data.
    static func copyFixture(realReviewers: Bool = false) throws -> URL {
        let folder = TestScratch.path("review")
        try FileManager.default.copyItem(atPath: Fixtures.path("../Fixtures/review"), toPath: folder.path)
        if realReviewers { try edit(folder, "reviewers.yaml") { $0.replacingOccurrences(of: "sample-data: true\n", with: "") } }
        return folder
    }

    static func edit(_ folder: URL, _ file: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(file)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    static func approve(_ folder: URL, _ id: String, reviewer: String = "sample-reviewer", date: String = "2026-11-22") -> ReviewAction.Outcome {
        ReviewAction(source: folder.path, workingDirectory: "/").approve(lessonID: id, reviewer: reviewer, date: date, today: today)
    }

    static func build(_ folder: URL, release: Bool, requireAll: Bool = false) -> BuildAction.Outcome {
        var options = BuildAction.Options()
        options.source = folder.path
        options.output = folder.appendingPathComponent("out").path
        options.release = release
        options.requireAllApproved = requireAll
        options.today = today
        return BuildAction(options: options, workingDirectory: "/").run()
    }

    static func lint(_ folder: URL) -> [Diagnostic] {
        Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
    }

    @Test func approveChangesOnlyTheReviewValue() throws {
        let folder = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (id, file) in [("wudu.a", "categories/wudu/01-a.md"), ("wudu.b", "categories/wudu/02-b.md")] {
            let url = folder.appendingPathComponent(file)
            let before = try String(contentsOf: url, encoding: .utf8)
            let outcome = Self.approve(folder, id)
            #expect(outcome.exitCode == 0, "\(outcome.output)")
            let after = try String(contentsOf: url, encoding: .utf8)
            let reviewStart = try #require(before.range(of: "review:")).upperBound
            let closing = try #require(before.range(of: "\n---\n"))
            #expect(after.hasPrefix(String(before[..<reviewStart])), "everything before review: is unchanged")
            #expect(after.hasSuffix(String(before[closing.lowerBound...])), "everything after the front matter is unchanged")
            #expect(after.contains("{ status: approved, reviewer: sample-reviewer, date: 2026-11-22, fingerprint: "))
        }
        // A category without review: gets one line at its end, nothing else.
        let category = folder.appendingPathComponent("categories/wudu/category.yaml")
        let before = try String(contentsOf: category, encoding: .utf8)
        #expect(Self.approve(folder, "wudu").exitCode == 0)
        let after = try String(contentsOf: category, encoding: .utf8)
        #expect(after.hasPrefix(before) && after.dropFirst(before.count).hasPrefix("review: { status: approved, reviewer: sample-reviewer, date: 2026-11-22, fingerprint: "))
        #expect(after.hasSuffix(" }\n") && after.dropFirst(before.count).filter { $0 == "\n" }.count == 1)
        #expect(Self.lint(folder).isEmpty, "\(Self.lint(folder).map(\.message))")
        let status = ReviewAction(source: folder.path, workingDirectory: "/").status()
        #expect(status.output == "approved (3):\n  wudu (category) (sample-reviewer, 2026-11-22)\n  wudu.a (sample-reviewer, 2026-11-22)\n  wudu.b (sample-reviewer, 2026-11-22)\n")
    }

    @Test func approveKeepsBlankLinesAndCommentsAfterABlockReview() throws {
        let folder = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tail = "\n# goal agreed with the teachers\n\norder: 1\n"
        try Self.edit(folder, "categories/wudu/category.yaml") {
            $0.replacingOccurrences(of: "order: 1\n", with: "review:\n  status: in-review\n  note: first draft  # a comment\n" + tail)
        }
        let url = folder.appendingPathComponent("categories/wudu/category.yaml")
        let before = try String(contentsOf: url, encoding: .utf8)
        #expect(Self.approve(folder, "wudu").exitCode == 0)
        let after = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(before.range(of: "review:\n  ")).upperBound
        #expect(after.hasPrefix(String(before[..<start])))
        #expect(after.hasSuffix("}  # a comment\n" + tail + "audience: adults\nsubtopics: [{ id: basics, title: Basics }]\n"), "\(after)")
        #expect(Self.lint(folder).isEmpty, "\(Self.lint(folder).map(\.message))")
    }

    @Test func anUnknownCategoryReviewerIsReported() throws {
        let folder = try Self.copyFixture(realReviewers: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.edit(folder, "categories/wudu/category.yaml") { $0 + "review: { status: approved, reviewer: sample-reviewr, date: 2026-11-22 }\n" }
        let lint = Self.lint(folder)
        #expect(lint.contains { $0.severity == .error && $0.message.contains("sample-reviewr") && $0.help == "did you mean 'sample-reviewer'?" }, "\(lint.map(\.message))")
    }

    @Test func approvedLessonsOfALeftOutCategoryAreNamed() throws {
        let folder = try Self.copyFixture(realReviewers: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.approve(folder, "wudu.a").exitCode == 0)
        let release = Self.build(folder, release: true)
        #expect(release.diagnostics.map(\.message).contains("the lesson 'wudu.a' is left out of this release: 'wudu.a' is in the category 'wudu', which is draft"))
        #expect(release.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func anEditAfterApprovalIsStaleAndFailsARelease() throws {
        let folder = try Self.copyFixture(realReviewers: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for id in ["wudu", "wudu.a", "wudu.b"] { #expect(Self.approve(folder, id).exitCode == 0) }
        try Self.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "## Teach\n", with: "## Teach\n\nA new sentence.\n") }
        let lint = Self.lint(folder)
        #expect(lint.map(\.code) == [ReviewDiagnostics.staleApproval])
        #expect(lint.first?.severity == .warning)
        #expect(lint.first?.location?.line == 18, "at the text that changed: the body, which starts on line 18")
        #expect(lint.first?.message.contains("('body' changed)") == true)
        #expect(ReviewAction(source: folder.path, workingDirectory: "/").status().output.contains("approved, stale (1):\n  wudu.a"))
        let release = Self.build(folder, release: true)
        #expect(release.exitCode == ExitStatus.failure)
        #expect(release.diagnostics.filter { $0.severity == .error }.map(\.code) == [ReviewDiagnostics.staleApproval])
        #expect(Self.build(folder, release: false).exitCode == 0, "a stale approval only warns outside a release")
    }

    @Test func changedMediaMakeAnApprovalStale() throws {
        let folder = try Self.copyFixture(realReviewers: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("media"), withIntermediateDirectories: true)
        let image = folder.appendingPathComponent("media/steps.png")
        let fixtures = URL(fileURLWithPath: Fixtures.path("../Fixtures/media"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("small.png"), to: image)
        try Self.edit(folder, "sanad.yaml") { $0 + MediaPolicyTests.credits }
        try Self.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "## Teach\n", with: "## Teach\n\n![The steps of wudu](media/steps.png)\n") }
        #expect(Self.approve(folder, "wudu.a").exitCode == 0)
        #expect(Self.lint(folder).isEmpty)
        try FileManager.default.removeItem(at: image)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("wide.png"), to: image)
        #expect(Self.lint(folder).map(\.code) == [ReviewDiagnostics.staleApproval], "a new image is a change a reviewer has not seen")
    }

    @Test func aCategoryApprovalCoversItsOverview() throws {
        let folder = try Self.copyFixture(realReviewers: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.approve(folder, "wudu").exitCode == 0)
        try Self.edit(folder, "categories/wudu/category.yaml") { $0.replacingOccurrences(of: "overview: A fixture overview.", with: "overview: Another overview.") }
        let lint = Self.lint(folder)
        #expect(lint.map(\.code) == [ReviewDiagnostics.staleApproval])
        #expect(lint.first?.path?.hasSuffix("category.yaml") == true)
        #expect(lint.first?.message == "the category changed after it was approved by sample-reviewer ('overview' changed): the approval is stale")
    }

    @Test func approvalNeedsAKnownIDReviewerScopeAndARealPastDate() throws {
        let folder = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = Self.approve(folder, "wudu.z")
        #expect(unknown.exitCode == ExitStatus.usage)
        #expect(unknown.output.contains("did you mean 'wudu.a' or 'wudu.b' or 'wudu'?"))
        #expect(Self.approve(folder, "wudu.a", reviewer: "sample-reviewr").output.contains("did you mean 'sample-reviewer'?"))
        #expect(Self.approve(folder, "wudu.a", date: "22/11/2026").exitCode == ExitStatus.usage)
        let impossible = Self.approve(folder, "wudu.a", date: "2026-02-30")
        #expect(impossible.exitCode == ExitStatus.usage && impossible.output.contains("real day"))
        let future = Self.approve(folder, "wudu.a", date: "2030-01-01")
        #expect(future.exitCode == ExitStatus.usage && future.output.contains("after today"))
        try Self.edit(folder, "categories/wudu/category.yaml") { $0.replacingOccurrences(of: "kind: curriculum", with: "kind: curriculum\nreview-scopes: [aqeedah]") }
        let scope = Self.approve(folder, "wudu.a")
        #expect(scope.exitCode == ExitStatus.usage)
        #expect(scope.output == "error: sample-reviewer (scopes: fiqh, childrens-education) may not approve 'wudu' content, which needs one of: aqeedah\n")
        let unchanged = try String(contentsOf: folder.appendingPathComponent("categories/wudu/01-a.md"), encoding: .utf8)
        #expect(unchanged.contains("status: in-review"), "a refused approval writes nothing")
    }

    @Test func aReleaseLeavesOutWhatIsNotApprovedUnlessSomethingPublishedNeedsIt() throws {
        let folder = try Self.copyFixture(realReviewers: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.approve(folder, "wudu").exitCode == 0)
        #expect(Self.approve(folder, "wudu.a").exitCode == 0)
        let release = Self.build(folder, release: true)
        #expect(release.exitCode == 0, "\(release.output)")
        #expect(release.diagnostics.map(\.code) == [ReviewDiagnostics.unapprovedLesson])
        #expect(release.diagnostics.first?.severity == .warning)
        #expect(release.diagnostics.first?.message == "the lesson 'wudu.b' is in-review, not approved: it is left out of this release")
        let lessons = try JSONDecoder().decode(BundleLessons.self, from: Data(contentsOf: try #require(release.bundle).appendingPathComponent("lessons/wudu.json")))
        #expect(lessons.lessons.map(\.id) == ["wudu.a"])
        let all = Self.build(folder, release: true, requireAll: true)
        #expect(all.exitCode == ExitStatus.failure)
        #expect(all.diagnostics.filter { $0.severity == .error }.map(\.code) == [ReviewDiagnostics.unapprovedLesson])
        // wudu.a now requires wudu.b, which is left out: an error with the chain.
        try Self.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "subtopic: basics\n", with: "subtopic: basics\nrequires: [wudu.b]\n") }
        #expect(Self.approve(folder, "wudu.a").exitCode == 0)
        let chained = Self.build(folder, release: true)
        #expect(chained.exitCode == ExitStatus.failure)
        let error = try #require(chained.diagnostics.first { $0.code == ReviewDiagnostics.unpublishedRequirement })
        #expect(error.message == "the published lesson 'wudu.a' requires 'wudu.b', which is left out of this release")
        #expect(error.notes.first?.message == "left out: wudu.a → 'wudu.b' is in-review")
    }

    @Test func sampleReviewersOutOfScopeFutureAndExpiredApprovalsFailARelease() throws {
        let folder = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        for id in ["wudu", "wudu.a", "wudu.b"] { #expect(Self.approve(folder, id).exitCode == 0) }
        #expect(Self.lint(folder).isEmpty)
        let sample = Self.build(folder, release: true)
        #expect(sample.diagnostics.map(\.code) == Array(repeating: ReviewDiagnostics.sampleReviewer, count: 3), "reviewers.yaml is sample data")
        try Self.edit(folder, "reviewers.yaml") { $0.replacingOccurrences(of: "sample-data: true\n", with: "") }
        #expect(Self.build(folder, release: true).exitCode == 0)
        // Out of scope: a warning in lint, an error in a release.
        try Self.edit(folder, "categories/wudu/category.yaml") { $0.replacingOccurrences(of: "kind: curriculum", with: "kind: curriculum\nreview-scopes: [aqeedah]") }
        #expect(Self.approve(folder, "wudu").exitCode == ExitStatus.usage)
        let scope = Self.build(folder, release: true)
        #expect(scope.diagnostics.filter { $0.code == ReviewDiagnostics.reviewerScope }.allSatisfy { $0.severity == .error })
        #expect(scope.diagnostics.contains { $0.code == ReviewDiagnostics.reviewerScope })
        try Self.edit(folder, "categories/wudu/category.yaml") { $0.replacingOccurrences(of: "\nreview-scopes: [aqeedah]", with: "") }
        // A future date and an impossible one, written by hand.
        try Self.edit(folder, "categories/wudu/02-b.md") { $0.replacingOccurrences(of: "date: 2026-11-22", with: "date: 2030-01-01") }
        try Self.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "date: 2026-11-22", with: "date: 2026-02-30") }
        let dates = Self.lint(folder).filter { $0.code == ReviewDiagnostics.approvalDate }
        #expect(dates.map(\.message) == ["'2026-02-30' is not a day of the calendar", "the approval is dated 2030-01-01, after the build date \(LocalDate(Date(), in: TimeZone(identifier: "UTC")!))"])
        // An approval older than review-valid-for.
        try Self.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "date: 2026-02-30", with: "date: 2019-05-01") }
        try Self.edit(folder, "categories/wudu/02-b.md") { $0.replacingOccurrences(of: "date: 2030-01-01", with: "date: 2026-11-22") }
        try Self.edit(folder, "sanad.yaml") { $0 + "review-valid-for: 12 months\n" }
        let expired = Self.lint(folder)
        #expect(expired.map(\.code) == [ReviewDiagnostics.expiredApproval])
        #expect(expired.first?.severity == .warning)
        #expect(expired.first?.message == "the approval of 2019-05-01 expired on 2020-05-01: approvals are valid for 12 months")
        let release = Self.build(folder, release: true)
        #expect(release.diagnostics.map(\.severity) == [.error])
    }
}
