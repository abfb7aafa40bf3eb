import Foundation
import Testing
import _SanadTestSupport

/// An author's first hour, through the binary: `sanad init` in an empty folder, `sanad new
/// lesson`, the placeholders written, `sanad build`.
@Suite struct ScaffoldCommandTests {
    /// What the author writes in place of each placeholder, by the placeholder's first words.
    static let writing: [(placeholder: String, text: String)] = [
        ("[[TODO: the one sentence the learner keeps]]", "A word that wounds cannot be taken back, so weigh it first."),
        ("[[TODO: record the narration", "the narration is recorded after review"),
        ("[[TODO: a question on what the lesson teaches]]", "What should you do before saying something hurtful?"),
        ("[[TODO: the right answer]]", "Stop and ask whether it is good."),
        ("[[TODO: why it is right]]", "Yes. The rule is to say good or keep silent."),
        ("[[TODO: a wrong answer]]", "Say it quickly and apologise later."),
        ("[[TODO: why it is wrong]]", "An apology does not unsay a word."),
        ("[[TODO: a question or a short story", "Have you ever wished you could take a word back?"),
        ("[[TODO: the lesson itself", "The Prophet ﷺ said that whoever believes in Allah and the Last Day should say what is good or keep silent."),
        ("[[TODO: what the learner does", "Answer the question below."),
        ("[[TODO: a warm close", "Every word you weigh is a step toward guarding your tongue."),
    ]

    /// `text` with every placeholder replaced by what the author writes.
    static func written(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices {
            guard let start = lines[index].range(of: "[[TODO") else { continue }
            let end = lines[index].range(of: "]]", range: start.upperBound..<lines[index].endIndex)!.upperBound
            let placeholder = String(lines[index][start.lowerBound..<end])
            let replacement = writing.first { placeholder.hasPrefix($0.placeholder.replacingOccurrences(of: "]]", with: "")) }!.text
            lines[index].replaceSubrange(start.lowerBound..<end, with: replacement)
        }
        return lines.joined(separator: "\n")
    }

    /// `sanad new KIND ID` beside the lesson and category subcommands: each keeps its own words.
    @Test func newTakesOtherKindsBesideItsSubcommands() throws {
        let folder = try ScratchFolder()
        #expect(try LintCommandTests.run(["init"], in: folder.path).status == 0)
        let bank = try LintCommandTests.run(["new", "quiz-bank", "my-bank"], in: folder.path)
        #expect(bank.status == 0 && bank.stdout.contains("created content-src/quizzes/my-bank.yaml"), "\(bank.stdout)\(bank.stderr)")
        let category = try LintCommandTests.run(["new", "category", "patience", "--title", "Patience"], in: folder.path)
        #expect(category.status == 0 && category.stdout.contains("created content-src/categories/patience/category.yaml"), "\(category.stdout)\(category.stderr)")
        let explicit = try LintCommandTests.run(["new", "file", "lecture", "fractions"], in: folder.path)
        #expect(explicit.status == 0, "\(explicit.stdout)\(explicit.stderr)")
    }

    @Test func initThenNewLessonThenWritingThenBuild() throws {
        let folder = try ScratchFolder()
        let initialised = try LintCommandTests.run(["init"], in: folder.path)
        #expect(initialised.status == 0, "\(initialised.stdout)\(initialised.stderr)")
        #expect(try LintCommandTests.run(["lint"], in: folder.path).status == 0)

        let created = try LintCommandTests.run(["new", "lesson", "first-steps", "Words that wound"], in: folder.path)
        #expect(created.status == 0, "\(created.stdout)\(created.stderr)")
        let path = "content-src/categories/first-steps/02-words-that-wound.md"
        let skeleton = try folder.read(path)

        // The skeleton lints with warnings only, and a release build refuses its placeholders.
        let linted = try LintCommandTests.run(["lint"], in: folder.path)
        #expect(linted.status == 0)
        #expect(linted.stdout.contains("warning[L0030]"))
        let release = try LintCommandTests.run(["build", "--release", "--output", "build"], in: folder.path)
        #expect(release.status == 1)
        #expect(release.stdout.contains("error[L0030]"))

        try folder.write(path, Self.written(skeleton))
        #expect(!(try folder.read(path)).contains("[[TODO"))
        let clean = try LintCommandTests.run(["lint"], in: folder.path)
        #expect(clean.status == 0 && clean.stdout.contains("0 errors, 0 warnings"), "\(clean.stdout)")
        let built = try LintCommandTests.run(["build", "--output", "build"], in: folder.path)
        #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
        let outlines = try String(contentsOfFile: folder.path + "/build/\(try Self.bundleName(folder.path + "/build"))/categories.json", encoding: .utf8)
        #expect(outlines.contains("first-steps.words-that-wound"))
        #expect(outlines.contains("first-steps.speak-good-or-stay-silent"))
    }

    static func bundleName(_ build: String) throws -> String {
        try #require(try FileManager.default.contentsOfDirectory(atPath: build).first { !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: "\(build)/\($0)/manifest.json") })
    }
}
