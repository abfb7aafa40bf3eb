import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// An audience's own rules (sanad.yaml's `audiences:`): its phase and lesson windows, and whether
/// its lessons may waive narration (not for children unless it says so).
@Suite struct AudienceRuleTests {
    static let fixture = Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum")
    static let audience = "  children: { title: Children, hadith-grades: [sahih, hasan], ages: { min: 5, max: 7 } }"

    static func lint(_ content: ScratchFolder) -> [Diagnostic] { Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics }

    @Test func anAudienceForChildrenMayNotWaiveNarrationUnlessItSaysSo() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        #expect(Self.lint(content).filter { $0.code == AudioAlternativeRule.description.code }.isEmpty, "not for children: waivers allowed")
        try content.edit("sanad.yaml", Self.audience, "  children: { title: Children, hadith-grades: [sahih, hasan], children: true }")
        let refused = Self.lint(content).filter { $0.code == AudioAlternativeRule.description.code }
        #expect(refused.count == 9 && refused.allSatisfy { $0.message == "lessons for 'children' must have a narration: the audience may not waive it" })
        #expect(refused.first?.notes.first?.message.contains("narration-waiver: true") == true)
        try content.edit("sanad.yaml", "children: true }", "children: true, narration-waiver: true }")
        #expect(Self.lint(content).filter { $0.code == AudioAlternativeRule.description.code }.isEmpty)
    }

    @Test func anAudiencesWindowsReplaceTheProjects() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        // The fixture's lessons: hook 40 s, teach 2m15s, practice 1m45s, reward 20 s, 5 minutes.
        try content.edit("sanad.yaml", "ages: { min: 5, max: 7 } }",
                         "ages: { min: 5, max: 7 }, phase-durations: { hook: { min: 10s, max: 30s } }, lesson-duration: { min: 2m, max: 4m } }")
        let found = Self.lint(content)
        #expect(found.filter { $0.code == PhaseDurationRule.description.code }.count == 9, "every hook is over 30 s")
        #expect(found.filter { $0.code == PhaseDurationRule.description.code }.allSatisfy { $0.message.hasPrefix("the hook lasts 40s") })
        let lessons = found.filter { $0.code == LessonDurationRule.description.code }.map(\.message)
        #expect(lessons.count == 18, "each lesson's declared duration and its phases' sum")
        #expect(lessons.allSatisfy { $0.hasSuffix("lessons last 2m–4m") }, "\(Set(lessons))")
    }
}
