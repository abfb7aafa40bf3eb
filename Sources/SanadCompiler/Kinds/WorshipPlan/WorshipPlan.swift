import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `worship/plan.yaml`: My Worship Path's action catalogue and the plan rules that map an
    /// onboarding profile to daily essentials and optional bonuses (§3, §7). Every profile the
    /// questionnaire can produce is enumerated and must get a plan within the bounds.
    public enum WorshipPlan: ContentKind {}
}

extension ContentKinds.WorshipPlan {
    /// The `worship-plan` kind, checked against `Schemas/worship-plan.schema.json`.
    public static let source = SourceKind.worshipPlan
    /// The bytes of `worship-plan.schema.json`.
    public static var schema: [UInt8] { PackageResources.worship_plan_schema_json }
    /// The kind owns `worship/plan.yaml`, and nothing else.
    public static func owns(_ path: [Substring]) -> Bool { path == ["worship", "plan.yaml"] }
    /// The project's one worship plan goes in `worship/plan.yaml`.
    public static let placement = "worship/plan.yaml"
    /// Worship plans are documented under `## Worship plans` in `docs/content-kinds.md`.
    public static let documentation = "Worship plans"
    /// Worship plans are read on screen: adults' plans.
    public static let listening = Listening.readOnScreen

    /// Action ids: action logs and saved plans refer to them.
    static let space = IDSpace("worship action", owner: source)

    /// `worship/plan.yaml` lowers to one `WorshipPlanModel`, or to none without `questionnaire:`;
    /// an action without an id is left out, and lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [WorshipPlanModel], diagnostics: [Diagnostic]) {
        guard let questionnaire = node.located("questionnaire") else { return ([], []) }
        func bounds(_ key: String) -> Located<ClosedRange<Int>> {
            let bounds = node[key]
            let min = bounds?.integer("min")?.value ?? 0, max = bounds?.integer("max")?.value ?? 0
            return Located(min...Swift.max(min, max), at: bounds?.range ?? questionnaire.range)
        }
        let actions = node.objects("actions").compactMap { action -> WorshipPlanModel.Action? in
            guard let id = action.located("id") else { return nil }
            return .init(id: id, type: action.text("type") ?? "", subtype: action.text("subtype"), label: action.text("label") ?? "",
                         gloss: action.text("gloss"), minutes: action.integer("minutes")?.value ?? 0)
        }
        let rules = node.objects("rules").map { rule in
            WorshipPlanModel.Rule(
                when: (rule["when"]?.members ?? []).map { (field: Located($0.key, at: $0.keyRange), values: $0.value.elements?.compactMap(\.string) ?? []) },
                essentials: rule.strings("essentials"), bonuses: rule.strings("bonuses"))
        }
        var plan = WorshipPlanModel(
            questionnaire: questionnaire, actions: actions, essentials: bounds("essentials"), bonuses: bounds("bonuses"),
            baseEssentials: node["base"]?.strings("essentials") ?? [], baseBonuses: node["base"]?.strings("bonuses") ?? [], rules: rules,
            focusRotation: node.strings("focus-rotation").map(\.value),
            mercyDays: Dictionary((node["mercy-days"]?.members ?? []).compactMap { member in member.value.integerValue.map { (member.key, $0) } },
                                  uniquingKeysWith: { first, _ in first }),
            review: Lowering.review(node), canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)
        plan.mercyDaysRange = node["mercy-days"]?.range
        for member in node["adaptations"]?.members ?? [] {
            guard let essentials = member.value.integer("essentials")?.value, let bonuses = member.value.integer("bonuses")?.value else { continue }
            plan.adaptations[member.key] = BundleWorshipPlan.Keep(essentials: essentials, bonuses: bonuses)
        }
        return ([plan], [])
    }

    /// The ids of the catalogue's worship actions, which action logs and saved plans name.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] { corpus.worshipPlans.map { IDDefinitions(space, $0.actions.map(\.id)) } }

    /// The plan's questionnaire, every action its base and rules add, and every profile field its
    /// rules read (among that questionnaire's).
    public static func references(in corpus: Corpus) -> [IDReference] {
        corpus.worshipPlans.flatMap { plan -> [IDReference] in
            let actions: [Located<String>] = plan.baseEssentials + plan.baseBonuses + plan.rules.flatMap { $0.essentials + $0.bonuses }
            let fields: [Located<String>] = plan.rules.flatMap { $0.when.map(\.field) }
            let profile = ContentKinds.Questionnaire.profileSpace(of: plan.questionnaire.value)
            return [IDReference(plan.questionnaire, into: ContentKinds.Questionnaire.space)]
                + actions.map { IDReference($0, into: space) } + fields.map { IDReference($0, into: profile) }
        }
    }

    /// The project's one mercy policy by pace: `sanad.yaml`'s `streaks: mercy-days-per-week`
    /// when it gives days by pace, else the plan's `mercy-days`; nil when neither does.
    static func mercyDaysByPace(in corpus: Corpus) -> [String: Int]? {
        if let project = corpus.project?.streaks.project.mercyDaysByPace { return project }
        return corpus.worshipPlans.first.flatMap { $0.mercyDays.isEmpty ? nil : $0.mercyDays }
    }

    /// Every profile the questionnaire can produce gets a plan within the bounds, and the plan's
    /// mercy days are not a second policy beside the project's.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        mercyPolicyConflicts(corpus) + planBoundsProblems(corpus)
    }

    /// A plan's `mercy-days` that differ from the days by pace `sanad.yaml` gives: two policies
    /// for one learner (the streak and the plan would disagree on a missed day).
    static func mercyPolicyConflicts(_ corpus: Corpus) -> [Diagnostic] {
        guard let project = corpus.project?.streaks.project, let byPace = project.mercyDaysByPace else { return [] }
        return corpus.worshipPlans.compactMap { plan -> Diagnostic? in
            guard let range = plan.mercyDaysRange, plan.mercyDays != byPace else { return nil }
            func described(_ days: [String: Int]) -> String { days.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") }
            return Diagnostic(
                ResolutionDiagnostics.mercyPolicy, "the plan's mercy days (\(described(plan.mercyDays))) differ from sanad.yaml's (\(described(byPace)))", at: range,
                notes: [.init(message: "sanad.yaml's streaks give mercy days by pace here", range: project.mercyByPaceRange)],
                help: "give the mercy days by pace in one place: remove `mercy-days` here, or make the two the same")
        }
    }

    /// The most profiles the bounds check walks for one plan (the sample's plan tells a few
    /// hundred apart).
    static let outcomeLimit = 20_000

    static func planBoundsProblems(_ corpus: Corpus) -> [Diagnostic] {
        corpus.worshipPlans.compactMap { plan -> Diagnostic? in
            guard let questionnaire = corpus.questionnaires.first(where: { $0.id.value == plan.questionnaire.value }) else { return nil }
            let bundled = plan.bundled
            // What the rules read: whether a field holds one of their values. The other values of a
            // field are one to them, so the questionnaire's answers are walked as far as they can
            // tell apart, and no further than `outcomeLimit` profiles.
            let told = bundled.rules.reduce(into: [String: Set<String>]()) { told, rule in
                for (field, values) in rule.when { told[field, default: []].formUnion(values) }
            }
            let (outcomes, complete) = questionnaire.bundled.outcomes(reading: Set(told.keys), distinguishing: told, limit: outcomeLimit)
            for profile in outcomes {
                let result = bundled.plan(for: profile)
                guard !bundled.isWithinBounds(result) else { continue }
                let described = profile.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.joined(separator: ", "))" }.joined(separator: "; ")
                let (count, bounds, what) = (bundled.essentials.min...bundled.essentials.max).contains(result.essentials.count)
                    ? (result.bonuses.count, plan.bonuses, "bonuses") : (result.essentials.count, plan.essentials, "essentials")
                return Diagnostic(
                    ResolutionDiagnostics.planBounds,
                    "a learner's plan gets \(count) \(what); a plan has \(bounds.value.lowerBound) to \(bounds.value.upperBound)", at: bounds.range,
                    notes: [.init(message: "the profile: \(described.isEmpty ? "every question skipped" : described)"),
                            .init(message: "\(outcomes.count) profiles checked")],
                    help: "add \(what) to the base or to a rule this profile meets, or widen the bounds")
            }
            // Every profile walked fits, but the walk stopped short: say so.
            if !complete {
                var diagnostic = Diagnostic(
                    ResolutionDiagnostics.planBounds,
                    "the questionnaire gives the plan's rules more profiles to tell apart than the check walks; the \(outcomes.count) it walked fit",
                    at: plan.essentials.range,
                    notes: [.init(message: "the walk stops at \(outcomeLimit) profiles, and does not take every set of a multiple choice with more than 12 choices to tell apart")],
                    help: "let the rules name fewer values, or split the questionnaire")
                diagnostic.severity = .warning
                return diagnostic
            }
            return nil
        }
    }

    /// The plan is approved as a whole: its actions' labels and glosses, and the rules that
    /// decide which a learner is offered.
    public static func reviewedItems(of plan: WorshipPlanModel) -> [ReviewedItem] {
        [ReviewedItem.file(what: "worship plan", approvalID: "worship/plan", review: plan.review, kind: source, file: plan.file,
                           canonicalText: plan.canonicalText, scopes: reviewScopes)]
    }

    /// A plan is published when it is approved and its questionnaire is: a plan whose profile
    /// no learner can make is an error (V0007).
    public static func selectForRelease(from corpus: Corpus, into selected: inout Corpus) -> [Diagnostic] {
        let questionnaires = Set(selected.questionnaires.map(\.id.value))
        var diagnostics: [Diagnostic] = []
        selected.setModels(models(in: selected).filter { plan in
            guard reviewedItems(of: plan).allSatisfy(\.review.isApproved) else { return false }
            guard questionnaires.contains(plan.questionnaire.value) else {
                diagnostics.append(Diagnostic(
                    ReviewDiagnostics.unpublishedRequirement, "the worship plan reads the questionnaire '\(plan.questionnaire.value)', which is left out of this release",
                    at: plan.questionnaire.range, notes: [.init(message: "left out: the questionnaire is not approved")],
                    help: "have the questionnaire approved, or leave out the plan too"))
                return false
            }
            return true
        }, of: self)
        return diagnostics
    }

    /// The scopes a reviewer of worship guidance (a plan, a questionnaire, an app's copy) needs one of.
    public static let reviewScopes = ["fiqh", "akhlaq"]

    /// Worship plan rule examples stand for `worship/plan.yaml`, with `baseExample` as the valid
    /// file.
    public static var example: KindExample? { KindExample(path: "worship/plan.yaml", base: baseExample) }

    /// A valid plan for rule examples, for the example questionnaire (`QuestionnaireExamples.base`).
    public static let baseExample = """
        questionnaire: onboarding
        actions:
          - { id: one-prayer, type: salah, subtype: fard, label: One prayer on time, minutes: 10 }
          - { id: kind-word, type: good-deed, label: A kind word, minutes: 1 }
        essentials: { min: 1, max: 2 }
        bonuses: { min: 1, max: 1 }
        base: { essentials: [one-prayer], bonuses: [kind-word] }

        """

    /// The plan emits `worship.json`, in the core pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.worship]
    /// Worship plan changes are reported of actions and of the plan rules as a whole.
    public static let diffSubjects: [BundleChange.Subject] = [.worshipAction, .worshipPlanRules]
}
