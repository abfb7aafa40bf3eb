import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Lesson {
    /// A lesson file lowers to one `LessonModel`, its body taken from its learner texts, or to none
    /// when it has no id; lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [LessonModel], diagnostics: [Diagnostic]) {
        (model(node, source: source, texts: texts).map { [$0] } ?? [], [])
    }

    /// A lesson file, lowered; nil without an id.
    static func model(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> LessonModel? {
        guard let id = node.located("id") else { return nil }
        var phases: [PhaseKind: Located<Int>] = [:]
        if let phaseNode = node["phases"] {
            for phase in PhaseKind.allCases { phases[phase] = phaseNode.duration(phase.rawValue) }
        }
        let audio = node["audio"].map { audio in
            AudioModel(
                narration: audio.located("narration"), duration: audio.duration("duration")?.value,
                dhikr: audio.located("dhikr"), waiver: audio.text("waiver"), range: audio.range)
        }
        let videos = node.objects("video").compactMap { video -> Located<VideoModel>? in
            guard let url = video.text("url") else { return nil }
            return Located(VideoModel(url: url, title: video.text("title") ?? "", captions: video.located("captions")), at: video["url"]!.range)
        }
        let window = node["available"]
        let tags = node["suitability"]
        return LessonModel(
            id: id, categoryFolder: Lowering.folder(of: source.relativePath), title: node.text("title") ?? "",
            order: node.integer("order"), subtopic: node.located("subtopic"), tags: node.strings("tags"),
            duration: node.duration("duration"), takeaway: node.text("takeaway") ?? "", completion: node.text("completion").flatMap(CompletionMode.init(rawValue:)) ?? .read,
            requires: node.strings("requires"), replaces: node.located("replaces"), phaseDurations: phases,
            audio: audio, videos: videos, questions: node.objects("practice").compactMap(Lowering.question).withExactCapacity(),
            attempts: node.integer("attempts")?.value, citations: node.objects("citations").compactMap(Lowering.citation).withExactCapacity(),
            review: Lowering.review(node), phasesKeyRange: node.member("phases")?.keyRange, hasPracticeKey: node["practice"] != nil,
            canonicalText: Lowering.canonicalTextIfFingerprinted(node), bodyText: texts["body"],
            body: texts["body"]?.body ?? source.body.map(BodyCompiler.compile), bodyRegion: source.bodyRange, file: source.file, relativePath: source.relativePath,
            available: window.map { Availability(from: $0.text("from"), to: $0.text("to"), hijriFrom: $0["hijri"]?.text("from"), hijriTo: $0["hijri"]?.text("to")) },
            suitability: tags.map { tags in
                Suitability(
                    audioOnly: tags.flag("audio-only"), nasheed: tags.text("nasheed").flatMap(Suitability.Nasheed.init(rawValue:)),
                    animation: tags.text("animation").flatMap(Suitability.AnimationIntensity.init(rawValue:)))
            },
            thumbnail: CardImageModel.lowered(node["thumbnail"]))
    }
}
