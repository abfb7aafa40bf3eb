/// How a learner who does not read follows a kind's texts: each kind declares it once
/// (`ContentKind.listening`), and a test holds every kind with learner texts to a way and the
/// rules that enforce it.
public enum Listening: String, Sendable, CaseIterable {
    /// Each item is narrated, or waives narration with its reason where its audience may
    /// (a lesson: `audio-alternative`, L0008; never for children unless the audience says so).
    case narrated
    /// A translation: a translated narrated text names its own recording in its locale where its
    /// audience may not go without one (`missing-narration`, T0010).
    case narratedAsItsSource = "narrated-as-its-source"
    /// Its Qur'an is heard verse by verse: a memorisation unit's `recitation` is required.
    case recited
    /// A parent reads it aloud with the children (a family activity's steps and `say:` lines).
    case readByAParent = "read-by-a-parent"
    /// Read on screen by adults, or a short label the platform's screen reader speaks (app copy,
    /// lectures, quizzes, the questionnaire and plan; a badge's image has its accessibility
    /// label, L0031; a dhikr carries its recording). A category is read on screen beside its
    /// narrated lessons: a children's category's overview is not narrated yet.
    case readOnScreen = "read-on-screen"
    /// No learner reads it (the project file, reviewers, hadith collections).
    case notLearnerFacing = "not-learner-facing"
}
