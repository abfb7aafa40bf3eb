import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// An onboarding questionnaire (`questionnaires/<id>.yaml`), lowered.
public struct QuestionnaireModel: Sendable, SourceFileModel {
    /// A choice of a question.
    public struct Choice: Sendable {
        public var id: Located<String>
        public var text: String
        public var gloss: String?
        /// Where the choice leads (single choice only).
        public var next: Located<String>?
    }

    /// One question.
    public struct Question: Sendable {
        public var id: Located<String>
        public var type: QuestionnaireQuestionType?
        /// A line shown before the question.
        public var leadIn: String?
        public var prompt: String
        public var gloss: String?
        public var progress: String
        public var skippable: Bool
        /// The profile field its answer feeds.
        public var sets: Located<String>?
        public var next: Located<String>?
        public var choices: [Choice]
        public var range: SourceRange
    }

    /// A profile field the answers feed.
    public struct Field: Sendable {
        public var id: Located<String>
        /// The value it takes when no answer sets it (one id, or several for a multiple choice).
        public var defaultValue: [String]?
    }

    /// `end`: where a questionnaire finishes.
    public static let end = "end"

    public var id: Located<String>
    public var title: String
    public var profile: [Field]
    public var questions: [Question]
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
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
