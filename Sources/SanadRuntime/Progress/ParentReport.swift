import Foundation
import SanadBundleFormat

/// A parent's view of a child's week (Sidrat, seed 001's parent dashboard): this week's lessons,
/// time spent, each category's lessons this week against last week, and the family activities,
/// with a printable page (`printableHTML(title:)`). It is computed from the learner, the bundle
/// and, for time, the device's `ScreenTime` (active lesson time only); nothing is stored.
public struct ParentReport: Sendable, Equatable {
    /// A lesson completed for the first time in the week.
    public struct Lesson: Sendable, Equatable {
        /// The lesson's id and title, and its category's id.
        public var id: String, title: String, category: String
        /// The local day it was completed.
        public var day: LocalDate
    }

    /// One category's week: lessons first completed this week and the week before, and where it
    /// stands.
    public struct Category: Sendable, Equatable {
        /// The category's id and title.
        public var id: String, title: String
        /// Lessons first completed this week and the week before.
        public var thisWeek: Int, lastWeek: Int
        /// Lessons completed so far, of the category's lessons.
        public var completed: Int, total: Int
    }

    /// A family activity done in the week.
    public struct FamilyActivity: Sendable, Equatable {
        /// The activity's id and title (its id when the bundle no longer has it).
        public var id: String, title: String
        /// The local day it was marked done.
        public var day: LocalDate
    }

    /// The week's first and last day.
    public var weekStart: LocalDate, weekEnd: LocalDate
    /// This week's lessons, by day then id.
    public var lessons: [Lesson]
    /// How many lessons were first completed the week before.
    public var lessonsLastWeek: Int
    /// Spaced reviews done this week.
    public var reviews: Int
    /// Active lesson minutes this week and the week before (rounded down), from the device's
    /// screen time; nil when the app gave none.
    public var minutes: Int?, minutesLastWeek: Int?
    /// The categories with a lesson this week or the week before, in the bundle's order.
    public var categories: [Category]
    /// This week's family activities, by day.
    public var familyActivities: [FamilyActivity]
    /// How many family activities were done the week before.
    public var familyActivitiesLastWeek: Int

    /// The report as a page a parent can print or share: plain HTML with its own styles, every
    /// text escaped; `title` heads it (the child's name, or the app's words).
    public func printableHTML(title: String) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func change(_ now: Int, _ before: Int) -> String { now == before ? "same as last week" : now > before ? "\(now - before) more than last week" : "\(before - now) fewer than last week" }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>body{font-family:sans-serif;max-width:40em;margin:2em auto;color:#222}table{border-collapse:collapse;width:100%}\
            td,th{border-bottom:1px solid #ccc;padding:.3em;text-align:left}.meta{color:#555}@media print{body{margin:0}}</style></head><body>
            <h1>\(escape(title))</h1>
            <p class="meta">The week of \(weekStart) to \(weekEnd)</p>

            """
        html += "<h2>Lessons</h2>\n<p>\(lessons.count) lesson\(lessons.count == 1 ? "" : "s") this week, \(change(lessons.count, lessonsLastWeek))"
        if reviews > 0 { html += "; \(reviews) review\(reviews == 1 ? "" : "s")" }
        html += ".</p>\n"
        if let minutes { html += "<p>Time spent in lessons: \(minutes) minute\(minutes == 1 ? "" : "s")" + (minutesLastWeek.map { ", \(change(minutes, $0))" } ?? "") + ".</p>\n" }
        if !lessons.isEmpty {
            html += "<ul>" + lessons.map { "<li>\($0.day): \(escape($0.title))</li>" }.joined() + "</ul>\n"
        }
        if !categories.isEmpty {
            html += "<h2>By category</h2>\n<table><tr><th>Category</th><th>This week</th><th>Last week</th><th>Completed</th></tr>"
            html += categories.map { "<tr><td>\(escape($0.title))</td><td>\($0.thisWeek)</td><td>\($0.lastWeek)</td><td>\($0.completed) of \($0.total)</td></tr>" }.joined()
            html += "</table>\n"
        }
        html += "<h2>Family activities</h2>\n<p>\(familyActivities.count) this week, \(change(familyActivities.count, familyActivitiesLastWeek)).</p>\n"
        if !familyActivities.isEmpty { html += "<ul>" + familyActivities.map { "<li>\($0.day): \(escape($0.title))</li>" }.joined() + "</ul>\n" }
        return html + "</body></html>\n"
    }
}

extension Learner {
    /// The parent's report of the week holding `day` (weeks start as the bundle's rules say),
    /// against the week before. `screenTime`, the device's, gives the time spent.
    public func parentReport(weekOf day: LocalDate, library: ContentLibrary, screenTime: ScreenTime? = nil) throws(BundleError) -> ParentReport {
        let start = StreakTracker.weekStart(of: day, weekStartsOn: library.rules.weekStartsOn), end = start.adding(days: 6)
        let lastStart = start.adding(days: -7)
        func week(of day: LocalDate) -> Int? { day >= start && day <= end ? 0 : day >= lastStart && day < start ? -1 : nil }
        var lessonsThisWeek: [ParentReport.Lesson] = [], lastWeek = 0
        var perCategory: [String: (this: Int, last: Int)] = [:]
        for (id, record) in lessons {
            guard let which = week(of: record.firstCompletion.day), let category = try library.categoryID(ofLesson: id) else { continue }
            if which == 0 {
                let title = try library.outlines(in: category).first { $0.id == id }?.title ?? id
                lessonsThisWeek.append(.init(id: id, title: title, category: category, day: record.firstCompletion.day))
                perCategory[category, default: (0, 0)].this += 1
            } else {
                lastWeek += 1
                perCategory[category, default: (0, 0)].last += 1
            }
        }
        var categories: [ParentReport.Category] = []
        for category in library.categories where perCategory[category.id] != nil {
            let ids = try library.outlines(in: category.id).map(\.id)
            let counts = perCategory[category.id]!
            categories.append(.init(id: category.id, title: category.title, thisWeek: counts.this, lastWeek: counts.last,
                                    completed: ids.filter { lessons[$0] != nil }.count, total: ids.count))
        }
        let titles = Dictionary((try library.activities()).map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        var activities: [ParentReport.FamilyActivity] = [], activitiesLastWeek = 0
        for (key, done) in familyActivities {
            guard let which = week(of: done) else { continue }
            let id = String(key.prefix { $0 != "@" })
            if which == 0 { activities.append(.init(id: id, title: titles[id] ?? id, day: done)) } else { activitiesLastWeek += 1 }
        }
        func minutes(from first: LocalDate) -> Int? {
            screenTime.map { time in Int((0..<7).reduce(0.0) { $0 + (time.activeSeconds[first.adding(days: $1)] ?? 0) } / 60) }
        }
        return ParentReport(
            weekStart: start, weekEnd: end, lessons: lessonsThisWeek.sorted { ($0.day, $0.id) < ($1.day, $1.id) }, lessonsLastWeek: lastWeek,
            reviews: reviewDays.values.filter { week(of: $0) == 0 }.count, minutes: minutes(from: start), minutesLastWeek: minutes(from: lastStart),
            categories: categories, familyActivities: activities.sorted { ($0.day, $0.id) < ($1.day, $1.id) }, familyActivitiesLastWeek: activitiesLastWeek)
    }
}
