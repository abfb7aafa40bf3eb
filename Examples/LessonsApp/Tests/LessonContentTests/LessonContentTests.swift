import Foundation
import LessonContent
import Testing

/// The bundle the plugin compiled is in the target's resources, verifies, and holds what
/// `content-src/` says.
@Suite struct LessonContentTests {
    @Test func opensTheCompiledBundle() throws {
        let library = try LessonContent.library()
        #expect(library.reader.manifest.bundleId == "lessons-app")
        #expect(library.categories.map(\.id) == ["first-steps"])
        let lessons = try library.lessons(in: "first-steps")
        #expect(lessons.map(\.id) == ["first-steps.speak-good-or-stay-silent"])
        #expect(lessons.first?.title == "Speak good or stay silent")
        let citations = try library.citations(ofLesson: "first-steps.speak-good-or-stay-silent")
        #expect(citations.map(\.id) == ["hadith:bukhari:6018"])
    }

    @Test func everyFileMatchesTheManifest() throws {
        let library = try LessonContent.library()
        try library.reader.verifyAll()
    }
}
