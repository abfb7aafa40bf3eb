import Foundation
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// `sanad fix`: the fix-its applied, nothing else changed, byte for byte; idempotent; `--code`
/// and `--dry-run`.
@Suite struct FixActionTests {
    static let lessonPath = "content-src/categories/first-steps/01-speak-good-or-stay-silent.md"

    /// A new project, and the typos every mechanical fix-it undoes, each made in the lesson.
    static let typos: [(correct: String, typo: String)] = [
        ("\ntitle: Speak good", "\ntitel: Speak good"),
        ("completion: read", "completion: raed"),
        ("subtopic: foundations", "subtopic: foundatons"),
        ("## Teach\n", "## Teaching\n"),
        ("> [!HADITH bukhari:6018]", "> [!HADIHT bukhari:6018]"),
    ]

    static func project() throws -> (ScratchFolder, original: String) {
        let folder = try ScratchFolder()
        _ = ScaffoldAction(workingDirectory: folder.path).initProject(in: nil)
        let original = try folder.read(lessonPath)
        var broken = original
        for typo in typos {
            #expect(broken.contains(typo.correct), "\(typo.correct)")
            broken = broken.replacingOccurrences(of: typo.correct, with: typo.typo)
        }
        try folder.write(lessonPath, broken)
        return (folder, original)
    }

    static func fix(_ folder: ScratchFolder, codes: [String] = [], dryRun: Bool = false) -> FixAction.Outcome {
        var options = FixAction.Options()
        options.codes = codes
        options.dryRun = dryRun
        return FixAction(options: options, workingDirectory: folder.path).run()
    }

    @Test func everyFixItIsAppliedAndNothingElseChanges() throws {
        let (folder, original) = try Self.project()
        let outcome = Self.fix(folder)
        #expect(outcome.exitCode == 0)
        #expect(outcome.output.contains("fixed \(Self.typos.count) problems in 1 file"), "\(outcome.output)")
        #expect(Data(try folder.read(Self.lessonPath).utf8) == Data(original.utf8))
        let again = Self.fix(folder)
        #expect(again.output == "nothing to fix\n")
        #expect(try folder.read(Self.lessonPath) == original)
    }

    @Test func onlyTheNamedCodesAreFixed() throws {
        let (folder, original) = try Self.project()
        let outcome = Self.fix(folder, codes: ["unknown-property"])
        #expect(outcome.exitCode == 0)
        let expected = original.replacingOccurrences(of: "completion: read", with: "completion: raed")
            .replacingOccurrences(of: "subtopic: foundations", with: "subtopic: foundatons")
            .replacingOccurrences(of: "## Teach\n", with: "## Teaching\n")
            .replacingOccurrences(of: "> [!HADITH bukhari:6018]", with: "> [!HADIHT bukhari:6018]")
        #expect(try folder.read(Self.lessonPath) == expected)
        #expect(Self.fix(folder, codes: ["X9999"]).exitCode == ExitStatus.usage)
    }

    @Test func aDryRunWritesNothingAndItsDiffAppliesToTheFixedText() throws {
        let (folder, original) = try Self.project()
        let broken = try folder.read(Self.lessonPath)
        let outcome = Self.fix(folder, dryRun: true)
        #expect(try folder.read(Self.lessonPath) == broken)
        #expect(outcome.output.hasPrefix("--- a/content-src/categories/first-steps/01-speak-good-or-stay-silent.md\n+++ b/"))
        #expect(outcome.output.contains("-titel: Speak good or stay silent\n+title: Speak good or stay silent\n"))
        #expect(outcome.output.hasSuffix("would fix \(Self.typos.count) problems in 1 file\n"))
        // The diff is a real one: git apply turns the broken file into the fixed one.
        let patch = String(outcome.output[..<outcome.output.range(of: "would fix")!.lowerBound])
        try folder.write("fix.patch", patch)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["apply", "fix.patch"]
        git.currentDirectoryURL = folder.url
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        #expect(try folder.read(Self.lessonPath) == original)
    }

    @Test func aLinkToAMisspeltLessonIsCorrectedWhereTheLinkNamesIt() throws {
        let folder = try ScratchFolder()
        let action = ScaffoldAction(workingDirectory: folder.path)
        _ = action.initProject(in: nil)
        _ = action.newLesson(category: "first-steps", title: "Words that wound", source: nil)
        let path = "content-src/categories/first-steps/02-words-that-wound.md"
        let link = "See [the first lesson](lesson:first-steps.speak-good-or-stay-silent)."
        try folder.edit(path, "## Reward\n\n", "## Reward\n\n" + link.replacingOccurrences(of: "silent)", with: "silnt)") + "\n\n")
        let outcome = Self.fix(folder, codes: ["L0011"])
        #expect(outcome.output == "fixed 1 problem in 1 file\n")
        #expect(try folder.read(path).contains("\n" + link + "\n"))
    }

    @Test func aLinkedLessonIsFixedThroughItsLink() throws {
        let (folder, original) = try Self.project()
        // The lesson becomes a link to a file beside it, inside the content folder.
        let target = "content-src/categories/first-steps/lesson-text.txt"
        try FileManager.default.moveItem(atPath: folder.path + "/" + Self.lessonPath, toPath: folder.path + "/" + target)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + Self.lessonPath, withDestinationPath: "lesson-text.txt")
        let outcome = Self.fix(folder)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/" + Self.lessonPath) == "lesson-text.txt")
        #expect(try folder.read(target) == original)
    }
}
