import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadRuntime
import Testing
import _SanadTestSupport

/// Streak policy as data: `streaks:` in sanad.yaml, per project and per audience, compiled into
/// the bundle's rules and applied by the runtime.
@Suite struct StreakPolicyTests {
    static func library(_ yaml: String) throws -> ContentLibrary {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.write("sanad.yaml", try content.read("sanad.yaml") + yaml)
        return try ContentLibrary(folder: try TestBundle.build(content.path))
    }

    @Test func aProjectThatSaysNothingHasPlainStreaks() throws {
        let rules = try Self.library("").rules
        #expect(rules.freezesPerWeek == 0 && rules.mercyDaysPerWeek == 0 && rules.weekStartsOn == 1 && rules.streakMilestones == [7, 30, 100])
        #expect(rules.mercyCountsAsOnPath == nil && rules.audienceStreaks == nil)
    }

    @Test func thePolicyIsCompiledPerProjectPaceAndAudience() throws {
        let library = try Self.library("""
            streaks:
              week-starts-on: monday
              mercy-days-per-week: { gentle: 2, balanced: 2, ambitious: 1 }
              mercy-counts-as-on-path: true
              milestone-xp: [50, 200, 500]
              audiences:
                children: { freezes-per-week: 1, mercy-days-per-week: 0, mercy-counts-as-on-path: false }

            """)
        let rules = library.rules
        #expect(rules.weekStartsOn == 2 && rules.mercyDaysByPace == ["gentle": 2, "balanced": 2, "ambitious": 1] && rules.streakMilestoneXP == [50, 200, 500])
        #expect(rules.resolved(pace: "ambitious").mercyDaysPerWeek == 1 && rules.resolved(pace: "gentle").mercyDaysPerWeek == 2)
        let children = rules.resolved(audience: "children", pace: "gentle")
        #expect(children.freezesPerWeek == 1 && children.mercyDaysPerWeek == 0 && children.mercyCountsAsOnPath == false, "the audience's own policy, no pace")
        // A gentle learner on My Worship Path: 13 days and one mercy day make a 14-day streak.
        var learner = Learner()
        let start = LocalDate(year: 2026, month: 3, day: 2)!
        let lessons = ["aqeedah", "wudu", "salah"].flatMap { category in (1...3).map { "\(category).lesson-\($0)" } }
        let gentle = rules.resolved(pace: "gentle")
        var outcomes: [CompletionOutcome] = []
        for offset in 0..<14 where offset != 6 {
            let day = start.adding(days: offset)
            outcomes.append(try learner.completeLesson(lessons[offset % lessons.count], at: LearnerTests.at("\(day) 09:00"), score: 1, attempts: 1,
                                                       correctFirstAttempt: true, in: library, rules: gentle))
        }
        #expect(learner.streakReport(on: start.adding(days: 13), rules: gentle).current == 14)
        #expect(outcomes.flatMap(\.streakMilestones) == [7] && outcomes.map(\.streakMilestoneXP).reduce(0, +) == 50, "the 7-day milestone and its XP")
    }

    @Test func anUnknownAudienceAndMismatchedMilestoneXPAreReported() throws {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "streaks: { milestones: [7, 30], milestone-xp: [50], audiences: { childern: { freezes-per-week: 1 } } }\n")
        let messages = Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics.filter { $0.path?.hasSuffix("sanad.yaml") == true }.map(\.message)
        #expect(messages.contains("milestone-xp gives 1 values for 2 milestones"))
        #expect(messages.contains { $0.contains("childern") }, "\(messages)")
    }
}
