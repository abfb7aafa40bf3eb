import Foundation
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// `sanad build --previous DIR`: the content version must cover the changes since DIR.
@Suite struct BuildPreviousTests {
    static func build(_ content: ScratchFolder, into output: ScratchFolder, previous: String? = nil, reports: [ReportRequest] = []) -> BuildAction.Outcome {
        var options = BuildAction.Options()
        options.source = content.path
        options.output = output.path
        options.previous = previous
        options.reporting.reports = reports
        options.environment = ["SOURCE_DATE_EPOCH": "0"]
        return BuildAction(options: options, workingDirectory: BundleDiffTests.repository).run()
    }

    @Test func anInsufficientBumpFailsAndWritesNothing() throws {
        let content = try ScratchFolder(copying: BundleDiffTests.fixture)
        let published = try ScratchFolder(), next = try ScratchFolder()
        let first = Self.build(content, into: published)
        let previous = try #require(first.bundle).path

        try content.remove("categories/salah/03-lesson-3.md")
        try content.edit("sanad.yaml", "content-version: 1.0.0", "content-version: 1.1.0")
        let refused = Self.build(content, into: next, previous: previous)
        #expect(refused.exitCode == 1)
        #expect(refused.bundle == nil)
        #expect(!FileManager.default.fileExists(atPath: next.path + "/runtime-fixture"), "nothing written")
        let problem = try #require(refused.diagnostics.first { $0.code.id == "P0004" })
        #expect(problem.message == "content version 1.1.0 is not enough for the changes since 1.0.0: they need a major bump")
        #expect(problem.location?.line == 3, "at content-version in sanad.yaml")
        #expect(problem.notes.map(\.message) == ["major: lesson salah.lesson-3 removed", "patch: citation quran:112:1-4 changed: texts citing it"])
        #expect(problem.help?.hasPrefix("set content-version to 2.0.0 or higher") == true)
        #expect(problem.fixIts.first?.replacements.map(\.text) == ["2.0.0"], "the fix-it writes the smallest covering version")
        #expect(problem.fixIts.first?.replacements.first?.range.text == "1.1.0")

        try content.edit("sanad.yaml", "content-version: 1.1.0", "content-version: 2.0.0")
        let accepted = Self.build(content, into: next, previous: previous)
        #expect(accepted.exitCode == 0, "\(accepted.output)")
        #expect(accepted.bundle != nil)
    }

    @Test func anUnreadablePreviousBundleIsAUsageError() throws {
        let content = try ScratchFolder(copying: BundleDiffTests.fixture)
        let output = try ScratchFolder()
        let outcome = Self.build(content, into: output, previous: output.path + "/nothing-here")
        #expect(outcome.exitCode == 2)
        #expect(outcome.output.hasPrefix("error: cannot read the previous bundle"))
    }

    @Test func reportFilesAreWrittenBesideTheTerminalOutput() throws {
        let content = try ScratchFolder(copying: BundleDiffTests.fixture)
        let output = try ScratchFolder()
        let outcome = Self.build(content, into: output, reports: [
            ReportRequest(format: .sarif, path: output.path + "/reports/sanad.sarif"),
            ReportRequest(format: .junit, path: output.path + "/reports/junit.xml"),
        ])
        #expect(outcome.exitCode == 0)
        #expect(outcome.output.contains("warning[C0010]"), "the terminal still gets text")
        let sarif = try String(contentsOfFile: output.path + "/reports/sanad.sarif", encoding: .utf8)
        #expect(sarif.contains("\"ruleId\" : \"C0010\""))
        let junit = try String(contentsOfFile: output.path + "/reports/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuite errors=\"0\" failures=\"0\" name=\"sanad build\""))
    }
}
