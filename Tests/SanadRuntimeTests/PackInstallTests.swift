import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// Packs as an app uses them: which are installed, a download verified against the manifest and
/// installed in one step, and every kind of wrong download refused by name.
@Suite struct PackInstallTests {
    /// The curriculum fixture with `aqeedah` in the core pack (salah and wudu are packs of their
    /// own), at a content version, with `edit` applied; built into a fresh bundle.
    static func bundle(version: String = "1.0.0", edit: (ScratchFolder) throws -> Void = { _ in }) throws -> (bundle: URL, content: ScratchFolder) {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.edit("sanad.yaml", "content-version: 1.0.0", "content-version: \(version)")
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "packs: { core: { categories: [aqeedah] } }\n")
        try edit(content)
        return (try TestBundle.build(content.path), content)
    }

    /// Moves a pack's folder out of the bundle, as an app that has not downloaded it yet has it;
    /// returns where it went (the "download").
    static func uninstall(_ pack: String, from bundle: URL) throws -> URL {
        let download = TestScratch.path("download")
        try FileManager.default.moveItem(at: bundle.appendingPathComponent("packs/\(pack)"), to: download)
        return download
    }

    @Test func packsAreListedWithTheirSizesAndState() throws {
        let (bundle, _) = try Self.bundle()
        let library = try ContentLibrary(folder: bundle)
        let packs = library.packs()
        #expect(packs.map(\.pack.id) == ["core", "salah", "wudu"])
        #expect(packs.map(\.pack.categories) == [["aqeedah"], ["salah"], ["wudu"]])
        #expect(packs.allSatisfy { $0.state == .installed })
        for status in packs {
            let files = library.reader.manifest.files(inPack: status.pack.id)
            #expect(status.pack.size == files.reduce(0) { $0 + $1.size } && status.pack.size > 0)
        }
        #expect(library.pack(ofCategory: "wudu")?.id == "wudu")
        try library.reader.verifyAll()
    }

    @Test func aPackNotInstalledIsRefusedUntilItIsInstalled() throws {
        let (bundle, _) = try Self.bundle()
        let download = try Self.uninstall("wudu", from: bundle)
        let library = try ContentLibrary(folder: bundle)
        #expect(library.packs().map(\.state) == [.installed, .installed, .notInstalled])
        try library.reader.verifyAll()
        #expect(throws: BundleError.packNotInstalled("wudu")) { _ = try library.lessons(in: "wudu") }
        #expect(throws: BundleError.packNotInstalled("wudu")) { _ = try library.mediaURL(for: "media/dhikr.placeholder.wav") }
        #expect(try library.lessons(in: "aqeedah").count == 3, "the core pack opens")

        let installed = try library.install(packAt: download)
        #expect(installed.id == "wudu")
        #expect(library.packs().allSatisfy { $0.state == .installed })
        #expect(try library.lessons(in: "wudu").count == 3)
        #expect(FileManager.default.fileExists(atPath: try library.mediaURL(for: "media/dhikr.placeholder.wav").path))
        try library.reader.verifyAll()
        // Installing again replaces the installed copy, and leaves no staging folder behind.
        try library.install(packAt: download)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bundle.appendingPathComponent("packs").path).sorted() == ["salah", "wudu"])
        try library.reader.verifyAll()
    }

    @Test func aPackOfAnOlderOrNewerContentVersionIsRefused() throws {
        let (old, _) = try Self.bundle(version: "1.0.0")
        let (new, _) = try Self.bundle(version: "1.1.0") { content in
            try content.edit("categories/wudu/01-lesson-1.md", "Teach.", "Teach, again.")
        }
        let oldWudu = try Self.uninstall("wudu", from: old), newWudu = try Self.uninstall("wudu", from: new)
        #expect(throws: BundleError.outdatedPack(pack: "wudu", found: "1.0.0", installed: "1.1.0")) {
            try ContentLibrary(folder: new).install(packAt: oldWudu)
        }
        #expect(throws: BundleError.newerPack(pack: "wudu", found: "1.1.0", installed: "1.0.0")) {
            try ContentLibrary(folder: old).install(packAt: newWudu)
        }
        let outdated = try ContentLibrary(folder: new)
        try FileManager.default.copyItem(at: oldWudu, to: new.appendingPathComponent("packs/wudu"))
        #expect(outdated.packs().last?.state == .outdated(contentVersion: "1.0.0"))
        #expect(throws: BundleError.self) { _ = try outdated.lessons(in: "wudu") }
    }

    @Test func aPackOfAnotherBundleOrAnUnknownPackIsRefused() throws {
        let (bundle, _) = try Self.bundle()
        let download = try Self.uninstall("wudu", from: bundle)
        let label = download.appendingPathComponent("pack.json")
        let original = try Data(contentsOf: label)
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "runtime-fixture", with: "another-app").utf8).write(to: label)
        #expect(throws: BundleError.foreignPack(expected: "runtime-fixture", found: "another-app")) {
            try ContentLibrary(folder: bundle).install(packAt: download)
        }
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\"pack\":\"wudu\"", with: "\"pack\":\"fiqh\"").utf8).write(to: label)
        #expect(throws: BundleError.unknownPack("fiqh")) { try ContentLibrary(folder: bundle).install(packAt: download) }
        try original.write(to: label)
        try FileManager.default.removeItem(at: label)
        #expect(throws: BundleError.missingFile("pack.json")) { try ContentLibrary(folder: bundle).install(packAt: download) }
    }

    @Test func aTamperedIncompleteOrPaddedDownloadIsRefusedByName() throws {
        let (bundle, _) = try Self.bundle()
        let download = try Self.uninstall("wudu", from: bundle)
        let library = try ContentLibrary(folder: bundle)
        let media = try #require(library.reader.manifest.files(inPack: "wudu").first { $0.kind == .media })
        let mediaURL = download.appendingPathComponent(String(media.path.dropFirst("packs/wudu/".count)))
        var bytes = try Data(contentsOf: mediaURL)
        bytes[bytes.count / 2] ^= 1
        try bytes.write(to: mediaURL)
        #expect(throws: BundleError.digestMismatch(file: media.path)) { try library.install(packAt: download) }
        bytes[bytes.count / 2] ^= 1
        try bytes.write(to: mediaURL)
        try Data("extra".utf8).write(to: download.appendingPathComponent("extra.txt"))
        #expect(throws: BundleError.unlistedFile("packs/wudu/extra.txt")) { try library.install(packAt: download) }
        try FileManager.default.removeItem(at: download.appendingPathComponent("extra.txt"))
        try FileManager.default.removeItem(at: download.appendingPathComponent("lessons/wudu.json"))
        #expect(throws: BundleError.missingFile("packs/wudu/lessons/wudu.json")) { try library.install(packAt: download) }
        #expect(library.packs().last?.state == .notInstalled, "nothing was installed")
        #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("packs/wudu").path))
    }
}
