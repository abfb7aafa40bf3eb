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
