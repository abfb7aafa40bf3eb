import SanadDiagnostics

/// Every subtopic a category declares has at least one lesson: an empty group is a heading an
/// app shows with nothing under it.
public struct SubtopicLessonsRule: CategoryRule {
    /// L0013 `subtopic-lessons`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0013", name: .subtopicLessons, severity: .warning,
        summary: "A category declares a subtopic that none of its lessons is in.",
        rationale: "Apps group a category's lessons by subtopic (causes, consequences, remedies); a subtopic without lessons is an empty group, usually a lesson not yet written or a subtopic misspelt in a lesson.",
        triggering: [
            .category(["subtopics": "[{ id: causes, title: Causes }, { id: 1️⃣remedies, title: Remedies }]"]),
        ],
        nonTriggering: [
            .category(["subtopics": "[{ id: causes, title: Causes }]"]),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each subtopic of the category that none of the category's lessons names in `subtopic:`.
    public func check(_ category: CategoryModel, in context: RuleContext) -> [Diagnostic] {
        guard !category.subtopics.isEmpty else { return [] }
        // The category's few subtopics are looked for among its lessons: no set of every
        // lesson's subtopic is made (this runs on each keystroke in the language server).
        let lessons = context.index.lessonsByCategory[category.folder] ?? []
        return category.subtopics.filter { subtopic in !lessons.contains { $0.subtopic?.value == subtopic.value.id } }.map { subtopic in
            diagnostic(
                "no lesson of '\(category.id.value)' is in the subtopic '\(subtopic.value.id)'", at: subtopic.range,
                help: "write a lesson with 'subtopic: \(subtopic.value.id)', or remove the subtopic")
        }
    }
}
