import Foundation
import Testing
@testable import SanadLanguageServer
import _SanadTestSupport

/// Diagnostics, completion, hover, definition, quick fixes and symbols on the fixture project
/// (two lessons of the sample content), with documents edited in memory only.
@Suite struct LanguageServerFeatureTests {
    static func lessonText() throws -> String { try String(contentsOfFile: ServerHarness.lesson2, encoding: .utf8) }

    @Test func openingPublishesEmptyDiagnosticsForACleanLessonThenAnErrorAtItsPlaceAfterAnEdit() throws {
        let harness = ServerHarness()
        let opened = try harness.open(ServerHarness.lesson2)
        #expect(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: opened) == [])
        let marked = MarkedText(try Self.lessonText().replacingOccurrences(of: "\ntitle:", with: "\n1️⃣titel:"))
        let changed = harness.change(ServerHarness.lesson2, to: marked.text)
        let diagnostics = try #require(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: changed))
        let unknown = try #require(diagnostics.first { $0["message"]?.string?.contains("titel") == true })
        #expect(unknown["severity"] == 1)
        #expect(unknown["source"] == "sanad")
        #expect(unknown["range"]?["start"] == ServerHarness.position(of: "1️⃣", in: marked))
        #expect(changed.last { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?["version"] == 2)
        // Nothing was written: the file on disk is as it was.
        #expect(try Self.lessonText().contains("\ntitle:"))
        // Fixing the text clears the diagnostics.
        #expect(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: harness.change(ServerHarness.lesson2, to: try Self.lessonText(), version: 3)) == [])
    }

    @Test func anEditIsSeenByTheLessonsThatDependOnIt() throws {
        let harness = ServerHarness()
        try harness.open(ServerHarness.lesson1)
        let text = try String(contentsOfFile: ServerHarness.lesson1, encoding: .utf8)
        // Renaming the lesson that lesson 2 requires breaks lesson 2, which is not open.
        let messages = harness.change(ServerHarness.lesson1, to: text.replacingOccurrences(of: "id: backbiting.what-is-ghibah", with: "id: backbiting.what-is-ghiba"))
        let other = try #require(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: messages))
        #expect(other.contains { $0["message"]?.string?.contains("backbiting.what-is-ghibah") == true })
    }

    /// A check sends again only what changed, besides the open documents: a dependant's problem
    /// is sent once, not again while it stays the same, and cleared when it goes.
    @Test func onlyChangedDiagnosticsAreSentAgain() throws {
        let harness = ServerHarness()
        try harness.open(ServerHarness.lesson1)
        let text = try String(contentsOfFile: ServerHarness.lesson1, encoding: .utf8)
        let renamed = text.replacingOccurrences(of: "id: backbiting.what-is-ghibah", with: "id: backbiting.what-is-ghiba")
        let first = harness.change(ServerHarness.lesson1, to: renamed)
        #expect(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: first)?.isEmpty == false)
        let second = harness.change(ServerHarness.lesson1, to: renamed + "\nOne more sentence.\n", version: 3)
        #expect(ServerHarness.diagnostics(for: ServerHarness.lesson1, in: second) != nil, "the open document always hears")
        #expect(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: second) == nil, "unchanged: not sent again")
        let third = harness.change(ServerHarness.lesson1, to: text, version: 4)
        #expect(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: third) == [], "gone: cleared")
    }

    /// A watched file changed in place is read again alone by the next check (the rest of the
    /// disk is not looked at); a created one makes the next check look at the whole folder.
    @Test func aWatchedFileChangedInPlaceIsReadAloneAndACreatedOneMeansAWholeLook() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanad-lsp-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: ServerHarness.project, toPath: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.resolvingSymlinksInPath().path
        let lesson1 = root + "/categories/backbiting/01-what-is-ghibah.md", lesson2 = root + "/categories/backbiting/02-why-we-backbite.md"
        let harness = ServerHarness()
        try harness.open(lesson2)
        // Lesson 2 requires lesson 1, whose id changes on disk, outside the editor.
        let text = try String(contentsOfFile: lesson1, encoding: .utf8)
        try text.replacingOccurrences(of: "id: backbiting.what-is-ghibah", with: "id: backbiting.what-is-ghiba").write(toFile: lesson1, atomically: false, encoding: .utf8)
        let changed = harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(ServerHarness.uri(lesson1)), "type": 2]]])
        let diagnostics = try #require(ServerHarness.diagnostics(for: lesson2, in: changed))
        #expect(diagnostics.contains { $0["message"]?.string?.contains("backbiting.what-is-ghibah") == true })
        let engine = try #require(harness.server.workspaces[root]?.engine)
        #expect(engine.lastRun.read == 2, "the open document and the changed file, nothing else")

        let copy = root + "/categories/backbiting/90-copy.md"
        try FileManager.default.copyItem(atPath: lesson2, toPath: copy)
        let created = harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(ServerHarness.uri(copy)), "type": 1]]])
        #expect(ServerHarness.diagnostics(for: copy, in: created)?.isEmpty == false, "the copy repeats lesson 2's id")
        #expect(harness.server.workspaces[root]?.result?.corpus.lessons.count == 3)

        // A deleted file is gone from the folder, not a file that cannot be read.
        try FileManager.default.removeItem(atPath: lesson1)
        let deleted = harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(ServerHarness.uri(lesson1)), "type": 3]]])
        #expect(ServerHarness.diagnostics(for: lesson1, in: deleted) == nil)
        #expect(harness.server.workspaces[root]?.result?.corpus.lessons.count == 2)
    }

    @Test func incrementalChangesAreAppliedByRange() throws {
        let harness = ServerHarness()
        try harness.open(ServerHarness.lesson2)
        let text = try Self.lessonText()
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("title:") }!
        let messages = harness.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2)), "version": 2],
            "contentChanges": [["range": ["start": ["line": .integer(line), "character": 0], "end": ["line": .integer(line), "character": 5]], "text": "titel"]],
        ])
        let diagnostics = try #require(ServerHarness.diagnostics(for: ServerHarness.lesson2, in: messages))
        #expect(diagnostics.contains { $0["message"]?.string?.contains("titel") == true })
    }

    @Test func completionOffersFrontMatterKeysFromTheSchema() throws {
        let harness = ServerHarness()
        let marked = MarkedText(try Self.lessonText().replacingOccurrences(of: "order: 2\n", with: "order: 2\nta1️⃣\n"))
        try harness.open(ServerHarness.lesson2, text: marked.text)
        let items = harness.request("textDocument/completion", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "position": ServerHarness.position(of: "1️⃣", in: marked)])["result"]?.array ?? []
        let labels = items.compactMap { $0["label"]?.string }
        #expect(labels.contains("attempts"))
        #expect(labels.contains("video"))
        // Keys the front matter already has are not offered again.
        #expect(!labels.contains("takeaway"))
        #expect(!labels.contains("title"))
        #expect(items.first { $0["label"] == "attempts" }?["insertText"] == "attempts: ")
    }

    @Test func completionOffersEnumerationValuesAndNestedKeys() throws {
        let harness = ServerHarness()
        let text = try Self.lessonText()
        let marked = MarkedText(text.replacingOccurrences(of: "completion: reflected", with: "completion: 1️⃣")
            .replacingOccurrences(of: "    type: matching", with: "    type: matching\n    2️⃣"))
        try harness.open(ServerHarness.lesson2, text: marked.text)
        func labels(_ marker: String) -> [String] {
            (harness.request("textDocument/completion", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "position": ServerHarness.position(of: marker, in: marked)])["result"]?.array ?? []).compactMap { $0["label"]?.string }
        }
        #expect(labels("1️⃣").contains("read"))
        // A question's keys, less those this question already has.
        #expect(labels("2️⃣").contains("explanation"))
        #expect(!labels("2️⃣").contains("prompt"))
        #expect(!labels("2️⃣").contains("takeaway"))
    }

    @Test func completionOffersIDsWhereTheKindsDeclareReferences() throws {
        let harness = ServerHarness()
        let marked = MarkedText(try Self.lessonText().replacingOccurrences(of: "requires: [backbiting.what-is-ghibah]", with: "requires: [backbiting.what-is-ghibah, 1️⃣]"))
        try harness.open(ServerHarness.lesson2, text: marked.text)
        let items = harness.request("textDocument/completion", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "position": ServerHarness.position(of: "1️⃣", in: marked)])["result"]?.array ?? []
        #expect(items.contains { $0["label"] == "backbiting.what-is-ghibah" && $0["detail"] == "lesson" })
    }

    @Test func completionOffersLessonIDsByTheSchemaBeforeAnyLessonRequiresOne() throws {
        let harness = ServerHarness()
        // No lesson of the project has a `requires` yet.
        let marked = MarkedText(try Self.lessonText().replacingOccurrences(of: "requires: [backbiting.what-is-ghibah]", with: "requires: [1️⃣]"))
        try harness.open(ServerHarness.lesson2, text: marked.text)
        let items = harness.request("textDocument/completion", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "position": ServerHarness.position(of: "1️⃣", in: marked)])["result"]?.array ?? []
        #expect(items.contains { $0["label"] == "backbiting.what-is-ghibah" })
    }

    @Test func completionOffersSurahsAfterAQuranCallout() throws {
        let harness = ServerHarness()
        let marked = MarkedText(try Self.lessonText() + "\n> [!QURAN 1️⃣\n")
        try harness.open(ServerHarness.lesson2, text: marked.text)
        let items = harness.request("textDocument/completion", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "position": ServerHarness.position(of: "1️⃣", in: marked)])["result"]?.array ?? []
        #expect(items.count == 114)
        #expect(items.contains { $0["insertText"] == "49:" && $0["label"]?.string?.hasPrefix("49 ") == true })
    }

    @Test func hoverOnAQuranReferenceShowsTheAyahFromTheTanzilText() throws {
        let harness = ServerHarness()
        let text = try String(contentsOfFile: ServerHarness.lesson1, encoding: .utf8)
        let marked = MarkedText(text.replacingOccurrences(of: "> [!QURAN 49:12]", with: "> [!QURAN 49:1️⃣12]"))
        try harness.open(ServerHarness.lesson1, text: marked.text)
        let hover = harness.request("textDocument/hover", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson1))], "position": ServerHarness.position(of: "1️⃣", in: marked)])
        let value = try #require(hover["result"]?["contents"]?["value"]?.string)
        #expect(value.contains("Qur'an 49:12"))
        // The first words of al-Hujurat 49:12 in Tanzil's simple edition.
        #expect(value.contains("يَا أَيُّهَا الَّذِينَ آمَنُوا اجْتَنِبُوا كَثِيرًا"))
    }

    @Test func hoverOnAHadithReferenceShowsTheCollectionAndGrading() throws {
        let harness = ServerHarness()
        let text = try String(contentsOfFile: ServerHarness.lesson1, encoding: .utf8)
        let marked = MarkedText(text.replacingOccurrences(of: "> [!HADITH muslim:2589]", with: "> [!HADITH mus1️⃣lim:2589]"))
        try harness.open(ServerHarness.lesson1, text: marked.text)
        let hover = harness.request("textDocument/hover", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson1))], "position": ServerHarness.position(of: "1️⃣", in: marked)])
        let value = try #require(hover["result"]?["contents"]?["value"]?.string)
        #expect(value.contains("Muslim"))
        #expect(value.contains("2589"))
        #expect(value.contains("sahih"))
    }

    @Test func hoverOnADiagnosticShowsItsCodesDocumentation() throws {
        let harness = ServerHarness()
        let marked = MarkedText(try Self.lessonText().replacingOccurrences(of: "\ntitle:", with: "\nti1️⃣tel:"))
        try harness.open(ServerHarness.lesson2, text: marked.text)
        let hover = harness.request("textDocument/hover", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "position": ServerHarness.position(of: "1️⃣", in: marked)])
        let value = try #require(hover["result"]?["contents"]?["value"]?.string)
        #expect(value.contains("**S0"), "a schema code's documentation: \(value)")
        #expect(value.contains("Example:"))
    }

    @Test func definitionGoesFromARequiredIDToTheLessonThatDefinesIt() throws {
        let harness = ServerHarness()
        let marked = MarkedText(try Self.lessonText().replacingOccurrences(of: "requires: [backbiting.what-is-ghibah]", with: "requires: [backbiting.what-1️⃣is-ghibah]"))
        try harness.open(ServerHarness.lesson2, text: marked.text)
        let location = harness.request("textDocument/definition", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "position": ServerHarness.position(of: "1️⃣", in: marked)])["result"]
        #expect(location?["uri"]?.string == ServerHarness.uri(ServerHarness.lesson1))
        #expect(location?["range"]?["start"] == ["line": 2, "character": 4])
    }

    @Test func aFixItBecomesAQuickFixThatTheClientApplies() throws {
        let harness = ServerHarness()
        let marked = MarkedText(try Self.lessonText().replacingOccurrences(of: "requires: [backbiting.what-is-ghibah]", with: "requires: [1️⃣backbiting.what-is-ghiba2️⃣]"))
        try harness.open(ServerHarness.lesson2, text: marked.text)
        let start = ServerHarness.position(of: "1️⃣", in: marked)
        let actions = harness.request("textDocument/codeAction", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson2))], "range": ["start": start, "end": start], "context": ["diagnostics": []]])["result"]?.array ?? []
        let action = try #require(actions.first)
        #expect(action["kind"] == "quickfix")
        #expect(action["title"]?.string?.contains("backbiting.what-is-ghibah") == true)
        let edits = action["edit"]?["changes"]?[ServerHarness.uri(ServerHarness.lesson2)]?.array
        #expect(edits == [["range": ["start": start, "end": ServerHarness.position(of: "2️⃣", in: marked)], "newText": "backbiting.what-is-ghibah"]])
    }

    @Test func documentSymbolsListPhasesQuestionsAndCitations() throws {
        let harness = ServerHarness()
        try harness.open(ServerHarness.lesson1)
        let symbols = harness.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(ServerHarness.uri(ServerHarness.lesson1))]])["result"]?.array ?? []
        let names = symbols.compactMap { $0["name"]?.string }
        #expect(names.starts(with: ["q1", "q2", "hujurat-12", "muslim-2589", "Hook", "Teach"]))
        #expect(names.contains("QURAN 49:12"))
        #expect(names.contains("Reward"))
    }

    @Test func requestsOnADocumentThatIsNotOpenFail() {
        let harness = ServerHarness()
        let response = harness.request("textDocument/hover", ["textDocument": ["uri": "file:///nowhere.md"], "position": ["line": 0, "character": 0]])
        #expect(response["error"]?["code"] == -32803)
        #expect(harness.request("textDocument/hover", ["position": ["line": 0, "character": 0]])["error"]?["code"] == -32602)
    }
}
