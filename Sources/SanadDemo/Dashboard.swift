import ArgumentParser
import Foundation
import SanadRuntime

/// The dashboard text: two focus boxes with today's lesson and progress, then streak, XP, badges
/// and reviews due, all read from one `Learner`.
struct Dashboard {
    let library: ContentLibrary
    let focus: FocusSelection

    func render(_ learner: Learner, on today: LocalDate) throws -> String {
        let rules = library.rules
        var out = "\(library.project.title) — \(today)\n\n"
        for (number, category) in focus.active.enumerated() {
            out += try box(number: number + 1, category: category, learner: learner, on: today)
        }
        let streak = learner.streakReport(on: today, rules: rules)
        let nextMilestone = rules.streakMilestones.first { $0 > streak.current }
        let level = learner.level(rules: rules)
        out += "Streak: \(streak.current) day\(streak.current == 1 ? "" : "s")" + (nextMilestone.map { " (next milestone: \($0))" } ?? "")
            + " · best \(streak.best)" + (streak.mercyDaysLeftThisWeek > 0 ? " · \(streak.mercyDaysLeftThisWeek) mercy day left this week" : "") + "\n"
        out += "XP: \(learner.xp) · level \(level.level)" + (level.toNext.map { " (\($0) XP to level \(level.level + 1))" } ?? "") + "\n"
        let earned = try library.achievements().filter { learner.achievements[$0.id] != nil }.map(\.title)
        out += "Badges: " + (earned.isEmpty ? "none yet" : earned.joined(separator: " · ")) + "\n"
        let due = learner.reviewsDue(on: today, rules: rules)
        out += "Reviews due (a bonus): " + (due.isEmpty ? "none" : due.joined(separator: ", ")) + "\n"
        return out
    }

    /// Today's lesson in a category: the next one in order whose prerequisites are done, unless
    /// the learner is done for today.
    func todaysLesson(in category: String, for learner: Learner, on day: LocalDate) throws -> String {
        switch try learner.today(in: category, library: library, on: day) {
        case .lesson(let outline): return outline.id
        case .doneForToday: throw ValidationError("'\(category)' is done for today: great job, come back tomorrow")
        case .allDone, .waiting, .comingInSeason: throw ValidationError("nothing to play in '\(category)' today")
        }
    }

    private func box(number: Int, category id: String, learner: Learner, on day: LocalDate) throws -> String {
        guard let category = library.category(id) else { return "" }
        let sequencer = LessonSequencer(library: library)
        let outlines = try library.outlines(in: id)
        let count = outlines.filter { learner.lessons[$0.id] != nil }.count
        let ring = String(repeating: "●", count: count) + String(repeating: "○", count: outlines.count - count)
        var todayLine: String
        switch try learner.today(in: id, library: library, on: day) {
        case .lesson(let outline):
            todayLine = "Today: \(outline.title) (\(outline.duration / 60) min)"
            // The narration's file, verified against the manifest before it is played.
            if let narration = try library.lesson(outline.id)?.audio?.narration {
                let here = FileManager.default.currentDirectoryPath + "/"
                let heard = (try? library.mediaURL(for: narration)).map { url in
                    "Narration: \(url.path.hasPrefix(here) ? String(url.path.dropFirst(here.count)) : url.path) (verified)"
                } ?? "Narration: \(narration) cannot be verified"
                todayLine += "\n│ " + heard
            }
        case .doneForToday(let next): todayLine = "Today: done for today. Great job, come back tomorrow for \(next.title)"
        case .allDone: todayLine = "Today: all done, alhamdulillah"
        case .comingInSeason(let next, let opensOn):
            todayLine = "Today: all done; \(next.title) comes in its season" + (opensOn.map { " (from \($0))" } ?? "")
        case .waiting(let prerequisites): todayLine = "Today: first complete \(prerequisites.joined(separator: ", "))"
        }
        let milestone = LessonSequencer.nextMilestone(after: count, interval: sequencer.milestoneInterval(for: id))
        let title = "Focus \(number): \(category.title)"
        return """
            ┌ \(title)
            │ \(todayLine)
            │ Progress: \(ring) \(count) of \(outlines.count) · next milestone at \(milestone)
            └\(String(repeating: "─", count: title.count + 1))

            """
    }
}
