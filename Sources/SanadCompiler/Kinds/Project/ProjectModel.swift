import SanadCitations
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// The project file, lowered.
public struct ProjectModel: Sendable {
    public struct Audience: Sendable {
        public var id: String
        /// Where the id is written (the key in `audiences:`).
        public var idRange: SourceRange
        public var title: String
        public var hadithGrades: [String]
        /// Content for children: links that leave the app are shown behind a parental gate.
        public var isChildren: Bool
        /// `ages:`: the ages it is for, in whole years, both included.
        public var ages: ClosedRange<Int>? = nil
        /// `narration-waiver:`: whether its lessons may waive narration (not for children, unless
        /// the project says so), and where that is said.
        public var narrationWaiver: Located<Bool>? = nil
        /// `humane-gamification:`: its achievements never shame what was missed.
        public var humaneGamification = false
        /// Its own lesson and phase windows; what it leaves out is the project's.
        public var lessonWindow: DurationWindow? = nil
        public var phaseWindows: [PhaseKind: DurationWindow] = [:]

        /// `quotation-level`: what a verified quotation in its content must cover.
        public var quotationLevel: QuranVerifier.Level?
        /// Whether its lessons may waive narration.
        public var mayWaiveNarration: Bool { narrationWaiver?.value ?? !isChildren }
    }

    /// A hadith text file named in `sanad.yaml`, with the SHA-256 it must have.
    public struct HadithText: Sendable {
        public var path: Located<String>
        public var sha256: Located<String>
        /// The attribution a bundle quoting it carries; nil: the default (`BundleBuilder.hadithNotice`).
        public var notice: Located<String>? = nil
    }

    public struct QuranText: Sendable {
        public var edition: String
        public var path: Located<String>
        public var sha256: Located<String>
    }

    public var id: String
    public var title: String
    public var contentVersion: Located<String>?
    public var locales: [String]
    public var audiences: [Audience]
    /// `tags`: the tags lessons may carry; nil when the project declares none (tags are free).
    public var tagVocabulary: [Located<String>]?
    /// `entitlements`: what unlocks content not every learner has.
    public var entitlements: [Entitlement] = []
    public var lessonWindow: DurationWindow
    /// `activity-duration`: how long a family activity's steps may take together.
    public var activityWindow = ProjectModel.defaultActivityWindow
    /// About fifteen minutes (Sidrat US-401): 10 to 20.
    public static let defaultActivityWindow = DurationWindow(min: 600, max: 1200)
    public var phaseWindows: [PhaseKind: DurationWindow]
    public var milestoneInterval: Int
    /// `lessons-per-day`: new lessons a category offers on one day (nil: one).
    public var lessonsPerDay: Int?
    public var videoHosts: [String]
    public var trustedDomains: [String]
    public var quranTexts: [QuranText]
    /// `approvals:`: signatures and quorums a release requires of approvals.
    public var approvals = ApprovalRules()

    /// The review board's rules (`approvals:` in sanad.yaml).
    public struct ApprovalRules: Sendable, Equatable {
        /// Every approval must be signed by its reviewer's key.
        public var requireSignatures = false
        /// Scope → how many distinct reviewers holding it must approve what needs it.
        public var quorum: [String: Int] = [:]
        public init(requireSignatures: Bool = false, quorum: [String: Int] = [:]) {
            self.requireSignatures = requireSignatures
            self.quorum = quorum
        }
    }

    /// `hadith: texts:`: the hadith texts quoted wording is verified against.
    public var hadithTexts: [HadithText] = []
    /// `quran: allow-unverified`: a Tanzil text that cannot be found is a warning, not an error.
    public var allowsUnverifiedQuran = false
    /// `review-valid-for`: how long an approval stays valid.
    public var reviewValidFor: ReviewValidity?
    /// `bundle-valid-for`: how long after its creation a bundle is current (its manifest's
    /// `expiresAt`: an app with a trust policy refuses it afterwards: freeze protection).
    public var bundleValidFor: ReviewValidity?
    /// Where `bundle-valid-for` is written.
    public var bundleValidForRange: SourceRange?
    /// `streaks:`: freezes, mercy days, week start and milestones, for the project and by audience.
    public var streaks = StreakPolicyModel()
    /// `packs: core:`: which categories the core pack holds (nil: every category).
    public var corePack: CorePackPlan?
    /// `tone:`: phrases refused in any text a learner reads, by locale.
    public var tone: [TonePhrase] = []
    /// `math:`: the TeX the apps can typeset.
    public var math = TeXSubset.standard
    /// `code-languages:`: the languages a code block may name.
    public var codeLanguages = ProjectModel.standardCodeLanguages
    /// The languages a code block may name when `sanad.yaml` does not say.
    public static let standardCodeLanguages: Set<String> = [
        "bash", "c", "cpp", "csharp", "css", "go", "html", "java", "javascript", "json", "kotlin", "markdown", "php",
        "plaintext", "python", "ruby", "rust", "shell", "sql", "swift", "text", "typescript", "xml", "yaml",
    ]
    /// `translations:`: each target locale (every locale after the first), whether a release needs
    /// it, and which sources it covers.
    public var translationTargets: [TranslationTarget] = []
    /// The locale the sources are written in: the first of `locales`.
    public var sourceLocale: String { locales.first ?? "en" }
    /// `curriculum:`: the planned curriculum, by category, in the order written.
    public var curriculum: [PlannedCategory] = []
    /// `media:`: what each use of media accepts, and size budgets.
    public var media = MediaPolicy()
    /// Attribution sentences the bundle carries besides the reference texts' (`notices:`).
    public var notices: [Located<String>] = []
    /// Who made each medium the content names, and under what licence (`credits:`).
    public var credits: [MediaCredit] = []

    /// The window of a phase: the audience's, else the project's override, else the default.
    public func window(for phase: PhaseKind, audience: String? = nil) -> DurationWindow {
        self.audience(audience)?.phaseWindows[phase] ?? phaseWindows[phase] ?? phase.defaultWindow
    }

    /// The lesson duration window of an audience, else the project's.
    public func lessonWindow(audience: String?) -> DurationWindow { self.audience(audience)?.lessonWindow ?? lessonWindow }

    /// The audience with an id.
    public func audience(_ id: String?) -> Audience? { id.flatMap { id in audiences.first { $0.id == id } } }
}

/// One of `entitlements:` in `sanad.yaml`: a level reached or a purchase, and what it unlocks.
public struct Entitlement: Sendable {
    public var id: Located<String>
    /// The level that unlocks it, when it is one.
    public var level: Located<Int>?
    /// Whether a purchase the app confirms unlocks it.
    public var isPurchase: Bool
    public var categories: [Located<String>]
    public var lessons: [Located<String>]
}

/// `packs: core:` in `sanad.yaml`: the categories the core pack holds. Both parts may be given:
/// the named categories, then the first others in order until the pack holds at least N lessons
/// (Sidrat US-601: the first weeks' lessons ship with the app, and a named category besides).
public struct CorePackPlan: Sendable {
    /// `categories: [a, b]`: these categories.
    public var categories: [Located<String>] = []
    /// `lessons: N`: the first categories in order until the pack holds at least N lessons.
    public var lessons: Located<Int>?

    /// A plan of named categories and a lesson count, either possibly empty.
    public init(categories: [Located<String>] = [], lessons: Located<Int>? = nil) {
        self.categories = categories
        self.lessons = lessons
    }
}

/// `streaks:` in `sanad.yaml`. A project that says nothing gets plain streaks: no freezes, no
/// mercy days, weeks from Sunday, milestones at 7, 30 and 100 days.
public struct StreakPolicyModel: Sendable {
    /// The policy of the project, or of one audience (whose unset parts are the project's).
    public struct Policy: Sendable {
        public var freezesPerWeek: Int?
        public var mercyDaysPerWeek: Int?
        public var mercyDaysByPace: [String: Int]?
        public var mercyCountsAsOnPath: Bool?
        /// `freeze-earned-by-active-days`: a week's freeze is earned by the week before.
        public var freezeEarnedByActiveDays: Int?
        /// Where `mercy-days-per-week` gives days by pace (a worship plan may not give others).
        public var mercyByPaceRange: SourceRange?
        public init() {}
    }

    public var project = Policy()
    /// 1 = Sunday … 7 = Saturday.
    public var weekStartsOn = 1
    public var milestones = [7, 30, 100]
    public var milestoneXP: [Int]?
    public var audiences: [String: Policy] = [:]
    /// The audience keys under `audiences:`, where they are written (references to audiences).
    public var audienceKeys: [Located<String>] = []
    public init() {}
}

/// One category of `sanad.yaml`'s `curriculum:` plan (the Sidrat plan's curriculum table).
public struct PlannedCategory: Sendable {
    /// The category's id: an authored category's, or one not written yet.
    public var id: Located<String>
    /// The title to show while the category is not written.
    public var title: String?
    /// The lessons planned, both bounds included.
    public var lessons: ClosedRange<Int>
    /// The categories planned to come first.
    public var requires: [Located<String>]
    /// How it is taught.
    public var method: String?
}

/// A phrase `sanad.yaml`'s `tone:` refuses, with what to say instead.
public struct TonePhrase: Sendable {
    /// The locale the phrase is in (`ar`, `en`).
    public var locale: String
    /// The phrase refused, where it is written.
    public var refuse: Located<String>
    /// What to say instead.
    public var prefer: String?
}

/// A locale the content is translated into (`locales` after the first, with `translations:`).
public struct TranslationTarget: Sendable, Equatable {
    public var locale: String
    /// Whether a release needs every text of its sources translated and fresh.
    public var required: Bool
    /// The sources it covers, as folder or file paths relative to the content root; nil for all.
    public var paths: [String]?

    /// Whether the target covers the source at a relative path.
    public func covers(_ relativePath: String) -> Bool {
        guard let paths else { return true }
        return paths.contains { relativePath == $0 || relativePath.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
