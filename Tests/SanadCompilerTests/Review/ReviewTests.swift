import Foundation
import SanadCompiler
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

@Suite struct FingerprintTests {
    static func fingerprint(_ yaml: String, body: String = "## Hook\n\nText.\n") throws -> String {
        let root = try #require(YAMLParser.parse(SourceFile(path: "t", text: yaml)).root)
        return LessonFingerprint.compute(frontMatter: root, body: body)
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
    /// A copy of the review fixture in a temporary folder.
    static func copyFixture() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-review-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Fixtures.path("../Fixtures/review"), toPath: folder.path)
        return folder
    }

    @Test func approveChangesOnlyTheReviewValue() throws {
        let folder = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (id, file) in [("wudu.a", "categories/wudu/01-a.md"), ("wudu.b", "categories/wudu/02-b.md")] {
            let url = folder.appendingPathComponent(file)
            let before = try String(contentsOf: url, encoding: .utf8)
            let outcome = ReviewAction(source: folder.path, workingDirectory: "/").approve(lessonID: id, reviewer: "sample-reviewer", date: "2026-11-22")
            #expect(outcome.exitCode == 0, "\(outcome.output)")
            let after = try String(contentsOf: url, encoding: .utf8)
            let reviewStart = try #require(before.range(of: "review:")).upperBound
            let closing = try #require(before.range(of: "\n---\n"))
            #expect(after.hasPrefix(String(before[..<reviewStart])), "everything before review: is unchanged")
            #expect(after.hasSuffix(String(before[closing.lowerBound...])), "everything after the front matter is unchanged")
            #expect(after.contains("{ status: approved, reviewer: sample-reviewer, date: 2026-11-22, fingerprint: "))
        }
        let lint = Linter(workingDirectory: "/").lint(paths: [folder.path])
        #expect(lint.diagnostics.isEmpty, "\(lint.diagnostics.map(\.message))")
        let status = ReviewAction(source: folder.path, workingDirectory: "/").status()
        #expect(status.output == "approved (2):\n  wudu.a (sample-reviewer, 2026-11-22)\n  wudu.b (sample-reviewer, 2026-11-22)\n")
    }

    @Test func anEditAfterApprovalIsStaleAndFailsARelease() throws {
        let folder = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let action = ReviewAction(source: folder.path, workingDirectory: "/")
        #expect(action.approve(lessonID: "wudu.a", reviewer: "sample-reviewer", date: "2026-11-22").exitCode == 0)
        #expect(action.approve(lessonID: "wudu.b", reviewer: "sample-reviewer", date: "2026-11-22").exitCode == 0)
        let url = folder.appendingPathComponent("categories/wudu/01-a.md")
        let edited = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "## Teach\n", with: "## Teach\n\nA new sentence.\n")
        try edited.write(to: url, atomically: true, encoding: .utf8)

        let lint = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(lint.map(\.code) == [ReviewDiagnostics.staleApproval])
        #expect(lint.first?.severity == .warning)
        #expect(lint.first?.location?.line == 15, "at the fingerprint, on the line after review:")
        #expect(action.status().output.contains("approved, stale (1):\n  wudu.a"))

        var options = BuildAction.Options()
        options.source = folder.path
        options.output = folder.appendingPathComponent("out").path
        options.release = true
        let release = BuildAction(options: options, workingDirectory: "/").run()
        #expect(release.exitCode == ExitStatus.failure)
        #expect(release.diagnostics.filter { $0.severity == .error }.map(\.code) == [ReviewDiagnostics.staleApproval])
        #expect(release.output.contains("01-a.md"))
        options.release = false
        #expect(BuildAction(options: options, workingDirectory: "/").run().exitCode == 0, "a stale approval only warns outside a release")
    }

    @Test func approvalNeedsAKnownLessonAndReviewer() throws {
        let folder = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let action = ReviewAction(source: folder.path, workingDirectory: "/")
        #expect(action.approve(lessonID: "wudu.z", reviewer: "sample-reviewer", date: "2026-11-22").exitCode == ExitStatus.failure)
        #expect(action.approve(lessonID: "wudu.a", reviewer: "nobody", date: "2026-11-22").output.contains("no reviewer 'nobody'"))
        #expect(action.approve(lessonID: "wudu.a", reviewer: "sample-reviewer", date: "22/11/2026").exitCode == ExitStatus.usage)
    }

    @Test func releaseRefusesUnapprovedLessons() throws {
        var options = BuildAction.Options()
        options.source = Fixtures.path("../Fixtures/review")
        options.output = NSTemporaryDirectory() + "sanad-release-\(UUID().uuidString)"
        options.release = true
        let outcome = BuildAction(options: options, workingDirectory: "/").run()
        #expect(outcome.exitCode == ExitStatus.failure)
        #expect(outcome.diagnostics.map(\.code) == [ReviewDiagnostics.unapprovedLesson, ReviewDiagnostics.unapprovedLesson])
    }
}

@Suite struct ReviewerScopeTests {
    @Test func aReviewerOutsideTheCategorysScopesIsReported() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The reviewer has fiqh and childrens-education; the category now needs aqeedah.
        #expect(ReviewAction(source: folder.path, workingDirectory: "/").approve(lessonID: "wudu.b", reviewer: "sample-reviewer", date: "2026-11-22").exitCode == 0)
        let category = folder.appendingPathComponent("categories/wudu/category.yaml")
        let text = try String(contentsOf: category, encoding: .utf8).replacingOccurrences(of: "kind: curriculum", with: "kind: curriculum\nreview-scopes: [aqeedah]")
        try text.write(to: category, atomically: true, encoding: .utf8)
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(diagnostics.map(\.code) == [ReviewDiagnostics.reviewerScope])
        #expect(diagnostics.first?.message == "sample-reviewer (scopes: fiqh, childrens-education) may not approve 'wudu' lessons")
    }
}
