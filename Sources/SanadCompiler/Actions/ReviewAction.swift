import Foundation
import SanadDiagnostics
import SanadReporting

/// `sanad review approve` and `sanad review status`.
public struct ReviewAction: Sendable {
    public struct Outcome: Sendable {
        public var output: String
        public var exitCode: Int32
    }

    public var source: String?
    public var workingDirectory: String

    public init(source: String?, workingDirectory: String) {
        self.source = source
        self.workingDirectory = workingDirectory
    }

    private func check() -> Result<Pipeline.Result, Diagnostic> {
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        guard let root = source.map(discovery.absolute) ?? discovery.defaultContentRoot(),
            FileManager.default.fileExists(atPath: root + "/sanad.yaml") else {
            return .failure(Diagnostic(CompilerDiagnostics.missingProjectFile, "no sanad.yaml in \(source ?? "content-src/ or above")", at: nil))
        }
        return .success(Pipeline(discovery: discovery).run(root: root))
    }

    /// Records an approval of the lesson's current content by `reviewer` on `date` (YYYY-MM-DD).
    public func approve(lessonID: String, reviewer: String, date: String) -> Outcome {
        let renderer = TextRenderer()
        let result: Pipeline.Result
        switch check() {
        case .failure(let diagnostic): return Outcome(output: renderer.render([diagnostic]), exitCode: ExitStatus.failure)
        case .success(let checked): result = checked
        }
        guard let lesson = result.index.lessons[lessonID] else {
            return Outcome(output: "error: no lesson has the id '\(lessonID)'\n", exitCode: ExitStatus.failure)
        }
        guard result.index.reviewers[reviewer] != nil else {
            let known = result.index.reviewers.keys.sorted().joined(separator: ", ")
            return Outcome(output: "error: no reviewer '\(reviewer)' in reviewers.yaml" + (known.isEmpty ? "" : " (reviewers: \(known))") + "\n", exitCode: ExitStatus.failure)
        }
        guard date.count == 10, LessonFingerprint.isDate(date) else {
            return Outcome(output: "error: --date takes YYYY-MM-DD, not '\(date)'\n", exitCode: ExitStatus.usage)
        }
        let errors = result.diagnostics.filter { $0.severity == .error && $0.path == lesson.file.path && $0.code != ReviewDiagnostics.staleApproval }
        if !errors.isEmpty {
            return Outcome(output: renderer.render(errors) + "error: fix the lesson's errors before approving it\n", exitCode: ExitStatus.failure)
        }
        do {
            let bytes = try ReviewEditor.approve(lesson, reviewer: reviewer, date: date)
            let url = URL(fileURLWithPath: ContentDiscovery(workingDirectory: workingDirectory).absolute(lesson.file.path))
            try Data(bytes).write(to: url, options: .atomic)
            return Outcome(output: "approved \(lessonID) by \(reviewer) on \(date)\n", exitCode: ExitStatus.success)
        } catch {
            return Outcome(output: "error: \(error)\n", exitCode: ExitStatus.failure)
        }
    }

    /// Lessons grouped by review state, stale approvals apart.
    public func status() -> Outcome {
        let result: Pipeline.Result
        switch check() {
        case .failure(let diagnostic): return Outcome(output: TextRenderer().render([diagnostic]), exitCode: ExitStatus.failure)
        case .success(let checked): result = checked
        }
        let stale = Set(result.diagnostics.filter { $0.code == ReviewDiagnostics.staleApproval }.compactMap(\.path))
        var groups: [(String, [String])] = [("approved", []), ("approved, stale", []), ("in-review", []), ("changes-requested", []), ("draft", [])]
        for lesson in result.corpus.lessons.sorted(by: { $0.id.value < $1.id.value }) {
            var state = lesson.review.status
            if state == "approved", stale.contains(lesson.file.path) { state = "approved, stale" }
            var line = lesson.id.value
            if let reviewer = lesson.review.reviewer?.value { line += " (\(reviewer)\(lesson.review.date.map { ", \($0)" } ?? ""))" }
            if let index = groups.firstIndex(where: { $0.0 == state }) { groups[index].1.append(line) }
        }
        var output = ""
        for (state, lessons) in groups where !lessons.isEmpty {
            output += "\(state) (\(lessons.count)):\n" + lessons.map { "  \($0)\n" }.joined()
        }
        return Outcome(output: output.isEmpty ? "no lessons\n" : output, exitCode: ExitStatus.success)
    }
}

extension LessonFingerprint {
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
