import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// A build writes each bundle file as soon as it is encoded, into a staging folder that becomes
/// the bundle: the staged files are the bytes an in-memory build holds, and a build that stops
/// after staging leaves the previous bundle alone and no folder behind.
@Suite struct BundleStagingTests {
    /// The hidden folders beside a bundle (staging and set-aside folders of builds).
    static func leftovers(in output: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter { $0.hasPrefix(".") && ($0.contains(".tmp-") || $0.contains(".old-")) }
    }

    @Test func stagedFilesHoldNoBytesAndTheirBytesOnDiskAreThoseOfAnUnstagedBuild() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: project.folder.path)).run(root: project.content.path)
        let held = try BundleBuilder(corpus: result.corpus, index: result.index).files()
        let staging = try BundleStaging(replacing: project.output.appendingPathComponent("sample"))
        defer { staging.discard() }
        var builder = BundleBuilder(corpus: result.corpus, index: result.index)
        builder.staging = staging
        let staged = try builder.files()
        #expect(held.contains { $0.kind == .media } && held.contains { $0.pack != nil }, "the sample has media and packs")
        #expect(staged.map(\.path) == held.map(\.path) && staged.map(\.pack) == held.map(\.pack), "the same files in the same packs")
        for (file, original) in zip(staged, held) {
            #expect(file.data.isEmpty && file.staged != nil, "\(file.path) is let go once written")
            #expect(file.size == original.data.count && file.sha256 == original.sha256, "\(file.path)")
            #expect(try staging.contents(of: file) == original.data, "\(file.path) on disk")
            #expect(try Data(contentsOf: staging.folder.appendingPathComponent(file.path)) == original.data)
        }
        #expect(try BundleIdentity.sourceDigest(result.corpus.sources, media: held.filter { $0.kind == .media })
            == (try BundleIdentity.sourceDigest(result.corpus.sources, media: staged.filter { $0.kind == .media }, contents: staging.contents)))
        // A staged file's bytes are never taken for empty: without its folder it is an error.
        #expect(throws: BundleWriter.WriteError.self) { try BundleIdentity.sourceDigest(result.corpus.sources, media: staged.filter { $0.kind == .media }) }
        #expect(throws: BundleWriter.WriteError.self) { try BundleSnapshot(files: staged, bundleID: "sample", contentVersion: "1.0.0") }
    }

    @Test func aBuildFailingAfterItsFilesAreStagedLeavesThePreviousBundleAndNoFolderBehind() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let bundle = try #require(project.build(cache: false).bundle)
        let before = try BundleTests.contents(of: bundle)
        // A pack budget is checked on the staged files' sizes, after they are written.
        try project.edit("sanad.yaml") { $0.replacingOccurrences(of: "budgets: { lesson: 1 MB }", with: "budgets: { lesson: 1 MB, pack: 1 KB }") }
        let failed = project.build(cache: false)
        #expect(failed.bundle == nil && failed.diagnostics.contains { $0.code == ResolutionDiagnostics.mediaBudget }, "\(failed.output)")
        #expect(try BundleTests.contents(of: bundle) == before, "the previous bundle is untouched")
        #expect(Self.leftovers(in: project.output).isEmpty, "\(Self.leftovers(in: project.output))")
    }

    @Test func aFailedFirstBuildLeavesNoOutputFolder() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        try project.edit("sanad.yaml") { $0.replacingOccurrences(of: "budgets: { lesson: 1 MB }", with: "budgets: { lesson: 1 MB, pack: 1 KB }") }
        let output = project.folder.appendingPathComponent("first/out")
        let failed = project.build(cache: false, output: output)
        #expect(failed.bundle == nil && failed.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: project.folder.appendingPathComponent("first").path), "the folders it made for the bundle are gone")
    }

    /// `--output` with `..` in it names the folder it leads to (steps up through a folder that
    /// does not exist end; once, they did not).
    @Test(.timeLimit(.minutes(1))) func anOutputPathThroughAMissingFolderIsTheFolderItNames() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let outcome = project.build(cache: false, output: URL(fileURLWithPath: project.folder.path + "/missing/../elsewhere"))
        let bundle = try #require(outcome.bundle, "\(outcome.output)")
        #expect(bundle.standardizedFileURL.path.hasPrefix(project.folder.appendingPathComponent("elsewhere").standardizedFileURL.path))
        try BundleReader(folder: bundle).verifyAll()
        #expect(!FileManager.default.fileExists(atPath: project.folder.appendingPathComponent("missing").path))
        #expect(Self.leftovers(in: project.folder.appendingPathComponent("elsewhere")).isEmpty)
    }

    @Test func anOutputThatCannotHoldTheBundleIsReportedAfterTheDiagnostics() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let file = project.folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let outcome = project.build(cache: false, output: file)
        #expect(outcome.bundle == nil && outcome.exitCode == ExitStatus.usage)
        #expect(outcome.output.contains("warning") && outcome.output.contains("error: the bundle could not be written"), "\(outcome.output)")
        let report = try #require(outcome.output.range(of: "error: the bundle could not be written"))
        #expect(outcome.output.range(of: "warning")!.lowerBound < report.lowerBound, "the diagnostics come first")
    }

    @Test func aBuildInterruptedWhileWritingTheManifestLeavesThePreviousBundle() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let bundle = try #require(project.build(cache: false).bundle)
        let before = try BundleTests.contents(of: bundle)
        try project.edit("categories/backbiting/01-what-is-ghibah.md") { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is Backbiting?") }
        struct Stop: Error {}
        let outcome = project.build(cache: false) { $0.afterEachFile = { path in if path.hasPrefix("lessons/") { throw Stop() } } }
        #expect(outcome.bundle == nil)
        #expect(try BundleTests.contents(of: bundle) == before)
        #expect(Self.leftovers(in: project.output).isEmpty, "\(Self.leftovers(in: project.output))")
        try BundleReader(folder: bundle).verifyAll()
    }

    @Test func filesStagedForAnotherBundleAreRefused() throws {
        let folder = BundleTests.temporaryFolder("staging")
        defer { try? FileManager.default.removeItem(at: folder) }
        let staging = try BundleStaging(replacing: folder.appendingPathComponent("one"))
        defer { staging.discard() }
        var file = BundleBuilder.File(path: "index.json", kind: .index, category: nil, data: Data())
        file.staged = try staging.stage(Data("{}".utf8), at: file.path)
        let base = BundleManifest(formatVersion: BundleFormat.version, bundleId: "x", contentVersion: "1.0.0", sourceDigest: "", createdAt: "1970-01-01T00:00:00Z", files: [])
        #expect(throws: BundleWriter.WriteError.self) { try BundleWriter().write([file], manifest: base, to: folder.appendingPathComponent("two"), staging: staging) }
        #expect(throws: BundleWriter.WriteError.self) { try BundleWriter().write([file], manifest: base, to: folder.appendingPathComponent("one")) }
    }
}
