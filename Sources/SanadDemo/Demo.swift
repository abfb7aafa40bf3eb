import ArgumentParser
import Foundation
import SanadRuntime

/// `sanad-demo`: what an app's dashboard would show for a learner, from a bundle and a few
/// simulated answers. Everything is computed by `SanadRuntime`, offline.
@main
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sanad-demo",
        abstract: "Show the app dashboard for a bundle, assessment scores and simulated completions.")

    @Option(help: "The bundle folder (default: the only bundle in build/).")
    var bundle: String?

    @Option(name: .customLong("score"), help: "A self-assessment score, CATEGORY=N (repeatable).")
    var scores: [String] = []

    @Option(name: .customLong("complete"), help: "A completed lesson, LESSON-ID@YYYY-MM-DD (repeatable).")
    var completions: [String] = []

    @Option(help: "Today's date, YYYY-MM-DD.")
    var today: String

    func run() throws {
        let folder = try bundleFolder()
        let library = try ContentLibrary(folder: folder)
        var scoreTable: [String: Double] = [:]
        for entry in scores {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]) else { throw ValidationError("--score takes CATEGORY=N, not '\(entry)'") }
            scoreTable[String(parts[0])] = value
        }
        var completed: [(String, LocalDate)] = []
        for entry in completions {
            let parts = entry.split(separator: "@", maxSplits: 1)
            guard parts.count == 2, let day = LocalDate(iso: String(parts[1])) else {
                throw ValidationError("--complete takes LESSON-ID@YYYY-MM-DD, not '\(entry)'")
            }
            guard library.categoryID(ofLesson: String(parts[0])) != nil else { throw ValidationError("no lesson '\(parts[0])' in the bundle") }
            completed.append((String(parts[0]), day))
        }
        guard let todayDate = LocalDate(iso: today) else { throw ValidationError("--today takes YYYY-MM-DD") }
        let dashboard = try Dashboard(library: library, scores: scoreTable, completions: completed, today: todayDate)
        print(try dashboard.render(), terminator: "")
    }

    private func bundleFolder() throws -> URL {
        if let bundle { return URL(fileURLWithPath: bundle) }
        let build = URL(fileURLWithPath: "build")
        let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: build.appendingPathComponent($0).appendingPathComponent("manifest.json").path) }
        guard candidates.count == 1 else { throw ValidationError("pass --bundle: found \(candidates.count) bundles in build/") }
        return build.appendingPathComponent(candidates[0])
    }
}
