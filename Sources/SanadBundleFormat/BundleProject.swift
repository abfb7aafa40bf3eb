/// `project.json`: the project and the rules the runtime applies.
public struct BundleProject: Codable, Sendable, Equatable {
    /// The project's id (`keys-to-paradise`).
    public var id: String
    /// The project's title.
    public var title: String
    /// The content's semantic version (`0.1.0`), independent of the format version.
    public var contentVersion: String
    /// The languages of the content as BCP 47 tags (`en`); the first is the default.
    public var locales: [String]
    /// The audiences content is written for, sorted by id.
    public var audiences: [Audience]
    /// The progress rules the runtime applies: XP, levels, streaks, reviews and attempts.
    public var rules: ProgressRules
    /// Attribution of embedded texts (the Tanzil notice when ayat are quoted).
    public var notices: [String]
    /// The calendar of the bundle's Hijri windows (`islamic-umm-al-qura`), when it has any
    /// (format 2.3).
    public var hijriCalendar: String?
    /// What unlocks content not every learner has (format 2.16); nil when nothing is locked.
    public var entitlements: [Entitlement]?
    /// Who made the bundle's media and under what licence, for the app's credits screen (format
    /// 2.18); nil when the project credits none. A recitation is credited by its memorisation
    /// unit (`BundleMemorisation.Recitation`).
    public var credits: [Credit]?

    /// Who made some of the bundle's media and under what licence.
    public struct Credit: Codable, Sendable, Equatable {
        /// Who made them: a person, a studio, a project.
        public var author: String
        /// The licence they are used under (`CC BY 4.0`).
        public var licence: String
        /// Where they come from (a URL), when they were not made for the content.
        public var source: String?
        /// True for stand-ins an app must replace before it ships (sample media).
        public var placeholder: Bool?
        /// The media it covers, by the paths the content names them by (what
        /// `ContentLibrary.mediaURL(for:)` takes), sorted.
        public var media: [String]

        /// A credit with every field given.
        public init(author: String, licence: String, source: String?, placeholder: Bool?, media: [String]) {
            self.author = author
            self.licence = licence
            self.source = source
            self.placeholder = placeholder
            self.media = media
        }
    }

    /// A level the learner reaches, or a purchase the app confirms, and the categories and
    /// lessons it unlocks (Sidrat: level 5's exclusive content, a subscription's premium packs).
    public struct Entitlement: Codable, Sendable, Equatable, Identifiable {
        /// Its id; for a purchase, what the app checks.
        public var id: String
        /// The level that unlocks it (from 1), when it is one.
        public var level: Int?
        /// True when a purchase the app confirms unlocks it.
        public var purchase: Bool?
        /// The categories it unlocks, every lesson in them.
        public var categories: [String]
        /// The lessons it unlocks.
        public var lessons: [String]

        /// An entitlement with every field given.
        public init(id: String, level: Int?, purchase: Bool?, categories: [String], lessons: [String]) {
            self.id = id
            self.level = level
            self.purchase = purchase
            self.categories = categories
            self.lessons = lessons
        }

        /// Whether a learner at `level`, with the purchases the app confirms, has it.
        public func isMet(level learnerLevel: Int, purchases: Set<String>) -> Bool {
            if let level { return learnerLevel >= level }
            return purchase == true && purchases.contains(id)
        }
    }

    /// An audience content is written for (`adults`, `children`), with the hadith gradings it may cite.
    public struct Audience: Codable, Sendable, Equatable {
        /// The audience's id, which a category names in `audience`.
        public var id: String
        /// The audience's title.
        public var title: String
        /// The hadith gradings its content may cite (`sahih`, `hasan`, `da'if`…).
        public var hadithGrades: [String]
        /// The youngest age it is for, in whole years (format 2.5).
        public var minAge: Int?
        /// The oldest age it is for, in whole years, included (format 2.5).
        public var maxAge: Int?
        /// True for content for children: links that leave the app are behind a parental gate (format 2.5).
        public var children: Bool?

        /// An audience.
        public init(id: String, title: String, hadithGrades: [String], minAge: Int? = nil, maxAge: Int? = nil, children: Bool? = nil) {
            self.id = id
            self.title = title
            self.hadithGrades = hadithGrades
            self.minAge = minAge
            self.maxAge = maxAge
            self.children = children
        }

        /// Whether a child born in `birthYear` may be of one of the audience's ages on `day` (the
        /// app knows the birth year only, Sidrat US-102: on a day of year Y the child is Y − birth
        /// year, or one less before the birthday). An audience without ages is for everyone.
        public func includes(birthYear: Int, on day: LocalDate) -> Bool {
            guard let minAge, let maxAge else { return true }
            let oldest = day.year - birthYear, youngest = oldest - 1
            return youngest <= maxAge && oldest >= minAge
        }
    }

    /// The file's content.
    public init(id: String, title: String, contentVersion: String, locales: [String], audiences: [Audience], rules: ProgressRules, notices: [String]) {
        self.id = id
        self.title = title
        self.contentVersion = contentVersion
        self.locales = locales
        self.audiences = audiences
        self.rules = rules
        self.notices = notices
    }
}

/// Settings of the app's progress rules. Defaults follow the product documents.
public struct ProgressRules: Codable, Sendable, Equatable {
    /// A milestone every N completed lessons.
    public var milestoneInterval: Int
    /// Behavioural goal length in days when a category sets none.
    public var defaultGoalDays: Int
    /// XP for a completed lesson before multipliers.
    public var baseXP: Int
    /// Multiplier for a correct first attempt.
    public var firstAttemptMultiplier: Double
    /// Added per streak day (0.1 = +10%), capped by `maxStreakMultiplier`.
    public var streakBonusPerDay: Double
    /// The most the streak bonus can multiply XP by (2.0 = double).
    public var maxStreakMultiplier: Double
    /// Bonus for completing every lesson of a category (0.25 = +25%).
    public var categoryCompletionBonus: Double
    /// Share of XP a review earns (0.5 = 50%).
    public var reviewShare: Double
    /// XP at which each level starts, ascending from 0.
    public var levels: [Int]
    /// Streak lengths that are celebrated.
    public var streakMilestones: [Int]
    /// Streak freezes per week: granted by a parent, or earned when `freezeEarnedByActiveDays` is set.
    public var freezesPerWeek: Int
    /// Mercy days per week by pace.
    public var mercyDaysPerWeek: Int
    /// The first day of the week for freezes and mercy days (1 = Sunday … 7 = Saturday).
    public var weekStartsOn: Int
    /// Days between completion and each spaced review.
    public var reviewIntervalsDays: [Int]
    /// Most attempts per question.
    public var maxAttempts: Int
    /// Mercy days per week by the learner's pace (`gentle`, `balanced`, `ambitious`), replacing
    /// `mercyDaysPerWeek` for a learner who chose a pace (format 2.1).
    public var mercyDaysByPace: [String: Int]?
    /// Whether a mercy day counts as a day on path (My Worship Path: 13 days and one mercy day
    /// make a 14-day streak) rather than only keeping the streak from breaking (format 2.1).
    public var mercyCountsAsOnPath: Bool?
    /// The XP each streak milestone gives, in the order of `streakMilestones` (format 2.1).
    public var streakMilestoneXP: [Int]?
    /// Streak rules for an audience, by audience id, overriding the project's (format 2.1).
    public var audienceStreaks: [String: StreakOverride]?
    /// New lessons a category offers a learner on one local day; nil means one, the seeds' daily
    /// lesson (Sidrat: "Great job, come back tomorrow"). Reviews are not counted (format 2.15).
    public var lessonsPerDay: Int?
    /// When set, a week's freeze is earned, not granted: it covers a miss only when the learner
    /// completed lessons on at least this many days of the week before (seed 004: a freeze is
    /// "only available if earned through weekly activity"); a parent's grant then adds nothing.
    /// Nil: the freeze a parent grants for the week (format 2.15).
    public var freezeEarnedByActiveDays: Int?

    /// An audience's own streak rules; what it leaves out is the project's.
    public struct StreakOverride: Codable, Sendable, Equatable {
        /// The audience's freezes per week (granted by a parent, or earned when
        /// `freezeEarnedByActiveDays` is set); nil keeps the project's.
        public var freezesPerWeek: Int?
        /// The audience's mercy days per week; when set, it also replaces the project's `mercyDaysByPace`.
        public var mercyDaysPerWeek: Int?
        /// The audience's mercy days per week by pace; nil keeps the project's.
        public var mercyDaysByPace: [String: Int]?
        /// Whether a mercy day counts as a day on path for the audience; nil keeps the project's.
        public var mercyCountsAsOnPath: Bool?
        /// The active days of the week before that earn the audience's weekly freeze; nil keeps
        /// the project's (format 2.15).
        public var freezeEarnedByActiveDays: Int?

        /// An override with every part given.
        public init(freezesPerWeek: Int? = nil, mercyDaysPerWeek: Int? = nil, mercyDaysByPace: [String: Int]? = nil, mercyCountsAsOnPath: Bool? = nil,
                    freezeEarnedByActiveDays: Int? = nil) {
            self.freezesPerWeek = freezesPerWeek
            self.mercyDaysPerWeek = mercyDaysPerWeek
            self.mercyDaysByPace = mercyDaysByPace
            self.mercyCountsAsOnPath = mercyCountsAsOnPath
            self.freezeEarnedByActiveDays = freezeEarnedByActiveDays
        }
    }

    /// The rules for one learner: the audience's streak overrides applied, then the mercy days of
    /// the learner's pace. Without an audience or a pace, the project's rules.
    public func resolved(audience: String? = nil, pace: String? = nil) -> ProgressRules {
        var rules = self
        if let audience, let override = audienceStreaks?[audience] {
            rules.freezesPerWeek = override.freezesPerWeek ?? rules.freezesPerWeek
            if let days = override.mercyDaysPerWeek {
                // A number for the audience replaces the project's table by pace.
                rules.mercyDaysPerWeek = days
                rules.mercyDaysByPace = nil
            }
            if let byPace = override.mercyDaysByPace { rules.mercyDaysByPace = byPace }
            rules.mercyCountsAsOnPath = override.mercyCountsAsOnPath ?? rules.mercyCountsAsOnPath
            rules.freezeEarnedByActiveDays = override.freezeEarnedByActiveDays ?? rules.freezeEarnedByActiveDays
        }
        if let pace, let days = rules.mercyDaysByPace?[pace] { rules.mercyDaysPerWeek = days }
        rules.audienceStreaks = nil
        return rules
    }

    /// The product documents' rules: a milestone every 5 lessons, 100 XP a lesson, reviews after 1, 3,
    /// 7, 14 and 30 days, 3 attempts; no 2.1 streak rules.
    public static let defaults = ProgressRules(
        milestoneInterval: 5, defaultGoalDays: 40, baseXP: 100, firstAttemptMultiplier: 1.5, streakBonusPerDay: 0.1,
        maxStreakMultiplier: 2.0, categoryCompletionBonus: 0.25, reviewShare: 0.5, levels: [0, 500, 1500, 3500, 7500],
        streakMilestones: [7, 30, 100], freezesPerWeek: 1, mercyDaysPerWeek: 1, weekStartsOn: 1,
        reviewIntervalsDays: [1, 3, 7, 14, 30], maxAttempts: 3)

    /// Rules with every format 2.0 rule given; the optional 2.1 streak rules start nil.
    public init(
        milestoneInterval: Int, defaultGoalDays: Int, baseXP: Int, firstAttemptMultiplier: Double, streakBonusPerDay: Double,
        maxStreakMultiplier: Double, categoryCompletionBonus: Double, reviewShare: Double, levels: [Int], streakMilestones: [Int],
        freezesPerWeek: Int, mercyDaysPerWeek: Int, weekStartsOn: Int, reviewIntervalsDays: [Int], maxAttempts: Int
    ) {
        self.milestoneInterval = milestoneInterval
        self.defaultGoalDays = defaultGoalDays
        self.baseXP = baseXP
        self.firstAttemptMultiplier = firstAttemptMultiplier
        self.streakBonusPerDay = streakBonusPerDay
        self.maxStreakMultiplier = maxStreakMultiplier
        self.categoryCompletionBonus = categoryCompletionBonus
        self.reviewShare = reviewShare
        self.levels = levels
        self.streakMilestones = streakMilestones
        self.freezesPerWeek = freezesPerWeek
        self.mercyDaysPerWeek = mercyDaysPerWeek
        self.weekStartsOn = weekStartsOn
        self.reviewIntervalsDays = reviewIntervalsDays
        self.maxAttempts = maxAttempts
    }
}
