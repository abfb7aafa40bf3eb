/// `questionnaires.json`: the onboarding questionnaires (My Worship Path §2), in the core pack
/// (format 2.7). Branching is data: each question says where it goes, each single choice may say
/// where it leads instead.
public struct BundleQuestionnaires: Codable, Sendable, Equatable {
    /// Every questionnaire, by id.
    public var questionnaires: [Questionnaire]

    /// A file of questionnaires.
    public init(questionnaires: [Questionnaire]) { self.questionnaires = questionnaires }

    /// `end`: where a questionnaire finishes, as a `next` names it.
    public static let end = "end"

    /// One questionnaire.
    public struct Questionnaire: Codable, Sendable, Equatable, Identifiable {
        /// Its id; a saved profile names the questionnaire it answers.
        public var id: String
        /// Its title.
        public var title: String
        /// The profile fields its answers feed.
        public var profile: [Field]
        /// The questions; the first is asked first.
        public var questions: [Question]

        /// A questionnaire with every field given.
        public init(id: String, title: String, profile: [Field], questions: [Question]) {
            self.id = id
            self.title = title
            self.profile = profile
            self.questions = questions
        }
    }

    /// A profile field.
    public struct Field: Codable, Sendable, Equatable {
        /// Its id, as plan rules read it.
        public var id: String
        /// The value it takes when no answer sets it; absent when every path sets it.
        public var defaultValue: [String]?

        /// A field with every part given.
        public init(id: String, defaultValue: [String]?) {
            self.id = id
            self.defaultValue = defaultValue
        }

        private enum CodingKeys: String, CodingKey {
            case id
            case defaultValue = "default"
        }
    }

    /// One question.
    public struct Question: Codable, Sendable, Equatable, Identifiable {
        /// Its id; saved answers refer to it.
        public var id: String
        /// Single choice, multiple choice or free text.
        public var type: OpenEnum<QuestionnaireQuestionType>
        /// A line shown before the question, leading into it (format 2.16; nil when none).
        public var leadIn: String?
        /// The question as the learner reads it.
        public var prompt: String
        /// A gloss in a second language, shown under the prompt.
        public var gloss: String?
        /// The progress label shown with it ("Step 2 of 6").
        public var progress: String
        /// Whether the learner may skip it.
        public var skippable: Bool
        /// The profile field its answer feeds.
        public var sets: String?
        /// Where it goes after an answer (or a skip) that names no other place: a question's id,
        /// or `end`.
        public var next: String
        /// Its choices (none for free text).
        public var choices: [Choice]

        /// A question with every field given.
        public init(id: String, type: QuestionnaireQuestionType, leadIn: String? = nil, prompt: String, gloss: String?, progress: String, skippable: Bool,
                    sets: String?, next: String, choices: [Choice]) {
            self.id = id
            self.type = .known(type)
            self.leadIn = leadIn
            self.prompt = prompt
            self.gloss = gloss
            self.progress = progress
            self.skippable = skippable
            self.sets = sets
            self.next = next
            self.choices = choices
        }
    }

    /// A choice.
    public struct Choice: Codable, Sendable, Equatable, Identifiable {
        /// Its id, as saved in a profile (`fresh_start`).
        public var id: String
        /// Its text.
        public var text: String
        /// A gloss in a second language.
        public var gloss: String?
        /// Where this answer leads instead of the question's `next` (single choice only).
        public var next: String?

        /// A choice with every field given.
        public init(id: String, text: String, gloss: String?, next: String?) {
            self.id = id
            self.text = text
            self.gloss = gloss
            self.next = next
        }
    }
}
