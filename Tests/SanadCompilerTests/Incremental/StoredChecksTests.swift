import Foundation
@testable import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// Clean check results kept on disk between command-line runs (`Pipeline.StoredChecks`,
/// `CheckResultStore`): kept only while everything the checks read is the same, so that a lint
/// or build with them reports exactly what one without them does; a damaged or unsafe file is
/// never used. (`make test` runs with `SANAD_VERIFY_INCREMENTAL=1`, which also checks every kept
/// result against a new one.)
@Suite(.serialized) struct StoredChecksTests {
    /// A copy of the sample with a cache folder of its own.
    struct Project {
        let inner: LoweredFileCacheTests.Project
        let cache: LoweredFileCache
        var content: URL { inner.project.content }

        init() throws {
            inner = try LoweredFileCacheTests.Project()
            cache = inner.cache
        }

        /// The folder's findings, with the cache or without it, and how many files' check results
        /// the run kept from an earlier one and how many it checked.
        func lint(using cache: LoweredFileCache?) -> (findings: [String], kept: Int, checked: Int) {
            var options = LintAction.Options()
            options.paths = [content.path]
            options.loweredFileCache = cache
            let before = cache?.counts ?? .init()
            let findings = LintAction(options: options, workingDirectory: inner.project.folder.path).run().diagnostics.map(BuildCacheTests.summary)
            let after = cache?.counts ?? .init()
            return (findings, after.checksKept - before.checksKept, after.checksRun - before.checksRun)
        }

        /// The content folder's check-result file.
        var resultsFile: URL? {
            let folders = (try? FileManager.default.contentsOfDirectory(at: inner.packs, includingPropertiesForKeys: nil)) ?? []
            return folders.map { $0.appendingPathComponent("check-results") }.first { FileManager.default.fileExists(atPath: $0.path) }
        }

        func remove() { inner.remove() }
    }

    @Test func cleanResultsAreKeptUntilSomethingTheirChecksReadChanges() throws {
        let project = try Project()
        defer { project.remove() }
        // Lesson 02 links to lesson 03: its checks read which lesson ids exist.
        try project.inner.project.edit("categories/backbiting/02-why-we-backbite.md") {
            $0.replacingOccurrences(of: "how the cure begins.", with: "how the cure begins. Read [the next lesson](lesson:backbiting.eating-the-flesh).")
        }
        let cold = project.lint(using: project.cache)
        #expect(cold.kept == 0 && cold.checked > 30, "\(cold)")
        #expect(cold.findings == project.lint(using: nil).findings)
        #expect(!cold.findings.contains { $0.contains("L0011") }, "the link is to a lesson that exists: \(cold.findings)")

        // Nothing changed: every clean result the cold lint kept is given back, and the findings
        // are the same.
        let stored = try #require(project.resultsFile.flatMap { CheckResultStore(folder: $0.deletingLastPathComponent()).load() })
        let warm = project.lint(using: project.cache)
        #expect(warm.kept > 30 && warm.kept == stored.clean.count, "\(warm.kept) kept, \(stored.clean.count) stored")
        #expect(warm.findings == cold.findings)

        // One lesson edited: its results alone are checked again.
        try project.inner.project.edit("categories/backbiting/01-what-is-ghibah.md") { $0 + "\nOne more sentence.\n" }
        let edited = project.lint(using: project.cache)
        // (Its rules' results and its texts' checks' results, those of them that were clean.)
        #expect((1...2).contains(warm.kept - edited.kept), "\(edited)")
        #expect(edited.findings == project.lint(using: nil).findings)

        // Lesson 03's id changes: lesson 02, whose file did not change, now links to no lesson.
        try project.inner.project.edit("categories/backbiting/03-eating-the-flesh.md") {
            $0.replacingOccurrences(of: "id: backbiting.eating-the-flesh\n", with: "id: backbiting.eating-flesh\n")
        }
        let renamed = project.lint(using: project.cache)
        let renamedOff = project.lint(using: nil)
        #expect(renamed.findings == renamedOff.findings, "\(renamed.findings)\n---\n\(renamedOff.findings)")
        #expect(renamed.findings.contains { $0.contains("L0011") && $0.contains("02-why-we-backbite.md") }, "\(renamed.findings)")
        #expect(renamed.kept > 0, "results that did not read the lesson ids are still kept")

        // A hadith text that loaded no longer does, though another supplies the same collections
        // and `sanad.yaml` is unchanged: which texts loaded is part of what every result read.
        let copy = project.inner.project.folder.appendingPathComponent("hadith-copy.jsonl")
        let shared = try #require(FileManager.default.contentsOfDirectory(atPath: BundleTests.repository + "/../shared/data/hadith")
            .first { $0.hasSuffix(".jsonl") })
        try FileManager.default.copyItem(atPath: BundleTests.repository + "/../shared/data/hadith/" + shared, toPath: copy.path)
        try project.inner.project.edit("sanad.yaml") {
            $0.replacing(#/  texts:\n/#, with: "  texts:\n    - path: \(copy.path)\n      sha256: 9ec8e19aaab80ffbc01aa162122060099bc0a5de3841b544b4afa1c381414246\n")
        }
        _ = project.lint(using: project.cache)
        #expect(project.lint(using: project.cache).kept > 30)
        try FileManager.default.removeItem(at: copy)
        let textGone = project.lint(using: project.cache)
        #expect(textGone.kept == 0 && textGone.findings == project.lint(using: nil).findings, "\(textGone.kept)")
        #expect(textGone.findings.contains { $0.contains("C0018") }, "\(textGone.findings)")

        // A file other than a lesson changed: nothing is kept.
        try project.inner.project.edit("sanad.yaml") { $0 + "\n# A comment.\n" }
        let settings = project.lint(using: project.cache)
        #expect(settings.kept == 0 && settings.findings == project.lint(using: nil).findings, "\(settings.kept)")
        #expect(project.lint(using: project.cache).kept > 0, "the results are kept again under the new settings")
    }

    @Test func aCategoryEditChecksAgainOnlyTheResultsThatLookedItUp() throws {
        let project = try Project()
        defer { project.remove() }
        let cold = project.lint(using: project.cache)
        #expect(cold.findings == project.lint(using: nil).findings)
        let stored = try #require(project.resultsFile.flatMap { CheckResultStore(folder: $0.deletingLastPathComponent()).load() })
        let backbiting = stored.clean.values.filter { $0.categories.contains("backbiting") }.count
        #expect(backbiting > 0 && backbiting < stored.clean.count, "\(backbiting) of \(stored.clean.count) results looked the category up")

        // The backbiting category's audience becomes the children's: its lessons' files are
        // unchanged, but what their checks find changes with it. Only the results that looked the
        // category up are checked again.
        try project.inner.project.edit("categories/backbiting/category.yaml") {
            $0.replacingOccurrences(of: "audience: adults\n", with: "audience: children\n")
        }
        let audience = project.lint(using: project.cache)
        let audienceOff = project.lint(using: nil)
        #expect(audience.findings == audienceOff.findings, "\(audience.findings)\n---\n\(audienceOff.findings)")
        #expect(audience.findings.filter { $0.contains("categories/backbiting/0") } != cold.findings.filter { $0.contains("categories/backbiting/0") },
                "the children's audience changes what the unchanged lessons' checks find")
        #expect(audience.kept == stored.clean.count - backbiting, "\(audience.kept) kept of \(stored.clean.count); \(backbiting) looked the category up")

        // A category no result looked up is added: every result still holds.
        let again = project.lint(using: project.cache)
        let folder = project.content.appendingPathComponent("categories/patience")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            id: patience
            kind: moral-failing
            title: Patience
            summary: Bearing what is hard for the sake of Allah.
            overview: Lessons on patience.
            order: 9
            audience: adults
            subtopics:
              - { id: causes, title: Causes }

            """
            .write(to: folder.appendingPathComponent("category.yaml"), atomically: true, encoding: .utf8)
        let added = project.lint(using: project.cache)
        #expect(added.findings == project.lint(using: nil).findings)
        #expect(again.kept > 30 && added.kept == again.kept, "\(added.kept) kept, \(again.kept) before the category was added")

        // A lesson whose front matter cannot be read (its kind incomplete, which only resolution
        // reads): the other results still hold.
        try project.inner.project.edit("categories/anger/02-where-anger-comes-from.md") { $0.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: [unclosed ") }
        let broken = project.lint(using: project.cache)
        #expect(broken.findings == project.lint(using: nil).findings)
        #expect(broken.kept >= added.kept - 2, "\(broken.kept) kept, \(added.kept) before")
    }

    @Test func aDamagedForeignOrUnsafeResultFileIsNeverUsed() throws {
        let project = try Project()
        defer { project.remove() }
        let off = project.lint(using: nil)
        _ = project.lint(using: project.cache)
        let file = try #require(project.resultsFile)
        let original = try Data(contentsOf: file)
        #expect(project.lint(using: project.cache).kept > 30)

        // A flipped byte anywhere: the file is not read, and written again.
        for offset in [0, 30, original.count / 2, original.count - 1] {
            var damaged = original
            damaged[offset] ^= 0x01
            try damaged.write(to: file)
            let run = project.lint(using: project.cache)
            #expect(run.kept == 0 && run.findings == off.findings, "byte \(offset): \(run.kept) kept")
            #expect(try Data(contentsOf: file) == original, "the run wrote its results again")
        }
        // Cut short.
        try original.prefix(original.count - 40).write(to: file)
        #expect(project.lint(using: project.cache).kept == 0)

        // Another build of Sanad: other keys and another environment, never used.
        let foreign = LoweredFileCacheTests.cache(in: project.inner.cacheFolder, tool: "another build of sanad")
        _ = project.lint(using: project.cache)
        let other = project.lint(using: foreign)
        #expect(other.kept == 0 && other.findings == off.findings)

        // A file others may write is not read.
        _ = project.lint(using: project.cache)
        chmod(file.path, 0o664)
        let unsafe = project.lint(using: project.cache)
        #expect(unsafe.kept == 0 && unsafe.findings == off.findings)
    }
}
