import SanadDiagnostics

/// No text a learner reads still holds a placeholder that `sanad new` wrote (`[[TODO: …]]`): a
/// skeleton is complete in shape, and this rule keeps it from being published before it is
/// written. A warning while writing; under `--release`, an error.
public struct PlaceholderRule: TextRule {
    /// What every placeholder begins with.
    public static let marker = "[[TODO"

    public static let description = RuleDescription(
        id: "L0030", name: "placeholder", severity: .warning,
        summary: "A text a learner reads still holds a placeholder that `sanad new` wrote (`[[TODO: …]]`); a warning while writing, an error under `--release`.",
        rationale: "A new lesson's skeleton is complete in shape so that it lints and builds while it is written; its placeholders must never reach a learner.",
        triggering: [
            .lesson(["takeaway": "\"1️⃣[[TODO: the one sentence the learner keeps]]\""]),
            .lesson(body: "## Hook\n\n1️⃣[[TODO: a question that catches attention]]\n\n## Teach\n\nThe lesson.\n\n## Practice\n\nAnswer.\n\n## Reward\n\nWell done.\n"),
            .category(["summary": "\"1️⃣[[TODO: one line on the category]]\""]),
        ],
        nonTriggering: [.lesson([:]), .lesson(["takeaway": "\"A to-do list [[in brackets]] is not a placeholder.\""])])

    public init() {}

    public func check(_ text: LearnerText, in context: RuleContext) -> [Diagnostic] {
        let value = text.value.value
        guard value.contains(Self.marker) else { return [] }
        let bytes = Array(value.utf8), marker = Array(Self.marker.utf8)
        var diagnostics: [Diagnostic] = []
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                index += 1
                continue
            }
            // The placeholder runs to its `]]`, on the same line.
            var end = index + marker.count
            while end + 1 < bytes.count, bytes[end] != UInt8(ascii: "\n"), !(bytes[end] == UInt8(ascii: "]") && bytes[end + 1] == UInt8(ascii: "]")) { end += 1 }
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "]") { end += 2 }
            let placeholder = String(decoding: bytes[index..<end], as: UTF8.self)
            diagnostics.append(diagnostic("a placeholder is still here: \(placeholder)", at: text.sourceRange(ofValueBytes: index..<end),
                                          help: "replace it with the text the learner reads"))
            index = end
        }
        return diagnostics
    }
}
