/// Learner-facing Markdown of any kind, as body rules see it: a Markdown `LearnerText` (a
/// lesson's body, an overview, a step of an activity, a string of an app's copy, a translation of
/// any of them) and its compiled body. Its ranges are in the file it was read from; Markdown
/// embedded in a YAML value is moved to its own lines by `SourceRange.inContainingFile`.
public struct MarkdownBody: Sendable {
    /// The text it is.
    public var text: LearnerText
    /// The Markdown, compiled.
    public var body: CompiledBody

    /// The text's Markdown, when it is a Markdown text that compiled.
    public init?(_ text: LearnerText) {
        guard text.field.isMarkdown, let body = text.body else { return nil }
        self.text = text
        self.body = body
    }

    /// A Markdown body of no text of the corpus (rule tests).
    public init(text: LearnerText, body: CompiledBody) {
        self.text = text
        self.body = body
    }
}

extension LessonModel {
    /// Every media file the lesson names: narration, dhikr, and the body's images and audio.
    public var mediaPaths: [String] {
        [audio?.narration?.value, audio?.dhikr?.value].compactMap { $0 } + (body?.mediaPaths ?? [])
    }

    /// The files a reviewer's approval covers: `mediaPaths` and the card's picture and animation.
    var reviewedMediaPaths: [String] { mediaPaths + (thumbnail?.mediaPaths ?? []) }
}

extension CategoryModel {
    /// The images and audio the overview shows.
    public var mediaPaths: [String] { overviewBody?.mediaPaths ?? [] }

    /// The files a reviewer's approval covers: `mediaPaths` and the icon's picture and animation.
    var reviewedMediaPaths: [String] { mediaPaths + (icon?.mediaPaths ?? []) }
}
