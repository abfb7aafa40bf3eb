import SanadDiagnostics

/// No text a learner reads still holds a placeholder that `sanad new` wrote (`[[TODO: …]]`): a
/// skeleton is complete in shape, and this rule keeps it from being published before it is
/// written. A warning while writing; under `--release`, an error.
public struct PlaceholderRule: TextRule {
    /// What every placeholder begins with.
    public static let marker: StaticString = "[[TODO"

    /// L0030 `placeholder`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0030", name: .placeholder, severity: .warning,
        summary: "A text a learner reads still holds a placeholder that `sanad new` wrote (`[[TODO: …]]`); a warning while writing, an error under `--release`.",
        rationale: "A new lesson's skeleton is complete in shape so that it lints and builds while it is written; its placeholders must never reach a learner.",
        triggering: [
            .lesson(["takeaway": "\"1️⃣[[TODO: the one sentence the learner keeps]]\""]),
            .lesson(body: "## Hook\n\n1️⃣[[TODO: a question that catches attention]]\n\n## Teach\n\nThe lesson.\n\n## Practice\n\nAnswer.\n\n## Reward\n\nWell done.\n"),
            .category(["summary": "\"1️⃣[[TODO: one line on the category]]\""]),
        ],
        nonTriggering: [.lesson([:]), .lesson(["takeaway": "\"A to-do list [[in brackets]] is not a placeholder.\""])])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each `[[TODO…]]` placeholder in the text, up to its `]]` on the same line.
    public func check(_ text: LearnerText, in context: RuleContext) -> [Diagnostic] {
        let found: [(range: Range<Int>, placeholder: String)] = text.withValueBytes { bytes in
            var found: [(Range<Int>, String)] = []
            var index = 0
            while let start = UTF8Search.firstOffset(of: Self.marker, in: bytes, from: index) {
                // The placeholder runs to its `]]`, on the same line.
                var end = start + Self.marker.utf8CodeUnitCount
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"),
                      !(bytes[end] == UInt8(ascii: "]") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "]")) { end += 1 }
                if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "]"), bytes[end + 1] == UInt8(ascii: "]") { end += 2 }
                found.append((start..<end, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                index = end
            }
            return found
        }
        return found.map { placeholder in
            diagnostic("a placeholder is still here: \(placeholder.placeholder)", at: text.sourceRange(ofValueBytes: placeholder.range),
                       help: "replace it with the text the learner reads")
        }
    }
}
