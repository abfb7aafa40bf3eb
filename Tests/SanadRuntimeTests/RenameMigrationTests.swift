import Foundation
import SanadRuntime
import Testing
import _SanadTestSupport

/// A lesson renamed with `replaces:` keeps the learner's progress.
@Suite struct RenameMigrationTests {
    @Test func progressMovesFromTheOldIDToTheNewOne() throws {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.edit("categories/wudu/02-lesson-2.md", "id: wudu.lesson-2\n", "id: wudu.washing\nreplaces: wudu.lesson-2\n")
        try content.edit("categories/wudu/03-lesson-3.md", "requires: [wudu.lesson-2]", "requires: [wudu.washing]")
        let folder = try TestBundle.build(content.path)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = try ContentLibrary(folder: folder)
        #expect(library.renames == ["wudu.lesson-2": "wudu.washing"])

        let done = ProgressState.Completion(completedAt: Date(timeIntervalSince1970: 100), score: 90, attempts: 1)
        let old = ProgressState(completions: ["wudu.lesson-1": done, "wudu.lesson-2": done], xp: 300, streak: 2)
        let migrated = library.migrate(old)
        #expect(migrated.completions == ["wudu.lesson-1": done, "wudu.washing": done])
        #expect(migrated.xp == 300 && migrated.streak == 2)
        // Today's lesson sees the renamed lesson as complete.
        let today = LessonSequencer(library: library).today(in: "wudu", completed: Set(migrated.completions.keys))
        #expect(today == .lesson(try #require(library.outlines(in: "wudu").last)))
        #expect(library.outlines(in: "wudu").last?.id == "wudu.lesson-3")
        // Migrating again changes nothing.
        #expect(library.migrate(migrated) == migrated)
    }

    @Test func aBundleWithoutRenamesLeavesProgressAlone() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = try ContentLibrary(folder: folder)
        #expect(library.renames.isEmpty)
        let state = ProgressState(completions: ["gone.lesson": .init(completedAt: Date(timeIntervalSince1970: 1), score: 1, attempts: 1)])
        #expect(library.migrate(state) == state)
    }
}
