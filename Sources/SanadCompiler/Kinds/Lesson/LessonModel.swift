import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// A lesson file, lowered: typed values with the ranges rules need, and the compiled body. No
/// YAML or Markdown tree is kept.
/// A class: lessons are shared by the index, rules and the bundle builder without copying.
public final class LessonModel: Sendable, SourceFileModel {
    public let id: Located<String>
    /// The folder name under `categories/`.
    public let categoryFolder: String
    public let title: String
    public let order: Located<Int>?
    public let subtopic: Located<String>?
    public let tags: [Located<String>]
    public let duration: Located<Int>?
    public let takeaway: String
    public let completion: CompletionMode
    public let requires: [Located<String>]
    public let replaces: Located<String>?
    /// `available:`: a seasonal lesson's window.
    public let available: Availability?
    /// `suitability:`: what a parent's settings need to know of the lesson.
    public let suitability: Suitability?
    /// `thumbnail:`: the picture on the lesson's card.
    public let thumbnail: CardImageModel?
    /// Each phase's declared duration in seconds.
    public let phaseDurations: [PhaseKind: Located<Int>]
    public let audio: AudioModel?
    public let videos: [Located<VideoModel>]
    public let questions: [QuestionModel]
    public let attempts: Int?
    public let citations: [CitationModel]
    public let review: ReviewModel
    /// Where `phases:` is written (its key), if it is.
    public let phasesKeyRange: SourceRange?
    /// Whether the front matter has a `practice:` key (an empty list is not a missing one).
    public let hasPracticeKey: Bool
    /// The front matter in canonical form without its review, kept when the review records a
    /// fingerprint to compare with (computing it for every lesson would cost more than the rest
    /// of lowering); `sanad review approve` computes it from the file.
    public let canonicalText: String?
    /// The Markdown body, as a learner text (its text is read from the file's bytes when asked
    /// for: the review fingerprint and translators need it; nothing else does).
    public let bodyText: LearnerText?
    /// The Markdown body, compiled (an empty body too: its missing phases are problems).
    public let body: CompiledBody?
    /// Where the body is: everything after the front matter (the review fingerprint's body).
    public let bodyRegion: Range<Int>?
    public let file: SourceFile
    public let relativePath: String

    public init(
        id: Located<String>,
        categoryFolder: String,
        title: String,
        order: Located<Int>?,
        subtopic: Located<String>?,
        tags: [Located<String>],
        duration: Located<Int>?,
        takeaway: String,
        completion: CompletionMode,
        requires: [Located<String>],
        replaces: Located<String>?,
        phaseDurations: [PhaseKind: Located<Int>],
        audio: AudioModel?,
        videos: [Located<VideoModel>],
        questions: [QuestionModel],
        attempts: Int?,
        citations: [CitationModel],
        review: ReviewModel,
        phasesKeyRange: SourceRange?,
        hasPracticeKey: Bool,
        canonicalText: String?,
        bodyText: LearnerText?,
        body: CompiledBody?,
        bodyRegion: Range<Int>? = nil,
        file: SourceFile,
        relativePath: String
    , available: Availability? = nil, suitability: Suitability? = nil, thumbnail: CardImageModel? = nil) {
        self.suitability = suitability
        self.thumbnail = thumbnail
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
        self.available = available
        self.replaces = replaces
        self.phaseDurations = phaseDurations
        self.audio = audio
        self.videos = videos
        self.questions = questions
        self.attempts = attempts
        self.citations = citations
        self.review = review
        self.phasesKeyRange = phasesKeyRange
        self.hasPracticeKey = hasPracticeKey
        self.canonicalText = canonicalText
        self.bodyText = bodyText
        self.body = body
        self.bodyRegion = bodyRegion
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
    /// Its captions' address (WebVTT), when it names them, where written.
    public var captions: Located<String>? = nil

    public static func == (lhs: VideoModel, rhs: VideoModel) -> Bool { (lhs.url, lhs.title, lhs.captions?.value) == (rhs.url, rhs.title, rhs.captions?.value) }
}

public struct QuestionModel: Sendable {
    public struct Choice: Sendable {
        public var text: Located<String>
        public var correct: Bool
        public var feedback: String?
        public var range: SourceRange
    }

    public var id: Located<String>
    /// The question's type; nil when it is missing or not one of the types (the schema said so).
    public var type: QuestionType?
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
    /// Where `choices:` is written (its key), if it is.
    public var choicesKeyRange: SourceRange?
}

public struct CitationModel: Sendable {
    public var id: Located<String>
    public var kind: CitationKind
    /// A Qur'an citation's reference, parsed once in lowering (or why it does not parse).
    public var quranReference: Result<QuranReference, QuranReference.ParseError>? = nil
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
    /// Where the quoted `text:` is written, if it is.
    public var textRange: SourceRange?
    /// Where `grade:` is written, if it is.
    public var gradeRange: SourceRange?

    /// The key under which the citation appears in `citations.json`; Qur'an and hadith
    /// references in their canonical form (`al-hujuraat:12` is `quran:49:12`).
    public var key: String {
        switch kind {
        case .quran: return "quran:" + ((try? quranReference?.get())?.description ?? reference.value)
        case .hadith: return "hadith:" + ((try? HadithReference(parsing: reference.value))?.description ?? reference.value)
        case .work: return "work:" + [reference.value, book, chapter].compactMap { $0 }.joined(separator: ":")
        case .web: return "web:" + reference.value
        }
    }
}

/// The `review:` record of a lesson, a category or a supplementary file.
public struct ReviewModel: Sendable {
    public var status: ReviewStatus
    public var reviewer: Located<String>?
    public var date: String?
    public var fingerprint: String?
    /// The whole `review:` value.
    public var range: SourceRange?
    public var statusRange: SourceRange?
    public var dateRange: SourceRange?
    public var fingerprintRange: SourceRange?
    /// The fingerprint of each text the reviewer approved, by key, when the approval records them.
    public var texts: [String: String]? = nil
    /// The reviewer's signature of the approval (`ApprovalSignature`), base64.
    public var signature: Located<String>? = nil
    /// Other reviewers who approved the same fingerprint (`co-approvals:`).
    public var coApprovals: [CoApproval] = []

    /// Another reviewer's approval of the same content.
    public struct CoApproval: Sendable {
        public var reviewer: Located<String>
        public var date: String?
        public var dateRange: SourceRange?
        public var signature: Located<String>?
    }

    /// Every approval it records, the reviewer's first: who, when, and the signature.
    public var approvals: [(reviewer: Located<String>, date: String?, dateRange: SourceRange?, signature: Located<String>?)] {
        guard isApproved, let reviewer else { return [] }
        return [(reviewer, date, dateRange, signature)] + coApprovals.map { ($0.reviewer, $0.date, $0.dateRange, $0.signature) }
    }

    /// Whether a reviewer approved it (whether the approval still holds is `ReviewCheck`'s question).
    public var isApproved: Bool { status == .approved }
}

extension CitationKind {
    /// The key a citation's reference is written under in sources: `quran`, `hadith`, `work`, `url`.
    public var sourceKey: String { self == .web ? "url" : rawValue }
}
