/// `citations.json`: every source cited, once, with the lessons that cite it.
public struct BundleCitations: Codable, Sendable, Equatable {
    public var citations: [Citation]
    /// The attribution of embedded Qur'an text (Tanzil), when any is embedded.
    public var notice: String?
    public init(citations: [Citation], notice: String?) {
        self.citations = citations
        self.notice = notice
    }

    public struct Citation: Codable, Sendable, Equatable {
        /// A stable key: `quran:49:12`, `hadith:muslim:2589`, `work:…`, `web:…`.
        public var key = ""
        /// `quran`, `hadith`, `work` or `web`.
        public var kind: OpenEnum<CitationKind> = .unknown("")
        public var reference = ""
        public var text: String?
        public var translation: String?
        public var grade: String?
        public var grader: String?
        public var work: String?
        public var author: String?
        public var book: String?
        public var chapter: String?
        public var url: String?
        public var title: String?
        public var lessons: [String] = []
        /// The categories whose overviews cite it (format 1.1).
        public var categories: [String]?
        /// The supplementary items whose text cites it (format 1.2).
        public var supplementary: [String]?
        public init() {}
    }
}

/// `achievements.json`: achievements defined as data.
public struct BundleAchievements: Codable, Sendable, Equatable {
    public var achievements: [Achievement]
    public init(achievements: [Achievement]) { self.achievements = achievements }

    public struct Achievement: Codable, Sendable, Equatable {
        public var id = ""
        public var title = ""
        public var description = ""
        public var trigger = Trigger()
        public init() {}
    }

    public struct Trigger: Codable, Sendable, Equatable {
        /// `lessons-completed`, `streak`, `category-completed`, `lessons-in-range` or `family-activities`.
        public var type: OpenEnum<TriggerType> = .unknown("")
        public var count: Int?
        public var days: Int?
        public var category: String?
        public var from: String?
        public var to: String?
        public init() {}
    }
}

/// `reviewers.json`: the scholars behind the "Reviewed by" badge.
public struct BundleReviewers: Codable, Sendable, Equatable {
    public var sampleData: Bool
    public var reviewers: [Reviewer]
    public init(sampleData: Bool, reviewers: [Reviewer]) {
        self.sampleData = sampleData
        self.reviewers = reviewers
    }

    public struct Reviewer: Codable, Sendable, Equatable {
        public var id: String
        public var name: String
        public var credentials: String
        public var scopes: [String]
        public init(id: String, name: String, credentials: String, scopes: [String]) {
            self.id = id
            self.name = name
            self.credentials = credentials
            self.scopes = scopes
        }
    }
}
