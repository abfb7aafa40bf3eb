import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The progress rules of `sanad.yaml` that reach the bundle, and one mercy policy: a worship
/// plan's `mercy-days` are the project's days by pace, and giving other ones in `sanad.yaml` is
/// R0016.
@Suite struct ProgressPolicyTests {
    static func scratch(plan mercy: String?, streaks: String?) throws -> ScratchFolder {
        let content = try QuestionnaireKindTests.scratch()
        var plan = ContentKinds.WorshipPlan.baseExample
        if let mercy { plan += "mercy-days: \(mercy)\n" }
        try content.write("worship/plan.yaml", plan + "review: { status: draft }\n")
        if let streaks { try content.write("sanad.yaml", try content.read("sanad.yaml") + streaks) }
        return content
    }

    static func rules(_ content: ScratchFolder) throws -> (ProgressRules, BundleWorshipPlan?) {
        let output = BundleTests.temporaryFolder("progress-policy")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: content.path, output: output).bundle)
        let reader = try BundleReader(folder: bundle)
        let project = try reader.decode(BundleProject.self, from: try reader.entry(.project))
        let worship = try? reader.decode(BundleWorshipPlan.self, from: try reader.entry(.worship))
        return (project.rules, worship)
    }

    @Test func thePlansMercyDaysAreTheProjectsPolicy() throws {
        let content = try Self.scratch(plan: "{ gentle: 2, balanced: 2, ambitious: 1 }", streaks: nil)
        #expect(QuestionnaireKindTests.lint(content).filter { $0.code == ResolutionDiagnostics.mercyPolicy }.isEmpty)
        let (rules, plan) = try Self.rules(content)
        #expect(rules.mercyDaysByPace == ["gentle": 2, "balanced": 2, "ambitious": 1])
        #expect(rules.resolved(pace: "gentle").mercyDaysPerWeek == 2 && plan?.plan(for: ["pace": ["gentle"]]).mercyDays == 2)
    }

    @Test func sanadYamlsDaysByPaceReachThePlan() throws {
        let content = try Self.scratch(plan: nil, streaks: "streaks:\n  mercy-days-per-week: { gentle: 3, ambitious: 1 }\n")
        #expect(QuestionnaireKindTests.lint(content).filter { $0.code == ResolutionDiagnostics.mercyPolicy }.isEmpty)
        let (rules, plan) = try Self.rules(content)
        #expect(rules.mercyDaysByPace == ["gentle": 3, "ambitious": 1] && plan?.mercyDays == ["gentle": 3, "ambitious": 1])
    }

    @Test func twoDifferentPoliciesAreAnErrorAtThePlanWithANoteAtSanadYaml() throws {
        let content = try Self.scratch(plan: "{ gentle: 2 }", streaks: "streaks:\n  mercy-days-per-week: { gentle: 1 }\n")
        let found = QuestionnaireKindTests.lint(content).filter { $0.code == ResolutionDiagnostics.mercyPolicy }
        #expect(found.map(\.message) == ["the plan's mercy days (gentle: 2) differ from sanad.yaml's (gentle: 1)"])
        let diagnostic = try #require(found.first)
        let line = try content.read("worship/plan.yaml").split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("mercy-days:") }
        #expect(diagnostic.path?.hasSuffix("worship/plan.yaml") == true && diagnostic.location.map { $0.line - 1 } == line)
        #expect(diagnostic.notes.first?.range?.file.path.hasSuffix("sanad.yaml") == true)
        let same = try Self.scratch(plan: "{ gentle: 1 }", streaks: "streaks:\n  mercy-days-per-week: { gentle: 1 }\n")
        #expect(QuestionnaireKindTests.lint(same).filter { $0.code == ResolutionDiagnostics.mercyPolicy }.isEmpty, "the same table twice is one policy")
    }

    @Test func lessonsPerDayAndTheEarnedFreezeReachTheBundle() throws {
        let content = try Self.scratch(plan: nil, streaks: """
            lessons-per-day: 2
            streaks:
              freezes-per-week: 1
              audiences:
                children: { freeze-earned-by-active-days: 5 }

            """)
        #expect(QuestionnaireKindTests.lint(content).filter { $0.severity == .error }.isEmpty)
        let (rules, _) = try Self.rules(content)
        #expect(rules.lessonsPerDay == 2 && rules.freezeEarnedByActiveDays == nil)
        #expect(rules.resolved(audience: "children").freezeEarnedByActiveDays == 5)
        let wrong = try Self.scratch(plan: nil, streaks: "lessons-per-day: 0\n")
        #expect(QuestionnaireKindTests.lint(wrong).contains { $0.path?.hasSuffix("sanad.yaml") == true && $0.message == "0 is less than the minimum 1" })
    }
}
