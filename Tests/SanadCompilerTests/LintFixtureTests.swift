import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadReporting
import Testing
import _SanadTestSupport

@Suite struct LintFixtureTests {
    static let repository = Fixtures.path("../..")

    @Test func sampleContentIsClean() {
        let result = Linter(workingDirectory: Self.repository).lint(paths: ["content-src"])
        #expect(result.diagnostics.isEmpty, "\(TextRenderer().render(result.diagnostics))")
        #expect(result.filesChecked >= 7)
        #expect(Set(result.sources.map(\.kind)) == [.project, .category, .lesson, .reviewers, .achievements, .supplementary, .activity, .memorisation, .questionnaire, .worshipPlan, .lecture, .quizBank, .translation, .appCopy, .journal])
    }

    @Test func defaultPathIsContentSrc() {
        let result = Linter(workingDirectory: Self.repository).lint(paths: [])
        #expect(result.sources.contains { $0.relativePath == "sanad.yaml" })
    }

    /// The whole text output for a folder with one mistake of each kind, fixed as a golden file.
    @Test func brokenProjectGolden() {
        let folder = Fixtures.path("Fixtures")
        let result = Linter(workingDirectory: folder).lint(paths: ["broken-project"])
        let renderer = TextRenderer()
        let output = renderer.render(result.diagnostics)
            + renderer.summary(errors: result.diagnostics.errorCount, warnings: result.diagnostics.warningCount, files: result.filesChecked) + "\n"
        if let difference = Golden.compare(output, path: "Golden/broken-project.txt") { Issue.record(Comment(rawValue: difference)) }
        let codes = Set(result.diagnostics.map(\.code.name))
        for expected in ["wrong-type", "invalid-value", "duplicate-key", "tab-indentation", "unknown-property",
                         "missing-property", "raw-html", "invalid-utf8", "unknown-source-file"] {
            #expect(codes.contains(expected), "no \(expected)")
        }
    }

    @Test func lintingOneFileReadsOnlyIt() {
        let folder = Fixtures.path("Fixtures")
        let result = Linter(workingDirectory: folder).lint(paths: ["broken-project/categories/anger/category.yaml"])
        #expect(result.filesChecked == 1)
        #expect(result.diagnostics.allSatisfy { $0.path == "broken-project/categories/anger/category.yaml" })
    }

    @Test func missingPathsAndProjectsAreReported() {
        let result = Linter(workingDirectory: NSTemporaryDirectory()).lint(paths: ["no-such-folder-for-sanad"])
        #expect(result.diagnostics.map(\.code) == [CompilerDiagnostics.noSuchPath])
        let empty = NSTemporaryDirectory() + "sanad-empty-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(Linter(workingDirectory: empty).lint(paths: ["."]).diagnostics.map(\.code) == [CompilerDiagnostics.missingProjectFile])
    }

    @Test func sourceKindsByPath() {
        #expect(SourceKind.classify(relativePath: "sanad.yaml") == .project)
        #expect(SourceKind.classify(relativePath: "categories/a/category.yaml") == .category)
        #expect(SourceKind.classify(relativePath: "categories/a/01-x.md") == .lesson)
        #expect(SourceKind.classify(relativePath: "categories/a/media/x.md") == nil)
        #expect(SourceKind.classify(relativePath: "reviewers.yaml") == .reviewers)
        #expect(SourceKind.classify(relativePath: "notes.yaml") == nil)
    }
}
