import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Lecture {
    public static func lower(_ node: Node, source: ParsedSource) -> (models: [LectureModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        var markdown = EmbeddedMarkdown(in: source.file)
        func compile(_ value: Located<String>?) -> CompiledBody? { markdown.compile(value) }
        let topics = node.objects("topics").compactMap { topic -> LectureModel.Topic? in
            guard let topicID = topic.located("id") else { return nil }
            let engagement = topic["engagement"].map { question in
                LectureModel.Engagement(
                    type: question.text("type").flatMap(EngagementType.init(rawValue:)), prompt: compile(question.located("prompt")),
                    choices: question.objects("choices").compactMap { choice in
                        choice.located("id").map { LectureModel.Engagement.Choice(id: $0, text: compile(choice.located("text")), feedback: compile(choice.located("feedback"))) }
                    },
                    feedback: compile(question.located("feedback")), range: topic.member("engagement")?.keyRange ?? question.range)
            }
            return LectureModel.Topic(id: topicID, title: topic.text("title") ?? "", scene: compile(topic.located("scene")), engagement: engagement, range: topic.range)
        }
        let lecture = LectureModel(
            id: id, title: node.text("title") ?? "", summary: compile(node.located("summary")), topics: topics,
            citations: node.objects("citations").compactMap(Lowering.citation), review: Lowering.review(node),
            canonicalText: Lowering.canonicalTextIfFingerprinted(node),
            // Scenes, prompts, choices and feedback are Markdown, searched as prose; titles are not.
            arabicValues: Lowering.arabicValues(in: node, skipping: ["citations", "review", "summary", "scene", "prompt", "feedback", "text"]),
            file: source.file)
        return ([lecture], markdown.diagnostics)
    }
}
