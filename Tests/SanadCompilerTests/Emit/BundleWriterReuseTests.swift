import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing

/// A rebuild writes only the files whose bytes changed: the others are hard-linked from the
/// previous bundle, after their bytes are compared, and the bundle is the one a cold build
/// into an empty folder writes.
@Suite struct BundleWriterReuseTests {
    static func inode(_ url: URL) throws -> UInt64 {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
    }

    @Test(arguments: [false, true])
    func aRebuildAfterOneEditWritesOnlyTheChangedFiles(syncingEachFile: Bool) throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let bundle = try #require(project.build(cache: false) { $0.syncsEachFile = syncingEachFile }.bundle)
        let unchanged = bundle.appendingPathComponent("reviewers.json")
        let edited = bundle.appendingPathComponent("lessons/backbiting.json")
        let (unchangedBefore, editedBefore) = (try Self.inode(unchanged), try Self.inode(edited))
        try project.edit("categories/backbiting/01-what-is-ghibah.md") { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is Backbiting?") }
        let rebuilt = try #require(project.build(cache: false) { $0.syncsEachFile = syncingEachFile }.bundle)
        #expect(try Self.inode(rebuilt.appendingPathComponent("reviewers.json")) == unchangedBefore, "an unchanged file is the same file")
        #expect(try Self.inode(rebuilt.appendingPathComponent("lessons/backbiting.json")) != editedBefore, "a changed file is written")
        let cold = project.folder.appendingPathComponent("cold")
        let reference = try #require(project.build(cache: false, output: cold).bundle)
        #expect(try BundleTests.contents(of: rebuilt) == (try BundleTests.contents(of: reference)))
        try BundleReader(folder: rebuilt).verifyAll()
    }

    /// A previous bundle file changed in place behind its manifest's back is not linked: the new
    /// bundle holds what was built.
    @Test func aPreviousFileThatNoLongerHoldsItsBytesIsWrittenAgain() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let bundle = try #require(project.build(cache: false).bundle)
        let target = bundle.appendingPathComponent("reviewers.json")
        var bytes = try Data(contentsOf: target)
        let original = bytes
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: target)
        let rebuilt = try #require(project.build(cache: false).bundle)
        #expect(try Data(contentsOf: rebuilt.appendingPathComponent("reviewers.json")) == original)
        try BundleReader(folder: rebuilt).verifyAll()
    }
}
