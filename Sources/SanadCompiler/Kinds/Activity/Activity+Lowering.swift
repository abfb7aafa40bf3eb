import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Activity {
    /// An activity file lowers to one `ActivityModel`, its texts compiled from its learner texts,
    /// or to none when it has no id; lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [ActivityModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        let steps = node.objects("steps").map { step in
            ActivityModel.Step(minutes: step.integer("minutes"), text: texts.body(at: step["text"]), say: texts.body(at: step["say"]),
                               tip: texts.body(at: step["tip"]), range: step.range)
        }
        let questions = texts.bodies(at: node["questions"])
        let video = node["video"].flatMap { video -> Located<VideoModel>? in
            guard let url = video.text("url") else { return nil }
            return Located(VideoModel(url: url, title: video.text("title") ?? "", captions: video.located("captions")), at: video.range)
        }
        var activity = ActivityModel(
            id: id, title: node.text("title") ?? "", rotation: node.integer("rotation"), minutes: node.integer("minutes"),
            materials: node.strings("materials").map(\.value), follows: node.strings("follows"), steps: steps, questions: questions,
            questionsRange: node["questions"]?.range ?? id.range, video: video, citations: node.objects("citations").compactMap(Lowering.citation),
            review: Lowering.review(node), canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)
        activity.description = texts.body(at: node["description"])
        activity.image = CardImageModel.lowered(node["image"])
        return ([activity], [])
    }

    /// An activity's texts are for the audience of the first lesson it follows.
    public static func textCategory(of node: Node, relativePath: String) -> String {
        ActivityModel.category(following: node.strings("follows").first?.value)
    }
}
