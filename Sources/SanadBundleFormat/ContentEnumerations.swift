// The closed sets of the content model, shared by the compiler's typed model and the bundle's
// wire types (where each is carried as an `OpenEnum`, so a later minor version may add a case).

/// What a category is.
public enum CategoryKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A sin of the tongue, with a theological overview (Keys to Paradise).
    case moralFailing = "moral-failing"
    /// A topic of the children's curriculum (Sidrat).
    case curriculum
}

/// How a learner marks a lesson done.
public enum CompletionMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// "Mark as read".
    case read
    /// "I have reflected".
    case reflected
}

/// The four phases of a lesson, in order.
public enum PhaseKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Hook (30–45 s), Teach (2–2.5 min), Practice (1.5–2 min) and Reward (15–30 s).
    case hook, teach, practice, reward
}

/// The kinds of practice question.
public enum QuestionType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Choose the correct choice (or every correct one, with `multiSelect`).
    case multipleChoice = "multiple-choice"
    /// Say whether a statement is true; `answer` holds the right answer.
    case trueFalse = "true-false"
    /// Match each left item with its right item (`pairs`).
    case matching
    /// Put `items` in their correct order (the app shuffles them).
    case sequencing
    /// Write an answer and compare it with `modelAnswer`; self-assessed, not scored.
    case freeText = "free-text"
}

/// Where a piece of content stands in review.
public enum ReviewStatus: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Written, not yet submitted for review.
    case draft
    /// Submitted and awaiting a reviewer's decision.
    case inReview = "in-review"
    /// Approved by a reviewer, with the reviewer, date and fingerprint recorded.
    case approved
    /// A reviewer asked for changes before approving.
    case changesRequested = "changes-requested"

    /// As written in sources and bundles: `in-review`.
    public var description: String { rawValue }
}

/// What a citation cites.
public enum CitationKind: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// An ayah or a range of ayat.
    case quran
    /// A hadith: collection, numbering, number.
    case hadith
    /// A classical work (al-Ghazali's Ihya', book 24).
    case work
    /// A page on a trusted site.
    case web

    /// As written in bundles and reports: `quran`.
    public var description: String { rawValue }
}

/// What earns an achievement.
public enum TriggerType: String, Sendable, Hashable, CaseIterable, Codable {
    /// `count` lessons completed.
    case lessonsCompleted = "lessons-completed"
    /// A streak of `days` days.
    case streak
    /// Every lesson of `category` completed.
    case categoryCompleted = "category-completed"
    /// `count` lessons completed between `from` and `to`.
    case lessonsInRange = "lessons-in-range"
    /// `count` family activities completed.
    case familyActivities = "family-activities"
    /// `count` whole surahs memorised, every verse of each (format 2.4).
    case surahsMemorised = "surahs-memorised"
    /// One `lesson` completed ("Eid Celebration: complete the special Eid lesson"; format 2.6).
    case lessonCompleted = "lesson-completed"
}

/// What a questionnaire question asks for (My Worship Path's onboarding).
public enum QuestionnaireQuestionType: String, Sendable, Hashable, CaseIterable, Codable {
    /// One choice; each choice may lead elsewhere.
    case singleChoice = "single-choice"
    /// Any number of choices.
    case multipleChoice = "multiple-choice"
    /// Free text.
    case freeText = "free-text"
}

/// The groups of an app's trophy room (Sidrat's achievements).
public enum AchievementGroup: String, Sendable, Hashable, CaseIterable, Codable {
    /// Showing up: streaks and days of learning.
    case consistency
    /// Learning: lessons, categories and surahs.
    case mastery
    /// Seasons and occasions: Ramadan, Eid.
    case special
    /// Done together: family activities.
    case family
}

/// What a supplementary item is.
public enum SupplementaryItemType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A link to an article on a trusted site.
    case article
    /// A link to a video on an allowed host (streamed, never downloaded).
    case video
    /// A dhikr: its words and a recording.
    case dhikr
    /// Advice written in the item, with its Qur'an and hadith sources.
    case advice
}

// Content an app lists is `Identifiable` by the id progress is keyed by.
extension BundleCategories.Category: Identifiable {
    /// The category's id, `id` (its forwarding property leaves the type to be named).
    public typealias ID = String
}
extension BundleIndex.Category: Identifiable {
    /// The category's id, `id` (its forwarding property leaves the type to be named).
    public typealias ID = String
}
extension BundleCategories.LessonOutline: Identifiable {}
extension BundleCategories.Subtopic: Identifiable {}
extension BundleLessons.Lesson: Identifiable {}
extension BundleLessons.Question: Identifiable {}
extension BundleAchievements.Achievement: Identifiable {}
extension BundleReviewers.Reviewer: Identifiable {}

extension BundleCitations.Citation: Identifiable {
    /// The citation's key (`quran:49:12`), which lessons name.
    public var id: String { key }
}
