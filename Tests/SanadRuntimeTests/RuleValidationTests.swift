import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// Every number the runtime reads from a bundle is checked when the bundle opens, and the
/// arithmetic on valid numbers cannot trap.
@Suite struct RuleValidationTests {
    /// A built bundle whose `project.json` rules are changed and whose manifest is rehashed, as a
    /// bundle with well-formed but extreme rules would arrive.
    static func bundle(rules change: ([String: Any]) -> [String: Any]) throws -> URL {
        let folder = try TestBundle.build()
        let url = folder.appendingPathComponent("project.json")
        var project = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        project["rules"] = change(project["rules"] as! [String: Any])
        let data = try JSONSerialization.data(withJSONObject: project, options: [.sortedKeys])
        try data.write(to: url)
        try BundleTamperTests.editManifest(folder) { _, files in
            files = files.map { file in
                guard file["path"] as? String == "project.json" else { return file }
                var changed = file
                changed["size"] = data.count
                changed["sha256"] = SHA256Hex.of(data)
                return changed
            }
        }
        return folder
    }

    /// The bundles that crashed the runtime before rules were validated, each now refused naming
    /// the field.
    @Test(arguments: [
        ("reviewIntervalsDays", "[9223372036854775807]"),
        ("weekStartsOn", "-9223372036854775808"),
        ("baseXP", "9223372036854775807"),
        ("firstAttemptMultiplier", "1e300"),
        ("streakBonusPerDay", "-1e308"),
        ("levels", "[0, 500, 400]"),
        ("maxAttempts", "0"),
    ])
    func anExtremeRuleIsRefusedByName(field: String, value: String) throws {
        let json = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
        let folder = try Self.bundle { var rules = $0; rules[field] = json; return rules }
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        do {
            _ = try ContentLibrary(folder: folder)
            Issue.record("\(field) = \(value) was accepted")
        } catch {
            guard case .invalidRule(let named, _, _) = error else { Issue.record("\(error)"); return }
            #expect(named.hasPrefix(field))
            #expect(error.errorDescription == "The app's content is damaged or incomplete.")
        }
    }

    /// Random rules, extreme values included: either `validate` names one, or every calculation
    /// on them runs without trapping (a trap would end the test process).
    @Test func randomRulesNeverTrap() {
        var random = SeededGenerator(seed: 16)
        let ints = [Int.min, -1, 0, 1, 2, 7, 100, 3650, 1_000_000_000, Int.max]
        let doubles = [-Double.infinity, -1e308, -1, 0, 0.1, 1, 1.5, 10, 1e300, .infinity, .nan]
        // Mostly values within the limits, sometimes extreme ones, so both paths are exercised.
        func int(_ valid: ClosedRange<Int> = -10...4000) -> Int {
            Int.random(in: 0..<100, using: &random) < 90 ? Int.random(in: valid, using: &random) : ints.randomElement(using: &random)!
        }
        func double(_ valid: ClosedRange<Double>) -> Double {
            Int.random(in: 0..<100, using: &random) < 90 ? Double.random(in: valid, using: &random) : doubles.randomElement(using: &random)!
        }
        func list(_ valid: ClosedRange<Int>) -> [Int] { Array(Set((0..<Int.random(in: 1...6, using: &random)).map { _ in int(valid) })).sorted() }
        typealias L = ProgressRules.Limits
        var accepted = 0
        for _ in 0..<2000 {
            let rules = ProgressRules(
                milestoneInterval: int(L.milestoneInterval), defaultGoalDays: int(L.goalDays), baseXP: int(L.baseXP),
                firstAttemptMultiplier: double(L.multiplier), streakBonusPerDay: double(L.streakBonusPerDay), maxStreakMultiplier: double(L.multiplier),
                categoryCompletionBonus: double(L.categoryCompletionBonus), reviewShare: double(L.reviewShare), levels: [0] + list(1...L.levelXP.upperBound),
                streakMilestones: list(L.streakDays), freezesPerWeek: int(L.perWeek), mercyDaysPerWeek: int(L.perWeek), weekStartsOn: int(L.weekday),
                reviewIntervalsDays: list(L.intervalDays), maxAttempts: int(L.attempts))
            let valid = (try? rules.validate()) != nil
            if valid { accepted += 1 }
            // Every calculation, valid or not: none may trap.
            let calculator = XPCalculator(rules: rules)
            _ = calculator.xp(correctFirstAttempt: true, streakDays: int(), completesCategory: true, isReview: Bool.random(using: &random))
            _ = calculator.level(forXP: int())
            let day = LocalDate(year: 2026, month: 3, day: 1)!
            var schedule = ReviewSchedule()
            schedule.lessonCompleted("a", on: day)
            _ = schedule.due(on: day.adding(days: int()), rules: rules)
            var streak = StreakTracker()
            streak.recordCompletion(on: day)
            streak.grantFreeze(forWeekOf: day, weekStartsOn: rules.weekStartsOn)
            _ = streak.currentStreak(on: day.adding(days: 40), rules: rules)
            _ = StreakTracker.milestones(reachedBy: int(), rules: rules)
        }
        #expect(accepted > 0, "some random rules are valid, so their calculations ran")
    }

    @Test func theDefaultsAndTheSampleAreValid() throws {
        try ProgressRules.defaults.validate()
        let library = try ContentLibrary(folder: try TestBundle.build())
        try library.rules.validate()
    }
}
