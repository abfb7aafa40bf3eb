import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Activity {
    public static func lower(_ node: Node, source: ParsedSource) -> (models: [ActivityModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        var markdown = EmbeddedMarkdown(in: source.file)
        func compile(_ value: Located<String>?) -> CompiledBody? { markdown.compile(value) }
        let steps = node.objects("steps").map { step in
            ActivityModel.Step(minutes: step.integer("minutes"), text: compile(step.located("text")), say: compile(step.located("say")),
                               tip: compile(step.located("tip")), range: step.range)
        }
        let questions = node.strings("questions").compactMap(compile)
        let video = node["video"].flatMap { video -> Located<VideoModel>? in
            guard let url = video.text("url") else { return nil }
            return Located(VideoModel(url: url, title: video.text("title") ?? ""), at: video.range)
        }
        let activity = ActivityModel(
            id: id, title: node.text("title") ?? "", rotation: node.integer("rotation"), minutes: node.integer("minutes"),
            materials: node.strings("materials").map(\.value), follows: node.strings("follows"), steps: steps, questions: questions,
            questionsRange: node["questions"]?.range ?? id.range, video: video, citations: node.objects("citations").compactMap(Lowering.citation),
            review: Lowering.review(node), canonicalText: Lowering.canonicalTextIfFingerprinted(node),
            arabicValues: Lowering.arabicValues(in: node, skipping: ["citations", "review", "steps", "questions"]), file: source.file)
        return ([activity], markdown.diagnostics)
    }
}
