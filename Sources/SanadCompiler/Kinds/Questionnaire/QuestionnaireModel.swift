import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// An onboarding questionnaire (`questionnaires/<id>.yaml`), lowered.
public struct QuestionnaireModel: Sendable, SourceFileModel {
    /// A choice of a question.
    public struct Choice: Sendable {
        /// The choice's id as saved in a profile (`fresh_start`), where written; unique within its
        /// question.
        public var id: Located<String>
        /// The choice as the learner reads it; empty when missing.
        public var text: String
        /// A gloss in a second language shown under the choice (the English under Arabic copy); nil
        /// when none.
        public var gloss: String?
        /// Where the choice leads (single choice only).
        public var next: Located<String>?
    }

    /// One question.
    public struct Question: Sendable {
        /// The question's id, where written; unique within the questionnaire, and branches and
        /// saved profiles name it.
        public var id: Located<String>
        /// `single-choice`, `multiple-choice` or `free-text`; nil when missing or unknown (the
        /// schema said so; the bundle then says free text).
        public var type: QuestionnaireQuestionType?
        /// A line shown before the question.
        public var leadIn: String?
        /// The question as the learner reads it; empty when missing.
        public var prompt: String
        /// A gloss in a second language shown under the prompt (the English under Arabic copy); nil
        /// when none.
        public var gloss: String?
        /// The progress label shown with it (`١ من ٧`, "Step 2 of 6"); empty when missing.
        public var progress: String
        /// Whether the learner may skip it; true unless the question says `skippable: false`.
        public var skippable: Bool
        /// The profile field its answer feeds.
        public var sets: Located<String>?
        /// Where to go after it (and after a skip), a question's id or `end`, where written; nil
        /// for the question after it, or the end after the last.
        public var next: Located<String>?
        /// The choices in the order written; one without an id is left out.
        public var choices: [Choice]
        /// Where the whole question is written.
        public var range: SourceRange
    }

    /// A profile field the answers feed.
    public struct Field: Sendable {
        /// The field's name, as its key under `profile:` is written, which questions' `sets:` and
        /// plan rules name.
        public var id: Located<String>
        /// The value it takes when no answer sets it (one id, or several for a multiple choice).
        public var defaultValue: [String]?
    }

    /// `end`: where a questionnaire finishes.
    public static let end = "end"

    /// The questionnaire's id, where written (`onboarding`): its file's name, and saved profiles
    /// name it.
    public var id: Located<String>
    /// The questionnaire's title as the learner reads it; empty when missing.
    public var title: String
    /// The profile fields the answers feed, in the order written, each with its default if it has
    /// one.
    public var profile: [Field]
    /// The questions in the order written: the first is asked first; a question without an id is
    /// left out.
    public var questions: [Question]
    /// The review of the whole file, approved with `sanad review approve questionnaires/<id>`.
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The questionnaire file the model was lowered from.
    public var file: SourceFile

    /// The questionnaire as the bundle carries it, each question's `next` resolved.
    public var bundled: BundleQuestionnaires.Questionnaire {
        BundleQuestionnaires.Questionnaire(
            id: id.value, title: title, profile: profile.map { .init(id: $0.id.value, defaultValue: $0.defaultValue) },
            questions: questions.enumerated().map { position, question in
                .init(id: question.id.value, type: question.type ?? .freeText, leadIn: question.leadIn, prompt: question.prompt, gloss: question.gloss, progress: question.progress,
                      skippable: question.skippable, sets: question.sets?.value, next: defaultNext(of: position),
                      choices: question.choices.map { .init(id: $0.id.value, text: $0.text, gloss: $0.gloss, next: $0.next?.value) })
            })
    }

    /// Where a question goes after an answer that names no target: its `next`, else the question
    /// after it, else the end.
    public func defaultNext(of index: Int) -> String {
        questions[index].next?.value ?? (index + 1 < questions.count ? questions[index + 1].id.value : Self.end)
    }
}

extension Corpus {
    /// Every questionnaire.
    public var questionnaires: [QuestionnaireModel] { models(of: ContentKinds.Questionnaire.self) }
}
