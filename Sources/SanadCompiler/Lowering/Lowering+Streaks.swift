import SanadSource

extension Lowering {
    /// `sanad.yaml`'s `streaks:` section (absent: plain streaks).
    static func streakPolicy(_ node: Node?) -> StreakPolicyModel {
        var model = StreakPolicyModel()
        guard let node else { return model }
        model.project = policy(node)
        let days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        if let start = node.text("week-starts-on"), let index = days.firstIndex(of: start) { model.weekStartsOn = index + 1 }
        if node["milestones"] != nil { model.milestones = (node["milestones"]?.elements ?? []).compactMap(\.integerValue) }
        if node["milestone-xp"] != nil { model.milestoneXP = (node["milestone-xp"]?.elements ?? []).compactMap(\.integerValue) }
        for member in node["audiences"]?.members ?? [] {
            model.audiences[member.key] = policy(member.value)
            model.audienceKeys.append(Located(member.key, at: member.keyRange))
        }
        return model
    }

    private static func policy(_ node: Node) -> StreakPolicyModel.Policy {
        var policy = StreakPolicyModel.Policy()
        policy.freezesPerWeek = node.integer("freezes-per-week")?.value
        if let mercy = node["mercy-days-per-week"] {
            if let members = mercy.members {
                policy.mercyDaysByPace = Dictionary(members.compactMap { member in member.value.integerValue.map { (member.key, $0) } }, uniquingKeysWith: { first, _ in first })
                policy.mercyByPaceRange = mercy.range
            } else {
                policy.mercyDaysPerWeek = mercy.integerValue
            }
        }
        policy.mercyCountsAsOnPath = node.flag("mercy-counts-as-on-path")
        policy.freezeEarnedByActiveDays = node.integer("freeze-earned-by-active-days")?.value
        return policy
    }
}
