@testable import SanadCompiler
@testable import SanadTools
import Foundation
import SanadBundleFormat
import Testing

/// The fast writer must write exactly what `JSONEncoder` with sorted keys writes.
@Suite struct JSONWriterTests {
    static func both<T: Encodable & JSONWritable>(_ value: T) throws -> (fast: String, foundation: String) {
        var writer = JSONWriter()
        value.write(to: &writer)
        let foundation = try BundleBuilder.encoder().encode(value)
        return (String(decoding: writer.data, as: UTF8.self), String(decoding: foundation, as: UTF8.self))
    }

    /// A lesson outline with every optional field set: a field the fast writer forgets shows here.
    @Test func anOutlineWithEveryFieldMatches() throws {
        var outline = BundleCategories.LessonOutline()
        outline.id = "a.b"
        outline.subtopic = "s"
        outline.replaces = "a.old"
        outline.available = Availability(from: "2026-03-20", to: "2026-03-22", hijriFrom: "10-01", hijriTo: "10-03")
        outline.suitability = Suitability(audioOnly: true, nasheed: .instrumentFree, animation: .calm)
        let both = try Self.both(outline)
        #expect(both.fast == both.foundation)
    }

    @Test func matchesJSONEncoderOnEveryFieldAndEscape() throws {
        var lesson = BundleLessons.Lesson()
        lesson.id = "a.b"
        lesson.title = "Quote \" backslash \\ slash / tab \t newline \n cr \r bell \u{07} del \u{7F} عربي 😀"
        lesson.subtopic = "causes"
        lesson.replaces = "a.old"
        lesson.audio = .init(narration: "media/a.ogg", duration: 290, dhikr: nil, waiver: nil)
        lesson.videos = [.init(url: "https://player.vimeo.com/video/1", title: "V")]
        var question = BundleLessons.Question()
        question.id = "q1"
        question.type = .known(.multipleChoice)
        question.choices = [.init(text: "A", correct: true, feedback: "Yes"), .init(text: "B", correct: false, feedback: nil)]
        question.pairs = [.init(left: "L", right: "R")]
        question.answer = false
        question.attempts = 2
        lesson.questions = [question]
        var heading = Block(.heading)
        heading.level = 2
        // Display math inside a paragraph: the hand-kept writer once dropped `display`, which the
        // generated one cannot (it writes every field the declaration has).
        var display = Inline(.math, text: "x^2")
        display.display = true
        heading.inlines = [Inline(.emphasis, children: [Inline(.text, text: "x")]), Inline(.link, url: "https://a/b", children: []), display]
        var table = Block(.table)
        table.header = [[Inline(.text, text: "h")]]
        table.rows = [[[Inline(.text, text: "c")], []]]
        var list = Block(.list)
        list.ordered = true
        list.start = 3
        list.items = [[heading], []]
        lesson.phases = [.init(kind: .known(.hook), duration: 40, blocks: [heading, table, list, Block(.thematicBreak)])]
        lesson.review.reviewer = "r"
        lesson.review.date = "2026-01-01"
        let lessons = BundleLessons(category: "a", lessons: [lesson, BundleLessons.Lesson()])
        let result = try Self.both(lessons)
        #expect(result.fast == result.foundation)

        var category = BundleCategories.Category()
        category.arabic = "غيبة"
        category.goalDays = 40
        category.milestoneInterval = 5
        category.subtopics = [.init(id: "s", title: "S")]
        var outline = BundleCategories.LessonOutline()
        outline.subtopic = "s"
        outline.replaces = "x.y"
        category.lessons = [outline]
        let categories = try Self.both(BundleCategories(categories: [category]))
        #expect(categories.fast == categories.foundation)

        // Every field of a citation, its uses by kind (a map of lists) with keys out of order.
        var citation = BundleCitations.Citation()
        (citation.key, citation.kind, citation.reference) = ("work:Riyad:1:2", .known(.work), "Riyad \"as-Salihin\"")
        (citation.text, citation.translation, citation.grade, citation.grader) = ("نص\n", "t", "sahih", "al-Albani")
        (citation.work, citation.author, citation.book, citation.chapter) = ("w", "a", "1", "2")
        (citation.url, citation.title, citation.note) = ("https://example.org/a/b", "T", "n\u{1}")
        (citation.lessons, citation.categories, citation.supplementary) = (["b.x", "a.y"], ["c"], [])
        (citation.activities, citation.memorisation, citation.lectures) = (["d"], ["e"], ["f"])
        citation.uses = ["quiz-bank": ["q"], "lesson": ["b.x", "a.y"], "copy": []]
        let citations = try Self.both(BundleCitations(citations: [citation, BundleCitations.Citation()], notice: "Tanzil"))
        #expect(citations.fast == citations.foundation)
        let noNotice = try Self.both(BundleCitations(citations: [], notice: nil))
        #expect(noNotice.fast == noNotice.foundation)
    }
}

/// Every wire type has one declaration (its `Codable` conformance) and at most one fast path
/// generated from it (`make codecs`); on every file of two real bundles, the fast writer, `JSONEncoder`
/// and the bytes written agree, and the tape decoder reads what Foundation reads. (The manifest
/// is written pretty-printed, for people reading it.)
@Suite(.serialized) struct CodecAgreementTests {
    static func agree<T: Codable & Equatable>(_ type: T.Type, _ data: Data, _ path: String, prettyPrinted: Bool = false) throws {
        let value = try JSONDecoder().decode(type, from: data)
        let encoder = BundleBuilder.encoder()
        if prettyPrinted { encoder.outputFormatting.insert(.prettyPrinted) }
        let encoded = try encoder.encode(value)
        #expect(encoded == data, "\(path): JSONEncoder writes the file's bytes")
        if let writable = value as? JSONWritable {
            var writer = JSONWriter()
            writable.write(to: &writer)
            #expect(writer.data == data, "\(path): the fast writer writes the file's bytes")
        }
        #expect(try BundleJSONDecoder().decode(type, from: data) == value, "\(path): the tape decoder reads what Foundation reads")
    }

    @Test(arguments: ["content-src", "Tests/SanadRuntimeTests/Fixtures/curriculum", "Tests/SanadRuntimeTests/Fixtures/memorisation"])
    func everyFileOfABundleAgrees(_ source: String) throws {
        let output = BundleTests.temporaryFolder("codecs")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: source, output: output).bundle)
        let reader = try BundleReader(folder: bundle)
        var kinds = Set<BundleManifest.FileKind>()
        for entry in reader.manifest.files {
            let data = try reader.data(of: entry)
            if let kind = entry.kind.known { kinds.insert(kind) }
            switch entry.kind.known {
            case .project?: try Self.agree(BundleProject.self, data, entry.path)
            case .categories?: try Self.agree(BundleCategories.self, data, entry.path)
            case .lessons?: try Self.agree(BundleLessons.self, data, entry.path)
            case .citations?: try Self.agree(BundleCitations.self, data, entry.path)
            case .achievements?: try Self.agree(BundleAchievements.self, data, entry.path)
            case .reviewers?: try Self.agree(BundleReviewers.self, data, entry.path)
            case .supplementary?: try Self.agree(BundleSupplementary.self, data, entry.path)
            case .activities?: try Self.agree(BundleActivities.self, data, entry.path)
            case .memorisation?: try Self.agree(BundleMemorisation.self, data, entry.path)
            case .questionnaires?: try Self.agree(BundleQuestionnaires.self, data, entry.path)
            case .worship?: try Self.agree(BundleWorshipPlan.self, data, entry.path)
            case .lectures?: try Self.agree(BundleLectures.self, data, entry.path)
            case .quizzes?: try Self.agree(BundleQuizzes.self, data, entry.path)
            case .translations?: try Self.agree(BundleTranslations.self, data, entry.path)
            case .copy?: try Self.agree(BundleCopy.self, data, entry.path)
            case .index?: try Self.agree(BundleIndex.self, data, entry.path)
            case .outlines?: try Self.agree(BundleOutlines.self, data, entry.path)
            case .texts?: try Self.agree(BundleTexts.self, data, entry.path)
            case .journal?: try Self.agree(BundleJournal.self, data, entry.path)
            case .media?:
                #expect(entry.path == BundleManifest.Pack.folder(of: reader.manifest.packID(of: entry)) + "media/\(SHA256Hex.of(data))."
                        + (entry.path as NSString).pathExtension, "media are named by their SHA-256, in their pack's folder")
            case nil: Issue.record("a file of a kind this reader does not know")
            }
        }
        if source == "content-src" {
            #expect(kinds.union([.media]) == Set(BundleManifest.FileKind.allCases), "the sample bundle has a file of every kind")
        }
        try Self.agree(BundleManifest.self, try Data(contentsOf: bundle.appendingPathComponent("manifest.json")), "manifest.json", prettyPrinted: true)
    }
}
