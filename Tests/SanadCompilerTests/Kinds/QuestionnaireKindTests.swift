import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadRuntime
import Testing
import _SanadTestSupport

/// The questionnaire kind in the compiler: the sample in the bundle, a dangling branch's path in
/// its message, and `sanad diff`'s bumps.
@Suite struct QuestionnaireKindTests {
    static func scratch() throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("questionnaires/onboarding.yaml", QuestionnaireExamples.base)
        return content
    }

    static func lint(_ content: ScratchFolder) -> [Diagnostic] { Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics }

    @Test func aDanglingBranchShowsThePathThatReachesIt() throws {
        let content = try Self.scratch()
        let clean = Self.lint(content).filter { $0.path?.hasSuffix("onboarding.yaml") == true }
        #expect(clean.isEmpty)
        try content.edit("questionnaires/onboarding.yaml", "next: reflection", "next: reflektion")
        let found = Self.lint(content).filter { $0.code == QuestionnaireBranchRule.description.code }
        #expect(found.map(\.message) == ["the answer 'answer' leads to 'reflektion', which is not a question of 'onboarding'"])
        #expect(found.first?.notes.map(\.message) == ["reached by: start → intention (fresh_start) → reflektion (answer)"])
        #expect(found.first?.help == "did you mean 'reflection'?")
    }

    /// A lead-in line reaches the bundle, the runtime's question, the diff (a patch) and the
    /// preview, and is checked like every text (the tone rule reads it).
    @Test func aLeadInLineIsCarriedAndChecked() throws {
        let content = try Self.scratch()
        try content.edit("questionnaires/onboarding.yaml", "    prompt: Where are you starting from?", "    lead-in: Take a breath; there is no wrong answer.\n    prompt: Where are you starting from?")
        let first = BundleTests.temporaryFolder("lead-a"), second = BundleTests.temporaryFolder("lead-b"), site = BundleTests.temporaryFolder("lead-site")
        defer { for url in [first, second, site] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        let questionnaire = try #require(try ContentLibrary(folder: a).questionnaire(id: "onboarding"))
        #expect(questionnaire.questions.first?.leadIn == "Take a breath; there is no wrong answer.")
        let pages = try PreviewSite.render(bundle: a).pages
        #expect(pages["questionnaires/onboarding.html"]?.contains("Take a breath; there is no wrong answer.") == true)
        try content.edit("questionnaires/onboarding.yaml", "Take a breath;", "Breathe;")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
        #expect(changes.map { "\($0.bump) \($0.id) \($0.detail)" } == ["patch onboarding#start changed: wording"])
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "tone:\n  en: [{ refuse: \"you failed\", prefer: let's begin again }]\n")
        try content.edit("questionnaires/onboarding.yaml", "Breathe;", "If you failed before, breathe;")
        #expect(Self.lint(content).contains { $0.code.name == "tone" && $0.path?.hasSuffix("onboarding.yaml") == true })
    }

    @Test func duplicateIdsAndAMisnamedFileAreReported() throws {
        let content = try Self.scratch()
        try content.edit("questionnaires/onboarding.yaml", "{ id: steady, text: Steady most days }", "{ id: fresh_start, text: Steady most days }")
        try content.edit("questionnaires/onboarding.yaml", "id: onboarding", "id: welcome")
        let found = Self.lint(content)
        #expect(found.contains { $0.code == ResolutionDiagnostics.duplicateID && $0.message.contains("fresh_start") })
        #expect(found.contains { $0.code == ResolutionDiagnostics.idMismatch && $0.message.contains("questionnaires/welcome.yaml") })
    }

    @Test func removingAChoiceIsMajorAndRewordingAPatch() throws {
        let content = try Self.scratch()
        let first = BundleTests.temporaryFolder("q-a"), second = BundleTests.temporaryFolder("q-b"), third = BundleTests.temporaryFolder("q-c")
        defer { for url in [first, second, third] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("questionnaires/onboarding.yaml", "What do you hope for?", "What do you hope for, in sha Allah?")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let reworded = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
        #expect(reworded.map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" } == ["patch questionnaire question onboarding#intention changed: wording"])
        try content.edit("questionnaires/onboarding.yaml", "      - { id: fifteen-minutes, text: Fifteen minutes }\n", "")
        try content.edit("questionnaires/onboarding.yaml", "      - { id: five-minutes, text: Five minutes }\n", "      - { id: five-minutes, text: Five minutes }\n      - { id: ten-minutes, text: Ten minutes }\n")
        let c = try #require(BundleTests.build(source: content.path, output: third).bundle)
        let removal = BundleDiff(old: try BundleSnapshot(folder: b), new: try BundleSnapshot(folder: c)).changes
        #expect(removal.map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" } == ["major questionnaire question onboarding#reflection changed: choices removed, choices added"])
    }

    @Test func theSampleOnboardingIsInTheCorePack() throws {
        let output = BundleTests.temporaryFolder("onboarding")
        defer { try? FileManager.default.removeItem(at: output) }
        let reader = try BundleReader(folder: try #require(BundleTests.build(source: "content-src", output: output).bundle))
        let entry = try reader.entry(.questionnaires)
        #expect(reader.manifest.packID(of: entry) == "core")
        let onboarding = try #require(try reader.decode(BundleQuestionnaires.self, from: entry).questionnaires.first)
        #expect(onboarding.questions.count == 7 && onboarding.questions.last?.next == "time" && onboarding.questions[5].next == BundleQuestionnaires.end)
        #expect(onboarding.profile.first { $0.id == "consistency" }?.defaultValue == nil)
    }

    @Test func removingAWorshipActionIsMajor() throws {
        let first = BundleTests.temporaryFolder("w-a"), second = BundleTests.temporaryFolder("w-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let content = try ScratchFolder(copying: Fixtures.path("../../../content-src"))
        let shared = Fixtures.path("../../../../shared/data/")
        try content.write("sanad.yaml", try content.read("sanad.yaml").replacingOccurrences(of: "../../shared/data/", with: URL(fileURLWithPath: shared).standardizedFileURL.path + "/"))
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("worship/plan.yaml", "  - { id: family-help, type: good-deed, label: مساعدة أهلك, gloss: Helping your family, minutes: 10 }\n", "")
        try content.edit("worship/plan.yaml", "  - { when: { life-context: [young-children] }, bonuses: [family-help] }\n", "")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
            .filter { $0.subject == .worshipAction || $0.subject == .worshipPlanRules }
        #expect(changes.map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" }.sorted() == [
            "major worship action family-help removed", "minor plan rules onboarding changed: rules",
        ])
    }
}
