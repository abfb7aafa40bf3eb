import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// `sanad.yaml`'s media policy, checked against real files' headers, each violation located at
/// the line that names the file with a note at the rule it breaks.
@Suite struct MediaPolicyTests {
    static let policy = """
        media:
          narration: { formats: [m4a, wav], channels: mono, bit-rate: { min: 128, max: 192 } }
          image: { formats: [png, jpeg], max-width: 2048 }

        """

    /// The curriculum fixture with the policy, `files` copied from `Fixtures/media` into its
    /// `media/` folder, the first lesson's audio set to `audio` and `body` added to its Teach.
    /// A credit of every medium, for a project that has none (the curriculum fixture credits
    /// `media/**` itself).
    static let credits = "credits: [{ files: [\"media/**\"], author: Sanad's tests, licence: Sample data }]\n"

    static func lint(audio: String? = nil, body: String = "", files: [String], policy: String = policy) throws -> [Diagnostic] {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("sanad.yaml", try content.read("sanad.yaml") + policy)
        for name in files {
            try content.write("media/" + name, "")
            try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("../Fixtures/media/" + name))).write(to: content.url.appendingPathComponent("media/" + name))
        }
        if let audio { try content.edit("categories/wudu/01-lesson-1.md", "audio: { waiver: Fixture lesson. }", "audio: \(audio)") }
        if !body.isEmpty { try content.edit("categories/wudu/01-lesson-1.md", "## Teach\n\nTeach.\n", "## Teach\n\nTeach.\n\n\(body)\n") }
        return Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics.filter { $0.code.group == .resolution }
    }

    static func described(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let notes = diagnostic.notes.map { " [\($0.range.map { "\($0.file.path.split(separator: "/").last!):\($0.startLocation.line)" } ?? "")]" }
            return "\(diagnostic.code.id) \(diagnostic.range.map { "\($0.startLocation.line):\($0.startLocation.column)" } ?? "") \(diagnostic.message)" + notes.joined()
        }
    }

    @Test func aStereo320kbpsNarrationBreaksThreeRules() throws {
        let diagnostics = try Self.lint(audio: "{ narration: media/stereo-320k.mp3, duration: 2s }", files: ["stereo-320k.mp3"])
        #expect(Self.described(diagnostics) == [
            "R0011 12:21 'media/stereo-320k.mp3' has a bit-rate of 320 kbps; narration accepts 128-192 kbps [sanad.yaml:17]",
            "R0011 12:21 'media/stereo-320k.mp3' has two channels (stereo); narration must be one channel (mono) [sanad.yaml:17]",
            "R0011 12:21 'media/stereo-320k.mp3' is MP3; narration accepts m4a, wav [sanad.yaml:17]",
        ])
    }

    @Test func aMonoAACNarrationWithinTheRangeIsClean() throws {
        #expect(try Self.lint(audio: "{ narration: media/mono-160k.m4a, duration: 2s }", files: ["mono-160k.m4a"], policy: """
            media:
              narration: { formats: [m4a], channels: mono, sample-rate: { min: 44100, max: 48000 }, bit-rate: { min: 128, max: 192 } }

            """).isEmpty)
    }

    @Test func anSVGPictureIsAWarningUnlessTheProjectAcceptsIt() throws {
        let body = "![A square](media/vector.svg)"
        let diagnostics = try Self.lint(body: body, files: ["vector.svg"])
        #expect(diagnostics.map(\.code) == [ResolutionDiagnostics.mediaPolicy, ResolutionDiagnostics.svgImage])
        #expect(diagnostics.last?.severity == .warning && diagnostics.last?.range?.startLocation.line == 28)
        #expect(try Self.lint(body: body, files: ["vector.svg"], policy: "").map(\.code) == [ResolutionDiagnostics.svgImage], "no policy: still a warning")
        #expect(try Self.lint(body: body, files: ["vector.svg"], policy: "media: { image: { formats: [png, svg] } }\n").isEmpty)
    }

    @Test func aPictureWiderThanAllowed() throws {
        let diagnostics = try Self.lint(body: "![A band](media/wide.png)", files: ["wide.png"])
        #expect(Self.described(diagnostics) == ["R0011 28:1 'media/wide.png' is 3000 pixels wide; image allows at most 2048 [sanad.yaml:18]"])
    }

    @Test func aFileWhoseBytesAreAnotherFormat() throws {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("media/a.mp3", "")
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("../Fixtures/media/stereo.ogg"))).write(to: content.url.appendingPathComponent("media/a.mp3"))
        try content.edit("categories/wudu/01-lesson-1.md", "audio: { waiver: Fixture lesson. }", "audio: { narration: media/a.mp3, duration: 1s }")
        let diagnostics = Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics.filter { $0.code.group == .resolution }
        #expect(diagnostics.map(\.message) == ["'media/a.mp3' is named as MP3 but its bytes are OGG"])
        #expect(diagnostics.first?.help == "rename it to end in .ogg, or export it again as MP3")
    }

    @Test func aLessonOverItsBudgetListsItsFiles() throws {
        let diagnostics = try Self.lint(audio: "{ narration: media/stereo-320k.mp3, duration: 2s }", body: "![A square](media/small.png)",
                                        files: ["stereo-320k.mp3", "small.png"], policy: "media: { budgets: { lesson: 40 KB } }\n")
        let budget = try #require(diagnostics.first { $0.code == ResolutionDiagnostics.mediaBudget })
        #expect(budget.message == "the lesson 'wudu.lesson-1' names 43.1 KB of media, over its budget of 40.0 KB")
        #expect(budget.range?.startLocation.line == 2, "at the lesson's id")
        #expect(budget.notes.map(\.message) == ["42.9 KB", "178 B", "the budget is set here"])
        #expect(try Self.lint(audio: "{ narration: media/mono-16k.wav, duration: 1s }", files: ["mono-16k.wav"],
                              policy: "media: { budgets: { lesson: 40 KB } }\n").isEmpty, "16 KB fits")
    }

    @Test func aReversedRangeIsReported() throws {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "media: { narration: { bit-rate: { min: 192, max: 128 } } }\n")
        let diagnostics = Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics
        #expect(diagnostics.contains { $0.message == "the bit-rate range of narration has its min 192 above its max 128" && $0.path?.hasSuffix("sanad.yaml") == true })
    }
}

