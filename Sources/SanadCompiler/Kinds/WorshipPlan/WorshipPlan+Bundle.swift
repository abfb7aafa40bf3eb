import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A worship action of the catalogue.
    public static let worshipAction = BundleChange.Subject(rawValue: "worship action")
    /// The plan rules as a whole.
    public static let worshipPlanRules = BundleChange.Subject(rawValue: "plan rules")
}

extension ContentKinds.WorshipPlan {
    /// `worship.json`, when the project has a plan file.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        guard let plan = builder.corpus.worshipPlans.first else { return [] }
        // The bundle's plan carries the project's one mercy policy, so `plan(for:)` agrees with
        // `ProgressRules.resolved(pace:)`.
        var bundled = plan.bundled
        bundled.mercyDays = mercyDaysByPace(in: builder.corpus) ?? [:]
        return [try builder.encode(bundled, path: "worship.json", kind: .worship)]
    }

    /// Throws when the snapshot's `worship.json` does not decode as `BundleWorshipPlan`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.worship] ?? [] { _ = try BundleJSONDecoder().decode(BundleWorshipPlan.self, from: data) }
    }

    /// Saved plans and action logs name actions: removing one is major, adding one minor, a new
    /// type minor, wording and minutes a patch. Changed rules, bounds, focus or mercy days change
    /// the plans learners get: minor. Removing the plan file is major, adding one minor.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.worship, as: BundleWorshipPlan.self), after = diff.new.decoded(.worship, as: BundleWorshipPlan.self)
        diff.compareKeyed(.worshipAction, before.flatMap(\.actions), after.flatMap(\.actions), key: \.id, removed: .major) { a, b in
            [("type", .minor, a.type == b.type && a.subtype == b.subtype), ("wording", .patch, a.label == b.label && a.gloss == b.gloss),
             ("minutes", .patch, a.minutes == b.minutes)]
        }
        guard let old = before.first, let new = after.first else {
            if let old = before.first { diff.recordChange(.major, .worshipPlanRules, old.questionnaire, "removed") }
            if let new = after.first { diff.recordChange(.minor, .worshipPlanRules, new.questionnaire, "added") }
            return
        }
        diff.compareFields(.worshipPlanRules, new.questionnaire, [
            ("questionnaire", .minor, old.questionnaire == new.questionnaire), ("bounds", .minor, old.essentials == new.essentials && old.bonuses == new.bonuses),
            ("rules", .minor, old.base == new.base && old.rules == new.rules), ("focus rotation", .minor, old.focusRotation == new.focusRotation),
            ("mercy days", .minor, old.mercyDays == new.mercyDays), ("adaptations", .minor, old.adaptations == new.adaptations),
        ])
    }
}
