import Foundation
import SanadBundleFormat
@testable import SanadCompiler
@testable import SanadTools
import Testing
#if canImport(Glibc)
import Glibc
#endif
import _SanadTestSupport

/// A build with nothing changed stats the content instead of reading it, never trusts a stamp
/// that may hide an edit, and a build that starts over says why.
@Suite(.serialized) struct FileStatesTests {
    typealias Project = BuildCacheTests.Project

    static func timed(_ project: Project, configure: (inout BuildAction) -> Void = { _ in }) -> BuildAction.Outcome {
        project.build { action in
            action.options.timings = true
            configure(&action)
        }
    }

    /// The `cache:` line of `--timings`.
    static func cacheLine(_ outcome: BuildAction.Outcome) -> String {
        outcome.output.split(separator: "\n").first { $0.hasPrefix("cache: ") }.map(String.init) ?? "(no cache line in \(outcome.output))"
    }

    @Test func aBuildWithNothingChangedReadsNoSourceFile() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(Self.cacheLine(Self.timed(project)).hasPrefix("cache: built in full: no earlier build"))
        // Files changed within two seconds of a build's start (`FileStates.racyWindow`) are read
        // again by the next one: the copy was just made.
        Thread.sleep(forTimeInterval: FileStates.racyWindow + 0.2)
        #expect(Self.cacheLine(Self.timed(project)).hasPrefix("cache: answered from the cache"))
        let third = Self.timed(project)
        #expect(Self.cacheLine(third) == "cache: answered from the cache (0 files read, the rest unchanged by their stamps)")
        // An edit right after, same size and modification time: its status-change time differs.
        let relative = "categories/backbiting/01-what-is-ghibah.md"
        let path = project.content.appendingPathComponent(relative).path
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]!
        try project.edit(relative) { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is Backbiting?") }
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let edited = Self.timed(project)
        #expect(Self.cacheLine(edited) == "cache: built in full: 1 file changed: \(relative)")
        // The look after the write reads again only the file edited just before the build (its
        // stamp too recent to trust), not the others the look before it hashed.
        #expect(edited.output.contains("cache: the look after the write read 1 file again\n"), "\(edited.output)")
        let lessons = try BundleTests.contents(of: try #require(edited.bundle)).filter { $0.key.hasPrefix("lessons/") }.values
        #expect(lessons.contains { String(decoding: $0, as: UTF8.self).contains("What is Backbiting?") })
    }

    /// A build fingerprints its inputs twice (before it reads the content, saving what it found,
    /// and after the write, reading that back): the second look takes what the first found for a
    /// file whose stamp is unchanged and older than the racy window, and reads again a file written
    /// in between.
    @Test func aBuildsSecondLookReadsOnlyWhatChangedSinceItsFirst() throws {
        let folder = BundleTests.temporaryFolder("second-look")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content"), cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for index in 0..<5 { try Data("file \(index)\n".utf8).write(to: content.appendingPathComponent("\(index).yaml")) }
        Thread.sleep(forTimeInterval: FileStates.racyWindow + 0.2)
        let before = FileStates(folder: cache)
        let first = try #require(BuildInputs.fingerprint(root: content.path, states: before))
        #expect(before.filesRead == 5)
        before.save()
        let after = FileStates(folder: cache)
        #expect(BuildInputs.fingerprint(root: content.path, states: after)?.digest == first.digest)
        #expect(after.filesRead == 0, "nothing read twice")
        try Data("file 9\n".utf8).write(to: content.appendingPathComponent("2.yaml"))
        #expect(BuildInputs.fingerprint(root: content.path, states: after)?.digest != first.digest, "a file written since the first look is read again")
        #expect(after.filesRead == 1)
    }

    /// A states file half-written by a killed build is removed by a later save an hour on; a
    /// recent one (a build saving now) is left.
    @Test func aSaveRemovesWhatKilledSavesLeftAnHourOn() throws {
        let project = try Project()
        defer { project.remove() }
        let folder = project.output.appendingPathComponent(".sanad-cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = folder.appendingPathComponent(".states.999999-old.tmp"), recent = folder.appendingPathComponent(".states.999999-recent.tmp")
        for file in [old, recent] { try Data("half".utf8).write(to: file) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: old.path)
        #expect(project.build().exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))
    }

    /// A state and a stamp held as numbers give back the text they were read from, the text
    /// `BuildInputs` writes; a state that is not a file's digest is kept as its text.
    @Test func statesAndStampsHeldAsNumbersKeepTheirText() throws {
        let folder = BundleTests.temporaryFolder("stamps")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.md").path
        try Data("a".utf8).write(to: URL(fileURLWithPath: file))
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        for text in [BuildInputs.state(of: file), BuildInputs.state(of: link), BuildInputs.state(of: folder.path), "absent",
                     "file " + String(repeating: "A", count: 64), "file " + String(repeating: "0", count: 63), "file " + String(repeating: "f", count: 65)] {
            #expect(FileState(text).text == text)
            #expect(FileState(utf8: Array(text.utf8)) == FileState(text))
        }
        guard case .file = FileState(BuildInputs.state(of: file)) else { Issue.record("a file's digest is held as numbers"); return }
        var info = stat()
        #expect(lstat(file, &info) == 0)
        let stamp = FileStamp(info)
        #expect(stamp.text == "\(info.st_size) \(BuildInputs.stamp(info))")
        #expect(FileStamp(utf8: stamp.text.utf8) == stamp)
        for broken in ["", "1 2.3 4.5 6", "1 2 3.4 5 6", "x 2.3 4.5 6 7", "1 2.3 4.5 6 7 8", "1 2.3 4.5 6 7.", "-1 2.3 4.5 6 7", "1 2.-3 4.5 6 7",
                       "1 2.3 4.5 6 -7", "1 2.3 4.5 6 99999999999999999999999", "1 2.3 4.5 6 18446744073709551616", "1 2.3 4.5 6 18446744073709551619",
                       "9223372036854775808 2.3 4.5 6 7", "1 2..3 4.5 6 7", "1 2.3  4.5 6 7"] {
            #expect(FileStamp(utf8: broken.utf8) == nil, "\(broken)")
        }
        let early = try #require(FileStamp(utf8: "5 -86400.250 -86400.0 -2049 18446744073709551615".utf8), "before 1970, a negative device, the largest inode")
        #expect(early.modifiedSeconds == -86_400 && early.modifiedNanoseconds == 250 && early.device == -2049 && early.inode == .max)
        #expect(early.text == "5 -86400.250 -86400.0 -2049 18446744073709551615")
    }

    /// A state is trusted only while the whole stamp is as it was: a file rewritten with the
    /// same size and modification time (its status-change time moves) is read again, however
    /// long ago the build that remembered it began.
    @Test func aStateIsTrustedOnlyWhileItsWholeStampHolds() throws {
        let folder = BundleTests.temporaryFolder("whole-stamp")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.md").path
        try Data("one".utf8).write(to: URL(fileURLWithPath: file))
        // Builds that began well after the file was written: nothing is racy for them.
        let cache = folder.appendingPathComponent("cache"), later = Date().timeIntervalSince1970 + 60
        let first = FileStates(folder: cache, began: later)
        let state = first.state(of: file)
        #expect(first.filesRead == 1)
        first.save()
        let second = FileStates(folder: cache, began: later)
        #expect(second.state(of: file) == state)
        #expect(second.filesRead == 0, "the stamp is as it was")
        var before = stat()
        #expect(lstat(file, &before) == 0)
        Thread.sleep(forTimeInterval: 0.05)
        // Rewritten in place, and its modification time set back to the nanosecond.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.write(contentsOf: Data("two".utf8))
        try handle.close()
        var times = [before.st_mtim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        var after = stat()
        #expect(lstat(file, &after) == 0)
        let (old, new) = (FileStamp(before), FileStamp(after))
        #expect(new.size == old.size && new.modifiedSeconds == old.modifiedSeconds && new.modifiedNanoseconds == old.modifiedNanoseconds
                && new.device == old.device && new.inode == old.inode, "only the status-change time differs")
        #expect(new != old)
        let third = FileStates(folder: cache, began: later)
        #expect(third.state(of: file) != state, "same size and time, another status-change time")
        #expect(third.filesRead == 1)
    }

    /// The fingerprint is the SHA-256 of `<path>\0<state>\n` for every entry in path order,
    /// however it is fed to the hasher.
    @Test func theFingerprintIsTheDigestOfEveryEntrysPathAndState() throws {
        let folder = BundleTests.temporaryFolder("fingerprint")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b"), withIntermediateDirectories: true)
        try Data("a".utf8).write(to: folder.appendingPathComponent("a.md"))
        try Data("c".utf8).write(to: folder.appendingPathComponent("b/c.yaml"))
        var text = ""
        for path in ["a.md", "b", "b/c.yaml"] { text += path + "\u{0}" + BuildInputs.state(of: folder.path + "/" + path) + "\n" }
        #expect(text.contains("\u{0}folder\n"))
        #expect(BuildInputs.fingerprint(root: folder.path)?.digest == SHA256Hex.of(Data(text.utf8)))
        #expect(BuildInputs.fingerprint(root: folder.path, states: FileStates(folder: nil))?.digest == SHA256Hex.of(Data(text.utf8)))
    }

    @Test func aBuildThatStartsOverSaysWhy() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(project.build().exitCode == 0)
        #expect(Self.cacheLine(Self.timed(project) { $0.toolIdentity += " rebuilt" }) == "cache: built in full: sanad itself changed (another version or executable)")
        #expect(Self.cacheLine(Self.timed(project) { $0.options.environment = ["SOURCE_DATE_EPOCH": "1800000000"] }) == "cache: built in full: an option changed: SOURCE_DATE_EPOCH=1800000000")
        #expect(Self.cacheLine(Self.timed(project) { $0.options.cache = false }) == "cache: built in full: the cache is off (--no-cache)")
        let notes = project.content.appendingPathComponent("notes.txt")
        try Data("for the authors\n".utf8).write(to: notes)
        #expect(Self.cacheLine(Self.timed(project)) == "cache: built in full: 1 file changed: notes.txt", "a file added is a change")
        try FileManager.default.removeItem(at: notes)
        // The build before it is cached, but its bundle has been written over since.
        #expect(Self.cacheLine(Self.timed(project)) == "cache: built in full: the bundle folder was changed since this build wrote it")
        try FileManager.default.removeItem(at: project.content.appendingPathComponent("categories/backbiting/06-every-word-is-written.md"))
        #expect(Self.cacheLine(Self.timed(project)) == "cache: built in full: 1 file changed: categories/backbiting/06-every-word-is-written.md", "a file gone is a change")
    }

    @Test func aCorruptOrForeignStatesFileIsIgnored() throws {
        let project = try Project()
        defer { project.remove() }
        let cold = try #require(project.build().bundle)
        let states = project.output.appendingPathComponent(".sanad-cache/states")
        let saved = try Data(contentsOf: states)
        #expect(saved.starts(with: Data("sanad-file-states ".utf8)))
        for garbage in [Data(), Data("sanad-file-states 1 0 0\n".utf8), saved.dropLast(40), Data(saved.map { $0 == UInt8(ascii: "a") ? UInt8(ascii: "b") : $0 })] {
            try garbage.write(to: states)
            let warm = Self.timed(project)
            #expect(Self.cacheLine(warm).hasPrefix("cache: answered from the cache"), "\(warm.output)")
            #expect(warm.bundle?.standardizedFileURL.path == cold.standardizedFileURL.path)
        }
        // After all that, an edit is still seen.
        try project.edit("categories/backbiting/01-what-is-ghibah.md") { $0 + "\nOne more line.\n" }
        #expect(!BuildCacheTests.isCached(project.build()))
    }

    @Test func aStateKeepsTheStartOfTheBuildThatReadItWhenLaterBuildsCarryItOver() throws {
        let folder = BundleTests.temporaryFolder("states")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache"), x = folder.appendingPathComponent("x.md").path, y = folder.appendingPathComponent("y.md").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: x))
        // Build A reads x just after it was written: racy, so the next build that looks reads it again.
        let a = FileStates(folder: cache)
        _ = a.state(of: x)
        a.save()
        let readByA = try #require(FileStates.decode(Data(contentsOf: cache.appendingPathComponent("states")))?[x])
        #expect(readByA.began == a.began)
        // Build B, later, looks only at y and saves: x's state is carried over with A's start.
        Thread.sleep(forTimeInterval: FileStates.racyWindow + 0.2)
        try Data("y".utf8).write(to: URL(fileURLWithPath: y))
        let b = FileStates(folder: cache)
        _ = b.state(of: y)
        b.save()
        let carried = try #require(FileStates.decode(Data(contentsOf: cache.appendingPathComponent("states")))?[x])
        #expect(carried == readByA, "not trusted more for B's later start")
        // Build C looks at x: its change time is within a second of A's start, so it is read again.
        let c = FileStates(folder: cache)
        #expect(c.state(of: x) == BuildInputs.state(of: x))
        #expect(c.filesRead == 1)
    }
}
