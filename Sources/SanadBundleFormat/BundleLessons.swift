/// `lessons/<category>.json`: the full lessons of one category, loaded when the category is opened.
public struct BundleLessons: Codable, Sendable, Equatable {
    public var category: String
    public var lessons: [Lesson]
    public init(category: String, lessons: [Lesson]) {
        self.category = category
        self.lessons = lessons
    }

    public struct Lesson: Codable, Sendable, Equatable {
        public var id = ""
        public var title = ""
        public var order = 0
        public var subtopic: String?
        public var tags: [String] = []
        /// Seconds.
        public var duration = 0
        public var takeaway = ""
        /// `read` ("Mark as read") or `reflected` ("I have reflected").
        public var completion: OpenEnum<CompletionMode> = .known(.read)
        public var requires: [String] = []
        public var replaces: String?
        /// Hook, Teach, Practice and Reward, in that order.
        public var phases: [Phase] = []
        public var questions: [Question] = []
        public var attempts = 3
        public var audio: Audio?
        public var videos: [Video] = []
        /// Keys into `citations.json`.
        public var citations: [String] = []
        public var review = Review()
        public init() {}
    }

    public struct Phase: Codable, Sendable, Equatable {
        /// `hook`, `teach`, `practice` or `reward`.
        public var kind: OpenEnum<PhaseKind>
        /// Seconds.
        public var duration: Int
        public var blocks: [Block]
        public init(kind: OpenEnum<PhaseKind>, duration: Int, blocks: [Block]) {
            self.kind = kind
            self.duration = duration
            self.blocks = blocks
        }
    }

    public struct Question: Codable, Sendable, Equatable {
        public var id = ""
        /// `multiple-choice`, `true-false`, `matching`, `sequencing` or `free-text`.
        public var type: OpenEnum<QuestionType> = .unknown("")
        public var prompt = ""
        public var multiSelect = false
        public var choices: [Choice] = []
        public var answer: Bool?
        public var pairs: [Pair] = []
        /// Sequencing: the items in their correct order.
        public var items: [String] = []
        public var modelAnswer: String?
        public var feedback: String?
        public var feedbackCorrect: String?
        public var feedbackIncorrect: String?
        public var explanation: String?
        public var attempts: Int?
        public init() {}
    }

    public struct Choice: Codable, Sendable, Equatable {
        public var text: String
        public var correct: Bool
        public var feedback: String?
        public init(text: String, correct: Bool, feedback: String?) {
            self.text = text
            self.correct = correct
            self.feedback = feedback
        }
    }

    public struct Pair: Codable, Sendable, Equatable {
        public var left: String
        public var right: String
        public init(left: String, right: String) {
            self.left = left
            self.right = right
        }
    }

    public struct Audio: Codable, Sendable, Equatable {
        public var narration: String?
        /// Seconds.
        public var duration: Int?
        public var dhikr: String?
        public var waiver: String?
        public init(narration: String?, duration: Int?, dhikr: String?, waiver: String?) {
            self.narration = narration
            self.duration = duration
            self.dhikr = dhikr
            self.waiver = waiver
        }
    }

    public struct Video: Codable, Sendable, Equatable {
        public var url: String
        public var title: String
        public init(url: String, title: String) {
            self.url = url
            self.title = title
        }
    }

    public struct Review: Codable, Sendable, Equatable {
        /// `draft`, `in-review`, `approved` or `changes-requested`.
        public var status: OpenEnum<ReviewStatus> = .known(.draft)
        public var reviewer: String?
        public var date: String?
        public var fingerprint: String?
        public init() {}
    }
}
