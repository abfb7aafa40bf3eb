import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport
@testable import SanadCompiler

/// What keeps a lowered corpus small (a 10,000-lesson build holds every file's models at once):
/// the texts of files with the same structure share their keys, a body holds its blocks as JSON,
/// the arrays of a body and a lesson hold no unused room, and the values every model holds many
/// of keep their size.
@Suite struct LoweredSizeTests {
    /// Where a native string's bytes are; equal strings at one address share one allocation.
    static func storage(of string: String) -> UnsafeRawPointer? {
        var copy = string
        return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func textsOfFilesWithTheSameStructureShareTheirKeys() throws {
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: Fixtures.path("../Fixtures/resolution-missing"))
        let prompts = result.corpus.sources.flatMap(\.texts).filter { $0.key == "practice/q1/prompt" }
        #expect(prompts.count >= 2, "the fixture's lessons each ask a q1")
        let addresses = Set(prompts.map { Self.storage(of: $0.key) })
        #expect(addresses.count == 1 && addresses.first! != nil, "one key, held once")
        // A short key is held inline and needs no sharing; another long key is not confused with it.
        #expect(TextKeyTable.shared("title") == "title")
        #expect(TextKeyTable.shared("practice/q2/prompt") == "practice/q2/prompt")
        #expect(Self.storage(of: TextKeyTable.shared(String(repeating: "practice/q1/prompt", count: 1))) == addresses.first!)
        // A key past the longest kept is not held: the table's size is bounded, whatever the ids.
        let long = "practice/" + String(repeating: "q", count: TextKeyTable.longest) + "/prompt"
        let first = TextKeyTable.shared(long), second = TextKeyTable.shared(String(decoding: Array(long.utf8), as: UTF8.self))
        withExtendedLifetime((first, second)) {
            #expect(first == second && Self.storage(of: first) != Self.storage(of: second))
        }
    }

    /// Headings of a level are made from one prototype, their level held out of line once; each
    /// keeps its own text, and a write to one leaves the others.
    @Test func headingsMadeFromOnePrototypeKeepTheirOwnLevelsAndTexts() {
        let file = SourceFile(path: "l.md", text: "## Hook\n\nText.\n\n## Teach\n\n### More\n")
        let body = BodyCompiler.compile(MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document)
        let headings = body.blocks.filter { $0.type == .heading }
        #expect(headings.map(\.level) == [2, 2, 3])
        #expect(headings[0].details == headings[1].details && headings[0].inlines?.first?.text == "Hook" && headings[1].inlines?.first?.text == "Teach")
        var changed = headings[0]
        changed.level = 4
        #expect(changed.level == 4 && headings[1].level == 2, "a write to one heading's level leaves the others'")
    }

    @Test func aBodysArraysHoldNoUnusedRoom() {
        let markdown = (1...9).map { "## Part \($0)\n\n[a link](https://sunnah.com/\($0)) and prose.\n\n" }.joined()
        let file = SourceFile(path: "l.md", text: markdown)
        let body = BodyCompiler.compile(MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document)
        #expect(body.sections.count == 9 && body.links.count == 9 && body.prose.count == 18)
        #expect(body.encodedBlocks.count == 18 && body.encodedBlocks.json(0..<18) != nil, "the blocks are held as their JSON, not as a tree")
        for (name, count, capacity) in [("sections", body.sections.count, body.sections.capacity), ("links", body.links.count, body.links.capacity),
                                        ("prose", body.prose.count, body.prose.capacity)] {
            #expect(capacity <= count + count / 8 + 1, "\(name): \(count) in room for \(capacity)")
        }
    }

    @Test func theValuesEveryModelHoldsKeepTheirSize() {
        // A text's script sits in the bytes its field leaves free; a located string is a string
        // and a 16-byte range.
        #expect(MemoryLayout<LearnerText>.stride <= 88, "\(MemoryLayout<LearnerText>.stride)")
        #expect(MemoryLayout<Located<String>>.stride == 32)
    }
}
