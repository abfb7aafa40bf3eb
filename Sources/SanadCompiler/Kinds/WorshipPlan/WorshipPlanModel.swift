import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// `worship/plan.yaml`, lowered: the action catalogue and the plan rules.
public struct WorshipPlanModel: Sendable, SourceFileModel {
    /// One worship action of the catalogue, which plans are made of.
    public struct Action: Sendable {
        /// The action's id, where written (`five-prayers`); action logs and saved plans name it.
        public var id: Located<String>
        /// The action's type as written: `salah`, `quran`, `dhikr`, `dua`, `sadaqah`, `zakat` or
        /// `good-deed`; empty when missing.
        public var type: String
        /// A finer kind within its type (`fard` for a salah); nil when none is given.
        public var subtype: String?
        /// The action as the learner reads it (Arabic); empty when missing.
        public var label: String
        /// The label's English gloss; nil when none is given.
        public var gloss: String?
        /// The minutes it typically takes; 0 when not given.
        public var minutes: Int
    }

    /// A plan rule: when a learner's profile meets every field of `when`, it adds its actions to
    /// the plan.
    public struct Rule: Sendable {
        /// Profile fields, where each is written, and the values any one of which meets the rule.
        public var when: [(field: Located<String>, values: [String])]
        /// The ids of the actions the rule adds as daily essentials, where written.
        public var essentials: [Located<String>]
        /// The ids of the actions the rule adds as optional bonuses, where written.
        public var bonuses: [Located<String>]
    }

    /// The id of the questionnaire whose profile the rules read, where written.
    public var questionnaire: Located<String>
    /// The action catalogue in the order written; an action without an id is left out.
    public var actions: [Action]
    /// How many daily essentials a plan has (My Worship Path: 3 to 5), where written; `0...0` when
    /// missing, and a maximum below the minimum counts as the minimum.
    public var essentials: Located<ClosedRange<Int>>
    /// How many optional bonuses a plan has (2 to 4), where written; `0...0` when missing, and a
    /// maximum below the minimum counts as the minimum.
    public var bonuses: Located<ClosedRange<Int>>
    /// The ids of the essentials every plan starts from (`base: essentials:`), where written.
    public var baseEssentials: [Located<String>]
    /// The ids of the bonuses every plan starts from (`base: bonuses:`), where written.
    public var baseBonuses: [Located<String>]
    /// The rules in order: each one the profile meets adds its actions, an action never twice, then
    /// the plan is cut to the maxima.
    public var rules: [Rule]
    /// The weekly focus, one action type a week, in this order and then again; empty when not
    /// given.
    public var focusRotation: [String]
    /// Mercy days a week by pace (a profile's `pace` value); empty when not given. The bundle
    /// carries `sanad.yaml`'s days by pace instead when it gives them.
    public var mercyDays: [String: Int]
    /// Where `mercy-days` is written, if it is.
    public var mercyDaysRange: SourceRange?
    /// `adaptations:`: what the lighter plan and the rest week keep.
    public var adaptations: [String: BundleWorshipPlan.Keep] = [:]
    /// The review of the whole file, approved with `sanad review approve worship/plan`.
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The `worship/plan.yaml` the model was lowered from.
    public var file: SourceFile

    /// The model as the bundle carries it (what `plan(for:)` runs on).
    public var bundled: BundleWorshipPlan {
        BundleWorshipPlan(
            questionnaire: questionnaire.value,
            actions: actions.map { .init(id: $0.id.value, type: $0.type, subtype: $0.subtype, label: $0.label, gloss: $0.gloss, minutes: $0.minutes) },
            essentials: .init(min: essentials.value.lowerBound, max: essentials.value.upperBound),
            bonuses: .init(min: bonuses.value.lowerBound, max: bonuses.value.upperBound),
            base: .init(essentials: baseEssentials.map(\.value), bonuses: baseBonuses.map(\.value)),
            rules: rules.map { rule in
                .init(when: Dictionary(rule.when.map { ($0.field.value, $0.values) }, uniquingKeysWith: { first, _ in first }),
                      adds: .init(essentials: rule.essentials.map(\.value), bonuses: rule.bonuses.map(\.value)))
            },
            focusRotation: focusRotation, mercyDays: mercyDays, adaptations: adaptations.isEmpty ? nil : adaptations)
    }
}

extension Corpus {
    /// The worship plan file, if the project has one.
    public var worshipPlans: [WorshipPlanModel] { models(of: ContentKinds.WorshipPlan.self) }
}
