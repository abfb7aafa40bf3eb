/// `citations.json`: every source cited, once, with the lessons that cite it.
public struct BundleCitations: Codable, Sendable, Equatable, WireCodable {
    /// Every source cited in the bundle, once, sorted by key.
    public var citations: [Citation]
    /// The attribution of embedded Qur'an text (Tanzil), when any is embedded.
    public var notice: String?
    /// The file's content.
    public init(citations: [Citation], notice: String?) {
        self.citations = citations
        self.notice = notice
    }

    /// One cited source: what it is, what an app shows for it, and what cites it.
    public struct Citation: Codable, Sendable, Equatable, WireCodable {
        /// A stable key: `quran:49:12`, `hadith:muslim:2589`, `work:…`, `web:…`.
        public var key = ""
        /// `quran`, `hadith`, `work` or `web`.
        public var kind: OpenEnum<CitationKind> = .unknown("")
        /// The reference as written: `49:12`, `muslim:2589`, a classical work's title, or a page's address.
        public var reference = ""
        /// The quoted text (Arabic for the Qur'an and hadith), when the source is quoted.
        public var text: String?
        /// The id of the translation shown (`sahih-international`), if any.
        public var translation: String?
        /// A hadith's grading (`sahih`, `hasan`, `da'if`…), when given.
        public var grade: String?
        /// Who graded the hadith (`al-Albani`), when given.
        public var grader: String?
        /// A classical work's title (`Ihya' 'Ulum al-Din`); set for `work` citations.
        public var work: String?
        /// A classical work's author, when given.
        public var author: String?
        /// The book within a classical work (`24`), as written, when given.
        public var book: String?
        /// The chapter within a classical work, as written, when given.
        public var chapter: String?
        /// A web page's `https:` address; set for `web` citations.
        public var url: String?
        /// The source's own title (a work's chapter or a web page), when given.
        public var title: String?
        /// What the author says of the source where it is cited (why a weak hadith is quoted
        /// beside stronger evidence), when given (format 2.14).
        public var note: String?
        /// The ids of the lessons whose bodies cite it, sorted.
        public var lessons: [String] = []
        /// The categories whose overviews cite it (format 1.1).
        public var categories: [String]?
        /// The supplementary items whose text cites it (format 1.2).
        public var supplementary: [String]?
        /// The family activities whose text cites it (format 2.2).
        public var activities: [String]?
        /// The memorisation units that teach it (format 2.4).
        public var memorisation: [String]?
        /// The lecture subjects whose text cites it (format 2.9).
        public var lectures: [String]?
        /// The ids of everything that cites it, by the kind of content that does (`lesson`,
        /// `category`, `quiz-bank`, `copy`…), each list sorted (format 2.14): every kind's uses,
        /// those of kinds added later included. The lists above stay for readers before 2.14.
        public var uses: [String: [String]]?
        /// An empty citation, filled in field by field.
        public init() {}
    }
}

extension BundleCitations.Citation {
    /// What cites the source, by kind: `uses`, or, in a bundle before 2.14, the per-kind lists.
    public var allUses: [String: [String]] {
        if let uses { return uses }
        let lists: [(String, [String]?)] = [("lesson", lessons), ("category", categories), ("supplementary", supplementary), ("activity", activities),
                                            ("memorisation", memorisation), ("lecture", lectures)]
        return Dictionary(lists.compactMap { kind, ids in ids.flatMap { $0.isEmpty ? nil : (kind, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The citation without what cites it.
    public mutating func forgetUses() {
        (lessons, categories, supplementary, activities, memorisation, lectures, uses) = ([], nil, nil, nil, nil, nil, nil)
    }
}

/// `achievements.json`: achievements defined as data.
public struct BundleAchievements: Codable, Sendable, Equatable {
    /// Every achievement, sorted by id.
    public var achievements: [Achievement]
    /// The file's content.
    public init(achievements: [Achievement]) { self.achievements = achievements }

    /// One achievement: what the app shows and the trigger that earns it.
    public struct Achievement: Codable, Sendable, Equatable {
        /// The achievement's id; never changes once published, as progress is keyed by it.
        public var id = ""
        /// The achievement's title.
        public var title = ""
        /// What earns it, in a sentence the app shows under the title.
        public var description = ""
        /// What earns it, as the runtime evaluates it.
        public var trigger = Trigger()
        /// Its group in the app's trophy room (format 2.6).
        public var group: OpenEnum<AchievementGroup>?
        /// The XP it gives when earned (format 2.6).
        public var xp: Int?
        /// Its badge, and the locked silhouette shown before it is earned: content paths of
        /// `media` files (format 2.6).
        public var badge: String?
        /// The locked silhouette of the badge (format 2.6).
        public var lockedBadge: String?
        /// The audience it is for, when only one (format 2.6).
        public var audience: String?
        /// What the badge shows, for a learner who cannot see it: the label a screen reader reads
        /// (format 2.14).
        public var badgeLabel: String?
        /// An empty achievement, filled in field by field.
        public init() {}
    }

    /// What earns an achievement; `type` says which of the other fields are set.
    public struct Trigger: Codable, Sendable, Equatable {
        /// `lessons-completed`, `streak`, `category-completed`, `lessons-in-range`, `family-activities`,
        /// `surahs-memorised` (format 2.4) or `lesson-completed` (format 2.6).
        public var type: OpenEnum<TriggerType> = .unknown("")
        /// How many lessons completed (`lessons-completed`, `lessons-in-range`), family activities
        /// (`family-activities`) or surahs memorised (`surahs-memorised`) earn it.
        public var count: Int?
        /// `streak`: the streak length, in days, that earns it.
        public var days: Int?
        /// `lesson-completed`: the lesson whose completion earns it (format 2.6).
        public var lesson: String?
        /// `category-completed`: the id of the category whose every lesson earns it.
        public var category: String?
        /// `lessons-in-range`: the first day counted, `YYYY-MM-DD`, inclusive.
        public var from: String?
        /// `lessons-in-range`: the last day counted, `YYYY-MM-DD`, inclusive.
        public var to: String?
        /// For `lessons-in-range`: a Hijri month-day window (`MM-DD`) recurring every year, in
        /// which the count is reached within one year's window ("30 lessons during Ramadan";
        /// format 2.3).
        public var hijriFrom: String?
        /// The last Hijri month-day of that window, `MM-DD`.
        public var hijriTo: String?
        /// An empty trigger, filled in field by field.
        public init() {}
    }
}

/// `reviewers.json`: the scholars behind the "Reviewed by" badge.
public struct BundleReviewers: Codable, Sendable, Equatable {
    /// True when the reviewers are invented sample data, whose approvals a release refuses.
    public var sampleData: Bool
    /// The reviewers, sorted by id.
    public var reviewers: [Reviewer]
    /// The file's content.
    public init(sampleData: Bool, reviewers: [Reviewer]) {
        self.sampleData = sampleData
        self.reviewers = reviewers
    }

    /// A scholar who may approve content.
    public struct Reviewer: Codable, Sendable, Equatable {
        /// The reviewer's id, which a lesson's `review.reviewer` names.
        public var id: String
        /// The reviewer's name, as the badge shows it.
        public var name: String
        /// The reviewer's credentials, in words.
        public var credentials: String
        /// What the reviewer may approve (`akhlaq`, `hadith`, `childrens-education`…).
        public var scopes: [String]
        /// A reviewer.
        public init(id: String, name: String, credentials: String, scopes: [String]) {
            self.id = id
            self.name = name
            self.credentials = credentials
            self.scopes = scopes
        }
    }
}
