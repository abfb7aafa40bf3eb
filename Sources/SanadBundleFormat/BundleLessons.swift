/// `lessons/<category>.json`: the full lessons of one category, loaded when the category is opened.
public struct BundleLessons: Codable, Sendable, Equatable, WireCodable {
    /// The id of the category whose lessons these are.
    public var category: String
    /// The category's lessons, in order.
    public var lessons: [Lesson]
    /// The file's content.
    public init(category: String, lessons: [Lesson]) {
        self.category = category
        self.lessons = lessons
    }

    /// A full lesson: its four phases, practice questions, media, citations and review.
    public struct Lesson: Codable, Sendable, Equatable, WireCodable {
        /// The lesson's id: its category's id, a dot and a slug (`backbiting.what-is-ghibah`).
        public var id = ""
        /// The lesson's title.
        public var title = ""
        /// Position within the category, from 1.
        public var order = 0
        /// The id of the category's subtopic it belongs to, if any.
        public var subtopic: String?
        /// Tags (ids) an app may list lessons by.
        public var tags: [String] = []
        /// Seconds.
        public var duration = 0
        /// The one sentence the learner should keep.
        public var takeaway = ""
        /// `read` ("Mark as read") or `reflected` ("I have reflected").
        public var completion: OpenEnum<CompletionMode> = .known(.read)
        /// Ids of lessons to complete first.
        public var requires: [String] = []
        /// The old id this lesson replaces, if it was renamed; progress moves to this id.
        public var replaces: String?
        /// Hook, Teach, Practice and Reward, in that order.
        public var phases: [Phase] = []
        /// The practice questions, in order.
        public var questions: [Question] = []
        /// Tries per practice question (1 to 3) when a question sets none; never more than
        /// `ProgressRules.maxAttempts`.
        public var attempts = 3
        /// The lesson's narration, or why it has none; nil when the source gives neither.
        public var audio: Audio?
        /// Links to videos on the project's allowed hosts; streamed, never downloaded.
        public var videos: [Video] = []
        /// Keys into `citations.json`.
        public var citations: [String] = []
        /// The lesson's scholarly review.
        public var review = Review()
        /// An empty lesson, filled in field by field.
        public init() {}
    }

    /// One of a lesson's four phases, with its duration and body.
    public struct Phase: Codable, Sendable, Equatable, WireCodable {
        /// `hook`, `teach`, `practice` or `reward`.
        public var kind: OpenEnum<PhaseKind>
        /// Seconds.
        public var duration: Int
        /// The phase's body.
        public var blocks: [Block]
        /// A phase.
        public init(kind: OpenEnum<PhaseKind>, duration: Int, blocks: [Block]) {
            self.kind = kind
            self.duration = duration
            self.blocks = blocks
        }
    }

    /// A practice question; `type` says which of the answer fields are set.
    public struct Question: Codable, Sendable, Equatable, WireCodable {
        /// The question's id, unique within its lesson; progress is keyed by it.
        public var id = ""
        /// `multiple-choice`, `true-false`, `matching`, `sequencing` or `free-text`.
        public var type: OpenEnum<QuestionType> = .unknown("")
        /// The question as the learner reads it.
        public var prompt = ""
        /// Multiple choice: whether more than one choice may be correct.
        public var multiSelect = false
        /// Multiple choice: the choices, in the author's order.
        public var choices: [Choice] = []
        /// True/false: the right answer to the statement.
        public var answer: Bool?
        /// Matching: the pairs in their correct pairing.
        public var pairs: [Pair] = []
        /// Sequencing: the items in their correct order.
        public var items: [String] = []
        /// Free text: an answer the learner compares theirs with.
        public var modelAnswer: String?
        /// Feedback for any answer that has none more specific (a choice's own, or the right or wrong one).
        public var feedback: String?
        /// Feedback after a right answer.
        public var feedbackCorrect: String?
        /// Feedback after a wrong answer.
        public var feedbackIncorrect: String?
        /// An explanation that covers every answer; shown when no feedback is given.
        public var explanation: String?
        /// Tries this question allows (1 to 3); nil for the lesson's `attempts`.
        public var attempts: Int?
        /// An empty question, filled in field by field.
        public init() {}
    }

    /// One choice of a multiple-choice question.
    public struct Choice: Codable, Sendable, Equatable, WireCodable {
        /// The choice's text.
        public var text: String
        /// Whether it is a correct choice.
        public var correct: Bool
        /// What the learner sees after choosing it, if anything.
        public var feedback: String?
        /// A choice.
        public init(text: String, correct: Bool, feedback: String?) {
            self.text = text
            self.correct = correct
            self.feedback = feedback
        }
    }

    /// One pair of a matching question: a left item and the right item it goes with.
    public struct Pair: Codable, Sendable, Equatable, WireCodable {
        /// The left item.
        public var left: String
        /// The right item that matches it.
        public var right: String
        /// A pair.
        public init(left: String, right: String) {
            self.left = left
            self.right = right
        }
    }

    /// A lesson's recordings, or why it has no narration.
    public struct Audio: Codable, Sendable, Equatable, WireCodable {
        /// The narration, as the path the content names it by (`media/narration/…`); `ContentLibrary.mediaURL(for:)`
        /// gives its verified file.
        public var narration: String?
        /// Seconds.
        public var duration: Int?
        /// A dhikr recording, as the path the content names it by, if the lesson has one.
        public var dhikr: String?
        /// Why the lesson has no narration, when it has none.
        public var waiver: String?
        /// A lesson's audio.
        public init(narration: String?, duration: Int?, dhikr: String?, waiver: String?) {
            self.narration = narration
            self.duration = duration
            self.dhikr = dhikr
            self.waiver = waiver
        }
    }

    /// A link to a video on one of the project's allowed hosts.
    public struct Video: Codable, Sendable, Equatable, WireCodable {
        /// The video's `https:` address.
        public var url: String
        /// The video's title.
        public var title: String
        /// The `https:` address of its captions (WebVTT), on one of the project's video hosts,
        /// when it names them (format 2.14).
        public var captions: String?
        /// A video link.
        public init(url: String, title: String, captions: String? = nil) {
            self.url = url
            self.title = title
            self.captions = captions
        }
    }

    /// A lesson's scholarly review: its status and, once approved, who approved what and when.
    public struct Review: Codable, Sendable, Equatable, WireCodable {
        /// `draft`, `in-review`, `approved` or `changes-requested`.
        public var status: OpenEnum<ReviewStatus> = .known(.draft)
        /// The id of the reviewer who approved it (one of `reviewers.json`).
        public var reviewer: String?
        /// The day of the approval, `YYYY-MM-DD`.
        public var date: String?
        /// SHA-256 (lower-case hexadecimal) of exactly what was approved: the lesson's text and its media.
        public var fingerprint: String?
        /// A draft review.
        public init() {}
    }
}
