import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The lecture and quiz-bank kinds in the compiler: the sample in the core pack, every text
/// checked, a dangling `for`, and `sanad diff`'s bumps.
@Suite struct LectureKindTests {
    /// A copy of the sample content whose Tanzil paths still resolve.
    static func sample() throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Fixtures.path("../../../content-src"))
        let shared = URL(fileURLWithPath: Fixtures.path("../../../../shared/data/")).standardizedFileURL.path + "/"
        try content.write("sanad.yaml", try content.read("sanad.yaml").replacingOccurrences(of: "../../shared/data/", with: shared))
        return content
    }

    static func changes(_ content: ScratchFolder, _ edit: () throws -> Void) throws -> [String] {
        let first = BundleTests.temporaryFolder("l-a"), second = BundleTests.temporaryFolder("l-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try edit()
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        return BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
            .filter { [.lecture, .lectureTopic, .quizItem].contains($0.subject) }
            .map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" }.sorted()
    }

    @Test func theSampleSubjectsAndBanksAreInTheCorePack() throws {
        let output = BundleTests.temporaryFolder("lectures")
        defer { try? FileManager.default.removeItem(at: output) }
        let reader = try BundleReader(folder: try #require(BundleTests.build(source: "content-src", output: output).bundle))
        #expect(reader.manifest.packID(of: try reader.entry(.lectures)) == "core")
        #expect(reader.manifest.packID(of: try reader.entry(.quizzes)) == "core")
        let lectures = try reader.decode(BundleLectures.self, from: try reader.entry(.lectures)).lectures
        #expect(lectures.map(\.id) == ["arabic-grammar", "fractions"])
        let banks = try reader.decode(BundleQuizzes.self, from: try reader.entry(.quizzes)).banks
        #expect(banks.map(\.id) == ["arabic-grammar", "backbiting", "fractions"])
        #expect(banks[0].items.map(\.level) == [1, 1, 1, 1, 1, 1], "every item enters at level 1, the first set's level 2 notwithstanding")
        #expect(banks[0].items[0].variants?.map(\.level) == [2], "the level it is written for")
        // A question id written again for the same topic at another level is the item's variant.
        let item = try #require(banks[2].items.first { $0.id == "fractions/half-plus-quarter" })
        #expect(banks[2].items.map(\.id) == ["fractions/two-quarters", "fractions/half-plus-quarter"])
        #expect(item.level == 1 && item.question.type == .known(.multipleChoice))
        #expect(banks[2].items[0].level == 1 && banks[2].items[0].variants == nil)
        #expect(item.variants?.map(\.level) == [1, 3] && item.variants?.last?.question.type == .known(.freeText))
        #expect(item.question(atLevel: 2).type == .known(.multipleChoice) && item.question(atLevel: 4).type == .known(.freeText))
    }

    /// A variant is the same id for the same topic or lesson at another level; the same id at a
    /// level it already has, or for another topic, is a duplicate.
    @Test func aVariantIsNotADuplicateButTheSameLevelTwiceIs() throws {
        let content = try Self.sample()
        let duplicates = { Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.code == ResolutionDiagnostics.duplicateID } }
        #expect(duplicates().isEmpty)
        try content.edit("quizzes/fractions.yaml", "    level: 3\n", "    level: 1\n")
        #expect(duplicates().map(\.message).contains { $0.contains("half-plus-quarter") }, "the same level twice")
        try content.edit("quizzes/fractions.yaml", "  - for: fractions.adding\n    level: 1\n    questions:\n      - id: half-plus-quarter\n        type: free-text",
                         "  - for: fractions.halves-and-quarters\n    level: 3\n    questions:\n      - id: half-plus-quarter\n        type: free-text")
        #expect(duplicates().map(\.message).contains { $0.contains("half-plus-quarter") }, "another topic")
    }

    @Test func aNewLevelForAnItemIsMinor() throws {
        let content = try Self.sample()
        #expect(try Self.changes(content) {
            try content.edit("quizzes/fractions.yaml", "    level: 3\n", "    level: 4\n")
        } == ["minor quiz item fractions/half-plus-quarter changed: level"])
        #expect(try Self.changes(content) {
            let text = try content.read("quizzes/fractions.yaml")
            let variant = try #require(text.range(of: "  - for: fractions.adding\n    level: 4"))
            try content.write("quizzes/fractions.yaml", text.replacingCharacters(in: variant.lowerBound..<variant.lowerBound, with: """
                  - for: fractions.adding
                    level: 2
                    questions:
                      - id: half-plus-quarter
                        type: true-false
                        prompt: 1/2 + 1/4 is 3/4.
                        answer: true
                        feedback: 1/2 is 2/4, and 2/4 + 1/4 = 3/4.

                """))
        } == ["minor quiz item fractions/half-plus-quarter changed: level"], "a level added between: the others still pair by level")
    }

    @Test func everyTextOfASubjectIsChecked() throws {
        let content = try Self.sample()
        try content.edit("lectures/fractions.yaml", "prompt: Where in your day", "prompt: See [this](http://example.com). Where in your day")
        try content.edit("lectures/fractions.yaml", "- { id: straight, text: Add the tops and the bottoms }", "- { id: straight, text: \"Add $\\\\fracc{1}{3}$\" }")
        try content.edit("quizzes/fractions.yaml", "for: fractions.adding", "for: fractions.addin")
        let found = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics
        #expect(found.contains { $0.code.name == "link-scheme" && $0.path?.hasSuffix("lectures/fractions.yaml") == true })
        #expect(found.contains { $0.code.name == "tex-math" && $0.help == "did you mean '\\frac'?" })
        let dangling = try #require(found.first { $0.code == ResolutionDiagnostics.unknownReference })
        #expect(dangling.message == "no lecture topic or lesson has the id 'fractions.addin'" && dangling.help == "did you mean 'fractions.adding'?")
        // `sanad fix` applies the did-you-mean of a quiz's `for:`.
        var options = FixAction.Options()
        options.source = content.path
        options.codes = [ResolutionDiagnostics.unknownReference.id]
        #expect(FixAction(options: options, workingDirectory: "/").run().exitCode == 0)
        #expect(try content.read("quizzes/fractions.yaml").contains("for: fractions.adding\n"))
    }

    @Test func removingAChoiceOrATopicIsMajorAndRewordingAPatch() throws {
        let content = try Self.sample()
        #expect(try Self.changes(content) {
            try content.edit("lectures/arabic-grammar.yaml", "A quick test: a noun", "A simple test: a noun")
            try content.edit("lectures/arabic-grammar.yaml", "        - { id: particle, text: Particles }\n", "")
        } == ["major lecture topic arabic-grammar.three-kinds-of-word changed: choices removed, scene"])
        #expect(try Self.changes(content) {
            let text = try content.read("lectures/fractions.yaml")
            let start = try #require(text.range(of: "  - id: fractions.adding"))
            let end = try #require(text.range(of: "\nreview: {"))
            try content.write("lectures/fractions.yaml", String(text[..<start.lowerBound]) + String(text[end.lowerBound...]))
            try content.edit("quizzes/fractions.yaml", "for: fractions.adding", "for: fractions.halves-and-quarters")
        } == ["major lecture topic fractions.adding removed", "minor quiz item fractions/half-plus-quarter changed: source"])
    }

    @Test func removingAQuizItemIsMajorAndANewAnswerKeyMinor() throws {
        let content = try Self.sample()
        #expect(try Self.changes(content) {
            try content.edit("quizzes/arabic-grammar.yaml", "        prompt: A nominal sentence in the present needs a word for \"is\".\n        answer: false",
                             "        prompt: A nominal sentence in the present needs a word for \"is\".\n        answer: true")
            let text = try content.read("quizzes/fractions.yaml")
            let start = try #require(text.range(of: "  - for: fractions.halves-and-quarters"))
            let end = try #require(text.range(of: "  - for: fractions.adding"))
            try content.write("quizzes/fractions.yaml", String(text[..<start.lowerBound]) + String(text[end.lowerBound...]))
        } == ["major quiz item fractions/two-quarters removed", "minor quiz item arabic-grammar/no-verb-needed changed: answer key"])
    }
}
