/// What a text is to the learner who reads it: a title, a question's prompt, a step of an
/// activity. Every text a kind declares has one (`TextField.role`); narration, the preview and the
/// translator's notes read it.
public enum TextRole: String, Sendable, CaseIterable, Codable {
    /// A title: of a lesson, a category, a subtopic, a topic, a badge, a video.
    case title
    /// A short summary, takeaway or description.
    case summary
    /// Running text: a lesson's body, an overview, a scene, an item's text.
    case body
    /// A question put to the learner: a practice prompt, a discussion question.
    case prompt
    /// An answer the learner may choose, match or order.
    case choice
    /// What the learner reads after answering: feedback, an explanation, a model answer.
    case feedback
    /// A step of an activity.
    case step
    /// A script a parent reads aloud ("what to say").
    case script
    /// A tip for the parent or the learner.
    case tip
    /// A short label: an action, a material, a progress line.
    case label
    /// A gloss in a second language under the text it explains.
    case gloss
    /// A message of an app's copy (a reminder, an empty state).
    case message
    /// A source's words as its author wrote them (a citation's quoted text): verified where Sanad
    /// has the source (the Qur'an), attributed otherwise; never translated or searched as prose.
    case quotation
    /// A name: a reciter's, a licence's.
    case name
    /// A note to the learner about the content itself: why a lesson has no narration, what the
    /// author says of a source.
    case note
    /// A text for those who cannot see a picture: a badge's accessibility label.
    case accessibilityLabel = "accessibility-label"

    /// The role of a field named `name` when its schema does not say (`x-role`): the names the
    /// kinds use for their texts. A name that is not here needs an `x-role` in its schema.
    init?(fieldName name: String) {
        if let role = TextRole(rawValue: name) { self = role; return }
        switch name {
        case "takeaway", "description": self = .summary
        case "overview", "scene": self = .body
        case "questions": self = .prompt
        case "left", "right", "items": self = .choice
        case "feedback-correct", "feedback-incorrect", "explanation", "model-answer": self = .feedback
        case "say": self = .script
        case "materials", "progress": self = .label
        default: return nil
        }
    }
}
