import Foundation
import SanadBundleFormat
import SanadRuntime

/// The dashboard text: two focus boxes with today's lesson and progress, then streak, XP, badges
/// and reviews due.
struct Dashboard {
    let library: ContentLibrary
    let focus: FocusSelection
    let completions: [(String, LocalDate)]
    let today: LocalDate

    init(library: ContentLibrary, scores: [String: Double], completions: [(String, LocalDate)], today: LocalDate) throws {
        self.library = library
        self.focus = try FocusSelection.fromAssessment(scores: scores, categories: library.categories)
        self.completions = completions.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        self.today = today
    }

    func render() throws -> String {
        let rules = library.rules
        let sequencer = LessonSequencer(library: library)
        var firstCompletion: [String: LocalDate] = [:]
        var streaks = StreakTracker()
        var schedule = ReviewSchedule()
        var xp = 0
        let calculator = XPCalculator(rules: rules)
        for (lesson, day) in completions where firstCompletion[lesson] == nil {
            firstCompletion[lesson] = day
            streaks.recordCompletion(on: day)
            schedule.lessonCompleted(lesson, on: day)
            let category = library.categoryID(ofLesson: lesson) ?? ""
            let done = Set(firstCompletion.keys)
            xp += calculator.xp(
                correctFirstAttempt: true, streakDays: max(streaks.currentStreak(on: day, rules: rules) - 1, 0),
                completesCategory: sequencer.isCompleted(category: category, completed: done))
        }
        let done = Set(firstCompletion.keys)
        var out = "\(library.project.title) — \(today)\n\n"
        for (number, category) in focus.active.enumerated() {
            out += box(number: number + 1, category: category, completed: done, sequencer: sequencer)
        }
        let streak = streaks.currentStreak(on: today, rules: rules)
        let nextStreakMilestone = rules.streakMilestones.first { $0 > streak }
        let level = calculator.level(forXP: xp)
        out += "Streak: \(streak) day\(streak == 1 ? "" : "s")" + (nextStreakMilestone.map { " (next milestone: \($0))" } ?? "") + "\n"
        out += "XP: \(xp) · level \(level.level)" + (level.toNext.map { " (\($0) XP to level \(level.level + 1))" } ?? "") + "\n"
        let facts = ProgressFacts(completedLessons: firstCompletion, bestStreak: streak)
        let badges = AchievementEvaluator(library: library).evaluate(try library.achievements(), facts: facts)
        if !badges.isEmpty {
            out += "Badges: " + badges.map { "\($0.id) \($0.earned ? "✓" : $0.label)" }.joined(separator: " · ") + "\n"
        }
        let due = schedule.due(on: today, rules: rules)
        out += "Reviews due (a bonus): " + (due.isEmpty ? "none" : due.joined(separator: ", ")) + "\n"
        return out
    }

    private func box(number: Int, category id: String, completed: Set<String>, sequencer: LessonSequencer) -> String {
        guard let category = library.category(id) else { return "" }
        let outlines = library.outlines(in: id)
        let count = outlines.filter { completed.contains($0.id) }.count
        let ring = String(repeating: "●", count: count) + String(repeating: "○", count: outlines.count - count)
        var todayLine: String
        switch sequencer.today(in: id, completed: completed) {
        case .lesson(let outline):
            todayLine = "Today: \(outline.title) (\(outline.duration / 60) min)"
            // The narration's file, verified against the manifest before it is played.
            if let narration = (try? library.lesson(outline.id))??.audio?.narration {
                let here = FileManager.default.currentDirectoryPath + "/"
                let heard = (try? library.mediaURL(for: narration)).map { url in
                    "Narration: \(url.path.hasPrefix(here) ? String(url.path.dropFirst(here.count)) : url.path) (verified)"
                } ?? "Narration: \(narration) cannot be verified"
                todayLine += "\n│ " + heard
            }
        case .allDone: todayLine = "Today: all done, alhamdulillah"
        case .waiting(let prerequisites): todayLine = "Today: first complete \(prerequisites.joined(separator: ", "))"
        }
        let interval = sequencer.milestoneInterval(for: id)
        let milestone = LessonSequencer.nextMilestone(after: count, interval: interval)
        let title = "Focus \(number): \(category.title)"
        return """
            ┌ \(title)
            │ \(todayLine)
            │ Progress: \(ring) \(count) of \(outlines.count) · next milestone at \(milestone)
            └\(String(repeating: "─", count: title.count + 1))

            """
    }
}
