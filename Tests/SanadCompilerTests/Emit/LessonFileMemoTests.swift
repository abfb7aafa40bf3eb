import Foundation
import SanadBundleFormat
import Testing
@testable import SanadCompiler
@testable import SanadTools

/// Builds on a resident engine take each lesson file whose lessons are unchanged from the
/// previous bundle (`LessonFileMemo`), re-encode the others, and write bundles byte for byte those
/// of a build of their own; a previous bundle whose copy was altered is not trusted. The engine
/// verifies every file it takes (its verification mode), so a kept file that differs from a new
/// one stops the test.
@Suite struct LessonFileMemoTests {
    /// Every file of the bundle in `folder`, by path.
    static func contents(of folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    /// The lesson files of the bundle in `folder`.
    static func lessonFiles(in folder: URL) -> [String] {
        contents(of: folder).keys.filter { $0.hasPrefix("lessons/") || ($0.hasPrefix("packs/") && $0.contains("/lessons/")) }.sorted()
    }

    /// A build of `project` into `output`, on `engine` when given, without the build cache (which
    /// would answer a build of unchanged content without emitting).
    static func build(_ project: BuildCacheTests.Project, into output: URL, engine: CompilationEngine?) throws -> URL {
        let outcome = project.build(cache: false, output: output) { $0.engine = engine }
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        return try #require(outcome.product ?? nil)
    }

    /// A copy of the sample, an engine that verifies every file it takes, and a first build on
    /// it into `watched/`: its bundle and lesson files.
    struct Watched {
        let project: BuildCacheTests.Project
        let engine = CompilationEngine(verifying: true)
        var output: URL { project.folder.appendingPathComponent("watched") }
        let first: URL
        let lessonFiles: [String]

        init() throws {
            project = try BuildCacheTests.Project()
            first = try LessonFileMemoTests.build(project, into: project.folder.appendingPathComponent("watched"), engine: engine)
            lessonFiles = LessonFileMemoTests.lessonFiles(in: first)
        }

        /// Builds again on the engine, counting the files it takes from the memo.
        func rebuild() throws -> URL {
            engine.lessonFiles.resetCount()
            return try LessonFileMemoTests.build(project, into: output, engine: engine)
        }

        /// A build of its own (no engine) into a new folder.
        func own() throws -> URL {
            try LessonFileMemoTests.build(project, into: project.folder.appendingPathComponent("own-\(UUID().uuidString)"), engine: nil)
        }
    }

    @Test func aBuildOnAnEngineReEncodesOnlyTheLessonFilesWhoseLessonsChanged() throws {
        let watched = try Watched()
        defer { watched.project.remove() }
        let (engine, lessonFiles) = (watched.engine, watched.lessonFiles)
        #expect(lessonFiles.count >= 5, "\(lessonFiles)")
        #expect(engine.lessonFiles.reusedFiles == 0, "nothing to take from on the first build")
        _ = try watched.rebuild()
        #expect(engine.lessonFiles.reusedFiles == lessonFiles.count, "nothing changed: every lesson file is taken from the previous bundle")

        // One lesson's body changes: its category's file is encoded again, the others are not.
        try watched.project.edit("categories/anger/01-do-not-be-angry.md") { $0 + "\nOne more sentence.\n" }
        let edited = try watched.rebuild()
        #expect(engine.lessonFiles.reusedFiles == lessonFiles.count - 1)
        let (rebuilt, fresh) = (Self.contents(of: edited), Self.contents(of: try watched.own()))
        #expect(rebuilt.keys.sorted() == fresh.keys.sorted())
        for (path, data) in fresh { #expect(rebuilt[path] == data, "\(path) differs from a build of its own") }
        #expect(rebuilt.first { $0.key.hasSuffix("lessons/anger.json") }?.value.range(of: Data("One more sentence.".utf8)) != nil)
    }

    /// The same lesson models written for another audience, or into another pack, make another
    /// file: the audience and the path are part of what a file is kept by.
    @Test func aCategoryGivenAnotherAudienceOrMovedToAnotherPackIsEncodedAgain() throws {
        let watched = try Watched()
        defer { watched.project.remove() }
        for (file, change) in [("categories/aqeedah/category.yaml", ("audience: children", "audience: adults")),
                               ("sanad.yaml", ("core: { categories: [backbiting, aqeedah] }", "core: { categories: [backbiting] }"))] {
            try watched.project.edit(file) { $0.replacingOccurrences(of: change.0, with: change.1) }
            let built = try watched.rebuild()
            #expect(watched.engine.lessonFiles.reusedFiles == watched.lessonFiles.count - 1, "after \(file) changed, only aqeedah's file is encoded again")
            #expect(Self.contents(of: built) == Self.contents(of: try watched.own()), "after \(file) changed")
        }
        #expect(Self.lessonFiles(in: watched.first).contains("packs/aqeedah/lessons/aqeedah.json"))
    }

    @Test func aPreviousBundleWhoseCopyWasAlteredIsNotTrusted() throws {
        let watched = try Watched()
        defer { watched.project.remove() }
        // The same size, other bytes: only its digest tells.
        let altered = watched.first.appendingPathComponent(watched.lessonFiles[0])
        var bytes = try Data(contentsOf: altered)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "a")))
        bytes[at] = UInt8(ascii: "b")
        try bytes.write(to: altered)
        let second = try watched.rebuild()
        #expect(watched.engine.lessonFiles.reusedFiles == watched.lessonFiles.count - 1, "every file but the altered one is taken")
        #expect(Self.contents(of: second) == Self.contents(of: try watched.own()))
    }
}
