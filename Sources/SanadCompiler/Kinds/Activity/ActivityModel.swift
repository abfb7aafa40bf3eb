import SanadBundleFormat
import SanadDiagnostics

/// A weekly family activity (`activities/<slug>.yaml`), lowered.
public struct ActivityModel: Sendable, SourceFileModel {
    /// One numbered step.
    public struct Step: Sendable {
        /// Minutes it takes.
        public var minutes: Located<Int>?
        /// What to do, what the parent can say, and a tip: each compiled like a lesson body.
        public var text: CompiledBody?
        /// What the parent can say, word for word, compiled; nil when the step gives no script.
        public var say: CompiledBody?
        /// A tip for the parent, shown folded, compiled; nil when the step has none.
        public var tip: CompiledBody?
        /// Where the step is written.
        public var range: SourceRange
    }

    /// The activity's id, where written (`family.wudu-together`); unique, and family progress is
    /// keyed by it.
    public var id: Located<String>
    /// The activity's title as the family reads it; empty when missing.
    public var title: String
    /// What the activity is, for its card, compiled.
    public var description: CompiledBody?
    /// The picture on its card, what it shows, and its animation.
    public var image: CardImageModel?
    /// Its place in the weekly rotation.
    public var rotation: Located<Int>?
    /// The minutes it declares, if any (the steps' sum is the truth).
    public var minutes: Located<Int>?
    /// What to have ready, in the order written; empty when nothing is needed.
    public var materials: [String]
    /// The lessons it follows up.
    public var follows: [Located<String>]
    /// The steps in order; the app numbers them from 1.
    public var steps: [Step]
    /// Discussion questions, compiled.
    public var questions: [CompiledBody]
    /// Where `questions:` is written (or the activity's id when there is none).
    public var questionsRange: SourceRange
    /// A video to watch together, where the `video:` value is written; nil when the activity has
    /// none (or its video has no `url:`).
    public var video: Located<VideoModel>?
    /// The sources the activity cites, which cover every text of its file.
    public var citations: [CitationModel]
    /// The activity's `review:` record, approved with `sanad review approve <activity id>`.
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The activity file the model was lowered from.
    public var file: SourceFile

    /// The category whose audience the activity is for: the first followed lesson's.
    public var categoryFolder: String { Self.category(following: follows.first?.value) }

    /// The category of a lesson id (`wudu.the-steps` is in `wudu`), or none.
    static func category(following lesson: String?) -> String { lesson.map { String($0.prefix { $0 != "." }) } ?? "" }

    /// The sum of the steps' minutes.
    public var stepMinutes: Int { steps.compactMap(\.minutes?.value).reduce(0, +) }

    /// Every Markdown text of the activity: its steps, scripts, tips and questions.
    public var bodies: [CompiledBody] { [description].compactMap { $0 } + steps.flatMap { [$0.text, $0.say, $0.tip].compactMap { $0 } } + questions }

    /// Every media file its texts show.
    public var mediaPaths: [String] { (image?.mediaPaths ?? []) + bodies.flatMap(\.mediaPaths) }
}

extension Corpus {
    /// Every family activity.
    public var activities: [ActivityModel] { models(of: ContentKinds.Activity.self) }
}
