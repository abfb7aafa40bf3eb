import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// `sanad lint`'s cache: a lint with nothing changed answers from it, for the whole folder or for
/// files in it, with the report a lint without it gives; anything a lint reads, changed alone,
/// makes it lint again; damaged entries and concurrent lints are safe.
@Suite(.serialized) struct LintCacheTests {
    static let lesson = "categories/salah/02-al-fatiha.md"

    /// A copy of the sample content (the build cache tests' project) with a warning in one
    /// lesson, and a lint cache beside it.
    struct Project {
        let sample: BuildCacheTests.Project
        var folder: URL { sample.folder }
        var content: URL { sample.content }
        let cache: LintCache

        init() throws {
            sample = try BuildCacheTests.Project()
            cache = LintCache(folder: sample.folder.appendingPathComponent("cache/lint"))
            // A warning: the phases' durations no longer add up to the lesson's.
            try edit(LintCacheTests.lesson) { $0.replacingOccurrences(of: "duration: 5m\n", with: "duration: 6m\n") }
        }

        /// `sanad lint` of `paths` (relative to the content folder; none: the whole folder) on
        /// `today`, with the cache or without.
        func lint(_ paths: [String] = [], cached: Bool = true, today: LocalDate = LocalDate(year: 2026, month: 12, day: 7)!,
                  cache: LintCache? = nil) -> LintAction.Outcome {
            var options = LintAction.Options()
            options.paths = paths.isEmpty ? [content.path] : paths.map { content.appendingPathComponent($0).path }
            options.cache = cached ? (cache ?? self.cache) : nil
            options.today = today
            return LintAction(options: options, workingDirectory: folder.path).run()
        }

        func answer(_ cache: LintCache? = nil) -> LintCache.Answer? { (cache ?? self.cache).answer(for: content.path) }

        func edit(_ relative: String, _ change: (String) -> String) throws { try sample.edit(relative, change) }

        var entries: [URL] {
            let enumerator = FileManager.default.enumerator(at: cache.folder, includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "entry" }
        }

        func remove() { sample.remove() }
    }

    static func linted(_ answer: LintCache.Answer?) -> Bool {
        if case .linted? = answer { return true }
        return false
    }

    @Test func aLintWithNothingChangedIsAnsweredFromTheCacheWithTheReportOfALintWithout() throws {
        let project = try Project()
        defer { project.remove() }
        let uncached = project.lint(cached: false)
        #expect(!uncached.diagnostics.isEmpty, "the edit makes a warning")
        let cold = project.lint()
        #expect(Self.linted(project.answer()))
        let warm = project.lint()
        #expect(project.answer() == .kept)
        for outcome in [cold, warm] {
            #expect(outcome.output == uncached.output)
            #expect(outcome.exitCode == uncached.exitCode)
            #expect(outcome.filesChecked == uncached.filesChecked)
            #expect(outcome.diagnostics.map(BuildCacheTests.summary) == uncached.diagnostics.map(BuildCacheTests.summary))
        }
    }

    /// A one-file lint answered from the cache reports exactly what the whole folder's lint
    /// reports for that file, as a one-file lint without the cache does.
    @Test func aOneFileLintFromTheCacheReportsWhatTheWholeFolderReportsForThatFile() throws {
        let project = try Project()
        defer { project.remove() }
        let whole = project.lint()
        let single = project.lint([Self.lesson])
        #expect(project.answer() == .kept)
        let path = try #require(single.diagnostics.first?.path)
        #expect(path.hasSuffix(Self.lesson))
        #expect(single.diagnostics.map(BuildCacheTests.summary) == whole.diagnostics.filter { $0.path == path }.map(BuildCacheTests.summary))
        #expect(single.filesChecked == 1)
        let uncached = project.lint([Self.lesson], cached: false)
        #expect(single.output == uncached.output)
        // A file Sanad does not read is said to be one, from the cache too.
        let readme = project.lint(["README.md"])
        #expect(project.answer() == .kept)
        #expect(readme.diagnostics.map(\.code) == [CompilerDiagnostics.unknownSourceFile])
        #expect(readme.output == project.lint(["README.md"], cached: false).output)
    }

    /// Each thing a lint reads, changed alone, makes the next lint read the folder again, with
    /// the new result: a lesson (and another file's finding about it), the day, the tool, its
    /// schemas, a Qur'an text outside the folder, and an edit that keeps the size and time stamp.
    @Test func eachInputChangedAloneIsSeen() throws {
        let project = try Project()
        defer { project.remove() }
        _ = project.lint()
        // A lesson renamed: the lesson requiring it is now wrong.
        try project.edit(Self.lesson) { $0.replacingOccurrences(of: "id: salah.al-fatiha\n", with: "id: salah.the-opening\n") }
        let renamed = project.lint()
        #expect(Self.linted(project.answer()))
        #expect(renamed.diagnostics.contains { $0.path?.hasSuffix("03-pray-like-the-prophet.md") == true && $0.message.contains("salah.al-fatiha") }, "\(renamed.output)")
        #expect(renamed.output == project.lint(cached: false).output)
        _ = project.lint()
        #expect(project.answer() == .kept)
        // Another day: approvals may have expired.
        _ = project.lint(today: LocalDate(year: 2027, month: 12, day: 7)!)
        #expect(Self.linted(project.answer()))
        // Another tool, other schemas.
        let otherTool = LintCache(folder: project.cache.folder, toolIdentity: project.cache.toolIdentity + " rebuilt")
        _ = project.lint(cache: otherTool)
        #expect(Self.linted(project.answer(otherTool)))
        let otherSchemas = LintCache(folder: project.cache.folder, schemasDigest: String(repeating: "0", count: 64))
        _ = project.lint(cache: otherSchemas)
        #expect(Self.linted(project.answer(otherSchemas)))
        // An edit that keeps the size and the modification time.
        let path = project.content.appendingPathComponent(Self.lesson).path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        try project.edit(Self.lesson) { $0.replacingOccurrences(of: "id: salah.the-opening\n", with: "id: salah.the-Opening\n") }
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: path)
        let same = project.lint()
        #expect(Self.linted(project.answer()), "a stale result is never served")
        #expect(same.output == project.lint(cached: false).output)
    }

    @Test func aChangedQuranTextOutsideTheFolderIsSeen() throws {
        let project = try Project()
        defer { project.remove() }
        let tanzil = try project.sample.copyQuranTextOutside()
        _ = project.lint()
        _ = project.lint()
        #expect(project.answer() == .kept)
        try Data("<!-- changed -->".utf8).append(to: tanzil)
        let outcome = project.lint()
        #expect(Self.linted(project.answer()))
        #expect(outcome.diagnostics.contains { $0.message.contains("SHA-256") }, "\(outcome.output)")
    }

    @Test func aDamagedEntryIsIgnoredAndReplaced() throws {
        let project = try Project()
        defer { project.remove() }
        let reference = project.lint(cached: false).output
        _ = project.lint()
        let entry = try #require(project.entries.first)
        for damaged in try BuildCacheTests.damagedCopies(of: Data(contentsOf: entry)) {
            try damaged.write(to: entry)
            #expect(project.lint().output == reference)
            #expect(Self.linted(project.answer()), "a damaged entry is never trusted")
            #expect(project.lint().output == reference)
            #expect(project.answer() == .kept, "and is replaced by a good one")
        }
    }

    @Test func concurrentLintsOnOneCacheAgree() throws {
        let project = try Project()
        defer { project.remove() }
        let reference = project.lint(cached: false).output
        let outputs = LockedOutputs()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            // Each with its own cache object on the same folder, as separate processes are.
            outputs.append(project.lint(index % 2 == 0 ? [] : [Self.lesson], cache: LintCache(folder: project.cache.folder)).output)
        }
        let single = project.lint([Self.lesson], cached: false).output
        #expect(outputs.all.sorted() == [reference, reference, single, single].sorted())
        #expect(project.lint().output == reference)
        #expect(project.answer() == .kept)
    }

    @Test func aCacheInsideTheContentFolderIsNeverUsed() throws {
        let project = try Project()
        defer { project.remove() }
        let inside = LintCache(folder: project.content.appendingPathComponent(".cache/lint"))
        _ = project.lint(cache: inside)
        _ = project.lint(cache: inside)
        #expect(project.answer(inside) == .linted(reason: "the lint cache is inside the content folder"))
        #expect(!FileManager.default.fileExists(atPath: inside.folder.path))
    }
}

/// Outputs gathered from several threads; every access holds `lock`.
private final class LockedOutputs: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [String] = []
    func append(_ output: String) {
        lock.lock()
        outputs.append(output)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return outputs
    }
}
