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

    /// Going back to change an answer before submitting (issue 36): the answer is taken back,
    /// the new one decides the branch, and a question left off the way leaves no answer behind.
    @Test func aLearnerGoesBackAndChangesAnAnswer() throws {
        var session = QuestionnaireSession(Self.onboarding)
        let wentBack = session.back()
        #expect(!wentBack, "nothing to go back to")
        try session.answer(.choice("fresh_start"))
        try session.answer(.choice("young-children"))
        session.back()
        #expect(session.current == "life-context" && session.takenBack["life-context"] == .choice("young-children"))
        session.back()
        #expect(session.current == "consistency" && session.asked.isEmpty)
        #expect(session.takenBack["consistency"] == .choice("fresh_start"), "the earlier answer, to show selected")
        try session.answer(.choice("steady"))
        #expect(session.current == "time" && session.takenBack["consistency"] == nil)
        while !session.isFinished { try session.answer(.skip) }
        #expect(session.profile["consistency"] == ["steady"] && session.profile["life-context"] == ["none"], "the branch left, its answer gone")
    }

    /// "٢ من ٧": where the learner is, of the questions on the longest way to the end.
    @Test func theProgressCountsTheWayAhead() throws {
        var session = QuestionnaireSession(Self.onboarding)
        #expect(session.position == .init(number: 1, of: 7), "a fresh start is asked seven questions")
        let arabic = try #require(session.position).formatted(locale: Locale(identifier: "ar_SA"))
        #expect(arabic.number == "١" && arabic.of == "٧", "\(arabic)")
        #expect(try #require(session.position).formatted(locale: Locale(identifier: "ar@numbers=arab")).of == "٧")
        #expect(try #require(session.position).formatted(locale: Locale(identifier: "en")).of == "7")
        try session.answer(.choice("steady"))
        #expect(session.position == .init(number: 2, of: 6), "any other start skips the life-context question")
        while !session.isFinished { try session.answer(.skip) }
        #expect(session.position == nil)
    }

    /// A bundle's questionnaire is input the app does not control: a chain of 50,000 questions
    /// costs one walk for the progress, without running out of stack; a cycle counts once.
    @Test func theProgressOfALongOrLoopingChainIsBounded() throws {
        let count = 50_000
        let chain = (0..<count).map { index in
            BundleQuestionnaires.Question(id: "q\(index)", type: .freeText, prompt: "?", gloss: nil, progress: "", skippable: true, sets: nil,
                                          next: index + 1 < count ? "q\(index + 1)" : BundleQuestionnaires.end, choices: [])
        }
        var session = QuestionnaireSession(BundleQuestionnaires.Questionnaire(id: "long", title: "Long", profile: [], questions: chain))
        #expect(session.position == .init(number: 1, of: count))
        try session.answer(.skip)
        #expect(session.position == .init(number: 2, of: count))
        var loop = chain.prefix(3).map { $0 }
        loop[2].next = "q0"
        let looping = QuestionnaireSession(BundleQuestionnaires.Questionnaire(id: "loop", title: "Loop", profile: [], questions: loop))
        #expect(looping.position == .init(number: 1, of: 3))
    }

    /// Re-asking one or two questions later ("هل ما زالت نيتك كما هي؟") merges the answers into
    /// the profile the learner already has.
    @Test func aQuestionAskedAgainIsMergedIntoTheProfile() throws {
        var first = QuestionnaireSession(Self.onboarding)
        try first.answer(.choice("some_days"))
        while !first.isFinished { try first.answer(.skip) }
        let profile = first.profile
        var again = QuestionnaireSession(Self.onboarding, reasking: ["intention", "no-such-question", "pace", "intention"], profile: profile)
        #expect(again.current == "intention" && again.position == .init(number: 1, of: 2), "unknown ids and repeats left out")
        try again.answer(.choice("closeness"))
        #expect(again.current == "pace", "the list, not the branching")
        try again.answer(.skip)
        #expect(again.isFinished)
        var expected = profile
        expected["intention"] = ["closeness"]
        #expect(again.profile == expected, "the intention replaced; the skipped pace and every other field kept")
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

    /// Told apart only by the values the plan's rules read, the onboarding's profiles are far fewer
    /// and give the same verdict; a limit stops the walk and says so.
    @Test func outcomesToldApartByTheRulesValuesAndALimit() {
        let told = Self.plan.rules.reduce(into: [String: Set<String>]()) { told, rule in
            for (field, values) in rule.when { told[field, default: []].formUnion(values) }
        }
        let all = QuestionnaireTests.onboarding.outcomes(reading: Set(told.keys))
        let (few, complete) = QuestionnaireTests.onboarding.outcomes(reading: Set(told.keys), distinguishing: told, limit: nil)
        #expect(complete && few.count < all.count && !few.isEmpty, "\(few.count) of \(all.count)")
        func plans(_ profiles: [[String: [String]]]) -> Set<String> {
            Set(profiles.map { let plan = Self.plan.plan(for: $0); return plan.essentials.joined(separator: ",") + " | " + plan.bonuses.joined(separator: ",") })
        }
        #expect(plans(few) == plans(all), "the same plans")
        let (first, stopped) = QuestionnaireTests.onboarding.outcomes(reading: Set(told.keys), distinguishing: [:], limit: 10)
        #expect(!stopped && first.count == 10)
        // Paths that branch and rejoin with the same profile are walked once from where they meet:
        // a walk that reads nothing meets at every question, and gives the one empty profile.
        #expect(QuestionnaireTests.onboarding.outcomes(reading: [], distinguishing: [:], limit: nil) == ([[:]], true))
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
