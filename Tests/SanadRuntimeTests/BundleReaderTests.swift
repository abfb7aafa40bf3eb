import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

@Suite struct BundleReaderTests {
    @Test func opensAndAnswersQueries() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = try ContentLibrary(folder: folder)
        #expect(library.project.id == "runtime-fixture")
        #expect(library.categories.map(\.id) == ["aqeedah", "wudu", "salah"])
        #expect(library.categories(kind: .curriculum).count == 3)
        #expect(try library.outlines(in: "wudu").map(\.id) == ["wudu.lesson-1", "wudu.lesson-2", "wudu.lesson-3"])
        #expect(try library.outlines(in: "wudu", subtopic: "more").map(\.id) == ["wudu.lesson-3"])
        #expect(try library.outlines(tagged: "start").map(\.id) == ["aqeedah.lesson-1", "wudu.lesson-1", "salah.lesson-1"])
        let lesson = try #require(try library.lesson("salah.lesson-2"))
        #expect(lesson.phases.map(\.kind.rawValue) == ["hook", "teach", "practice", "reward"])
        #expect(try library.citations(ofLesson: "salah.lesson-2").map(\.reference) == ["112:1-4"])
        #expect(try library.lesson("no.such") == nil)
        #expect(library.rules.milestoneInterval == 2)
        #expect(try library.reviewers().reviewers.isEmpty)
        #expect(try library.achievements().map(\.id) == ["family", "first-step", "five-lessons", "ramadan", "week-streak", "wudu-done"])
    }

    @Test func everyFileWithOneByteFlippedIsRefusedByName() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let manifest = try BundleReader(folder: folder).manifest
        #expect(manifest.files.contains { $0.kind == .media }, "media files are flipped too")
        for entry in manifest.files {
            let url = folder.appendingPathComponent(entry.path)
            let original = try Data(contentsOf: url)
            var flipped = original
            flipped[flipped.count / 2] ^= 0x01
            try flipped.write(to: url)
            defer { try? original.write(to: url) }
            let reader = try BundleReader(folder: folder)
            #expect(throws: BundleError.digestMismatch(file: entry.path)) { try reader.verifyAll() }
            #expect(throws: BundleError.digestMismatch(file: entry.path)) { _ = try reader.data(of: entry) }
        }
    }

    @Test func aTamperedCategoryIsRefusedWhenItIsOpened() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let url = folder.appendingPathComponent("lessons/wudu.json")
        var data = try Data(contentsOf: url)
        data.removeLast()
        try data.write(to: url)
        let library = try ContentLibrary(folder: folder)
        #expect(throws: BundleError.self) { _ = try library.lessons(in: "wudu") }
        do {
            _ = try library.lessons(in: "wudu")
        } catch {
            guard case .sizeMismatch(let file, _, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "lessons/wudu.json")
        }
        #expect(try library.lessons(in: "aqeedah").count == 3, "other categories still open")
    }

    @Test func anotherMajorFormatVersionIsRefused() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let url = folder.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"formatVersion\" : \"\(BundleFormat.version)\"", with: "\"formatVersion\" : \"3.0.0\"")
        try text.write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: BundleError.unsupportedFormat(found: SemanticVersion(major: 3, minor: 0, patch: 0), supported: BundleFormat.version)) {
            _ = try BundleReader(folder: folder)
        }
        let message = BundleError.unsupportedFormat(found: SemanticVersion(major: 3, minor: 0, patch: 0), supported: BundleFormat.version).description
        #expect(message.contains("3.0.0") && message.contains("2.x"))
    }

    @Test func aNewerMinorVersionIsAccepted() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let url = folder.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"formatVersion\" : \"\(BundleFormat.version)\"", with: "\"formatVersion\" : \"2.7.0\"")
        try text.write(to: url, atomically: true, encoding: .utf8)
        #expect(try BundleReader(folder: folder).manifest.formatVersion.minor == 7)
    }

    /// A later minor version may add a file kind: this reader opens the bundle, verifies the
    /// file like any other, and otherwise leaves it alone.
    @Test func aFileOfAKindAddedByANewerMinorVersionIsVerifiedAndSkipped() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let media = Data("a recording".utf8)
        try media.write(to: folder.appendingPathComponent("media.bin"))
        let url = folder.appendingPathComponent("manifest.json")
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var files = manifest["files"] as! [[String: Any]]
        files.append(["path": "media.bin", "kind": "hologram", "size": media.count, "sha256": SHA256Hex.of(media)])
        manifest["files"] = files
        manifest["formatVersion"] = "2.9.0"
        BundleTamperTests.rehashPacks(&manifest)
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: url)
        let library = try ContentLibrary(folder: folder)
        let entry = try #require(library.reader.manifest.files.first { $0.path == "media.bin" })
        #expect(entry.kind == .unknown("hologram") && entry.kind.known == nil)
        try library.reader.verifyAll()
        #expect(try library.lessons(in: "wudu").count == 3)
        try Data("tampered".utf8).write(to: folder.appendingPathComponent("media.bin"))
        #expect(throws: BundleError.self) { try library.reader.verifyAll() }
    }

    /// A newer minor version may add fields and block types: this reader ignores a field it does
    /// not know and reads a block of an unknown type as `.unknown(name)`.
    @Test func unknownFieldsAndBlockTypesOfANewerMinorVersionAreRead() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let path = "lessons/wudu.json"
        var lessons = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(path))) as! [String: Any]
        var list = lessons["lessons"] as! [[String: Any]]
        var phases = list[0]["phases"] as! [[String: Any]]
        var blocks = phases[1]["blocks"] as! [[String: Any]]
        blocks.append(["type": "diagram", "nodes": 3])
        phases[1]["blocks"] = blocks
        list[0]["phases"] = phases
        list[0]["estimatedReadingTime"] = 42
        lessons["lessons"] = list
        lessons["packVersion"] = "later"
        let data = try JSONSerialization.data(withJSONObject: lessons, options: [.sortedKeys])
        try data.write(to: folder.appendingPathComponent(path))
        try BundleTamperTests.editManifest(folder) { manifest, files in
            manifest["formatVersion"] = "\(BundleFormat.version.major).99.0"
            manifest["signature"] = "a field this reader does not know"
            BundleTamperTests.relist(path, as: data, in: &files)
        }
        let library = try ContentLibrary(folder: folder)
        let lesson = try #require(try library.lessons(in: "wudu").first)
        #expect(lesson.phases[1].blocks.last?.type == .unknown("diagram"))
        #expect(lesson.phases[1].blocks.last?.type.known == nil)
    }

    @Test func missingManifestAndPathsOutsideAreRefused() throws {
        let empty = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-empty-\(UUID().uuidString)")
        #expect(throws: BundleError.missingFile("manifest.json")) { _ = try BundleReader(folder: empty) }
    }
}
