import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Journaling prompts from the bundle (Keys to Paradise: a category's journaling popup and the
/// reflection after "I have Reflected"), and the learner's journal kept on the device.
@Suite struct JournalTests {
    static let library = LearnerTests.library
    static let day = LocalDate(year: 2026, month: 11, day: 27)!

    @Test func promptsArePickedByLessonAndAudience() throws {
        let all = try Self.library.journalPrompts(in: "wudu")
        #expect(all.map(\.id) == ["wudu.clean-before-prayer", "wudu.after-lesson-3", "wudu.with-a-parent"])
        #expect(all.allSatisfy { !$0.blocks.isEmpty }, "each prompt's text is carried as blocks")
        #expect(try Self.library.journalPrompts(in: "wudu", afterLesson: nil, audience: nil).map(\.id) == ["wudu.clean-before-prayer"],
                "the popup: the category's own prompts for everyone")
        #expect(try Self.library.journalPrompts(in: "wudu", audience: "children").map(\.id) == ["wudu.clean-before-prayer", "wudu.with-a-parent"])
        #expect(try Self.library.journalPrompts(in: "wudu", afterLesson: "wudu.lesson-3").map(\.id) == ["wudu.after-lesson-3"])
        #expect(try Self.library.journalPrompts(in: "wudu", afterLesson: "wudu.lesson-1").map(\.id) == ["wudu.clean-before-prayer"],
                "a lesson without prompts of its own: the category's")
        #expect(try Self.library.journalPrompts(in: "salah").isEmpty)
    }

    @Test func todaysPromptIsStableAndRotates() throws {
        let prompts = try Self.library.journalPrompts(in: "wudu", audience: "children")
        var journal = Journal()
        #expect(journal.prompt(from: prompts, on: Self.day)?.id == "wudu.clean-before-prayer", "the first never answered")
        journal.write("After Fajr; calm.", answering: "wudu.clean-before-prayer", on: Self.day)
        #expect(journal.prompt(from: prompts, on: Self.day)?.id == "wudu.clean-before-prayer", "answered today: still today's prompt")
        #expect(journal.prompt(from: prompts, on: Self.day.adding(days: 1))?.id == "wudu.with-a-parent", "the next day: the next never answered")
        journal.write("She said I washed my feet well.", answering: "wudu.with-a-parent", on: Self.day.adding(days: 1))
        #expect(journal.prompt(from: prompts, on: Self.day.adding(days: 2))?.id == "wudu.clean-before-prayer", "all answered: the one answered longest ago")
        #expect(journal.prompt(from: [], on: Self.day) == nil)
        // A day's prompt does not move when an entry is back-filled for an earlier day, or
        // written for a later one: only the entries of days before it count.
        let third = Self.day.adding(days: 3)
        #expect(journal.prompt(from: prompts, on: third)?.id == "wudu.clean-before-prayer")
        journal.write("Back-filled", answering: "wudu.clean-before-prayer", on: third.adding(days: -1))
        journal.write("Tomorrow's", answering: "wudu.with-a-parent", on: third.adding(days: 1))
        #expect(journal.prompt(from: prompts, on: Self.day.adding(days: 1))?.id == "wudu.with-a-parent", "a past day keeps its prompt")
    }

    @Test func entriesAreEditedDeletedAndMergedWithoutLoss() throws {
        let early = Date(timeIntervalSince1970: 1_800_000_000), late = early.addingTimeInterval(60)
        var phone = Journal(), tablet = Journal()
        phone.write("First thoughts", answering: "wudu.clean-before-prayer", on: Self.day, at: early, id: "a")
        tablet.write("First thoughts, edited", answering: "wudu.clean-before-prayer", on: Self.day, at: late, id: "a")
        tablet.write("Another", answering: "wudu.with-a-parent", on: Self.day, at: early, id: "b")
        phone.write("To delete", answering: "wudu.with-a-parent", on: Self.day, at: early, id: "c")
        let merged = phone.merged(with: tablet)
        #expect(merged.entries["a"]?.text == "First thoughts, edited", "the later version wins")
        #expect(Set(merged.entries.keys) == ["a", "b", "c"])
        #expect(merged == tablet.merged(with: phone) && merged.merged(with: merged) == merged)
        #expect(phone.merged(with: tablet.merged(with: merged)) == phone.merged(with: tablet).merged(with: merged))
        var pruned = merged
        pruned.delete(id: "c")
        #expect(pruned.merged(with: phone).entries["c"] == nil, "a deletion is not undone by a merge")
        pruned.write("Back?", answering: "wudu.with-a-parent", on: Self.day, id: "c")
        #expect(pruned.entries["c"] == nil, "a deleted entry stays deleted")
        #expect(merged.entries(answering: "wudu.with-a-parent").map(\.id) == ["b", "c"])
        let stored = try JSONDecoder().decode(Journal.self, from: try JSONEncoder().encode(pruned))
        #expect(stored == pruned, "the app stores it as it is")
    }
}
