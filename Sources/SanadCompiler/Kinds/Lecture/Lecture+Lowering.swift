import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Lecture {
    /// A subject file lowers to one `LectureModel`, its Markdown compiled from its learner texts,
    /// or to none without an id; a topic or choice without an id is left out, and lowering finds no
    /// problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [LectureModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        func compile(_ value: Node?) -> CompiledBody? { texts.body(at: value) }
        let topics = node.objects("topics").compactMap { topic -> LectureModel.Topic? in
            guard let topicID = topic.located("id") else { return nil }
            let engagement = topic["engagement"].map { question in
                LectureModel.Engagement(
                    type: question.text("type").flatMap(EngagementType.init(rawValue:)), prompt: compile(question["prompt"]),
                    choices: question.objects("choices").compactMap { choice in
                        choice.located("id").map { LectureModel.Engagement.Choice(id: $0, text: compile(choice["text"]), feedback: compile(choice["feedback"])) }
                    },
                    feedback: compile(question["feedback"]), range: topic.member("engagement")?.keyRange ?? question.range)
            }
            return LectureModel.Topic(id: topicID, title: topic.text("title") ?? "", scene: compile(topic["scene"]), engagement: engagement, range: topic.range)
        }
        let lecture = LectureModel(
            id: id, title: node.text("title") ?? "", summary: compile(node["summary"]), topics: topics,
            citations: node.objects("citations").compactMap(Lowering.citation), review: Lowering.review(node),
            canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)
        return ([lecture], [])
    }
}
