@testable import SanadCompiler
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
        heading.inlines = [Inline(.emphasis, children: [Inline(.text, text: "x")]), Inline(.link, url: "https://a/b", children: [])]
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

        var citation = BundleCitations.Citation()
        citation.key = "work:x"
        citation.work = "Ihya'"
        citation.book = "24"
        citation.lessons = ["a.b"]
        let citations = try Self.both(BundleCitations(citations: [citation], notice: "n"))
        #expect(citations.fast == citations.foundation)
    }
}
