import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Audiences with ages, filtered by a child's birth year (Sidrat US-102), and a parent's content
/// settings (US-503) applied to lessons.
@Suite struct AudienceAndFilterTests {
    static var library: ContentLibrary { LearnerTests.library }
    static let day = LocalDate(year: 2026, month: 6, day: 1)!

    /// The fixture's children are 5 to 7: born in 2019 a child is 6 or 7 in 2026; born in 2021, 4
    /// or 5; born in 2022, 3 or 4; born in 2018, 7 or 8.
    @Test func aBirthYearSelectsTheAudiencesAChildMayBelongTo() throws {
        let audience = Self.library.project.audiences.first { $0.id == "children" }
        #expect(audience?.minAge == 5 && audience?.maxAge == 7)
        func ids(_ year: Int) -> [String] { Self.library.audiences(forBirthYear: year, on: Self.day).map(\.id) }
        #expect(try ids(2019) == ["children"] && ids(2021) == ["children"] && ids(2018) == ["children"])
        #expect(try ids(2022) == [] && ids(2017) == [], "3 or 4, and 8 or 9: outside 5 to 7")
        #expect(Self.library.categories(forBirthYear: 2019, on: Self.day).map(\.id) == Self.library.categories.map(\.id))
        #expect(Self.library.categories(forBirthYear: 2023, on: Self.day).isEmpty)
    }

    @Test func anAudienceWithoutAgesIsForEveryone() {
        let adults = BundleProject.Audience(id: "adults", title: "Adults", hadithGrades: ["sahih"])
        #expect(adults.includes(birthYear: 2025, on: Self.day) && adults.includes(birthYear: 1950, on: Self.day))
    }

    /// Lesson 1 is tagged audio-only, no nasheed, calm; lesson 2 an instrument-free nasheed and
    /// lively animation; lesson 3 says nothing.
    @Test func aParentsSettingsPassOnlyLessonsTaggedToMeetThem() throws {
        func ids(_ filter: ContentFilter) throws -> [String] { try Self.library.outlines(in: "wudu", passing: filter).map(\.id) }
        #expect(try ids(.none) == ["wudu.lesson-1", "wudu.lesson-2", "wudu.lesson-3"])
        #expect(try ids(ContentFilter(audioOnly: true)) == ["wudu.lesson-1"])
        #expect(try ids(ContentFilter(excludeNasheeds: true)) == ["wudu.lesson-1"], "an untagged lesson may have one")
        #expect(try ids(ContentFilter(excludeInstruments: true)) == ["wudu.lesson-1", "wudu.lesson-2"])
        #expect(try ids(ContentFilter(maxAnimation: .calm)) == ["wudu.lesson-1"])
        #expect(try ids(ContentFilter(maxAnimation: .lively)) == ["wudu.lesson-1", "wudu.lesson-2"])
        let outline = try Self.library.outlines(in: "wudu")[1]
        #expect(outline.suitability == Suitability(audioOnly: nil, nasheed: .instrumentFree, animation: .lively))
    }

    @Test func theSequencerOffersOnlyWhatPasses() throws {
        let sequencer = LessonSequencer(library: Self.library)
        #expect(try sequencer.today(in: "wudu", completed: [], filter: ContentFilter(excludeNasheeds: true)) == .lesson(try Self.library.outlines(in: "wudu")[0]))
        let afterFirst = try sequencer.today(in: "wudu", completed: ["wudu.lesson-1"], filter: ContentFilter(audioOnly: true))
        #expect(afterFirst == .allDone, "nothing else passes audio-only mode")
    }

    @Test func aTagFromANewerFormatDoesNotPassALimit() throws {
        var outline = BundleCategories.LessonOutline()
        outline.suitability = try JSONDecoder().decode(Suitability.self, from: Data(#"{"animation":"vivid","nasheed":"humming"}"#.utf8))
        #expect(ContentFilter.none.allows(outline))
        #expect(!ContentFilter(maxAnimation: .lively).allows(outline) && !ContentFilter(excludeInstruments: true).allows(outline))
    }
}

/// A parent's settings and prerequisites: what a filter leaves out is not owed.
@Suite struct FilteredPrerequisiteTests {
    /// With audio-only mode the sample's Wudu lessons 2 and 3 never pass; Salah, which requires
    /// Wudu, must not wait for them forever.
    @Test func aCategoryRequiringFilteredLessonsDoesNotWaitForThem() throws {
        let library = AchievementGroupTests.library
        let sequencer = LessonSequencer(library: library)
        let audioOnly = ContentFilter(audioOnly: true)
        let aqeedah = Set(try library.outlines(in: "aqeedah").map(\.id))
        let passingWudu = try library.outlines(in: "wudu", passing: audioOnly).map(\.id)
        #expect(passingWudu == ["wudu.allah-loves-the-clean"])
        let done = aqeedah.union(passingWudu)
        #expect(try sequencer.today(in: "wudu", completed: done, filter: audioOnly) == .allDone)
        #expect(try sequencer.isCompleted(category: "wudu", completed: done, filter: audioOnly) && !(try sequencer.isCompleted(category: "wudu", completed: done)))
        // Of Salah only the Eid lesson is tagged audio-only: outside its season it is coming (in
        // Ramadan 1448), and inside it the Eid lesson is offered; never a wait for Wudu.
        let eid = try #require(try library.outlines(in: "salah").first { $0.id == "salah.eid-al-fitr" })
        #expect(try sequencer.today(in: "salah", completed: done, on: LocalDate(year: 2026, month: 5, day: 1)!, filter: audioOnly)
                == .comingInSeason(next: eid, opensOn: LocalDate(year: 2027, month: 3, day: 6)!))
        #expect(try sequencer.today(in: "salah", completed: done, on: LocalDate(year: 2026, month: 3, day: 20)!, filter: audioOnly) == .lesson(eid))
        #expect(try sequencer.today(in: "salah", completed: done, on: LocalDate(year: 2026, month: 3, day: 20)!) == .waiting(for: ["wudu"]), "without the filter")
    }
}
