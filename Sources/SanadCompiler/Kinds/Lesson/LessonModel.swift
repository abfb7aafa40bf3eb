import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// A lesson file, lowered: typed values with the ranges rules need, and the compiled body. No
/// YAML or Markdown tree is kept.
/// A class: lessons are shared by the index, rules and the bundle builder without copying.
public final class LessonModel: Sendable, SourceFileModel, Codable {
    /// The lesson's id, where written: its category's id, a dot and a slug
    /// (`backbiting.what-is-ghibah`); progress is keyed by it, so it never changes once published.
    public let id: Located<String>
    /// The folder name under `categories/`.
    public let categoryFolder: String
    /// The lesson's title as the learner reads it; empty when missing.
    public let title: String
    /// Its position within the category, from 1, where written; nil when the front matter gives
    /// none.
    public let order: Located<Int>?
    /// The id of the category's subtopic the lesson belongs to, where written; nil for a lesson in
    /// no subtopic.
    public let subtopic: Located<String>?
    /// The tags an app may list the lesson by, where written; free unless `sanad.yaml` declares
    /// `tags:`, whose vocabulary they must then come from.
    public let tags: [Located<String>]
    /// The lesson's whole duration in seconds (`duration: 5m`), where written; nil when missing or
    /// unreadable.
    public let duration: Located<Int>?
    /// The one sentence the learner should keep; empty when missing.
    public let takeaway: String
    /// How the learner finishes it: `read` ("Mark as read", the default) or `reflected` ("I have
    /// reflected").
    public let completion: CompletionMode
    /// The ids of the lessons to complete first, where written; the resolver reports unknown ones
    /// and cycles.
    public let requires: [Located<String>]
    /// The id the lesson was renamed from, where written, so an app moves its progress to the new
    /// id; nil for a lesson never renamed.
    public let replaces: Located<String>?
    /// `available:`: a seasonal lesson's window.
    public let available: Availability?
    /// `suitability:`: what a parent's settings need to know of the lesson.
    public let suitability: Suitability?
    /// `thumbnail:`: the picture on the lesson's card.
    public let thumbnail: CardImageModel?
    /// Each phase's declared duration in seconds.
    public let phaseDurations: [PhaseKind: Located<Int>]
    /// The lesson's `audio:`: its narration and dhikr recordings, or why it has no narration; nil
    /// when the front matter has no `audio:`.
    public let audio: AudioModel?
    /// Links to videos on the project's allowed hosts, each located at its `url:`; streamed by the
    /// app, never downloaded.
    public let videos: [Located<VideoModel>]
    /// The practice questions (`practice:`), in order; one without an id is left out.
    public let questions: [QuestionModel]
    /// Tries per practice question (1 to 3) when a question sets none; nil for the default of the
    /// progress rules.
    public let attempts: Int?
    /// The sources the lesson cites, which cover every text of its file: its citation blocks are
    /// verified against them.
    public let citations: [CitationModel]
    /// The lesson's `review:` record, approved with `sanad review approve <lesson id>`.
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
    /// The lesson file the model was lowered from.
    public let file: SourceFile
    /// The file's path relative to the content root (`categories/backbiting/01-what-is-ghibah.md`).
    public let relativePath: String

    /// Makes a lesson from its lowered parts; `ContentKinds.Lesson.lower` is what calls it.
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

/// A lesson's `audio:`: its narration and dhikr recordings, or the reason it has no narration.
public struct AudioModel: Sendable, Codable {
    /// The narration's path relative to the content folder, where written; nil for a lesson without
    /// one (its `waiver` should say why).
    public var narration: Located<String>?
    /// The narration's declared length in seconds, checked against the recording; nil when not
    /// written or unreadable.
    public var duration: Int?
    /// A dhikr recording's path relative to the content folder, where written; nil when the lesson
    /// has none.
    public var dhikr: Located<String>?
    /// Why the lesson has no narration, which `audio-alternative` (L0008) refuses for an audience
    /// that may not waive it; nil without a waiver.
    public var waiver: String?
    /// Where the whole `audio:` value is written.
    public var range: SourceRange
}

/// A link to a video on one of the project's allowed hosts, streamed and never downloaded (a
/// lesson's `video:` item, an activity's `video:`).
public struct VideoModel: Sendable, Equatable, Codable {
    /// The video's `https:` address, on one of `sanad.yaml`'s `video-hosts`.
    public var url: String
    /// The video's title as the learner reads it; empty when missing.
    public var title: String
    /// Its captions' address (WebVTT), when it names them, where written.
    public var captions: Located<String>? = nil

    public static func == (lhs: VideoModel, rhs: VideoModel) -> Bool { (lhs.url, lhs.title, lhs.captions?.value) == (rhs.url, rhs.title, rhs.captions?.value) }
}

/// A practice question, lowered: a lesson's `practice:` item or a quiz bank's question, which are
/// written alike; `type` says which answer fields apply.
public struct QuestionModel: Sendable {
    /// One choice of a multiple-choice question.
    public struct Choice: Sendable, Codable {
        /// The choice as the learner reads it, where written.
        public var text: Located<String>
        /// Whether it is a correct answer (`correct: true`); false when not said.
        public var correct: Bool
        /// What the learner sees after choosing it; nil when the choice has no feedback of its own.
        public var feedback: String?
        /// Where the whole choice is written.
        public var range: SourceRange
    }

    /// The question's id, where written: unique within its lesson or quiz bank, and progress is
    /// keyed by it.
    public var id: Located<String>
    /// The question's type; nil when it is missing or not one of the types (the schema said so).
    public var type: QuestionType?
    /// The question as the learner reads it; empty when missing.
    public var prompt: String
    /// Multiple choice: whether more than one choice may be correct (`multi-select:`); false by
    /// default.
    public var multiSelect: Bool
    /// Multiple choice: the choices in the author's order; one without `text:` is left out.
    public var choices: [Choice]
    /// True/false: the correct answer to the statement; nil when not written.
    public var answer: Bool?
    /// Matching: the pairs in their correct pairing, each side where written (a pair missing a side
    /// is left out).
    public var pairs: [(left: Located<String>, right: Located<String>)]
    /// Sequencing: the items in their correct order, each where written.
    public var items: [Located<String>]
    /// Free text: an answer the learner compares theirs with (`model-answer:`); nil when not
    /// written.
    public var modelAnswer: String?
    /// Feedback for any answer that has none more specific (a choice's own, or the right or wrong
    /// one); nil when not written.
    public var feedback: String?
    /// Feedback after a right answer (`feedback-correct:`); nil when not written.
    public var feedbackCorrect: String?
    /// Feedback after a wrong answer (`feedback-incorrect:`); nil when not written.
    public var feedbackIncorrect: String?
    /// An explanation that covers every answer, shown when no feedback is given; with one,
    /// `missing-feedback` (L0007) asks for no other feedback.
    public var explanation: String?
    /// Tries this question allows (1 to 3); nil for its lesson's `attempts`.
    public var attempts: Int?
    /// Where `choices:` is written (its key), if it is.
    public var choicesKeyRange: SourceRange?
}

/// One source an item cites (a Qur'an reference, a hadith, a classical work or a web page), lowered
/// from a `citations:` entry.
public struct CitationModel: Sendable {
    /// The citation's id, where written (`muslim-2589`); unique among the citations of the item
    /// that declares it.
    public var id: Located<String>
    /// Which key gives the reference: `quran:`, `hadith:`, `work:` or `url:` (the first of them
    /// written, in that order).
    public var kind: CitationKind
    /// A Qur'an citation's reference, parsed once in lowering (or why it does not parse).
    public var quranReference: Result<QuranReference, QuranReference.ParseError>? = nil
    /// The reference as written: `49:12`, `muslim:2589`, the work's title, or the URL.
    public var reference: Located<String>
    /// The quoted text (Arabic for Qur'an and hadith), verified against the reference texts; nil
    /// when the citation quotes nothing.
    public var text: String?
    /// The id of the translation shown with it (`sahih-international`); nil when none is named.
    public var translation: String?
    /// A hadith's grading as written (`sahih`, `hasan sahih`), checked against the audience's
    /// policy; nil when it states none (the collection's default grade then applies).
    public var grade: String?
    /// Who graded the hadith (`al-Albani`); nil when not named.
    public var grader: String?
    /// The author of a classical work, as written; nil when not named.
    public var author: String?
    /// The book within a classical work, a number or a name as written; nil when not given.
    public var book: String?
    /// The chapter within a classical work, a number or a name as written; nil when not given.
    public var chapter: String?
    /// The source's title as written (a web page's, a work's); nil when not given.
    public var title: String?
    /// What the author says of the source where it is cited (why a weak hadith is quoted beside
    /// stronger evidence), shown with it; nil when none.
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
public struct ReviewModel: Sendable, Codable {
    /// The review's state: `draft` (also when `review:` or its `status:` is missing), `in-review`,
    /// `approved` or `changes-requested`.
    public var status: ReviewStatus
    /// The id of the reviewer (one of `reviewers.yaml`) the record names, where written; nil when
    /// it names none.
    public var reviewer: Located<String>?
    /// The day of the approval as written (`YYYY-MM-DD`); nil when not written.
    public var date: String?
    /// The SHA-256 (lower-case hexadecimal) of exactly what the reviewer approved, as `sanad review
    /// approve` wrote it; nil when not written.
    public var fingerprint: String?
    /// The whole `review:` value.
    public var range: SourceRange?
    /// Where `status:` is written (its value), if it is.
    public var statusRange: SourceRange?
    /// Where `date:` is written (its value), if it is.
    public var dateRange: SourceRange?
    /// Where `fingerprint:` is written (its value), if it is.
    public var fingerprintRange: SourceRange?
    /// The fingerprint of each text the reviewer approved, by key, when the approval records them.
    public var texts: [String: String]? = nil
    /// The reviewer's signature of the approval (`ApprovalSignature`), base64.
    public var signature: Located<String>? = nil
    /// Other reviewers who approved the same fingerprint (`co-approvals:`).
    public var coApprovals: [CoApproval] = []

    /// Another reviewer's approval of the same content.
    public struct CoApproval: Sendable, Codable {
        /// The id of the reviewer (one of `reviewers.yaml`) who co-approved, where written.
        public var reviewer: Located<String>
        /// The day of the co-approval as written (`YYYY-MM-DD`); nil when not written.
        public var date: String?
        /// Where the co-approval's `date:` is written, if it is.
        public var dateRange: SourceRange?
        /// The co-approving reviewer's signature of the approval (`ApprovalSignature`), base64,
        /// where written; nil for an unsigned co-approval.
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

extension QuestionModel: Codable {
    // For the lowered-file cache alone, through its coding (`LoweredFileCodable`): `pairs` is a
    // list of tuples, which have no coding of their own.

    /// The question's fields (the lowered-file cache's coder alone).
    public func encode(to encoder: Encoder) throws { try encodeThroughLoweredFile(to: encoder) }

    /// A question as `encode(to:)` wrote it.
    public init(from decoder: Decoder) throws { try self.init(throughLoweredFile: decoder) }
}

extension CitationModel: Codable {
    // For the lowered-file cache alone, through its coding (`LoweredFileCodable`): a Qur'an
    // reference's parse is not written but parsed again, as lowering parses it.

    /// The citation's fields as written (the lowered-file cache's coder alone).
    public func encode(to encoder: Encoder) throws { try encodeThroughLoweredFile(to: encoder) }

    /// A citation as `encode(to:)` wrote it, a Qur'an reference parsed again.
    public init(from decoder: Decoder) throws { try self.init(throughLoweredFile: decoder) }
}
