
/// Learner-facing Markdown of any kind, the part body rules and the citation checker work on:
/// a lesson's body, a category's overview, and the Markdown fields of kinds to come. Its ranges
/// are in the file it was read from; an overview is text embedded in `category.yaml`, whose
/// diagnostics `SourceRange.inContainingFile` moves to the overview's own lines.
public struct MarkdownBody: Sendable {
    /// Which field of which kind the Markdown is.
    public enum Kind: String, Sendable {
        case lessonBody = "lesson body"
        case categoryOverview = "category overview"
        case supplementaryText = "supplementary item text"
        case activityText = "family activity text"
        /// A lecture subject's summary, scenes and engagement questions.
        case lectureText = "lecture text"
        /// A translated text (`<stem>.<locale>.yaml`).
        case translation
        /// A string of an app's copy (`copy/<id>.yaml`).
        case appCopy = "app copy"
        /// A memorisation unit: its ayat, shown verse by verse from the Tanzil text (no Markdown).
        case memorisationUnit = "memorisation unit"

        /// What its text is called in messages: "the lesson's citations", "the overview's".
        public var noun: String {
            switch self {
            case .lessonBody: return "lesson"
            case .categoryOverview: return "overview"
            case .supplementaryText: return "item"
            case .activityText: return "activity"
            case .lectureText: return "lecture"
            case .translation: return "translation"
            case .appCopy: return "copy"
            case .memorisationUnit: return "unit"
            }
        }

        /// Whether the kind shows its Qur'an citations itself, without a `> [!QURAN]` block (a
        /// memorisation unit shows its ayat verse by verse): they are then never "unused".
        public var showsItsCitations: Bool { self == .memorisationUnit }
    }

    public var kind: Kind
    /// The folder of the category it is in (its audience decides link and grading policy).
    public var categoryFolder: String
    /// The Markdown, compiled.
    public var body: CompiledBody

    public init(kind: Kind, categoryFolder: String, body: CompiledBody) {
        self.kind = kind
        self.categoryFolder = categoryFolder
        self.body = body
    }
}

extension LessonModel {
    /// The lesson's body as a Markdown part.
    public var bodyPart: MarkdownBody? {
        body.map { MarkdownBody(kind: .lessonBody, categoryFolder: categoryFolder, body: $0) }
    }
}

extension CategoryModel {
    /// The category's overview as a Markdown part.
    public var overviewPart: MarkdownBody? {
        overviewBody.map { MarkdownBody(kind: .categoryOverview, categoryFolder: folder, body: $0) }
    }
}

extension LessonModel {
    /// Every media file the lesson names: narration, dhikr, and the body's images and audio.
    public var mediaPaths: [String] {
        [audio?.narration?.value, audio?.dhikr?.value].compactMap { $0 } + (body?.mediaPaths ?? [])
    }
}

extension CategoryModel {
    /// The images and audio the overview shows.
    public var mediaPaths: [String] { overviewBody?.mediaPaths ?? [] }
}
