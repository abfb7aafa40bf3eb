import ArgumentParser
import Foundation
import SanadRuntime

/// `sanad-demo`: what an app shows for a learner, from a bundle and a few simulated completions:
/// the dashboard, and with `--play` a whole lesson session (an answer wrong twice, then right)
/// and the dashboard after it. Everything is computed by `SanadRuntime`, offline.
@main
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sanad-demo",
        abstract: "Show the app dashboard for a bundle and play a lesson session.")

    @Option(help: "The bundle folder (default: the only bundle in build/).")
    var bundle: String?

    @Option(name: .customLong("score"), help: "A self-assessment score, CATEGORY=N (repeatable; default: every sin of the tongue scored alike).")
    var scores: [String] = []

    @Option(name: .customLong("complete"), help: "A completed lesson, LESSON-ID@YYYY-MM-DD (repeatable).")
    var completions: [String] = []

    @Option(help: "Today's date, YYYY-MM-DD (default: today in UTC).")
    var today: String?

    @Flag(help: "Play today's lesson of the first focus category, then show the dashboard again.")
    var play = false

    func run() throws {
        do {
            try show()
        } catch let error as LocalizedError {
            // What an app would show in an alert, and the detail for its log.
            var message = "error: " + (error.errorDescription ?? "\(error)")
            if let reason = error.failureReason { message += "\n  \(reason)" }
            if let suggestion = error.recoverySuggestion { message += "\n  \(suggestion)" }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            throw ExitCode(1)
        }
    }

    private func show() throws {
        let day = try todayDate()
        let library = try ContentLibrary(folder: try bundleFolder())
        var learner = Learner()
        for (lesson, completed) in try completedLessons(library) {
            _ = try learner.completeLesson(lesson, at: Self.morning(of: completed), score: 1, attempts: 1, correctFirstAttempt: true, in: library)
        }
        let focus = try FocusSelection.fromAssessment(scores: try scoreTable(library), categories: library.categories)
        let dashboard = Dashboard(library: library, focus: focus)
        print(try dashboard.render(learner, on: day), terminator: "")
        guard play else { return }
        let lessonID = try dashboard.todaysLesson(in: focus.active[0], for: learner, on: day)
        print("")
        var player = SessionPlayer(library: library)
        let outcome = try player.play(lessonID, for: &learner, at: Self.morning(of: day))
        print(player.transcript + SessionPlayer.describe(outcome), terminator: "\n")
        print(try dashboard.render(learner, on: day), terminator: "")
    }

    /// 9 in the morning, UTC, of a day: the moment a simulated completion happened.
    static func morning(of day: LocalDate) -> Moment {
        Moment(Date(timeIntervalSince1970: Double(day.dayNumber * 86_400 + 9 * 3600)), in: TimeZone(identifier: "UTC")!)
    }

    private func todayDate() throws -> LocalDate {
        guard let today else { return LocalDate(Date(), in: TimeZone(identifier: "UTC")!) }
        guard let date = LocalDate(iso: today) else { throw ValidationError("--today takes a real day as YYYY-MM-DD, not '\(today)'") }
        return date
    }

    private func scoreTable(_ library: ContentLibrary) throws -> [String: Double] {
        guard !scores.isEmpty else {
            // No assessment: every sin of the tongue alike, so the first two in order are chosen.
            return Dictionary(uniqueKeysWithValues: FocusSelection.focusable(library.categories).map { ($0.id, 1.0) })
        }
        var table: [String: Double] = [:]
        for entry in scores {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]) else { throw ValidationError("--score takes CATEGORY=N, not '\(entry)'") }
            table[String(parts[0])] = value
        }
        return table
    }

    private func completedLessons(_ library: ContentLibrary) throws -> [(String, LocalDate)] {
        try completions.map { entry in
            let parts = entry.split(separator: "@", maxSplits: 1)
            guard parts.count == 2, let day = LocalDate(iso: String(parts[1])) else {
                throw ValidationError("--complete takes LESSON-ID@YYYY-MM-DD, not '\(entry)'")
            }
            guard try library.categoryID(ofLesson: String(parts[0])) != nil else { throw ValidationError("no lesson '\(parts[0])' in the bundle") }
            return (String(parts[0]), day)
        }
        .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }

    private func bundleFolder() throws -> URL {
        if let bundle { return URL(fileURLWithPath: bundle) }
        let build = URL(fileURLWithPath: "build")
        let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: build.appendingPathComponent($0).appendingPathComponent("manifest.json").path) }
        guard candidates.count == 1 else {
            throw ValidationError(candidates.isEmpty ? "no bundle in build/: run 'make build' first, or pass --bundle" : "pass --bundle: found \(candidates.count) bundles in build/")
        }
        return build.appendingPathComponent(candidates[0])
    }
}
