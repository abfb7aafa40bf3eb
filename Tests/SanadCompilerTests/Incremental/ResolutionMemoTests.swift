import Foundation
import SanadCompiler
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The resident engine keeps its last resolution while nothing resolution reads has changed, and
/// never gives back a stale one: each input, changed alone, is seen.
@Suite(.serialized) struct ResolutionMemoTests {
    /// Every diagnostic as an author sees it: the file, line and column, the message, and each
    /// note where it points.
    static func shown(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.map { diagnostic in
            let place = diagnostic.range.map { "\($0.file.path):\($0.startLocation) \($0.file.text(ofLine: $0.file.lineIndex(of: $0.start) + 1))" } ?? diagnostic.path ?? "-"
            let notes = diagnostic.notes.map { note in note.message + (note.range.map { " @\($0.file.path):\($0.startLocation)" } ?? "") }
            return "\(place) \(diagnostic.code.id) \(diagnostic.message) \(notes) \(diagnostic.fixIts.map(\.summary))"
        }
    }

    /// The engine's run after an edit, compared in full with a fresh run; returns whether the
    /// engine kept its resolution.
    static func runAfterEdit(_ project: BuildCacheTests.Project, _ engine: CompilationEngine,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (kept: Bool, result: Pipeline.Result) {
        let resident = CompilationEngineTests.run(project.content, engine: engine)
        let kept = engine.lastResolutionKept
        let fresh = CompilationEngineTests.run(project.content, engine: nil)
        #expect(shown(resident) == shown(fresh), sourceLocation: sourceLocation)
        return (kept, resident)
    }

    static let lesson = "categories/backbiting/01-what-is-ghibah.md"

    @Test func anEditResolutionDoesNotReadKeepsItAndMovesItsDiagnosticsToTheNewText() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        // Two lessons share an id: an error located in the lesson that is then edited.
        try project.edit("categories/backbiting/02-why-we-backbite.md") { text in
            let id = text.components(separatedBy: "\n").first { $0.hasPrefix("id: ") }!
            return text.replacingOccurrences(of: id + "\n", with: "id: backbiting.what-is-ghibah\n")
        }
        let engine = CompilationEngine(racyMargin: 0, verifying: true)
        let first = Self.runAfterEdit(project, engine)
        let firstKept = first.kept
        #expect(!firstKept, "the first run resolves in full")
        let found1 = first.result.diagnostics.contains { $0.message.contains("'backbiting.what-is-ghibah' is already used") }
        #expect(found1)

        try project.edit(Self.lesson) { $0.replacingOccurrences(of: "How did it feel", with: "How did it really feel") }
        let afterBody = Self.runAfterEdit(project, engine).kept
        #expect(afterBody, "a sentence of the body: resolution is kept")
        try project.edit(Self.lesson) { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is Backbiting?") }
        let afterTitle = Self.runAfterEdit(project, engine).kept
        #expect(afterTitle, "the title: resolution is kept")
        // The same offsets on another line (a comment split in two above the id, as long as
        // before): the kept diagnostics are shown at the new line.
        let duplicate = "categories/backbiting/02-why-we-backbite.md"
        let found2 = Self.shown(first.result).contains { $0.contains(duplicate + ":3:") && $0.contains("already used") }
        #expect(found2)
        try project.edit(duplicate) { $0.replacingOccurrences(of: "# yaml-language-server", with: "#\n#aml-language-server") }
        let moved = Self.runAfterEdit(project, engine)
        let movedKept = moved.kept
        #expect(movedKept, "the offsets resolution reads are the same")
        let found3 = Self.shown(moved.result).contains { $0.contains(duplicate + ":4:") && $0.contains("already used") }
        #expect(found3)
        #expect(engine.lastRun.lowered == 1)
    }

    /// Each input of resolution, changed alone, is seen (the comparison with a fresh run would
    /// fail otherwise), and none of them keeps the resolution.
    @Test(arguments: [
        ("the id", "id: backbiting.what-is-ghibah\n", "id: backbiting.what-is-ghibah-2\n"),
        ("an id moved by a line above it", "---\n# yaml", "---\n\n# yaml"),
        ("the order", "order: 1\n", "order: 2\n"),
        ("the subtopic", "subtopic: causes\n", "subtopic: cause\n"),
        ("a prerequisite", "completion: read\n", "completion: read\nrequires: [backbiting.why-we-backbite]\n"),
        ("the id it replaces", "completion: read\n", "completion: read\nreplaces: backbiting.why-we-backbite\n"),
        ("a question's id", "  - id: q2\n", "  - id: q1\n"),
        ("a citation's id", "{ id: muslim-2589,", "{ id: hujurat-12,"),
        ("a narration", "narration: media/narration/backbiting.what-is-ghibah.wav", "narration: media/narration/missing.wav"),
        ("a narration's duration", "backbiting.what-is-ghibah.wav, duration: 8s", "backbiting.what-is-ghibah.wav, duration: 3s"),
        ("the reviewer", "reviewer: sample-reviewer-hadith,", "reviewer: sample-reviewer-hadit,"),
        ("an image in the body", "when it ended?\n", "when it ended?\n\n![A picture](media/nowhere.png)\n"),
    ])
    func eachInputOfResolutionChangedAloneIsSeen(input: String, from: String, to: String) throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0, verifying: true)
        _ = Self.runAfterEdit(project, engine)
        try project.edit(Self.lesson) { $0.replacingOccurrences(of: from, with: to) }
        let kept = Self.runAfterEdit(project, engine).kept
        #expect(!kept, "\(input) is read by resolution")
        try project.edit(Self.lesson) { $0.replacingOccurrences(of: to, with: from) }
        _ = Self.runAfterEdit(project, engine)
    }

    /// What resolution reads outside the lessons: another kind's file, and a media file on disk.
    @Test func filesOtherThanLessonsAndMediaOnDiskAreSeen() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0, verifying: true)
        _ = Self.runAfterEdit(project, engine)
        try project.edit("categories/backbiting/category.yaml") { $0.replacingOccurrences(of: "order: 1\n", with: "order: 2\n") }
        let afterCategory = Self.runAfterEdit(project, engine).kept
        #expect(!afterCategory, "a category changed")
        let unchanged = Self.runAfterEdit(project, engine).kept
        #expect(unchanged, "nothing changed")

        let narration = project.content.appendingPathComponent("media/narration/backbiting.what-is-ghibah.wav")
        // Another lesson's recording, three seconds longer, written over it.
        try Data(contentsOf: project.content.appendingPathComponent("media/narration/anger.cooling-down.wav")).write(to: narration)
        let lengthened = Self.runAfterEdit(project, engine)
        let lengthenedKept = lengthened.kept
        #expect(!lengthenedKept, "a recording changed")
        let found4 = lengthened.result.diagnostics.contains { $0.message.contains("the narration lasts") }
        #expect(found4)
        try FileManager.default.removeItem(at: narration)
        let removed = Self.runAfterEdit(project, engine)
        let removedKept = removed.kept
        #expect(!removedKept, "a recording was removed")
        let found5 = removed.result.diagnostics.contains { $0.message.contains("no file at 'media/narration/backbiting.what-is-ghibah.wav'") }
        #expect(found5)
    }
}
