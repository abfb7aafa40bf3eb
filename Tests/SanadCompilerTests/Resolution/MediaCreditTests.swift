import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadDiagnostics
import SanadTools
import Testing
import _SanadTestSupport

/// `credits:` in sanad.yaml: every medium the content names is credited (its author and
/// licence) or reported at its first reference; a pattern that matches nothing is reported at
/// its line; the bundle carries each credit with the media it covers.
@Suite struct MediaCreditTests {
    @Test(arguments: [
        ("media/*.png", "media/a.png", true), ("media/*.png", "media/x/a.png", false), ("media/*.png", "media/a.pngx", false),
        ("media/**", "media/x/y/a.wav", true), ("media/**/*.wav", "media/a.wav", true), ("media/**/*.wav", "media/x/y/a.wav", true),
        ("media/**/*.wav", "media/x/a.png", false), ("media/a?.png", "media/ab.png", true), ("media/a?.png", "media/a.png", false),
        ("**", "a", true), ("media/a.png", "media/a.png", true), ("media/a.png", "Media/a.png", false), ("*", "media/a.png", false),
        ("media/*-locked.png", "media/first-step-locked.png", true), ("media/*-locked.png", "media/first-step.png", false),
        ("*b", "*ab", true), ("a*", "a*", true), ("./media//a.png", "media/a.png", true), ("media/*.png", "./media/a.png", true),
    ])
    func aPatternMatchesByFolderAndName(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(MediaCredit.matches(pattern, path) == matches)
    }

    /// A pattern of many stars against a long name that almost matches costs no backtracking blow-up.
    @Test func aHostilePatternCostsLittle() {
        let name = String(repeating: "a", count: 4_000)
        let pattern = String(repeating: "*a", count: 60) + "b"
        #expect(!MediaCredit.matches("**/" + pattern + "/**/" + pattern, "x/" + name + "/y/" + name))
    }

    static func sample(credits: String?) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try BundleTests.copySample(to: folder.url.appendingPathComponent("c"))
        var project = try folder.read("c/sanad.yaml")
        let start = try #require(project.range(of: "credits:\n")), end = try #require(project.range(of: "media:\n  # The Sidrat"))
        project.replaceSubrange(start.lowerBound..<end.lowerBound, with: credits ?? "")
        try folder.write("c/sanad.yaml", project)
        return folder
    }

    static func located(_ diagnostics: [Diagnostic], _ code: DiagnosticCode) -> [String] {
        diagnostics.filter { $0.code == code }.compactMap { d in d.range.map { "\($0.file.path.split(separator: "/").suffix(2).joined(separator: "/")):\($0.startLocation.line):\($0.startLocation.column)" } }
    }

    @Test func anUncreditedMediumIsReportedOnceAtItsFirstReference() throws {
        let folder = try Self.sample(credits: """
            credits:
              - files: [media/narration/*.wav, media/badges/*.png, media/supplementary/*.wav, media/animations/*]
                author: A
                licence: Sample data

            """)
        let diagnostics = Linter(workingDirectory: folder.path + "/c").lint(paths: ["."]).diagnostics
        #expect(Self.located(diagnostics, ResolutionDiagnostics.mediaWithoutCredit) == ["wudu/02-the-steps-of-wudu.md:9:20"], "the wudu picture, once, where first named (a lesson's thumbnail)")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.unusedCredit).isEmpty)
        #expect(diagnostics.first { $0.code == ResolutionDiagnostics.mediaWithoutCredit }?.help == "add it to 'credits' in sanad.yaml: - { files: [\"media/wudu-steps.png\"], author: …, licence: … }")
        // The recitations are credited by their memorisation units.
        #expect(!diagnostics.contains { $0.message.contains("media/recitation/") })
    }

    @Test func aPatternThatMatchesNothingIsReportedAtItsLine() throws {
        let folder = try Self.sample(credits: """
            credits:
              - files: [media/narration/*.wav, media/badge/*.png, media/badges/*.png, media/supplementary/*.wav, media/wudu-steps.png, media/animations/*]
                author: A
                licence: Sample data

            """)
        let diagnostics = Linter(workingDirectory: folder.path + "/c").lint(paths: ["."]).diagnostics
        #expect(Self.located(diagnostics, ResolutionDiagnostics.unusedCredit) == ["sanad.yaml:60:36"])
        #expect(Self.located(diagnostics, ResolutionDiagnostics.mediaWithoutCredit).isEmpty)
    }

    /// Two credits may cover one medium (two authors, or parts under two licences): neither
    /// pattern is unused, and the bundle lists the medium under each.
    @Test func aMediumTwoCreditsCoverIsListedUnderEach() throws {
        let folder = try Self.sample(credits: """
            credits:
              - files: [media/**]
                author: A
                licence: Sample data
              - files: [media/badges/*.png]
                author: B
                licence: Sample data

            """)
        let diagnostics = Linter(workingDirectory: folder.path + "/c").lint(paths: ["."]).diagnostics
        #expect(Self.located(diagnostics, ResolutionDiagnostics.unusedCredit).isEmpty)
        #expect(Self.located(diagnostics, ResolutionDiagnostics.mediaWithoutCredit).isEmpty)
        let output = BundleTests.temporaryFolder("two-credits")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: folder.path + "/c", output: output).bundle)
        let project = try JSONDecoder().decode(BundleProject.self, from: Data(contentsOf: bundle.appendingPathComponent("project.json")))
        let credits = try #require(project.credits)
        #expect(credits.map(\.author) == ["A", "B"])
        #expect(credits[0].media.contains("media/badges/first-step.png") && credits[1].media.contains("media/badges/first-step.png"))
    }

    /// The bundle's project carries each credit with the media it covers, sorted.
    @Test func theBundleCarriesEachCreditWithItsMedia() throws {
        let output = BundleTests.temporaryFolder("credits")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: "content-src", output: output).bundle)
        let project = try JSONDecoder().decode(BundleProject.self, from: Data(contentsOf: bundle.appendingPathComponent("project.json")))
        let credits = try #require(project.credits)
        #expect(credits.count == 5)
        #expect(credits.allSatisfy { $0.placeholder == true && !$0.media.isEmpty && $0.media == $0.media.sorted() })
        #expect(credits.first { $0.media == ["media/wudu-steps.png"] } != nil)
        #expect(credits.first { $0.media == ["media/animations/wudu-water.json", "media/animations/wudu-water.png"] } != nil, "the card animation and its still")
        let badges = try #require(credits.first { $0.media.first?.hasPrefix("media/badges/") == true })
        #expect(badges.media.count == 28)
    }

    /// Under `--release`, a placeholder credit that covers media the release ships is an error at
    /// its `placeholder: true`, with the media; a credit without it, or covering nothing shipped, is not.
    @Test func aReleaseRefusesPlaceholderMedia() throws {
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: BundleTests.repository)).run(root: "content-src")
        let diagnostics = MediaCredit.releaseDiagnostics(in: result.corpus)
        #expect(Self.located(diagnostics, ReviewDiagnostics.placeholderMedia) == ["content-src/sanad.yaml:67:18", "content-src/sanad.yaml:71:18", "content-src/sanad.yaml:75:18", "content-src/sanad.yaml:79:18", "content-src/sanad.yaml:83:18"])
        #expect(diagnostics.first?.message == "the release would ship 34 media whose credit says they are a placeholder")
        #expect(diagnostics.first?.notes.first?.message.hasPrefix("among them 'media/narration/") == true)
        var corpus = result.corpus
        let credits = (corpus.project?.credits ?? []).map { credit in
            var kept = credit
            kept.placeholder = nil
            return kept
        }
        corpus.project?.credits = credits
        #expect(MediaCredit.releaseDiagnostics(in: corpus).isEmpty)
    }
}
