import SanadBundleFormat
import SanadDiagnostics

/// A daily-quiz bank (`quizzes/<id>.yaml`), lowered.
public struct QuizBankModel: Sendable, SourceFileModel {
    /// Items for one topic or lesson at one level.
    public struct QuizSet: Sendable {
        /// The lecture topic or lesson whose completion adds the items to the pool.
        public var source: Located<String>
        public var level: Int
        public var questions: [QuestionModel]
    }

    public var id: Located<String>
    public var title: String
    public var sets: [QuizSet]
    /// The sources its questions cite (quoted in `> [!QURAN]` blocks).
    public var citations: [CitationModel]
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    public var file: SourceFile

    /// Every question of the bank.
    public var questions: [QuestionModel] { sets.flatMap(\.questions) }
}

extension Corpus {
    /// Every daily-quiz bank.
    public var quizBanks: [QuizBankModel] { models(of: ContentKinds.QuizBank.self) }
}
