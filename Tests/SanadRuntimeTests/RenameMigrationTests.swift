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

        // Progress made with the previous bundle, where the lesson was wudu.lesson-2.
        let previous = try ContentLibrary(folder: try TestBundle.build())
        var old = Learner()
        for (lesson, time) in [("wudu.lesson-1", "2026-03-01 09:00"), ("wudu.lesson-2", "2026-03-02 09:00")] {
            _ = try old.completeLesson(lesson, at: LearnerTests.at(time), score: 1, attempts: 1, correctFirstAttempt: true, in: previous)
        }
        old.review("wudu.lesson-2", at: LearnerTests.at("2026-03-03 09:00"), rules: previous.rules)
        let migrated = library.migrate(old)
        #expect(migrated.completedLessons == ["wudu.lesson-1", "wudu.washing"])
        #expect(migrated.lessons["wudu.washing"] == old.lessons["wudu.lesson-2"])
        #expect(migrated.reviewsDone("wudu.washing") == 1 && migrated.quiz["wudu.washing#q1"] != nil && migrated.quiz["wudu.lesson-2#q1"] == nil)
        #expect(migrated.xp == old.xp && migrated.completedDays == old.completedDays)
        // Today's lesson sees the renamed lesson as complete.
        let today = try LessonSequencer(library: library).today(in: "wudu", completed: migrated.completedLessons)
        #expect(today == .lesson(try #require(try library.outlines(in: "wudu").last)))
        #expect(try library.outlines(in: "wudu").last?.id == "wudu.lesson-3")
        // Migrating again changes nothing.
        #expect(library.migrate(migrated) == migrated)
    }

    @Test func aBundleWithoutRenamesLeavesProgressAlone() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = try ContentLibrary(folder: folder)
        #expect(library.renames.isEmpty)
        var learner = Learner()
        _ = try learner.completeLesson("wudu.lesson-1", at: LearnerTests.at("2026-03-01 09:00"), score: 1, attempts: 1, correctFirstAttempt: true, in: library)
        #expect(library.migrate(learner) == learner)
    }
}
