import SanadSource

extension Lowering {
    /// `sanad.yaml`'s `media:` section (absent: no limits).
    static func mediaPolicy(_ node: Node?) -> MediaPolicy {
        var policy = MediaPolicy()
        guard let node else { return policy }
        for use in MediaUse.allCases {
            guard let ruleNode = node[use.rawValue] else { continue }
            var rule = MediaPolicy.Rule()
            if let formats = ruleNode["formats"] {
                rule.formats = Located(ruleNode.strings("formats").compactMap { MediaFormat(rawValue: $0.value) }, at: formats.range)
            }
            rule.sampleRate = range(ruleNode["sample-rate"])
            rule.bitRate = range(ruleNode["bit-rate"])
            if let channels = ruleNode.located("channels") {
                rule.channels = Located(channels.value == "mono" ? 1 : 2, at: channels.range)
            }
            rule.maxWidth = ruleNode.integer("max-width")
            rule.maxHeight = ruleNode.integer("max-height")
            policy.rules[use] = rule
        }
        func budget(_ key: String) -> Located<Int>? {
            guard let text = node["budgets"]?.located(key), let bytes = MediaPolicy.bytes(text.value) else { return nil }
            return Located(bytes, at: text.range)
        }
        policy.lessonBudget = budget("lesson")
        policy.packBudget = budget("pack")
        policy.fileBudget = budget("file")
        return policy
    }

    /// `{ min: 128, max: 192 }`, either bound optional.
    private static func range(_ node: Node?) -> Located<ClosedRange<Int>>? {
        guard let node, node.members != nil else { return nil }
        let low = node.integer("min")?.value ?? 0, high = node.integer("max")?.value ?? Int.max
        return low <= high ? Located(low...high, at: node.range) : nil
    }
}
