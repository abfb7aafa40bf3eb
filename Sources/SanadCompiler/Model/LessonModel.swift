import SanadCitations
import SanadDiagnostics
import SanadSource

/// A lesson file, lowered: typed values with the ranges rules need, plus the front matter and
/// the parsed body for rules that look further.
/// A class: lessons are shared by the index, rules and the bundle builder without copying.
public final class LessonModel: Sendable {
    public let id: Located<String>
    /// The folder name under `categories/`.
    public let categoryFolder: String
    public let title: String
    public let order: Located<Int>?
    public let subtopic: Located<String>?
    public let tags: [String]
    public let duration: Located<Int>?
    public let takeaway: String
    public let completion: String
    public let requires: [Located<String>]
    public let replaces: Located<String>?
    /// Each phase's declared duration in seconds.
    public let phaseDurations: [PhaseKind: Located<Int>]
    public let audio: AudioModel?
    public let videos: [Located<VideoModel>]
    public let questions: [QuestionModel]
    public let attempts: Int?
    public let citations: [CitationModel]
    public let review: ReviewModel
    /// The front matter.
    public let node: Node
    /// The Markdown body.
    public let body: MarkdownNode?
    public let file: SourceFile
    public let relativePath: String

    public init(
        id: Located<String>,
        categoryFolder: String,
        title: String,
        order: Located<Int>?,
        subtopic: Located<String>?,
        tags: [String],
        duration: Located<Int>?,
        takeaway: String,
        completion: String,
        requires: [Located<String>],
        replaces: Located<String>?,
        phaseDurations: [PhaseKind: Located<Int>],
        audio: AudioModel?,
        videos: [Located<VideoModel>],
        questions: [QuestionModel],
        attempts: Int?,
        citations: [CitationModel],
        review: ReviewModel,
        node: Node,
        body: MarkdownNode?,
        file: SourceFile,
        relativePath: String
    ) {
        self.id = id
        self.categoryFolder = categoryFolder
        self.title = title
        self.order = order
        self.subtopic = subtopic
        self.tags = tags
        self.duration = duration
        self.takeaway = takeaway
        self.completion = completion
        self.requires = requires
        self.replaces = replaces
        self.phaseDurations = phaseDurations
        self.audio = audio
        self.videos = videos
        self.questions = questions
        self.attempts = attempts
        self.citations = citations
        self.review = review
        self.node = node
        self.body = body
        self.file = file
        self.relativePath = relativePath
    }
}

public struct AudioModel: Sendable {
    public var narration: Located<String>?
    public var duration: Int?
    public var dhikr: Located<String>?
    public var waiver: String?
    public var range: SourceRange
}

public struct VideoModel: Sendable, Equatable {
    public var url: String
    public var title: String
}

public struct QuestionModel: Sendable {
    public struct Choice: Sendable {
        public var text: Located<String>
        public var correct: Bool
        public var feedback: String?
        public var range: SourceRange
    }

    public var id: Located<String>
    public var type: String
    public var prompt: String
    public var multiSelect: Bool
    public var choices: [Choice]
    public var answer: Bool?
    public var pairs: [(left: Located<String>, right: Located<String>)]
    public var items: [Located<String>]
    public var modelAnswer: String?
    public var feedback: String?
    public var feedbackCorrect: String?
    public var feedbackIncorrect: String?
    public var explanation: String?
    public var attempts: Int?
    public var node: Node
}

public struct CitationModel: Sendable {
    public var id: Located<String>
    /// `quran`, `hadith`, `work` or `web`.
    public var kind: String
    /// The reference as written: `49:12`, `muslim:2589`, the work's title, or the URL.
    public var reference: Located<String>
    public var text: String?
    public var translation: String?
    public var grade: String?
    public var grader: String?
    public var author: String?
    public var book: String?
    public var chapter: String?
    public var title: String?
    public var note: String?
    public var node: Node

    /// The key under which the citation appears in `citations.json`; Qur'an and hadith
    /// references in their canonical form (`al-hujuraat:12` is `quran:49:12`).
    public var key: String {
        switch kind {
        case "quran": return "quran:" + ((try? QuranReference(parsing: reference.value))?.description ?? reference.value)
        case "hadith": return "hadith:" + ((try? HadithReference(parsing: reference.value))?.description ?? reference.value)
        case "work": return "work:" + [reference.value, book, chapter].compactMap { $0 }.joined(separator: ":")
        default: return "web:" + reference.value
        }
    }
}

public struct ReviewModel: Sendable {
    /// `draft`, `in-review`, `approved` or `changes-requested` (the schema allows no other).
    public var status: String
    public var reviewer: Located<String>?
    public var date: String?
    public var fingerprint: String?
    public var range: SourceRange?

    /// Whether a reviewer approved it (whether the approval still holds is `ReviewCheck`'s question).
    public var isApproved: Bool { status == "approved" }
}
