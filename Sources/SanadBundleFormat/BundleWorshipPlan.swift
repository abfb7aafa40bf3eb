/// `worship.json`: My Worship Path's action catalogue and plan rules (§3, §7), in the core pack
/// (format 2.8). `plan(for:)` is the one place a profile becomes a plan: the compiler checks
/// every profile the questionnaire can produce with it, and the runtime builds the learner's.
public struct BundleWorshipPlan: Codable, Sendable, Equatable {
    /// The questionnaire whose profile the rules read.
    public var questionnaire: String
    /// Every action a plan may hold.
    public var actions: [Action]
    /// How many daily essentials and optional bonuses a plan has.
    public var essentials: Bounds
    /// How many optional bonuses a plan has.
    public var bonuses: Bounds
    /// What every plan starts from.
    public var base: Choice
    /// The rules, in order.
    public var rules: [Rule]
    /// The weekly focus, by action type, in order.
    public var focusRotation: [String]
    /// Mercy days a week by pace.
    public var mercyDays: [String: Int]
    /// The adaptations (`lighter`, `rest-week`): how many essentials and bonuses each keeps.
    public var adaptations: [String: Keep]?

    /// A plan file with every part given.
    public init(questionnaire: String, actions: [Action], essentials: Bounds, bonuses: Bounds, base: Choice, rules: [Rule], focusRotation: [String],
                mercyDays: [String: Int], adaptations: [String: Keep]? = nil) {
        self.adaptations = adaptations
        self.questionnaire = questionnaire
        self.actions = actions
        self.essentials = essentials
        self.bonuses = bonuses
        self.base = base
        self.rules = rules
        self.focusRotation = focusRotation
        self.mercyDays = mercyDays
    }

    /// What an adaptation keeps of a plan.
    public struct Keep: Codable, Sendable, Equatable {
        /// The first essentials kept.
        public var essentials: Int
        /// The first bonuses kept.
        public var bonuses: Int

        /// Counts to keep.
        public init(essentials: Int, bonuses: Int) {
            self.essentials = essentials
            self.bonuses = bonuses
        }
    }

    /// The adaptations My Worship Path offers a learner who needs less for a while.
    public enum Adaptation: String, Sendable, CaseIterable {
        /// A lighter plan, kept until the learner returns to the full one.
        case lighter
        /// A week of rest.
        case restWeek = "rest-week"
    }

    /// A plan adapted: its first essentials and bonuses, as many as the adaptation keeps; the plan
    /// itself when the bundle does not define the adaptation.
    public func adapted(_ plan: Plan, _ adaptation: Adaptation) -> Plan {
        guard let keep = adaptations?[adaptation.rawValue] else { return plan }
        return Plan(essentials: Array(plan.essentials.prefix(max(keep.essentials, 0))), bonuses: Array(plan.bonuses.prefix(max(keep.bonuses, 0))),
                    mercyDays: plan.mercyDays)
    }

    /// A worship action.
    public struct Action: Codable, Sendable, Equatable, Identifiable {
        /// Its id; action logs and saved plans refer to it.
        public var id: String
        /// `salah`, `quran`, `dhikr`, `dua`, `sadaqah`, `zakat` or `good-deed`.
        public var type: String
        /// A finer kind within the type (`fard`, `sunnah`).
        public var subtype: String?
        /// The action as the learner reads it (Arabic).
        public var label: String
        /// Its English gloss.
        public var gloss: String?
        /// The minutes it typically takes.
        public var minutes: Int

        /// An action with every field given.
        public init(id: String, type: String, subtype: String?, label: String, gloss: String?, minutes: Int) {
            self.id = id
            self.type = type
            self.subtype = subtype
            self.label = label
            self.gloss = gloss
            self.minutes = minutes
        }
    }

    /// A count's bounds, both included.
    public struct Bounds: Codable, Sendable, Equatable {
        /// The fewest.
        public var min: Int
        /// The most.
        public var max: Int

        /// Bounds from `min` to `max`.
        public init(min: Int, max: Int) {
            self.min = min
            self.max = max
        }
    }

    /// Actions a rule (or the base) adds.
    public struct Choice: Codable, Sendable, Equatable {
        /// Daily essentials, by action id.
        public var essentials: [String]
        /// Optional bonuses, by action id.
        public var bonuses: [String]

        /// A choice with both lists given.
        public init(essentials: [String], bonuses: [String]) {
            self.essentials = essentials
            self.bonuses = bonuses
        }
    }

    /// A rule: when the profile meets `when`, its actions are added.
    public struct Rule: Codable, Sendable, Equatable {
        /// Profile fields and the values any one of which meets the rule; every field must be met.
        public var when: [String: [String]]
        /// What it adds.
        public var adds: Choice

        /// A rule with both parts given.
        public init(when: [String: [String]], adds: Choice) {
            self.when = when
            self.adds = adds
        }

        /// Whether a profile meets the rule.
        public func matches(_ profile: [String: [String]]) -> Bool {
            when.allSatisfy { field, values in !(profile[field] ?? []).filter(values.contains).isEmpty }
        }
    }

    /// A learner's plan: essentials and bonuses, by action id, in the order the rules added them.
    public struct Plan: Codable, Sendable, Equatable {
        /// The daily essentials.
        public var essentials: [String]
        /// The optional bonuses.
        public var bonuses: [String]
        /// Mercy days a week, from the profile's pace.
        public var mercyDays: Int

        /// A plan with every part given.
        public init(essentials: [String], bonuses: [String], mercyDays: Int) {
            self.essentials = essentials
            self.bonuses = bonuses
            self.mercyDays = mercyDays
        }
    }

    /// The plan for a profile: the base, then each rule the profile meets in order (an action
    /// already in the plan is not added twice, and an essential is not also a bonus), cut to the
    /// maxima. Deterministic: the same profile always gives the same plan.
    public func plan(for profile: [String: [String]]) -> Plan {
        var essentials: [String] = [], bonuses: [String] = []
        for choice in [base] + rules.filter({ $0.matches(profile) }).map(\.adds) {
            for id in choice.essentials where !essentials.contains(id) { essentials.append(id) }
            for id in choice.bonuses where !bonuses.contains(id) && !essentials.contains(id) { bonuses.append(id) }
        }
        bonuses.removeAll(where: essentials.contains)
        let pace = profile["pace"]?.first
        return Plan(essentials: Array(essentials.prefix(max(self.essentials.max, 0))), bonuses: Array(bonuses.prefix(max(self.bonuses.max, 0))),
                    mercyDays: pace.flatMap { mercyDays[$0] } ?? 0)
    }

    /// Whether a plan is within the bounds.
    public func isWithinBounds(_ plan: Plan) -> Bool {
        (essentials.min...max(essentials.min, essentials.max)).contains(plan.essentials.count)
            && (bonuses.min...max(bonuses.min, bonuses.max)).contains(plan.bonuses.count)
    }
}
