import Foundation
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// The exit codes documented in the README, through the real executable:
/// 0 success, 1 the content has problems, 2 the command could not run.
@Suite struct ExitCodeTests {
    static let fixture = Fixtures.path("../SanadRuntimeTests/Fixtures/curriculum")

    static func run(_ arguments: [String], in directory: String = LintCommandTests.repository) throws -> (status: Int32, stdout: String, stderr: String) {
        try LintCommandTests.run(arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": "0"])
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try Self.run(["lint", "--error", "no-such-code"]).status == 2)
        #expect(try Self.run(["lint", "--warning", "yaml"]).status == 2)
        #expect(try Self.run(["lint", "--report", "pdf:out.pdf"]).status == 2)
        #expect(try Self.run(["lint", "--format", "xml"]).status == 2)
        #expect(try Self.run(["lint", "--baseline", "/no/such/baseline.json"]).status == 2)
        #expect(try Self.run(["diff", "/no/such/old", "/no/such/new"]).status == 2)
        #expect(try Self.run(["build", "--previous", "/no/such/bundle", "--output", NSTemporaryDirectory()]).status == 2)
    }

    /// Every command takes the content folder as an argument (or --source), and says "no project
    /// here" the same way, exiting 2.
    @Test func noProjectIsTheSameUsageErrorForEveryCommand() throws {
        let empty = try ScratchFolder()
        for command in [["lint"], ["build"], ["report", "citations"], ["review", "status"], ["review", "approve", "x.y", "--reviewer", "r"]] {
            let result = try Self.run(command, in: empty.path)
            #expect(result.status == 2, "\(command)")
            #expect(result.stdout.contains("no Sanad project here: no content-src/sanad.yaml, and no sanad.yaml in this folder or above"), "\(command): \(result.stdout)")
        }
        for command in [["lint", "nowhere"], ["build", "nowhere"], ["build", "--source", "nowhere"], ["report", "citations", "nowhere"]] {
            #expect(try Self.run(command, in: empty.path).status == 2, "\(command)")
        }
        let content = try ScratchFolder(copying: Self.fixture)
        let positional = try Self.run(["build", ".", "--output", "out"], in: content.path)
        #expect(positional.status == 0, "\(positional.stdout)")
        #expect(try Self.run(["build", ".", "--source", "elsewhere"], in: content.path).status == 2, "the folder given twice")
        #expect(try Self.run(["review", "status", "."], in: content.path).status == 0)
    }

    @Test func colourIsDecidedByColorForceColorAndNoColor() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        let escape = "\u{1B}["
        #expect(try Self.run(["lint", "."], in: content.path).stdout.contains(escape) == false, "not a terminal")
        #expect(try Self.run(["lint", "--color", "always", "."], in: content.path).stdout.contains(escape))
        #expect(try LintCommandTests.run(["lint", "."], in: content.path, environment: ["FORCE_COLOR": "1"]).stdout.contains(escape))
        #expect(try LintCommandTests.run(["lint", "--color", "never", "."], in: content.path, environment: ["FORCE_COLOR": "1"]).stdout.contains(escape) == false)
        #expect(try Self.run(["lint", "--color", "sometimes", "."], in: content.path).status == 2)
    }

    /// A baseline says which of its findings no longer occur, and --prune-baseline removes them.
    @Test func baselinesReportAndPruneFindingsThatAreGone() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        #expect(try Self.run(["lint", "--write-baseline", "known.json", "."], in: content.path).status == 0)
        let known = try String(contentsOfFile: content.path + "/known.json", encoding: .utf8)
        let before = known.components(separatedBy: "\"fingerprint\"").count - 1
        #expect(before >= 1)
        // Remove the cause of the fixture's findings (its unused citation declarations).
        let lessons = try FileManager.default.subpathsOfDirectory(atPath: content.path).filter { $0.hasSuffix(".md") }
        for lesson in lessons {
            let url = URL(fileURLWithPath: content.path + "/" + lesson)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.components(separatedBy: "\n").filter { !$0.contains("hadith:") && !$0.contains("quran:") }.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try Self.run(["lint", "--baseline", "known.json", "."], in: content.path)
        #expect(report.stdout.contains("no longer occur"), "\(report.stdout)")
        let pruned = try Self.run(["lint", "--baseline", "known.json", "--prune-baseline", "."], in: content.path)
        #expect(pruned.stdout.contains("pruned "), "\(pruned.stdout)")
        let after = try String(contentsOfFile: content.path + "/known.json", encoding: .utf8)
        #expect(after.components(separatedBy: "\"fingerprint\"").count - 1 < before)
        #expect(!(try Self.run(["lint", "--baseline", "known.json", "."], in: content.path).stdout.contains("no longer occur")))
    }

    @Test func severityOptionsDecideBetweenZeroAndOne() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        // The fixture has only warnings (C0010).
        #expect(try Self.run(["lint", "."], in: content.path).status == 0)
        #expect(try Self.run(["lint", "--strict", "."], in: content.path).status == 1)
        #expect(try Self.run(["lint", "--error", "C0010", "."], in: content.path).status == 1)
        #expect(try Self.run(["lint", "--error", "citations", "."], in: content.path).status == 1)
        #expect(try Self.run(["lint", "--write-baseline", "known.json", "."], in: content.path).status == 0)
        #expect(try Self.run(["lint", "--strict", "--baseline", "known.json", "."], in: content.path).status == 0)
    }

    @Test func machineFormatsPrintOnlyTheReport() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        let sarif = try Self.run(["lint", "--format", "sarif", "--report", "junit:out/junit.xml", "--report", "json:out/report.json", "."], in: content.path)
        #expect(sarif.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
        #expect(try content.read("out/junit.xml").hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(try content.read("out/report.json").contains("\"C0010\""))
        let github = try Self.run(["lint", "--format", "github", "."], in: content.path)
        #expect(github.stdout.contains("\n::warning file="))
        let output = try ScratchFolder()
        let build = try Self.run(["build", "--format", "json", "--output", output.path], in: content.path)
        #expect(build.status == 0)
        #expect((try? JSONSerialization.jsonObject(with: Data(build.stdout.utf8))) != nil, "no bundle path after the JSON")
    }

    @Test func diffExitsOneWhenTheVersionDoesNotCoverTheChanges() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        let old = try ScratchFolder(), new = try ScratchFolder()
        #expect(try Self.run(["build", "--output", old.path], in: content.path).status == 0)
        try content.edit("categories/wudu/02-lesson-2.md", "title: Wudu lesson 2", "title: Washing for prayer")
        #expect(try Self.run(["build", "--output", new.path], in: content.path).status == 0)
        let same = try Self.run(["diff", old.path + "/runtime-fixture", old.path + "/runtime-fixture"])
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("no changes\n"))
        let edited = try Self.run(["diff", old.path + "/runtime-fixture", new.path + "/runtime-fixture"])
        #expect(edited.status == 1)
        #expect(edited.stdout.contains("patch  lesson  wudu.lesson-2  changed: title\n"))
        #expect(edited.stdout.hasSuffix("error: content version 1.0.0 does not cover them; use 1.0.1 or higher\n"))
        // Build again with a patch bump, checked against the previous bundle.
        try content.edit("sanad.yaml", "content-version: 1.0.0", "content-version: 1.0.1")
        let next = try ScratchFolder()
        #expect(try Self.run(["build", "--previous", old.path + "/runtime-fixture", "--output", next.path], in: content.path).status == 0)
        let json = try Self.run(["diff", "--format", "json", old.path + "/runtime-fixture", next.path + "/runtime-fixture"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"requiredBump\" : \"patch\""))
    }
}
