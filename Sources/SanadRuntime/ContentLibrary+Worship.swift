import SanadBundleFormat

extension ContentLibrary {
    /// My Worship Path for a learner's onboarding profile (`QuestionnaireSession`'s answers):
    /// the plan the bundle's rules give the profile, under the bundle's progress rules resolved
    /// for the learner's audience and the profile's `pace`, so the plan's mercy days and the
    /// streak's are one policy. Nil when the bundle has no worship plan.
    public func worshipPath(for profile: [String: [String]], audience: String? = nil) throws(BundleError) -> WorshipPath? {
        guard let rules = try worshipPlan() else { return nil }
        let progress = self.rules.resolved(audience: audience, pace: profile["pace"]?.first)
        return WorshipPath(rules: rules, plan: rules.plan(for: profile), progress: progress)
    }
}
