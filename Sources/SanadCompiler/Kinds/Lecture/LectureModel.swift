import SanadBundleFormat
import SanadDiagnostics

/// A lecture subject (`lectures/<id>.yaml`), lowered.
public struct LectureModel: Sendable, SourceFileModel {
    /// One topic: a scene and the engagement question that ends it.
    public struct Topic: Sendable {
        public var id: Located<String>
        public var title: String
        /// The scene, compiled like a lesson body.
        public var scene: CompiledBody?
        public var engagement: Engagement?
        /// Where the topic is written.
        public var range: SourceRange
    }

    /// An engagement question: prompt, choices and feedback, each compiled.
    public struct Engagement: Sendable {
        public struct Choice: Sendable {
            public var id: Located<String>
            public var text: CompiledBody?
            public var feedback: CompiledBody?
        }

        public var type: EngagementType?
        public var prompt: CompiledBody?
        public var choices: [Choice]
        public var feedback: CompiledBody?
        /// Where `engagement:` is written.
        public var range: SourceRange
    }

    public var id: Located<String>
    public var title: String
    public var summary: CompiledBody?
    public var topics: [Topic]
    public var citations: [CitationModel]
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
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
