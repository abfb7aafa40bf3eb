import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Achievements {
    /// `achievements.yaml` lowers to one `AchievementList`; an achievement without an id or a
    /// trigger is left out, and lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [AchievementList], diagnostics: [Diagnostic]) {
        ([AchievementList(achievements: node.objects("achievements").compactMap(achievement), review: Lowering.review(node),
                          canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)], [])
    }

    /// One achievement, lowered; nil without an id or a trigger.
    static func achievement(_ node: Node) -> AchievementModel? {
        guard let id = node.located("id"), let trigger = node["trigger"] else { return nil }
        return AchievementModel(
            id: id, title: node.text("title") ?? "", description: node.text("description") ?? "",
            triggerType: trigger.text("type").flatMap(TriggerType.init(rawValue:)), count: trigger.integer("count")?.value, days: trigger.integer("days")?.value,
            category: trigger.located("category"), from: trigger.text("from"), to: trigger.text("to"),
            hijriFrom: trigger["hijri"]?.text("from"), hijriTo: trigger["hijri"]?.text("to"),
            titleRange: node["title"]?.range, descriptionRange: node["description"]?.range, lesson: trigger.located("lesson"),
            group: node.text("group").flatMap(AchievementGroup.init(rawValue:)), xp: node.integer("xp")?.value,
            badge: node["badge"]?.located("image"), lockedBadge: node["badge"]?.located("locked"), badgeLabel: node["badge"]?.text("label"), badgeRange: node["badge"]?.range,
            audience: node.located("audience"))
    }
}
