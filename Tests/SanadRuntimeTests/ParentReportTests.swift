import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// Sidrat's parent dashboard (seed 001): this week's lessons, time spent, per category, week over
/// week, and family activities, and a page a parent can print.
@Suite struct ParentReportTests {
    static var library: ContentLibrary { LearnerTests.library }
    /// A Sunday; the fixture's weeks start on Sunday.
    static let sunday = LocalDate(year: 2026, month: 3, day: 1)!

    static func week() throws -> (Learner, ScreenTime) {
        var learner = Learner()
        // The week before: two Aqeedah lessons. This week: a third, and two of Wudu.
        _ = try LearnerTests.complete(&learner, "aqeedah.lesson-1", LearnerTests.at("2026-02-23 17:00"))
        _ = try LearnerTests.complete(&learner, "aqeedah.lesson-2", LearnerTests.at("2026-02-25 17:00"))
        _ = try LearnerTests.complete(&learner, "aqeedah.lesson-3", LearnerTests.at("2026-03-01 17:00"))
        _ = try LearnerTests.complete(&learner, "wudu.lesson-1", LearnerTests.at("2026-03-02 17:00"))
        _ = try LearnerTests.complete(&learner, "wudu.lesson-2", LearnerTests.at("2026-03-04 17:00"))
        _ = try learner.completeFamilyActivity("family.activity-1", at: LearnerTests.at("2026-03-03 18:00"), in: Self.library)
        var screen = ScreenTime(limit: .thirtyMinutes)
        let zone = LearnerTests.riyadh
        for (start, minutes) in [("2026-02-24 17:00", 12.0), ("2026-03-02 17:00", 9.5), ("2026-03-04 17:00", 11.0)] {
            let moment = LearnerTests.at(start).instant
            screen.recordActive(from: moment, to: moment.addingTimeInterval(minutes * 60), in: zone)
        }
        return (learner, screen)
    }

    @Test func theWeekAgainstTheWeekBefore() throws {
        let (learner, screen) = try Self.week()
        let report = try learner.parentReport(weekOf: Self.sunday.adding(days: 3), library: Self.library, screenTime: screen)
        #expect(report.weekStart == Self.sunday && report.weekEnd == Self.sunday.adding(days: 6))
        #expect(report.lessons.map(\.id) == ["aqeedah.lesson-3", "wudu.lesson-1", "wudu.lesson-2"] && report.lessonsLastWeek == 2)
        #expect(report.minutes == 20 && report.minutesLastWeek == 12, "active lesson time only, rounded down")
        #expect(report.categories.map { "\($0.id) \($0.thisWeek)/\($0.lastWeek) \($0.completed) of \($0.total)" } == ["aqeedah 1/2 3 of 3", "wudu 2/0 2 of 3"])
        #expect(report.familyActivities.map(\.id) == ["family.activity-1"] && report.familyActivitiesLastWeek == 0)
        let without = try learner.parentReport(weekOf: Self.sunday, library: Self.library)
        #expect(without.minutes == nil, "no screen time, no time claimed")
        let empty = try Learner().parentReport(weekOf: Self.sunday, library: Self.library)
        #expect(empty.lessons.isEmpty && empty.categories.isEmpty && empty.familyActivities.isEmpty)
    }

    /// The printable page, opened in headless Chromium: its text as a parent reads it, every
    /// title escaped.
    @Test func thePrintablePageReadsInABrowser() throws {
        let (learner, screen) = try Self.week()
        let report = try learner.parentReport(weekOf: Self.sunday, library: Self.library, screenTime: screen)
        let html = report.printableHTML(title: "Amina's week <3")
        #expect(html.contains("<h1>Amina's week &lt;3</h1>") && !html.contains("<3"), "the title escaped")
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("parent-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let text = try Chromium.dom(of: page)
        for line in ["3 lessons this week, 1 more than last week.", "Time spent in lessons: 20 minutes, 8 more than last week.",
                     "1 this week, 1 more than last week."] {
            #expect(text.contains(line), "\(line) in \(text)")
        }
        let png = try Chromium.screenshot(of: page, named: "parent-report.png")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 5_000, "a screenshot with text on it: \(png.count) bytes")
    }
}
