import Foundation
import SanadCompiler
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// "Every profile the questionnaire can produce yields a valid plan" (My Worship Path): the
/// compiler walks the onboarding's answers as far as the plan's rules can tell them apart, and a
/// profile outside the bounds is an error showing the profile (R0015).
@Suite struct WorshipPlanBoundsTests {
    static let plan = "worship/plan.yaml"

    static func bounds(_ content: ScratchFolder) -> [Diagnostic] {
        Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.code == ResolutionDiagnostics.planBounds }
    }

    static func checked(_ diagnostic: Diagnostic?) -> Int? {
        diagnostic?.notes.lazy.compactMap { note in note.message.hasSuffix(" profiles checked") ? Int(note.message.split(separator: " ")[0]) : nil }.first
    }

    @Test func aProfileOutsideTheBoundsIsShown() throws {
        let content = try AppCopyTests.sample()
        #expect(Self.bounds(content).isEmpty, "the sample's plan fits every profile")
        try content.edit(Self.plan, "essentials: { min: 3, max: 5 }", "essentials: { min: 4, max: 5 }")
        let found = Self.bounds(content)
        let error = try #require(found.first, "a profile with three essentials")
        #expect(error.severity == .error && error.message.contains("a learner's plan gets 3 essentials; a plan has 4 to 5"), "\(error.message)")
        #expect(error.location?.line == Self.line(of: "essentials: { min: 4", in: try content.read(Self.plan)))
        #expect(error.notes.first?.message.hasPrefix("the profile: ") == true)
        #expect((Self.checked(error) ?? 0) > 1)
    }

    /// A choice no rule names is one to the rules: a multiple choice of twelve, of which the rules
    /// name two, is walked as three (the two and one standing for the others), so the profiles
    /// checked are as many as with five choices, not 4,095 sets of them.
    @Test func choicesNoRuleNamesAreWalkedAsOne() throws {
        let content = try AppCopyTests.sample()
        try content.edit(Self.plan, "essentials: { min: 3, max: 5 }", "essentials: { min: 4, max: 5 }")
        let five = try #require(Self.checked(Self.bounds(content).first))
        let more = (1...7).map { "      - { id: extra-\($0), text: اختيار \($0), gloss: Choice \($0) }\n" }.joined()
        try content.edit("questionnaires/onboarding.yaml", "      - { id: sadaqah, text: الصدقة, gloss: Charity }\n",
                         "      - { id: sadaqah, text: الصدقة, gloss: Charity }\n" + more)
        let twelve = try #require(Self.checked(Self.bounds(content).first))
        #expect(twelve == five, "\(five) profiles with five choices, \(twelve) with twelve")
    }

    static func line(of text: String, in file: String) -> Int? {
        file.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    /// A questionnaire whose answers the rules can tell apart in more ways than the walk takes is
    /// checked that far, with a warning (or the error a profile walked gives), never for as long
    /// as its combinations would take.
    @Test func aWalkPastTheLimitStopsWithAWarning() throws {
        let content = try AppCopyTests.sample()
        let more = (1...7).map { "      - { id: extra-\($0), text: اختيار \($0), gloss: Choice \($0) }\n" }.joined()
        try content.edit("questionnaires/onboarding.yaml", "      - { id: sadaqah, text: الصدقة, gloss: Charity }\n",
                         "      - { id: sadaqah, text: الصدقة, gloss: Charity }\n" + more)
        let every = (["salah", "quran", "dhikr", "dua", "sadaqah"] + (1...7).map { "extra-\($0)" }).joined(separator: ", ")
        try content.edit(Self.plan, "  - { when: { areas: [quran] }, bonuses: [quran-ayat] }\n",
                         "  - { when: { areas: [quran] }, bonuses: [quran-ayat] }\n  - { when: { areas: [\(every)] }, bonuses: [quran-ayat] }\n")
        let warning = try #require(Self.bounds(content).first)
        #expect(warning.severity == .warning && warning.message.contains("more profiles to tell apart than the check walks"), "\(warning.message)")
        #expect(warning.notes.first?.message.contains("stops at 20000 profiles") == true)
        // A profile outside the bounds among those walked is still the error it is (here, every one).
        try content.edit(Self.plan, "bonuses: { min: 2, max: 4 }", "bonuses: { min: 9, max: 9 }")
        let error = try #require(Self.bounds(content).first)
        #expect(error.severity == .error && error.message.contains("bonuses; a plan has 9 to 9"), "\(error.message)")
    }
}
