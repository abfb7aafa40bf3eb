import Foundation
import SanadBundleFormat
@testable import SanadCompiler
@testable import SanadTools
import SanadSource
import Testing

/// A digest is given back without reading the file only while the file's status says it is the
/// file that was hashed, and never for a file that had not settled or a path through a link.
@Suite struct FileDigestsTests {
    static func hash(_ digests: FileDigests, _ path: String) -> String {
        if let remembered = digests.remembered(path) { return remembered }
        let before = digests.status(path)
        let digest = SHA256Hex.of(FileManager.default.contents(atPath: path)!)
        digests.remember(path, digest: digest, before: before, after: digests.status(path))
        return digest
    }

    static func folder() throws -> String {
        let folder = ContentFile.realPath(NSTemporaryDirectory())! + "/sanad-digests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aSettledFileIsRememberedUntilAnyWrite() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/text.xml"
        try Data("first".utf8).write(to: URL(fileURLWithPath: path))
        let digests = FileDigests(margin: 0)
        #expect(digests.remembered(path) == nil)
        let first = Self.hash(digests, path)
        #expect(digests.remembered(path) == first)
        // The same length, written in place: the status moves, so the file is read again.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data("FIRST".utf8))
        try handle.close()
        #expect(digests.remembered(path) == nil)
        #expect(Self.hash(digests, path) == SHA256Hex.of(Data("FIRST".utf8)))
        try FileManager.default.removeItem(atPath: path)
        #expect(digests.remembered(path) == nil)
    }

    @Test func aFileChangedWithinTheMarginOrReachedThroughALinkIsNotRemembered() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/text.xml"
        try Data("text".utf8).write(to: URL(fileURLWithPath: path))
        let recent = FileDigests(margin: 60)
        _ = Self.hash(recent, path)
        #expect(recent.remembered(path) == nil, "changed less than a minute before its read")

        let link = folder + "/link.xml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let digests = FileDigests(margin: 0)
        _ = Self.hash(digests, link)
        #expect(digests.remembered(link) == nil, "a link")
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/through", withDestinationPath: folder + "/real")
        try Data("inner".utf8).write(to: URL(fileURLWithPath: folder + "/real/inner.xml"))
        _ = Self.hash(digests, folder + "/through/inner.xml")
        #expect(digests.remembered(folder + "/through/inner.xml") == nil, "a folder on the path is a link")
    }

    /// A status that says a file changed at `changed` (seconds), taken at `taken`, on device 7.
    static func status(changed: Double, taken: Double) -> CompilationEngine.FileStatus {
        var info = stat()
        info.st_mode = S_IFREG
        info.st_dev = 7
        #if canImport(Darwin)
        info.st_ctimespec = timespec(tv_sec: Int(changed), tv_nsec: 0)
        #else
        info.st_ctim = timespec(tv_sec: Int(changed), tv_nsec: 0)
        #endif
        return CompilationEngine.FileStatus(info, takenAt: taken)!
    }

    /// A file server whose clock is behind this machine's: a change is settled only once the file
    /// system's own clock (the newest change time seen on the device) has passed it by the margin.
    @Test func theFileSystemsClockDecidesWhenItIsBehind() {
        let digests = FileDigests(margin: 2)
        let file = Self.status(changed: 1_000, taken: 5_000)
        digests.observe(file)
        #expect(!file.isSettled(margin: 2, fileSystemNow: digests.fileSystemNow(file)), "nothing shows the server's clock past 1,002")
        digests.observe(Self.status(changed: 1_001, taken: 5_000))
        #expect(!file.isSettled(margin: 2, fileSystemNow: digests.fileSystemNow(file)))
        digests.observe(Self.status(changed: 1_003, taken: 5_000))
        #expect(file.isSettled(margin: 2, fileSystemNow: digests.fileSystemNow(file)), "another file changed at 1,003 on that device")
    }
}
