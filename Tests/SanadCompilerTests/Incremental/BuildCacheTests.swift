import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The command line's build cache: answered only when nothing the build reads has changed,
/// never stale, robust to corruption and to concurrent builds, and giving the bundle a cold build
/// gives.
@Suite(.serialized) struct BuildCacheTests {
    static let epoch = ["SOURCE_DATE_EPOCH": "1700000000"]

    /// A copy of the sample content in a new folder, with an output folder beside it.
    struct Project {
        let folder: URL
        var content: URL { folder.appendingPathComponent("content") }
        var output: URL { folder.appendingPathComponent("out") }

        init() throws {
            folder = BundleTests.temporaryFolder("cache")
            try BundleTests.copySample(to: content)
        }

        func build(cache: Bool = true, output: URL? = nil, configure: (inout BuildAction) -> Void = { _ in }) -> BuildAction.Outcome {
            var options = BuildAction.Options()
            options.source = content.path
            options.output = (output ?? self.output).path
            options.environment = BuildCacheTests.epoch
            options.cache = cache
            var action = BuildAction(options: options, workingDirectory: folder.path)
            configure(&action)
            return action.run()
        }

        func edit(_ relative: String, _ change: (String) -> String) throws {
            let url = content.appendingPathComponent(relative)
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = change(text)
            #expect(changed != text, "the edit changes \(relative)")
            try changed.write(to: url, atomically: false, encoding: .utf8)
        }

        var entries: [URL] {
            let folder = output.appendingPathComponent(".sanad-cache/builds")
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".entry") }.map { folder.appendingPathComponent($0) }
        }

        /// A copy of a Qur'an text beside the content folder, which `sanad.yaml` then names
        /// (a text read from outside the folder).
        func copyQuranTextOutside() throws -> URL {
            let tanzil = folder.appendingPathComponent("quran-simple.xml")
            try FileManager.default.copyItem(atPath: BundleTests.repository + "/../shared/data/tanzil/quran-simple.xml", toPath: tanzil.path)
            try edit("sanad.yaml") { $0.replacing(#/path: \S*quran-simple\.xml/#, with: "path: " + tanzil.path) }
            return tanzil
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// A diagnostic's code, severity, place, message, notes and fix-its, as text.
    static func summary(_ diagnostic: Diagnostic) -> String {
        let range = diagnostic.range.map { "\($0.file.path):\($0.start)-\($0.end)" } ?? "-"
        return "\(diagnostic.code.id) \(diagnostic.severity) \(range) \(diagnostic.message) \(diagnostic.notes.map(\.message)) \(diagnostic.help ?? "") \(diagnostic.fixIts.map(\.summary))"
    }

    static func isCached(_ outcome: BuildAction.Outcome) -> Bool { outcome.output.contains("up to date") }

    @Test func aSecondBuildWithNothingChangedIsAnsweredFromTheCacheAndTheBundleIsUntouched() throws {
        let project = try Project()
        defer { project.remove() }
        let cold = project.build()
        let bundle = try #require(cold.bundle)
        #expect(!Self.isCached(cold))
        let before = try BundleTests.contents(of: bundle)
        let manifestInode = try FileManager.default.attributesOfItem(atPath: bundle.appendingPathComponent("manifest.json").path)[.systemFileNumber] as? Int
        let warm = project.build()
        #expect(Self.isCached(warm), "\(warm.output)")
        #expect(warm.exitCode == 0)
        #expect(warm.bundle?.path == bundle.path)
        #expect(try BundleTests.contents(of: bundle) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: bundle.appendingPathComponent("manifest.json").path)[.systemFileNumber] as? Int == manifestInode, "not written again")
        // The same sources built from scratch elsewhere: byte for byte the warm bundle.
        let scratch = project.folder.appendingPathComponent("scratch")
        let fresh = try #require(project.build(cache: false, output: scratch).bundle)
        #expect(try BundleTests.contents(of: fresh) == before)
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent(".sanad-cache").path), "--no-cache writes no cache")
    }

    @Test func diagnosticsAndTheSeverityPolicyAreTheSameFromTheCache() throws {
        let project = try Project()
        defer { project.remove() }
        // A warning: a lesson's takeaway left empty is reported, not fatal.
        try project.edit("categories/salah/02-al-fatiha.md") { $0.replacingOccurrences(of: "duration: 5m\n", with: "duration: 6m\n") }
        let cold = project.build()
        #expect(cold.exitCode == 0, "\(cold.output)")
        #expect(!cold.diagnostics.isEmpty, "the edit makes a warning")
        let warm = project.build()
        #expect(Self.isCached(warm))
        #expect(warm.output.replacingOccurrences(of: "up to date (nothing changed since the last build)\n", with: "") == cold.output)
        #expect(warm.diagnostics.map(Self.summary) == cold.diagnostics.map(Self.summary))
        // Warnings as errors: answered from the cache too, and failing as a full build would.
        let strict = project.build { $0.options.reporting.strict = true }
        let strictFresh = project.build(cache: false) { $0.options.reporting.strict = true }
        #expect(strict.exitCode == ExitStatus.failure)
        #expect(strict.bundle == nil)
        #expect(strict.output == strictFresh.output)
    }

    @Test func editingARequiredLessonInvalidatesTheLessonsThatRequireIt() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(project.build().exitCode == 0)
        try project.edit("categories/salah/02-al-fatiha.md") { $0.replacingOccurrences(of: "id: salah.al-fatiha\n", with: "id: salah.the-opening\n") }
        let outcome = project.build()
        #expect(!Self.isCached(outcome))
        #expect(outcome.exitCode == ExitStatus.failure)
        #expect(outcome.diagnostics.contains { $0.path?.hasSuffix("03-pray-like-the-prophet.md") == true && $0.message.contains("salah.al-fatiha") }, "\(outcome.output)")
    }

    @Test func sanadYAMLTheToolAndTheSchemasArePartOfTheKey() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(project.build().exitCode == 0)
        #expect(Self.isCached(project.build()))
        let otherTool = project.build { $0.toolIdentity += " rebuilt" }
        #expect(!Self.isCached(otherTool), "another tool does not trust this one's results")
        let otherSchemas = project.build { $0.schemasDigest = String(repeating: "0", count: 64) }
        #expect(!Self.isCached(otherSchemas))
        let release = project.build { $0.options.release = true }
        #expect(!Self.isCached(release))
        try project.edit("sanad.yaml") { text in
            let version = try! #require(text.firstMatch(of: /content-version: *"?([0-9.]+)"?/))
            return text.replacingOccurrences(of: String(version.0), with: "content-version: 7.7.7")
        }
        let bumped = project.build()
        #expect(!Self.isCached(bumped))
        let manifest = try JSONDecoder().decode(BundleManifest.self, from: Data(contentsOf: try #require(bumped.bundle).appendingPathComponent("manifest.json")))
        #expect(manifest.contentVersion == "7.7.7")
    }

    @Test func anEditThatKeepsTheSizeAndTheTimeStampIsStillSeen() throws {
        let project = try Project()
        defer { project.remove() }
        let bundle = try #require(project.build().bundle)
        let path = project.content.appendingPathComponent("categories/backbiting/01-what-is-ghibah.md").path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        try project.edit("categories/backbiting/01-what-is-ghibah.md") { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is Backbiting?") }
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == attributes[.size] as? Int)
        let outcome = project.build()
        #expect(!Self.isCached(outcome), "a stale result is never served")
        let lessons = try BundleTests.contents(of: bundle).filter { $0.key.hasPrefix("lessons/") }.values
        #expect(lessons.contains { String(decoding: $0, as: UTF8.self).contains("What is Backbiting?") })
    }

    @Test func aChangedQuranTextOutsideTheFolderIsSeen() throws {
        let project = try Project()
        defer { project.remove() }
        let tanzil = try project.copyQuranTextOutside()
        #expect(project.build().exitCode == 0)
        #expect(Self.isCached(project.build()))
        try Data("<!-- changed -->".utf8).append(to: tanzil)
        let outcome = project.build()
        #expect(!Self.isCached(outcome))
        #expect(outcome.diagnostics.contains { $0.code.id == "C0004" || $0.message.contains("SHA-256") }, "\(outcome.output)")
    }

    /// A Qur'an text reached through a link (as `ln -s ../shared/data` makes) is cached like a
    /// file, and a link retargeted at another text is seen.
    @Test func aQuranTextReachedThroughALinkIsCachedAndItsRetargetingSeen() throws {
        let project = try Project()
        defer { project.remove() }
        let shared = URL(fileURLWithPath: BundleTests.repository + "/../shared/data/tanzil/quran-simple.xml").standardizedFileURL
        let link = project.folder.appendingPathComponent("quran-simple.xml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
        try project.edit("sanad.yaml") { $0.replacing(#/path: \S*quran-simple\.xml/#, with: "path: " + link.path) }
        #expect(project.build().exitCode == 0)
        #expect(Self.isCached(project.build()), "a text through a link no longer kept the build out of the cache")
        let changed = project.folder.appendingPathComponent("changed.xml")
        try (try Data(contentsOf: shared) + Data("<!-- changed -->".utf8)).write(to: changed)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: changed)
        let outcome = project.build()
        #expect(!Self.isCached(outcome))
        #expect(outcome.diagnostics.contains { $0.message.contains("SHA-256") }, "\(outcome.output)")
    }

    /// A good cache entry damaged five ways: cut in half, a bit of its body flipped, another
    /// layout version in its header, not an entry at all, and empty.
    static func damagedCopies(of good: Data) throws -> [Data] {
        let newline = try #require(good.firstIndex(of: UInt8(ascii: "\n")))
        var flipped = good
        flipped[newline + 20] ^= 0x01
        let foreign = Data(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "sanad-build-cache 1 ", with: "sanad-build-cache 99 ").utf8)
        #expect(foreign != good, "the header names layout 1")
        return [good.prefix(good.count / 2), flipped, foreign, Data("not a cache".utf8), Data()]
    }

    @Test func aCorruptedOrForeignCacheFileIsIgnoredAndReplaced() throws {
        let project = try Project()
        defer { project.remove() }
        let reference = try BundleTests.contents(of: try #require(project.build().bundle))
        let entry = try #require(project.entries.first)
        for damaged in try Self.damagedCopies(of: Data(contentsOf: entry)) {
            try damaged.write(to: entry)
            let outcome = project.build()
            #expect(outcome.exitCode == 0)
            #expect(!Self.isCached(outcome), "a damaged entry is never trusted")
            #expect(try BundleTests.contents(of: try #require(outcome.bundle)) == reference)
            #expect(Self.isCached(project.build()), "and is replaced by a good one")
        }
        // A bundle changed since it was written is built again too.
        let bundle = try #require(project.build().bundle)
        let lesson = try #require(reference.keys.first { $0.hasPrefix("lessons/") })
        try FileManager.default.removeItem(at: bundle.appendingPathComponent(lesson))
        let repaired = project.build()
        #expect(!Self.isCached(repaired))
        #expect(try BundleTests.contents(of: bundle) == reference)
    }

    @Test func aStrayFileInTheBundleMeansAFullBuildAndAHitRemovesLeftovers() throws {
        let project = try Project()
        defer { project.remove() }
        let bundle = try #require(project.build().bundle)
        let reference = try BundleTests.contents(of: bundle)
        try Data("{}".utf8).write(to: bundle.appendingPathComponent("stray.json"))
        #expect(!Self.isCached(project.build()))
        #expect(try BundleTests.contents(of: bundle) == reference)
        // A killed build's temporary folder (its process long gone) is removed by a hit too.
        let leftover = project.output.appendingPathComponent(".\(bundle.lastPathComponent).tmp-999999999-x")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: false)
        #expect(Self.isCached(project.build()))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test func anOutputFolderInsideTheContentIsNeverCached() throws {
        let project = try Project()
        defer { project.remove() }
        let inside = project.content.appendingPathComponent("build")
        #expect(project.build(output: inside).exitCode == 0)
        let again = project.build(output: inside)
        #expect(again.exitCode == 0)
        #expect(!Self.isCached(again), "the build would read what it writes")
        #expect(!FileManager.default.fileExists(atPath: inside.appendingPathComponent(".sanad-cache").path))
    }

    @Test func concurrentBuildsOnOneCacheAllSucceedWithTheSameBundle() throws {
        let project = try Project()
        defer { project.remove() }
        let reference = try BundleTests.contents(of: try #require(project.build(cache: false, output: project.folder.appendingPathComponent("reference")).bundle))
        let outcomes = ConcurrentOutcomes()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in outcomes.append(project.build()) }
        #expect(outcomes.all.count == 4)
        for outcome in outcomes.all { #expect(outcome.exitCode == 0, "\(outcome.output)") }
        let bundle = try #require(outcomes.all.first?.bundle)
        #expect(try BundleTests.contents(of: bundle) == reference)
        let after = project.build()
        #expect(Self.isCached(after))
        #expect(try BundleTests.contents(of: bundle) == reference)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.output.path).filter { $0 != ".sanad-cache" }
        #expect(leftovers == [bundle.lastPathComponent])
    }
}

/// Outcomes gathered from several threads; every access holds `lock`.
private final class ConcurrentOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [BuildAction.Outcome] = []
    func append(_ outcome: BuildAction.Outcome) {
        lock.lock()
        outcomes.append(outcome)
        lock.unlock()
    }
    var all: [BuildAction.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes
    }
}

extension Data {
    /// Appends these bytes to the file at `url`.
    func append(to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: self)
    }
}
