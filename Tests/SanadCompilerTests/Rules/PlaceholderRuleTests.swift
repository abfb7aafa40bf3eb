import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// `placeholder` (L0030) names each placeholder whole, where it is written, in a YAML value and
/// in a lesson's body, and one left open at the end of a text to its last letter.
@Suite struct PlaceholderRuleTests {
    @Test func namesEachPlaceholderWholeWhereItIsWritten() throws {
        let content = try ScratchFolder(copying: AudienceRuleTests.fixture)
        let lesson = "categories/aqeedah/01-lesson-1.md"
        try content.edit(lesson, "takeaway: Fixture takeaway.", "takeaway: \"Keep [[TODO: one line]] and [[TODO é\"")
        try content.edit(lesson, "\nHook.\n", "\nHook [[TODO: a question]].\n")
        let found = AudienceRuleTests.lint(content).filter { $0.code == PlaceholderRule.description.code }.map(\.inContainingFiles)
        #expect(found.map(\.message) == ["a placeholder is still here: [[TODO: one line]]", "a placeholder is still here: [[TODO é",
                                         "a placeholder is still here: [[TODO: a question]]"])
        let text = try content.read(lesson)
        for diagnostic in found {
            let range = try #require(diagnostic.range)
            #expect(range.file.text(in: range.start..<range.end) == String(diagnostic.message.dropFirst("a placeholder is still here: ".count)), "\(text)")
        }
    }
}
