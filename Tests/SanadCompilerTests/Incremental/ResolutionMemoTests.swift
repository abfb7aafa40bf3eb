import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The resident engine keeps its last resolution while nothing resolution reads has changed, and
/// never gives back a stale one: each input, changed alone, is seen.
@Suite(.serialized) struct ResolutionMemoTests {
    /// Every diagnostic as an author sees it: the file, line and column, the message, each note
    /// where it points, its help and its fix-its.
    static func shown(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.map { diagnostic in
            let place = diagnostic.range.map { "\($0.file.path):\($0.startLocation) \($0.file.text(ofLine: $0.file.lineIndex(of: $0.start) + 1))" } ?? diagnostic.path ?? "-"
            let notes = diagnostic.notes.map { note in note.message + (note.range.map { " @\($0.file.path):\($0.startLocation)" } ?? "") }
            return "\(place) \(diagnostic.code.id) \(diagnostic.message) \(notes) \(diagnostic.help ?? "-") \(diagnostic.fixIts.map(\.summary))"
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
        // A category's title and summary (as long as before): kept too, and the index has the
        // category's new model.
        try project.edit("categories/backbiting/category.yaml") {
            $0.replacingOccurrences(of: "title: Backbiting (Ghibah)", with: "title: Backbiting (ghibah)")
                .replacingOccurrences(of: "summary: Speaking about", with: "summary: Speaking ABOUT")
        }
        let afterCategory = Self.runAfterEdit(project, engine)
        let categoryKept = afterCategory.kept
        #expect(categoryKept, "a category's title: resolution is kept")
        #expect(afterCategory.result.index.categories["backbiting"]?.title == "Backbiting (ghibah)")
        #expect(afterCategory.result.index.sortedCategories.contains { $0.title == "Backbiting (ghibah)" })
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
    /// fail otherwise), and none of them keeps the resolution. Each edit keeps every other input
    /// where it was: values of the same length, or a field added at the end of the front matter
    /// (which moves only the body, where this lesson names no media).
    @Test(arguments: [
        ("the id", "categories/backbiting/01-what-is-ghibah.md", "id: backbiting.what-is-ghibah\n", "id: backbiting.what-is-ghibaX\n"),
        ("an id moved by a line above it", "categories/backbiting/01-what-is-ghibah.md", "---\n# yaml", "---\n\n# yaml"),
        ("the order", "categories/backbiting/01-what-is-ghibah.md", "order: 1\n", "order: 2\n"),
        ("the subtopic", "categories/backbiting/01-what-is-ghibah.md", "subtopic: causes\n", "subtopic: causex\n"),
        ("a prerequisite", "categories/anger/02-where-anger-comes-from.md", "requires: [anger.do-not-be-angry]", "requires: [anger.do-not-be-angrX]"),
        ("a prerequisite added", "categories/backbiting/01-what-is-ghibah.md", "\n---\n\n## Hook", "\nrequires: [backbiting.why-we-backbite]\n---\n\n## Hook"),
        ("the id it replaces", "categories/backbiting/01-what-is-ghibah.md", "\n---\n\n## Hook", "\nreplaces: backbiting.why-we-backbite\n---\n\n## Hook"),
        ("a question's id", "categories/backbiting/01-what-is-ghibah.md", "  - id: q2\n", "  - id: q1\n"),
        ("a citation's id", "categories/backbiting/01-what-is-ghibah.md", "{ id: muslim-2589,", "{ id: hujurat-12 ,"),
        ("a narration", "categories/backbiting/01-what-is-ghibah.md", "backbiting.what-is-ghibah.wav", "backbiting.what-is-ghibaX.wav"),
        ("a narration's duration", "categories/backbiting/01-what-is-ghibah.md", "ghibah.wav, duration: 8s", "ghibah.wav, duration: 3s"),
        ("the reviewer", "categories/backbiting/01-what-is-ghibah.md", "reviewer: sample-reviewer-hadith,", "reviewer: sample-reviewer-hadiX,"),
        ("an image in the body", "categories/backbiting/01-what-is-ghibah.md", "when it ended?\n", "when it ended?\n\n![A picture](media/nowhere.png)\n"),
        ("a category's id", "categories/backbiting/category.yaml", "id: backbiting\n", "id: backbitinX\n"),
        ("a category's order", "categories/backbiting/category.yaml", "order: 1\n", "order: 7\n"),
        ("a category's audience", "categories/backbiting/category.yaml", "audience: adults\n", "audience: adultX\n"),
        ("a category's prerequisite", "categories/salah/category.yaml", "requires: [aqeedah, wudu]", "requires: [aqeedah, wudX]"),
        ("a subtopic's id", "categories/backbiting/category.yaml", "{ id: causes,", "{ id: causex,"),
        ("a category's icon", "categories/backbiting/category.yaml", "\ngoal-days: 40\n", "\ngoal-days: 40\nicon: { path: media/nowhere.png, alt: A picture }\n"),
    ])
    func eachInputOfResolutionChangedAloneIsSeen(input: String, file: String, from: String, to: String) throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0, verifying: true)
        // The engine's first run resolves in full: only the run after the edit is compared.
        _ = CompilationEngineTests.run(project.content, engine: engine)
        try project.edit(file) { $0.replacingOccurrences(of: from, with: to) }
        let kept = Self.runAfterEdit(project, engine).kept
        #expect(!kept, "\(input) is read by resolution")
        // The edit undone (a line removed, a value back): compared with a fresh run too.
        try project.edit(file) { $0.replacingOccurrences(of: to, with: from) }
        _ = Self.runAfterEdit(project, engine)
    }

    /// Memorisation units need their edition's Qur'an text, a file outside the content folder
    /// that no discovery sees: it going missing is seen.
    @Test func aQuranTextThatGoesMissingIsSeen() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let copy = project.folder.appendingPathComponent("quran-uthmani.xml")
        let sanad = try String(contentsOf: project.content.appendingPathComponent("sanad.yaml"), encoding: .utf8)
        let original = try #require(sanad.components(separatedBy: "\n").first { $0.contains("quran-uthmani.xml") })
        let path = String(original.drop { $0 != "/" })
        try FileManager.default.copyItem(atPath: path, toPath: copy.path)
        try project.edit("sanad.yaml") { $0.replacingOccurrences(of: path, with: copy.path) }
        let engine = CompilationEngine(racyMargin: 0, verifying: true)
        let first = Self.runAfterEdit(project, engine).result
        let loaded = !first.diagnostics.contains { $0.message.contains("could not be loaded") }
        #expect(loaded)
        try FileManager.default.removeItem(at: copy)
        let after = Self.runAfterEdit(project, engine)
        let afterKept = after.kept
        #expect(!afterKept, "the text went missing")
        let reported = after.result.diagnostics.contains { $0.message.contains("the uthmani Qur'an text could not be loaded") }
        #expect(reported)
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

    /// A missing medium's "did you mean" lists the names in its folder: a close name added there,
    /// or taken away again, is seen, and the hint follows it as a fresh run gives it.
    @Test func aNameAddedBesideAMissingMediumIsSeen() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        try project.edit(Self.lesson) { $0.replacingOccurrences(of: "when it ended?\n", with: "when it ended?\n\n![A picture](media/nowhere.png)\n") }
        // Not verifying: a stale kept answer is then given back, and the comparison with a fresh
        // run (`runAfterEdit`) fails, rather than the process stopping.
        let engine = CompilationEngine(racyMargin: 0, verifying: false)
        func hint(_ result: Pipeline.Result) -> String?? {
            result.diagnostics.first { $0.message.contains("no file at 'media/nowhere.png'") }.map(\.help)
        }
        let first = Self.runAfterEdit(project, engine)
        #expect(!first.kept)
        #expect(hint(first.result) == .some(nil), "nothing in media/ is close to the name")
        let unchanged = Self.runAfterEdit(project, engine)
        #expect(unchanged.kept, "nothing changed")

        let close = project.content.appendingPathComponent("media/nowhere.jpg")
        try Data(contentsOf: project.content.appendingPathComponent("media/wudu-steps.png")).write(to: close)
        let added = Self.runAfterEdit(project, engine)
        #expect(!added.kept, "a name was added to the folder a hint lists")
        let addedHint = hint(added.result)
        #expect(addedHint == "did you mean 'media/nowhere.jpg'?")
        let again = Self.runAfterEdit(project, engine)
        #expect(again.kept, "nothing changed since")

        try FileManager.default.removeItem(at: close)
        let removed = Self.runAfterEdit(project, engine)
        #expect(!removed.kept, "the name was taken away")
        #expect(hint(removed.result) == .some(nil))
    }
}
