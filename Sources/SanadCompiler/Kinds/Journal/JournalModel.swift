import SanadBundleFormat
import SanadDiagnostics

/// A category's `journal.yaml`, lowered: its journaling prompts and the review of the whole file.
public struct JournalPrompts: Sendable, CategoryFileModel {
    /// The folder of the category it belongs to.
    public var categoryFolder: String
    /// The file's prompts in the order written; one without an id is left out.
    public var prompts: [JournalPromptModel]
    /// The review of the whole file, approved with `sanad review approve <category>/journal`.
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The `journal.yaml` the prompts were lowered from.
    public var file: SourceFile

    /// Every media file the prompts show.
    public var mediaPaths: [String] { prompts.flatMap { $0.body?.mediaPaths ?? [] } }
}

/// One journaling prompt: the category's own, or offered after one of its lessons.
public struct JournalPromptModel: Sendable {
    /// The prompt's id, where written: its category's id, a dot and a slug
    /// (`backbiting.a-gathering`); a learner's entries are kept by it, so it never changes.
    public var id: Located<String>
    /// Its position among the category's prompts, from 1, where written; nil when not given (it
    /// then comes last in the bundle).
    public var order: Located<Int>?
    /// The prompt (Markdown), compiled like a lesson body.
    public var body: CompiledBody?
    /// The lesson after which it is offered, if any.
    public var lesson: Located<String>?
    /// The audiences it is for; empty for every audience.
    public var audiences: [Located<String>]
    /// The sources the prompt cites.
    public var citations: [CitationModel]
    /// Where the prompt is written, for problems of the prompt as a whole.
    public var range: SourceRange
}

extension Corpus {
    /// Every category's journaling prompts, file by file.
    public var journals: [JournalPrompts] { models(of: ContentKinds.Journal.self) }
}
