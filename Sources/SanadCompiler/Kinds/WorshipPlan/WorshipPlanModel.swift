import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// `worship/plan.yaml`, lowered: the action catalogue and the plan rules.
public struct WorshipPlanModel: Sendable, SourceFileModel {
    public struct Action: Sendable {
        public var id: Located<String>
        public var type: String
        public var subtype: String?
        public var label: String
        public var gloss: String?
        public var minutes: Int
    }

    public struct Rule: Sendable {
        /// Profile fields, where each is written, and the values any one of which meets the rule.
        public var when: [(field: Located<String>, values: [String])]
        public var essentials: [Located<String>]
        public var bonuses: [Located<String>]
    }

    public var questionnaire: Located<String>
    public var actions: [Action]
    public var essentials: Located<ClosedRange<Int>>
    public var bonuses: Located<ClosedRange<Int>>
    public var baseEssentials: [Located<String>]
    public var baseBonuses: [Located<String>]
    public var rules: [Rule]
    public var focusRotation: [String]
    public var mercyDays: [String: Int]
    /// Where `mercy-days` is written, if it is.
    public var mercyDaysRange: SourceRange?
    /// `adaptations:`: what the lighter plan and the rest week keep.
    public var adaptations: [String: BundleWorshipPlan.Keep] = [:]
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
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
