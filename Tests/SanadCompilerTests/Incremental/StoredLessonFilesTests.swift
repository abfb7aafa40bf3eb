import Foundation
@testable import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// Lesson files kept between command-line builds (`StoredLessonFiles`): a build takes from the
/// previous bundle exactly the files whose lessons did not change, and writes the bundle a build
/// without them writes; a damaged record or an altered previous bundle is never trusted.
/// (`make test` runs with `SANAD_VERIFY_INCREMENTAL=1`, which also encodes every file taken and
/// compares.)
@Suite(.serialized) struct StoredLessonFilesTests {
    /// A build of the project into `output` (the build cache off, so every build runs), with the
    /// lowered-file cache or without; its bundle's files and how many lesson files it took.
    static func build(_ project: LoweredFileCacheTests.Project, into output: URL, using cache: LoweredFileCache?) throws -> (files: [String: Data], taken: Int?, bundle: URL) {
        let outcome = project.project.build(cache: false, output: output) {
            $0.options.loweredFileCache = cache
            $0.options.timings = true
        }
        let bundle = try #require(outcome.bundle, "\(outcome.output)")
        let taken = outcome.output.firstMatch(of: #/lesson files: (\d+) taken from the last bundle/#).map { Int($0.1)! }
        return (try BundleTests.contents(of: bundle), taken, bundle)
    }

    @Test func unchangedLessonFilesAreTakenFromThePreviousBundleAndTheBundleIsTheSame() throws {
        let project = try LoweredFileCacheTests.Project()
        defer { project.remove() }
        let output = project.project.folder.appendingPathComponent("out-kept")
        let fresh = { try Self.build(project, into: project.project.folder.appendingPathComponent("out-\(UUID().uuidString)"), using: nil) }
        let off = try fresh()
        #expect(off.taken == nil, "no record without the cache")
        let lessonFiles = off.files.keys.filter { $0.hasPrefix("lessons/") || $0.contains("/lessons/") }.count
        #expect(lessonFiles >= 3)

        let first = try Self.build(project, into: output, using: project.cache)
        #expect(first.taken == 0 && first.files == off.files)
        let second = try Self.build(project, into: output, using: project.cache)
        #expect(second.taken == lessonFiles && second.files == off.files, "\(String(describing: second.taken)) of \(lessonFiles)")

        // A category given another audience (its links are then not gated), or moved out of the
        // core pack: that category's file alone is encoded again.
        for (file, change) in [("categories/aqeedah/category.yaml", ("audience: children", "audience: adults")),
                               ("sanad.yaml", ("core: { categories: [backbiting, aqeedah] }", "core: { categories: [backbiting] }"))] {
            try project.project.edit(file) { $0.replacingOccurrences(of: change.0, with: change.1) }
            let changed = try Self.build(project, into: output, using: project.cache)
            #expect(changed.taken == lessonFiles - 1, "after \(file) changed: \(String(describing: changed.taken))")
            let changedFresh = try fresh()
            #expect(changed.files == changedFresh.files, "after \(file) changed")
        }

        // One lesson edited: its category's file alone is encoded.
        try project.project.edit("categories/backbiting/01-what-is-ghibah.md") { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is backbiting, exactly?") }
        let edited = try Self.build(project, into: output, using: project.cache)
        #expect(edited.taken == lessonFiles - 1, "\(String(describing: edited.taken))")
        let editedFresh = try fresh()
        #expect(edited.files == editedFresh.files)

        // The previous bundle's copy altered on disk: its bytes are not the ones recorded, so the
        // file is encoded again.
        let copy = edited.bundle
        let lessonsFile = try #require(FileManager.default.enumerator(atPath: copy.path)?.allObjects.compactMap { $0 as? String }
            .first { $0.hasPrefix("lessons/") && $0.hasSuffix(".json") })
        let url = copy.appendingPathComponent(lessonsFile)
        var altered = try Data(contentsOf: url)
        altered[altered.count / 2] ^= 0x20
        try altered.write(to: url)
        let afterAltered = try Self.build(project, into: output, using: project.cache)
        #expect(afterAltered.taken == lessonFiles - 1 && afterAltered.files == editedFresh.files)

        // A damaged record: nothing is taken, and the bundle is the same.
        let record = try #require(try FileManager.default.contentsOfDirectory(at: project.packs, includingPropertiesForKeys: nil)
            .first { !$0.lastPathComponent.hasPrefix(".") }).appendingPathComponent("lesson-files")
        var damaged = try Data(contentsOf: record)
        damaged[damaged.count / 2] ^= 0x01
        try damaged.write(to: record)
        let afterDamage = try Self.build(project, into: output, using: project.cache)
        #expect(afterDamage.taken == 0 && afterDamage.files == editedFresh.files)
        let rewritten = try Self.build(project, into: output, using: project.cache)
        #expect(rewritten.taken == lessonFiles, "the record is written again")

        // A record others may write is not read.
        chmod(record.path, 0o664)
        let unsafe = try Self.build(project, into: output, using: project.cache)
        #expect(unsafe.taken == 0 && unsafe.files == editedFresh.files)

        // Another build of Sanad: other keys, nothing taken.
        let other = try Self.build(project, into: output, using: LoweredFileCacheTests.cache(in: project.cacheFolder, tool: "another build of sanad"))
        #expect(other.taken == 0 && other.files == editedFresh.files)
    }
}
