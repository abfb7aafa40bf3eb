import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Seed 004's screen time, on a simulated clock: limits of 15, 30, 45 or 60 minutes or none, a
/// warning at 5 minutes left, a soft lockout with the day's completed lessons, an override behind
/// the parental gate, a reset at local midnight, and only active lesson time counted.
@Suite struct ScreenTimeTests {
    static let riyadh = LearnerTests.riyadh

    /// The instant of a local time in Riyadh.
    static func instant(_ local: String) -> Date { LearnerTests.at(local).instant }

    @Test func theLimitsAreTheSeedsFourOrNone() {
        #expect(ScreenTime.Limit.allCases.map(\.rawValue) == [15, 30, 45, 60])
        #expect(ScreenTime(limit: nil).state(at: LearnerTests.at("2026-03-01 09:00"), completedToday: []) == .unlimited)
    }

    @Test func aDayGoesFromOpenToWarningToLockoutToOverrideAndStartsAgainAtMidnight() throws {
        var learner = Learner()
        _ = try LearnerTests.complete(&learner, "aqeedah.lesson-1", LearnerTests.at("2026-03-01 09:05"))
        var time = ScreenTime(limit: .fifteenMinutes)
        // Two lessons of four and five minutes: six minutes left.
        time.recordActive(from: Self.instant("2026-03-01 09:00"), to: Self.instant("2026-03-01 09:04"), in: Self.riyadh)
        time.recordActive(from: Self.instant("2026-03-01 10:00"), to: Self.instant("2026-03-01 10:05"), in: Self.riyadh)
        let morning = LearnerTests.at("2026-03-01 10:06")
        #expect(time.state(at: morning, completedToday: learner.lessonsCompleted(on: morning.day)) == .open(remaining: 360))
        // The time between lessons (menus, a paused lesson) is not reported, and does not count.
        time.recordActive(from: Self.instant("2026-03-01 11:00"), to: Self.instant("2026-03-01 11:01"), in: Self.riyadh)
        #expect(time.state(at: LearnerTests.at("2026-03-01 11:01"), completedToday: []) == .warning(remaining: 300), "five minutes left")
        time.recordActive(from: Self.instant("2026-03-01 11:01"), to: Self.instant("2026-03-01 11:07"), in: Self.riyadh)
        let noon = LearnerTests.at("2026-03-01 12:00")
        #expect(time.state(at: noon, completedToday: learner.lessonsCompleted(on: noon.day)) == .lockedOut(completedToday: ["aqeedah.lesson-1"]))
        time.override(at: noon)
        #expect(time.state(at: noon, completedToday: []) == .overridden)
        #expect(time.state(at: LearnerTests.at("2026-03-02 00:00"), completedToday: []) == .open(remaining: 900), "a new day starts from zero")
    }

    @Test func aLessonAcrossMidnightCountsForEachDayItsOwnTime() throws {
        var time = ScreenTime(limit: .thirtyMinutes)
        time.recordActive(from: Self.instant("2026-03-01 23:52"), to: Self.instant("2026-03-02 00:10"), in: Self.riyadh)
        #expect(time.activeSeconds == [LocalDate(year: 2026, month: 3, day: 1)!: 480, LocalDate(year: 2026, month: 3, day: 2)!: 600])
        #expect(time.state(at: LearnerTests.at("2026-03-02 00:10"), completedToday: []) == .open(remaining: 1_200))
        time.recordActive(from: Self.instant("2026-03-02 00:20"), to: Self.instant("2026-03-02 00:10"), in: Self.riyadh)
        #expect(time.activeSeconds[LocalDate(year: 2026, month: 3, day: 2)!] == 600, "a span that ends before it starts counts nothing")
        let stored = try JSONEncoder().encode(time)
        #expect(try JSONDecoder().decode(ScreenTime.self, from: stored) == time)
        let damaged = try #require(String(data: stored, encoding: .utf8)).replacingOccurrences(of: "600", with: "-600")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ScreenTime.self, from: Data(damaged.utf8)) }
    }

    /// A clock set forward during a lesson counts at most a day, not years of days.
    @Test func aSpanLongerThanADayCountsADay() {
        var time = ScreenTime(limit: .sixtyMinutes)
        time.recordActive(from: Self.instant("2026-03-01 12:00"), to: Self.instant("2126-03-01 12:00"), in: Self.riyadh)
        #expect(time.activeSeconds.values.reduce(0, +) == ScreenTime.maximumSpan && time.activeSeconds.count == 2)
        // The same spans reported again and again: a day never counts more than it can hold,
        // and what is stored can always be read back.
        for _ in 0..<3 { time.recordActive(from: Self.instant("2026-03-01 00:00"), to: Self.instant("2026-03-01 23:59"), in: Self.riyadh) }
        #expect(time.activeSeconds.values.allSatisfy { $0 <= ScreenTime.maximumDay })
        #expect(throws: Never.self) { try JSONDecoder().decode(ScreenTime.self, from: JSONEncoder().encode(time)) }
    }
}
