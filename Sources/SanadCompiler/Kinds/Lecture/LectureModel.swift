import SanadBundleFormat
import SanadDiagnostics

/// A lecture subject (`lectures/<id>.yaml`), lowered.
public struct LectureModel: Sendable, SourceFileModel {
    /// One topic: a scene and the engagement question that ends it.
    public struct Topic: Sendable {
        /// The topic's id, where written: its subject's id, a dot and a slug (`fractions.adding`);
        /// progress and quiz items are keyed by it.
        public var id: Located<String>
        /// The topic's title as the learner reads it; empty when missing.
        public var title: String
        /// The scene, compiled like a lesson body.
        public var scene: CompiledBody?
        /// The question that ends the topic; nil when the topic has none (`engagement-question`,
        /// L0029, reports it).
        public var engagement: Engagement?
        /// Where the topic is written.
        public var range: SourceRange
    }

    /// An engagement question: prompt, choices and feedback, each compiled.
    public struct Engagement: Sendable {
        /// One choice of a multiple-choice engagement question, neither right nor wrong.
        public struct Choice: Sendable {
            /// The choice's id, where written; unique within its question, and saved answers name
            /// it.
            public var id: Located<String>
            /// The choice's text, compiled; nil when missing.
            public var text: CompiledBody?
            /// Shown after this choice, before the question's feedback, compiled; nil when the
            /// choice has none.
            public var feedback: CompiledBody?
        }

        /// `multiple-choice` or `free-text`; nil when missing or unknown (the schema said so).
        public var type: EngagementType?
        /// The question, compiled; nil when missing.
        public var prompt: CompiledBody?
        /// Multiple choice: the choices in the order written; one without an id is left out, and
        /// choices on a free-text question are reported (L0029).
        public var choices: [Choice]
        /// The feedback shown whatever the answer, compiled; nil when missing.
        public var feedback: CompiledBody?
        /// Where `engagement:` is written.
        public var range: SourceRange
    }

    /// The subject's id, where written (`fractions`): the file is `lectures/<id>.yaml`, and learner
    /// progress is keyed by it.
    public var id: Located<String>
    /// The subject's title as the learner reads it; empty when missing.
    public var title: String
    /// What the subject teaches, in a sentence or two, compiled; nil when the file has no
    /// `summary:`.
    public var summary: CompiledBody?
    /// The topics in the order they are taken, each opening when the one before it is completed; a
    /// topic without an id is left out.
    public var topics: [Topic]
    /// The sources the subject cites, which cover every text of its file.
    public var citations: [CitationModel]
    /// The subject's `review:` record, approved with `sanad review approve lectures/<id>`.
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The subject file the model was lowered from.
    public var file: SourceFile

    /// Every Markdown text of the subject: its summary, scenes and engagement questions.
    public var bodies: [CompiledBody] {
        [summary].compactMap { $0 } + topics.flatMap { topic in
            [topic.scene, topic.engagement?.prompt, topic.engagement?.feedback].compactMap { $0 }
                + (topic.engagement?.choices ?? []).flatMap { [$0.text, $0.feedback].compactMap { $0 } }
        }
    }

    /// Every media file its texts show.
    public var mediaPaths: [String] { bodies.flatMap(\.mediaPaths) }
}

extension Corpus {
    /// Every lecture subject.
    public var lectures: [LectureModel] { models(of: ContentKinds.Lecture.self) }
}
