import Foundation
@testable import SanadCompiler
import SanadDiagnostics
import SanadTools
import Testing
import _SanadTestSupport

/// The lowered-file cache (`LoweredFileCache`): a lesson read back from it is the lesson lowered;
/// builds and lints with it cold, warm or off give the same bundles and reports; anything a
/// result depends on, changed alone, changes its key; damaged, foreign, unsafe and half-written
/// packs are never used; packs are merged. Each test uses a folder of its own.
@Suite(.serialized) struct LoweredFileCacheTests {
    static let tool = "sanad test-tool"

    static func cache(in folder: URL, tool: String = tool) -> LoweredFileCache { LoweredFileCache(folder: folder, tool: tool)! }

    /// Every part of a lowered file as text, every stored property of every value (an object
    /// shared or not alike), dictionaries in a fixed order: what reading it back must give exactly.
    static func dumped(_ file: Lowering.LoweredFile) -> String {
        func describe(_ value: Any, _ depth: Int) -> String {
            let mirror = Mirror(reflecting: value)
            precondition(depth < 64, "the models hold no cycle")
            // A source file's bytes and line table are the file's, given to the decoder.
            if let file = value as? SourceFile { return "SourceFile(\(String(reflecting: file.path)), \(file.bytes.count) bytes)" }
            if let bytes = value as? [UInt8] { return "\(bytes)" }
            if let numbers = value as? [UInt32] { return "\(numbers)" }
            guard !mirror.children.isEmpty || mirror.displayStyle == .collection || mirror.displayStyle == .dictionary || mirror.displayStyle == .set else {
                return String(reflecting: value)
            }
            var parts = mirror.children.map { child in (child.label ?? "") + ": " + describe(child.value, depth + 1) }
            if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
            return "\(type(of: value))(" + parts.joined(separator: ", ") + ")"
        }
        return describe(file.summary, 0) + "\n" + describe(file.models, 0) + "\n" + describe(file.incomplete, 0)
    }

    /// Every lesson of the sample, the fixtures and the lint fixtures, lowered.
    static func lessons() -> [Lowering.LoweredFile] {
        let repository = BundleTests.repository
        let roots = ["content-src", "Tests/SanadCompilerTests/Fixtures"].map { repository + "/" + $0 }
        var lowered: [Lowering.LoweredFile] = []
        for root in roots {
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".md"), relative.contains("categories/") else { continue }
                let path = root + "/" + relative
                guard let bytes = FileManager.default.contents(atPath: path) else { continue }
                let file = SourceFile(path: path, bytes: [UInt8](bytes))
                let shortened = String(relative[relative.range(of: "categories/")!.lowerBound...])
                let source = ParsedSource.parse(file, kind: .lesson, relativePath: shortened)
                lowered.append(Lowering.lowerFile(source))
            }
        }
        return lowered
    }

    @Test func everyLessonWithoutProblemsReadsBackExactlyAsItWasLowered() throws {
        let lessons = Self.lessons()
        var checked = 0
        for lesson in lessons {
            guard lesson.sourceDiagnostics.isEmpty, lesson.loweringDiagnostics.isEmpty else {
                #expect(throws: (any Error).self) { try lesson.cacheEntry() }
                continue
            }
            // A lesson without problems always has an entry: a field its coding cannot write
            // would leave every such lesson lowered on every build.
            let bytes = try lesson.cacheEntry()
            let back = try Lowering.LoweredFile(cacheEntry: bytes, kind: .lesson, relativePath: lesson.summary.relativePath, file: lesson.summary.file)
            // Compared byte for byte: `String`'s `==` is canonical equivalence.
            #expect(Array(Self.dumped(back).utf8) == Array(Self.dumped(lesson).utf8), "\(lesson.summary.relativePath)")
            checked += 1
        }
        #expect(checked >= 20, "the sample and fixtures hold lessons without problems (\(checked) of \(lessons.count))")
    }

    /// A sample lesson with a fenced and an inline formula in its body, and two long texts that
    /// are the same under canonical equivalence but not byte for byte (a precomposed é in the
    /// title, a decomposed one in the takeaway).
    @Test func formulasAndCanonicallyEquivalentTextsReadBackByteForByte() throws {
        let sample = try String(contentsOfFile: BundleTests.repository + "/content-src/categories/backbiting/01-what-is-ghibah.md", encoding: .utf8)
        let title = "A caf\u{E9} conversation about the absent", takeaway = "A cafe\u{301} conversation about the absent"
        #expect(title == takeaway && Array(title.utf8) != Array(takeaway.utf8))
        let text = sample
            .replacingOccurrences(of: "title: What is backbiting?", with: "title: \(title)")
            .replacing(#/takeaway: [^\n]*/#, with: "takeaway: \(takeaway)")
            + "\nThe rule $a + b$ and a block:\n\n```math\nx^2 + y^2\n```\n"
        let file = SourceFile(path: "content/categories/backbiting/01-what-is-ghibah.md", text: text)
        let lesson = Lowering.lowerFile(ParsedSource.parse(file, kind: .lesson, relativePath: "categories/backbiting/01-what-is-ghibah.md"))
        #expect(lesson.sourceDiagnostics.isEmpty && lesson.loweringDiagnostics.isEmpty, "\(lesson.sourceDiagnostics + lesson.loweringDiagnostics)")
        let model = try #require((lesson.models as? [LessonModel])?.first)
        #expect(model.body?.math.count == 2, "the lesson holds both formulas")
        let back = try Lowering.LoweredFile(cacheEntry: try lesson.cacheEntry(), kind: .lesson, relativePath: lesson.summary.relativePath, file: file)
        let backModel = try #require((back.models as? [LessonModel])?.first)
        #expect(Array(backModel.title.utf8) == Array(title.utf8) && Array(backModel.takeaway.utf8) == Array(takeaway.utf8))
        #expect(Array(Self.dumped(back).utf8) == Array(Self.dumped(lesson).utf8))
    }

    @Test func anEntryIsReadOnlyAgainstItsOwnFileKindAndPath() throws {
        let lesson = try #require(Self.lessons().first { $0.sourceDiagnostics.isEmpty && $0.loweringDiagnostics.isEmpty })
        let bytes = try lesson.cacheEntry()
        let file = lesson.summary.file, path = lesson.summary.relativePath
        #expect(throws: (any Error).self) { try Lowering.LoweredFile(cacheEntry: bytes, kind: .lesson, relativePath: path + "x", file: file) }
        // Every truncation is refused, never a crash.
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            #expect(throws: (any Error).self) { try Lowering.LoweredFile(cacheEntry: Array(bytes[..<length]), kind: .lesson, relativePath: path, file: file) }
        }
    }

    @Test func eachInputOfAResultChangedAloneChangesItsKey() {
        let folder = BundleTests.temporaryFolder("lowered-keys")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = Self.cache(in: folder)
        let file = SourceFile(path: "content/categories/a/01.md", text: "---\nid: a.b\n---\n")
        let key = cache.key(kind: .lesson, relativePath: "categories/a/01.md", file: file)
        let variants = [
            cache.key(kind: .lesson, relativePath: "categories/a/01.md", file: SourceFile(path: "content/categories/a/01.md", text: "---\nid: a.c\n---\n")),
            cache.key(kind: .lesson, relativePath: "categories/a/01.md", file: SourceFile(path: "elsewhere/categories/a/01.md", text: "---\nid: a.b\n---\n")),
            cache.key(kind: .lesson, relativePath: "categories/a/02.md", file: file),
            cache.key(kind: .supplementary, relativePath: "categories/a/01.md", file: file),
            Self.cache(in: folder, tool: "another build of sanad").key(kind: .lesson, relativePath: "categories/a/01.md", file: file),
        ]
        #expect(Set(variants + [key]).count == variants.count + 1)
        #expect(cache.key(kind: .lesson, relativePath: "categories/a/01.md", file: SourceFile(path: "content/categories/a/01.md", text: "---\nid: a.b\n---\n")) == key)
    }

    /// A copy of the sample, built and linted with a cache folder of its own.
    struct Project {
        let project: BuildCacheTests.Project
        let cacheFolder: URL
        var cache: LoweredFileCache { LoweredFileCacheTests.cache(in: cacheFolder) }
        var packs: URL { cacheFolder.appendingPathComponent("lowered-files") }

        init() throws {
            project = try BuildCacheTests.Project()
            cacheFolder = project.folder.appendingPathComponent("cache")
        }

        /// A build into a fresh output folder (never answered by the build cache), with the
        /// lowered-file cache or without; its bundle's files, its report, and what the cache did.
        func build(using cache: LoweredFileCache?) throws -> (files: [String: Data], output: String, counts: LoweredFileCache.Counts) {
            let output = project.folder.appendingPathComponent("out-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: output) }
            let before = cache?.counts ?? .init()
            let outcome = project.build(cache: false, output: output) { $0.options.loweredFileCache = cache }
            let bundle = try #require(outcome.bundle, "\(outcome.output)")
            var counts = cache?.counts ?? .init()
            counts.hits -= before.hits
            counts.stores -= before.stores
            counts.refused -= before.refused
            return (try BundleTests.contents(of: bundle), outcome.output.replacingOccurrences(of: output.lastPathComponent, with: "OUT"), counts)
        }

        /// The pack files of the project's content folder.
        var packFiles: [URL] {
            let folders = (try? FileManager.default.contentsOfDirectory(at: packs, includingPropertiesForKeys: nil)) ?? []
            return folders.flatMap { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".pack") }.map { folder.appendingPathComponent($0) }
            }
        }

        func remove() { project.remove() }
    }

    @Test func bundlesAndReportsAreTheSameWithTheCacheOffColdAndWarm() throws {
        let project = try Project()
        defer { project.remove() }
        let off = try project.build(using: nil)
        let cache = project.cache
        let cold = try project.build(using: cache)
        #expect(cold.counts.hits == 0 && cold.counts.stores > 10, "\(cold.counts)")
        let warm = try project.build(using: cache)
        #expect(warm.counts.hits == cold.counts.stores && warm.counts.stores == 0, "\(warm.counts)")
        #expect(cold.files == off.files && warm.files == off.files)
        #expect(cold.output == off.output && warm.output == off.output, "\(off.output)\n---\n\(cold.output)")
        #expect(project.packFiles.count == 1, "the cold build wrote one pack; the warm one none")

        // An edit: that lesson alone is lowered again, and the build is the one without the cache.
        try project.project.edit("categories/backbiting/01-what-is-ghibah.md") { $0 + "\nOne more sentence.\n" }
        let edited = try project.build(using: cache)
        #expect(edited.counts.stores == 1 && edited.counts.hits == cold.counts.stores - 1, "\(edited.counts)")
        let editedOff = try project.build(using: nil)
        #expect(edited.files == editedOff.files && edited.output == editedOff.output)
    }

    @Test func aLintWithTheCacheReportsWhatALintWithoutItDoesForTheFolderAndForOneFile() throws {
        let project = try Project()
        defer { project.remove() }
        let cache = project.cache
        func lint(_ paths: [String], cache: LoweredFileCache?) -> [String] {
            var options = LintAction.Options()
            options.paths = paths.map { $0.isEmpty ? project.project.content.path : project.project.content.appendingPathComponent($0).path }
            options.loweredFileCache = cache
            return LintAction(options: options, workingDirectory: project.project.folder.path).run().diagnostics.map(BuildCacheTests.summary)
        }
        _ = lint([""], cache: cache)
        let lesson = "categories/backbiting/01-what-is-ghibah.md"
        try project.project.edit(lesson) { $0 + "\nTODO: write this.\n" }
        let before = cache.counts
        let warmFolder = lint([""], cache: cache)
        #expect(cache.counts.hits > before.hits)
        #expect(warmFolder == lint([""], cache: nil))
        let warmFile = lint([lesson], cache: cache)
        #expect(warmFile == lint([lesson], cache: nil))
        #expect(warmFile == warmFolder.filter { $0.contains(lesson) }, "one file's lint reports what the folder's does for it")
        #expect(!warmFile.isEmpty, "the edit makes a finding")
    }

    @Test func damagedForeignAndUnsafePacksAreNeverUsed() throws {
        let project = try Project()
        defer { project.remove() }
        let off = try project.build(using: nil)
        _ = try project.build(using: project.cache)
        let pack = try #require(project.packFiles.first)
        let original = try Data(contentsOf: pack)

        // A flipped byte in an entry's body: that entry is refused, the file lowered again.
        var damaged = original
        damaged[damaged.count / 3] ^= 0x55
        try damaged.write(to: pack)
        let afterDamage = try project.build(using: project.cache)
        #expect(afterDamage.counts.refused == 1, "\(afterDamage.counts)")
        #expect(afterDamage.files == off.files && afterDamage.output == off.output)

        // A truncated pack (a copy cut short): its index cannot be read, nothing in it is used.
        for pack in project.packFiles { try FileManager.default.removeItem(at: pack) }
        try original.prefix(original.count - 7).write(to: pack)
        let truncated = try project.build(using: project.cache)
        #expect(truncated.counts.hits == 0 && truncated.files == off.files && truncated.output == off.output)

        // Another build of Sanad's entries: other keys, never read.
        let foreign = try project.build(using: LoweredFileCacheTests.cache(in: project.cacheFolder, tool: "another build of sanad"))
        #expect(foreign.counts.hits == 0 && foreign.files == off.files)

        // Packs others may write are not read.
        for pack in project.packFiles { chmod(pack.path, 0o664) }
        let unsafe = try project.build(using: project.cache)
        #expect(unsafe.counts.hits == 0 && unsafe.files == off.files)
    }

    @Test func aWriteKilledMidwayLeavesNoPackAndTwoRunsAtOnceBothKeepTheirs() throws {
        let project = try Project()
        defer { project.remove() }
        let off = try project.build(using: nil)
        // What a run killed mid-write leaves: a temporary file, never read, removed once old.
        let folder = project.packs.appendingPathComponent("leftover")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let leftover = folder.appendingPathComponent(".killed.tmp")
        try Data("sanad-lowered-files 1\npartial".utf8).write(to: leftover)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: leftover.path)

        // Two builds at once, each with its own cache value on the same folder.
        let collected = Collected()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            if let result = try? project.build(using: project.cache) { collected.add(result) }
        }
        let results = collected.results
        #expect(results.count == 2)
        for result in results { #expect(result.files == off.files && result.output == off.output) }
        #expect(project.packFiles.count == 2, "each kept its own pack")
        let after = try project.build(using: project.cache)
        #expect(after.counts.stores == 0 && after.counts.hits == results[0].counts.stores && after.files == off.files)

        project.cache.prune(force: true)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(project.packFiles.count == 2, "pruning keeps a folder in use")
        project.cache.prune(now: Date().addingTimeInterval(40 * 24 * 3600), force: true)
        #expect(project.packFiles.isEmpty, "a folder unused for longer than the lifetime goes")
    }

    /// A merge of many packs that could read none of the entries it meant to keep (a pack that
    /// could not be opened, a body not as recorded) removes nothing; once they read, the packs
    /// are merged (beside the largest, left as it is) and hold every kept entry.
    @Test func aMergeThatCouldReadNothingItKeepsRemovesNothing() throws {
        let root = BundleTests.temporaryFolder("packs")
        defer { try? FileManager.default.removeItem(at: root) }
        let packs = LoweredFilePacks(folder: root.appendingPathComponent("lowered"))
        var index: [Digest256: LoweredFilePacks.Location] = [:]
        for number in 0...LoweredFilePacks.mergeAbove {
            let writer = LoweredFilePacks.PackWriter(folder: packs.folder)
            writer.add(key: try #require(Digest256([UInt8](repeating: UInt8(number), count: 32))), body: [UInt8](repeating: UInt8(number), count: 100))
            index.merge(try #require(writer.commit()).index) { first, _ in first }
        }
        let count = packs.packNames().count
        #expect(count == LoweredFilePacks.mergeAbove + 1)
        let unreadable = index.mapValues { location in
            var location = location
            location.sha256 = Digest256([UInt8](repeating: 0xFF, count: 32))!
            return location
        }
        packs.finish(written: nil, index: unreadable, keeping: Set(index.keys))
        let afterFailedMerge = packs.packNames().count
        #expect(afterFailedMerge == count, "nothing it meant to keep could be read: nothing removed")
        packs.finish(written: nil, index: index, keeping: Set(index.keys))
        let merged = packs.readIndexes()
        #expect(packs.packNames().count == 2)
        #expect(Set(merged.keys) == Set(index.keys))
        #expect(merged.values.allSatisfy { packs.read($0) != nil })
    }

    @Test func packsAreMergedOnceThereAreManyAndHoldOnlyTheFilesOfToday() throws {
        let project = try Project()
        defer { project.remove() }
        let cache = project.cache
        _ = try project.build(using: cache)
        let lesson = "categories/backbiting/01-what-is-ghibah.md"
        let first = try #require(project.packFiles.first)
        let firstIdentity = try FileManager.default.attributesOfItem(atPath: first.path)[.systemFileNumber] as? Int
        var merges = 0, last = project.packFiles.count
        for round in 1...LoweredFilePacks.mergeAbove + 1 {
            try project.project.edit(lesson) { $0 + "\nEdit \(round).\n" }
            let edited = try project.build(using: cache)
            #expect(edited.counts.stores == 1)
            let count = project.packFiles.count
            #expect(count <= LoweredFilePacks.mergeAbove, "round \(round)")
            if count < last { merges += 1 }
            last = count
        }
        #expect(merges >= 1)
        // The first build's pack, whose entries are nearly all still used, was left as it is: only
        // the edits' small packs were merged.
        #expect(project.packFiles.contains(first))
        #expect((try? FileManager.default.attributesOfItem(atPath: first.path))?[.systemFileNumber] as? Int == firstIdentity)
        _ = try project.build(using: cache)
        _ = try project.build(using: cache)
        // After a merge, the packs hold the files of today and at most one edit's old entries.
        let index = LoweredFilePacks(folder: try #require(project.packFiles.first).deletingLastPathComponent()).readIndexes()
        let warm = try project.build(using: cache)
        #expect(warm.counts.stores == 0)
        #expect(index.count >= warm.counts.hits && index.count <= 2 * warm.counts.hits)
    }
}


/// Results of builds run at once.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [(files: [String: Data], output: String, counts: LoweredFileCache.Counts)] = []

    func add(_ result: (files: [String: Data], output: String, counts: LoweredFileCache.Counts)) {
        lock.lock()
        all.append(result)
        lock.unlock()
    }

    var results: [(files: [String: Data], output: String, counts: LoweredFileCache.Counts)] {
        lock.lock()
        defer { lock.unlock() }
        return all
    }
}
