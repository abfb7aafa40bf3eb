import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// Opening reads `index.json`, never a category's outlines; those are read and verified when a
/// category is first asked for. A bundle before format 2.11 (no `index.json`) opens from
/// `categories.json` with the same answers.
@Suite struct ContentLibraryOutlinesTests {
    /// A bundle with one rename, so that `renames` has something to carry.
    static func renamedBundle() throws -> URL {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.edit("categories/wudu/02-lesson-2.md", "id: wudu.lesson-2\n", "id: wudu.washing\nreplaces: wudu.lesson-2\n")
        try content.edit("categories/wudu/03-lesson-3.md", "requires: [wudu.lesson-2]", "requires: [wudu.washing]")
        return try TestBundle.build(content.path)
    }

    /// Writes `data` over a bundle file and lists it in the manifest with its new size and digest,
    /// as a faulty compiler could.
    static func replace(_ path: String, in folder: URL, with data: Data) throws {
        try data.write(to: folder.appendingPathComponent(path))
        try BundleTamperTests.editManifest(folder) { _, files in BundleTamperTests.relist(path, as: data, in: &files) }
    }

    @Test func openingReadsNoOutlinesAndACategoryReadsOnlyItsOwn() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // A damaged outlines file does not stop the bundle opening, nor another category.
        let damaged = folder.appendingPathComponent("outlines/salah.json")
        try Data("{}".utf8).write(to: damaged)
        let library = try ContentLibrary(folder: folder)
        #expect(library.categories.map(\.id) == ["aqeedah", "wudu", "salah"])
        #expect(library.categories.map(\.lessonCount) == [3, 3, 3])
        #expect(library.category("wudu")?.outlinesFile == "outlines/wudu.json")
        #expect(try library.outlines(in: "wudu").map(\.id) == ["wudu.lesson-1", "wudu.lesson-2", "wudu.lesson-3"])
        #expect(throws: BundleError.sizeMismatch(file: "outlines/salah.json", expected: try #require(
            library.reader.manifest.files.first { $0.path == "outlines/salah.json" }).size, actual: 2)) {
            _ = try library.outlines(in: "salah")
        }
        #expect(throws: BundleError.self) { _ = try library.categoryID(ofLesson: "salah.lesson-1") }
        #expect(try library.categoryID(ofLesson: "wudu.lesson-2") == "wudu")
        #expect(try library.categoryID(ofLesson: "wudu.lesson-9") == nil, "a lesson the category does not have")
        #expect(try library.categoryID(ofLesson: "fasting.lesson-1") == nil && (try library.outlines(in: "fasting")).isEmpty)
    }

    @Test func anOutlinesFileThatDisagreesWithTheIndexIsRefusedByName() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let wudu = try Data(contentsOf: folder.appendingPathComponent("outlines/wudu.json"))
        var file = try JSONDecoder().decode(BundleOutlines.self, from: wudu)
        file.lessons.removeLast()
        try Self.replace("outlines/wudu.json", in: folder, with: try JSONEncoder().encode(file))
        try Self.replace("outlines/aqeedah.json", in: folder, with: wudu)
        var salah = try JSONDecoder().decode(BundleOutlines.self, from: Data(contentsOf: folder.appendingPathComponent("outlines/salah.json")))
        salah.lessons[0].id = "wudu.stray"
        try Self.replace("outlines/salah.json", in: folder, with: try JSONEncoder().encode(salah))
        let library = try ContentLibrary(folder: folder)
        for (category, says) in [("wudu", "the index counts 3"), ("aqeedah", "the index counts 3"), ("salah", "'wudu.stray' does not start with its category's id 'salah.'")] {
            #expect {
                _ = try library.outlines(in: category)
            } throws: { error in
                guard case .malformed(let path, let reason)? = error as? BundleError else { return false }
                return path == "outlines/\(category).json" && reason.contains(says)
            }
        }
    }

    /// The same bundle with `index.json` and the outlines files taken out, as a compiler of
    /// format 2.10 wrote it: every answer is the same.
    @Test func aBundleBeforeTheIndexOpensFromCategoriesJSON() throws {
        let folder = try Self.renamedBundle()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let current = try ContentLibrary(folder: folder)
        let old = try ScratchFolder(copying: folder.path)
        try BundleTamperTests.editManifest(old.url) { manifest, files in
            manifest["formatVersion"] = "2.10.0"
            files = files.filter { !["index", "outlines"].contains($0["kind"] as? String) }
        }
        try FileManager.default.removeItem(at: old.url.appendingPathComponent("index.json"))
        try FileManager.default.removeItem(at: old.url.appendingPathComponent("outlines"))
        let library = try ContentLibrary(folder: old.url)
        try library.reader.verifyAll()
        #expect(library.renames == ["wudu.lesson-2": "wudu.washing"] && library.renames == current.renames)
        var expected = current.categories
        for index in expected.indices { expected[index].outlinesFile = "" }
        #expect(library.categories == expected)
        for category in current.categories {
            #expect(try library.outlines(in: category.id) == (try current.outlines(in: category.id)))
        }
        #expect(try library.categoryID(ofLesson: "wudu.washing") == "wudu" && (try library.lesson("wudu.washing"))?.title == (try current.lesson("wudu.washing"))?.title)
    }

    /// The index is `categories.json` less the outlines: a reader of 2.10 and one of 2.11 see the
    /// same categories.
    @Test func theIndexIsTheCategoriesFileLessItsOutlines() throws {
        let folder = try Self.renamedBundle()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let reader = try BundleReader(folder: folder)
        let full = try reader.decode(BundleCategories.self, from: try reader.entry(.categories))
        let index = try reader.decode(BundleIndex.self, from: try reader.entry(.index))
        #expect(index.categories.map { var entry = $0; entry.outlinesFile = ""; return entry } == full.categories.map(BundleIndex.Category.init))
        for category in full.categories {
            let entry = try #require(reader.manifest.files.first { $0.kind == .outlines && $0.category == category.id })
            #expect(entry.pack == nil, "outlines are in the core pack")
            #expect(try reader.decode(BundleOutlines.self, from: entry) == BundleOutlines(category: category.id, lessons: category.lessons))
        }
        #expect(index.renames == ["wudu.lesson-2": "wudu.washing"])
    }
}
