import SanadCompiler

/// The files `sanad new` writes: complete in shape, so that they lint and build at once, with
/// `[[TODO: …]]` placeholders (`PlaceholderRule`) wherever the author's words are needed.
public enum Skeletons {
    /// A new lesson. `schemaPath` is the relative path of `lesson.schema.json` for the modeline,
    /// if the project has exported schemas.
    public static func lesson(id: String, title: String, order: Int, subtopic: String?, schemaPath: String?) -> String {
        var lines = ["---"]
        if let schemaPath { lines.append("# yaml-language-server: $schema=\(schemaPath)") }
        lines += [
            "id: \(id)",
            "title: \(yamlScalar(title))",
            "order: \(order)",
        ]
        if let subtopic { lines.append("subtopic: \(subtopic)") }
        lines += [
            "duration: 5m",
            "takeaway: \"[[TODO: the one sentence the learner keeps]]\"",
            "completion: read",
            "phases: { hook: 40s, teach: 2m15s, practice: 1m45s, reward: 20s }",
            "audio: { waiver: \"[[TODO: record the narration and name it here (narration: media/...), or say why there is none]]\" }",
            "practice:",
            "  - id: q1",
            "    type: multiple-choice",
            "    prompt: \"[[TODO: a question on what the lesson teaches]]\"",
            "    choices:",
            "      - text: \"[[TODO: the right answer]]\"",
            "        correct: true",
            "        feedback: \"[[TODO: why it is right]]\"",
            "      - text: \"[[TODO: a wrong answer]]\"",
            "        feedback: \"[[TODO: why it is wrong]]\"",
            "review: { status: draft }",
            "---",
            "",
            "## Hook",
            "",
            "[[TODO: a question or a short story that catches attention (30 to 45 seconds)]]",
            "",
            "## Teach",
            "",
            "[[TODO: the lesson itself, with its evidence as citation blocks such as > [!QURAN 49:12] (2 to 2.5 minutes)]]",
            "",
            "## Practice",
            "",
            "[[TODO: what the learner does: answer the question below, reflect, act (1.5 to 2 minutes)]]",
            "",
            "## Reward",
            "",
            "[[TODO: a warm close on what was learnt (15 to 30 seconds)]]",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// A new category.
    public static func category(id: String, title: String?, kind: String, order: Int, audience: String, schemaPath: String?) -> String {
        var lines: [String] = []
        if let schemaPath { lines.append("# yaml-language-server: $schema=\(schemaPath)") }
        lines += [
            "id: \(id)",
            "kind: \(kind)",
            "title: \(title.map(yamlScalar) ?? "\"[[TODO: the category's title]]\"")",
            "summary: \"[[TODO: one sentence for the category's card]]\"",
            "overview: |",
            "  [[TODO: the overview read before the first lesson, with its evidence]]",
            "order: \(order)",
            "audience: \(audience)",
            "subtopics:",
            "  - { id: foundations, title: \"[[TODO: the first subtopic's title]]\" }",
            "review: { status: draft }",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// A YAML scalar for `text`: plain when that reads back as the same string, else
    /// double-quoted (JSON's escapes, which YAML's double-quoted style shares).
    public static func yamlScalar(_ text: String) -> String {
        let plainSafe = !text.isEmpty && text.trimmingSpacesAndTabs == text && !text.contains(": ") && !text.contains(" #")
            && !text.hasSuffix(":") && !"-?:,[]{}#&*!|>'\"%@`".contains(text.first!)
            && !["true", "false", "null", "yes", "no", "on", "off", "~", ".inf", "-.inf", "+.inf", ".nan"].contains(text.lowercased()) && Double(text) == nil
            && !text.lowercased().hasPrefix("0x") && !text.lowercased().hasPrefix("0o")
            && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{FEFF}" || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
        if plainSafe { return text }
        // The double-quoted style the translation editor writes: every escape YAML needs.
        return YAMLScalarWriter.quoted(text)
    }
}
