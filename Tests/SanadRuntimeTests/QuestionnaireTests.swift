import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// My Worship Path's onboarding in the app: the sample questionnaire read from the bundle, its
/// branching followed, wrong answers refused, and the profile its answers make.
@Suite struct QuestionnaireTests {
    static let onboarding: BundleQuestionnaires.Questionnaire = {
        let library = AchievementGroupTests.library
        return try! library.questionnaire(id: "onboarding")!
    }()

    @Test func aFreshStartIsAskedAboutItsDayFirst() throws {
        var session = QuestionnaireSession(Self.onboarding)
        #expect(session.currentQuestion?.id == "consistency" && session.currentQuestion?.gloss == "How are your prayers these days?")
        try session.answer(.choice("fresh_start"))
        #expect(session.current == "life-context", "the branch")
        try session.answer(.choice("young-children"))
        #expect(session.current == "time")
        try session.answer(.skip)
        try session.answer(.choice("peace"))
        try session.answer(.choices(["quran", "dhikr"]))
        try session.answer(.choice("balanced"))
        try session.answer(.choice("pressured"))
        #expect(session.isFinished && session.asked == ["consistency", "life-context", "time", "intention", "areas", "pace", "tracking"])
        #expect(session.profile == [
            "consistency": ["fresh_start"], "life-context": ["young-children"], "time": ["five-minutes"], "intention": ["peace"],
            "areas": ["quran", "dhikr"], "pace": ["balanced"], "tracking": ["pressured"],
        ], "a skipped question leaves its field at its default")
        #expect(throws: QuestionnaireError.finished) { try session.answer(.skip) }
    }

    @Test func anyOtherStartGoesStraightOnAndDefaultsFillTheRest() throws {
        var session = QuestionnaireSession(Self.onboarding)
        try session.answer(.choice("steady"))
        #expect(session.current == "time")
        while !session.isFinished { try session.answer(.skip) }
        #expect(session.profile["life-context"] == ["none"] && session.profile["areas"] == ["salah"] && session.profile["consistency"] == ["steady"])
        #expect(!session.asked.contains("life-context"))
    }

    @Test func wrongAnswersAreRefusedAndChangeNothing() throws {
        var session = QuestionnaireSession(Self.onboarding)
        #expect(throws: QuestionnaireError.notSkippable(question: "consistency")) { try session.answer(.skip) }
        #expect(throws: QuestionnaireError.unknownChoice(question: "consistency", choice: "never")) { try session.answer(.choice("never")) }
        #expect(throws: QuestionnaireError.wrongKind(question: "consistency")) { try session.answer(.text("sometimes")) }
        #expect(session.asked.isEmpty && session.current == "consistency")
        try session.answer(.choice("most_days"))
        try session.answer(.choice("thirty-minutes"))
        try session.answer(.choice("closeness"))
        #expect(throws: QuestionnaireError.unknownChoice(question: "areas", choice: "hajj")) { try session.answer(.choices(["salah", "hajj"])) }
    }

    @Test func aDanglingBranchInABundleIsRefusedByName() throws {
        var broken = Self.onboarding
        broken.questions[0].choices[0].next = "nowhere"
        var session = QuestionnaireSession(broken)
        #expect(throws: QuestionnaireError.danglingBranch(question: "consistency", target: "nowhere")) { try session.answer(.choice("fresh_start")) }
    }
}

/// My Worship Path's plans from onboarding profiles (§3, §7).
@Suite struct WorshipPlanTests {
    static let plan: BundleWorshipPlan = try! AchievementGroupTests.library.worshipPlan()!

    @Test func aFreshStartWithLittleTimeGetsAGentlePlan() throws {
        var session = QuestionnaireSession(QuestionnaireTests.onboarding)
        try session.answer(.choice("fresh_start"))
        try session.answer(.choice("young-children"))
        while !session.isFinished { try session.answer(.skip) }
        let plan = Self.plan.plan(for: session.profile)
        #expect(plan.essentials == ["morning-dhikr", "dua-daily", "one-prayer-on-time"])
        #expect(plan.bonuses == ["kind-word", "tasbih", "family-help"] && plan.mercyDays == 2)
        #expect(Self.plan.plan(for: session.profile) == plan, "deterministic")
    }

    @Test func aSteadyAmbitiousLearnerIsCutToTheMaxima() {
        let profile = ["consistency": ["steady"], "time": ["thirty-minutes"], "pace": ["ambitious"], "areas": ["quran", "sadaqah"]]
        let plan = Self.plan.plan(for: profile)
        #expect(plan.essentials == ["morning-dhikr", "dua-daily", "five-prayers", "sunnah-fajr", "evening-dhikr"], "five of six, in rule order")
        #expect(plan.bonuses == ["kind-word", "tasbih", "quran-page", "sadaqah-small"], "quran-ayat is an essential here, so not a bonus too")
        #expect(plan.mercyDays == 1)
    }

    /// "Every profile the questionnaire can produce yields a valid plan": all of them, enumerated.
    @Test func everyOnboardingOutcomeGetsAPlanWithinTheBounds() {
        let fields = Set(Self.plan.rules.flatMap(\.when.keys) + ["pace"])
        let outcomes = QuestionnaireTests.onboarding.outcomes(reading: fields)
        #expect(outcomes.count > 1_000)
        let actions = Set(Self.plan.actions.map(\.id))
        for profile in outcomes {
            let plan = Self.plan.plan(for: profile)
            #expect(Self.plan.isWithinBounds(plan), "\(profile)")
            #expect(Set(plan.essentials + plan.bonuses).isSubset(of: actions) && Set(plan.essentials).isDisjoint(with: plan.bonuses))
        }
    }
}
