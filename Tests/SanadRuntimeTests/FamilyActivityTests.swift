import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Family activities in the app (Sidrat US-401/402/403, "Family Activity Completion").
@Suite struct FamilyActivityTests {
    static var library: ContentLibrary { LearnerTests.library }
    /// A Sunday; the fixture's weeks start on Sunday.
    static let start = LocalDate(year: 2026, month: 3, day: 1)!

    /// One activity a week in rotation order, starting again after the last.
    @Test func theRotationAndTheArchive() throws {
        let library = Self.library
        #expect(try library.activities().map(\.id) == ["family.activity-1", "family.activity-2", "family.activity-3"])
        let weeks = try (0..<5).map { try library.activity(forWeekOf: Self.start.adding(days: 7 * $0 + 3), startingWeekOf: Self.start)?.id }
        #expect(weeks == ["family.activity-1", "family.activity-2", "family.activity-3", "family.activity-1", "family.activity-2"])
        #expect(try library.activity(forWeekOf: Self.start.adding(days: -1), startingWeekOf: Self.start) == nil, "nothing before the family started")
        let archive = try library.activityArchive(before: Self.start.adding(days: 21), startingWeekOf: Self.start)
        #expect(archive.map(\.week) == [Self.start.adding(days: 14), Self.start.adding(days: 7), Self.start])
        #expect(archive.map(\.activity.id) == ["family.activity-3", "family.activity-2", "family.activity-1"])
    }

    /// +50 XP to each child taking part, once per activity and week; a weekly family streak apart
    /// from the daily one; the family achievement.
    @Test func familyXPStreakAndAchievement() throws {
        let library = Self.library
        var amina = Learner(), yusuf = Learner()
        let first = try amina.completeFamilyActivity("family.activity-1", at: LearnerTests.at("2026-03-03 18:00"), in: library)
        _ = try yusuf.completeFamilyActivity("family.activity-1", at: LearnerTests.at("2026-03-03 18:00"), in: library)
        #expect(first.xp == 50 && amina.xp == 50 && yusuf.xp == 50)
        #expect(try amina.completeFamilyActivity("family.activity-1", at: LearnerTests.at("2026-03-04 18:00"), in: library).xp == 0, "once a week")
        let second = try amina.completeFamilyActivity("family.activity-2", at: LearnerTests.at("2026-03-10 18:00"), in: library)
        #expect(second.familyStreak == 2 && second.achievementsEarned == ["family"], "the fixture's family achievement: two activities")
        #expect(amina.streakReport(on: LocalDate(year: 2026, month: 3, day: 10)!, rules: library.rules).current == 0, "the daily streak is apart")
        #expect(amina.familyStreak(on: LocalDate(year: 2026, month: 3, day: 16)!, rules: library.rules) == 2, "this week has none yet")
        #expect(amina.familyStreak(on: LocalDate(year: 2026, month: 3, day: 23)!, rules: library.rules) == 0, "a week missed")
        // Merged across devices, counted once.
        #expect(amina.merged(with: amina).xp == 100 && amina.merged(with: yusuf).familyActivities.count == 2)
    }
}
