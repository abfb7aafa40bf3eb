import SanadDiagnostics
import SanadSource

/// A lesson file, lowered: typed values with the ranges rules need, plus the front matter and
/// the parsed body for rules that look further.
public struct LessonModel: Sendable {
    public var id: Located<String>
    /// The folder name under `categories/`.
    public var categoryFolder: String
    public var title: String
    public var order: Located<Int>?
    public var subtopic: Located<String>?
    public var tags: [String]
    public var duration: Located<Int>?
    public var takeaway: String
    public var completion: String
    public var requires: [Located<String>]
    public var replaces: Located<String>?
    /// Each phase's declared duration in seconds.
    public var phaseDurations: [PhaseKind: Located<Int>]
    public var audio: AudioModel?
    public var videos: [Located<VideoModel>]
    public var questions: [QuestionModel]
    public var attempts: Int?
    public var citations: [CitationModel]
    public var review: ReviewModel
    /// The front matter.
    public var node: Node
    /// The Markdown body.
    public var body: MarkdownNode?
    public var file: SourceFile
    public var relativePath: String
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

    /// The key under which the citation appears in `citations.json`.
    public var key: String {
        switch kind {
        case "quran": return "quran:" + reference.value
        case "hadith": return "hadith:" + reference.value
        case "work": return "work:" + [reference.value, book, chapter].compactMap { $0 }.joined(separator: ":")
        default: return "web:" + reference.value
        }
    }
}

public struct ReviewModel: Sendable {
    public var status: String
    public var reviewer: Located<String>?
    public var date: String?
    public var fingerprint: String?
    public var range: SourceRange?
}
