import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// The sample's achievements as the products define them: groups, XP, badges shipped in the
/// bundle, and the special-lesson trigger.
@Suite struct AchievementGroupTests {
    static let library: ContentLibrary = try! ContentLibrary(folder: TestBundle.build("content-src"))

    @Test func everyAchievementHasAGroupXPAndBothBadgesInTheBundle() throws {
        let achievements = try Self.library.achievements()
        #expect(Set(achievements.compactMap(\.group?.known)) == Set(AchievementGroup.allCases))
        for achievement in achievements {
            #expect((achievement.xp ?? 0) > 0, "\(achievement.id)")
            let badge = try #require(achievement.badge), locked = try #require(achievement.lockedBadge)
            let image = try Data(contentsOf: try Self.library.mediaURL(for: badge))
            let silhouette = try Data(contentsOf: try Self.library.mediaURL(for: locked))
            #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]) && silhouette.starts(with: [0x89, 0x50, 0x4E, 0x47]) && image != silhouette)
        }
        #expect(achievements.first { $0.id == "eid-celebration" }?.audience == "children")
    }

    /// "Eid Celebration: complete the special Eid lesson", with its XP added once.
    @Test func theEidLessonEarnsItsBadgeAndItsXP() throws {
        var learner = Learner()
        let eve = LearnerTests.at("2026-03-19 18:00")
        let first = try learner.completeLesson("aqeedah.allah-is-one", at: eve, score: 1, attempts: 1, correctFirstAttempt: true, in: Self.library)
        #expect(first.achievementsEarned == ["first-step"] && learner.achievementXP == ["first-step": 10])
        let before = learner.xp
        let eid = try learner.completeLesson("salah.eid-al-fitr", at: LearnerTests.at("2026-03-20 07:00"), score: 1, attempts: 1,
                                             correctFirstAttempt: true, in: Self.library)
        #expect(eid.achievementsEarned == ["eid-celebration"])
        #expect(eid.achievementXP == 50 && learner.xp == before + eid.xp.total + 50, "the lesson's XP and the badge's 50")
        let stored = try Learner(storedForm: try learner.storedForm())
        #expect(stored == learner && stored.achievementXP["eid-celebration"] == 50)
        #expect(learner.merged(with: stored).xp == learner.xp, "counted once across devices")
    }

    @Test func aLessonCompletedTriggerReadsOneOfOne() throws {
        var trigger = BundleAchievements.Trigger()
        trigger.type = .known(.lessonCompleted)
        trigger.lesson = "salah.eid-al-fitr"
        var achievement = BundleAchievements.Achievement()
        achievement.id = "eid"
        achievement.trigger = trigger
        let evaluator = AchievementEvaluator(library: Self.library)
        #expect(try evaluator.evaluate([achievement], facts: ProgressFacts()).first?.label == "0/1")
        let done = ProgressFacts(completedLessons: ["salah.eid-al-fitr": LocalDate(year: 2026, month: 3, day: 20)!])
        #expect(try evaluator.evaluate([achievement], facts: done).first?.earned == true)
    }
}

/// What a child's audience sees of the sample's achievements and units.
@Suite struct AudienceContentTests {
    @Test func aChildSeesTheChildrensAndEveryonesAchievements() throws {
        let library = AchievementGroupTests.library
        let children = try library.achievements(forAudiences: ["children"]).map(\.id)
        #expect(children.contains("quran-reciter") && children.contains("first-step") && !children.contains("guarded-tongue"))
        let adults = try library.achievements(forAudiences: ["adults"]).map(\.id)
        #expect(adults.contains("guarded-tongue") && !adults.contains("eid-celebration"))
        #expect(try library.memorisationUnits(forAudiences: ["adults"]).isEmpty && library.memorisationUnits(forAudiences: ["children"]).count == 4)
    }
}
