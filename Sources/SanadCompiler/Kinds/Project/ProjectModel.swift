import SanadCitations
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// The project file, lowered.
public struct ProjectModel: Sendable {
    /// An audience content is written for (`audiences:` in `sanad.yaml`), with its own citation,
    /// narration and timing rules.
    public struct Audience: Sendable {
        /// The audience's id: its key under `audiences:` (`children`), which categories, units and
        /// achievements name.
        public var id: String
        /// Where the id is written (the key in `audiences:`).
        public var idRange: SourceRange
        /// The audience's title (`Children aged 5 to 7`), a setting rather than a learner text; its
        /// id when none is given.
        public var title: String
        /// The hadith gradings its content may cite, strongest first: the weakest `hadith-grades`
        /// names and every stronger one; empty allows none.
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
        /// Its own phase windows, by phase; a phase it leaves out is the project's.
        public var phaseWindows: [PhaseKind: DurationWindow] = [:]

        /// `quotation-level`: what a verified quotation in its content must cover.
        public var quotationLevel: QuranVerifier.Level?
        /// Whether its lessons may waive narration.
        public var mayWaiveNarration: Bool { narrationWaiver?.value ?? !isChildren }
    }

    /// A hadith text file named in `sanad.yaml`, with the SHA-256 it must have.
    public struct HadithText: Sendable {
        /// The JSON Lines file's path relative to `sanad.yaml`, where written.
        public var path: Located<String>
        /// The SHA-256 the file must have (64 lower-case hexadecimal digits), where written.
        public var sha256: Located<String>
        /// The attribution a bundle quoting it carries; nil: the default (`BundleBuilder.hadithNotice`).
        public var notice: Located<String>? = nil
    }

    /// A Tanzil Qur'an text named in `sanad.yaml` (`quran: texts:`), with the SHA-256 it must have.
    public struct QuranText: Sendable {
        /// The Tanzil edition: `simple` or `uthmani`.
        public var edition: String
        /// The XML file's path relative to `sanad.yaml`, where written.
        public var path: Located<String>
        /// The SHA-256 the file must have (64 lower-case hexadecimal digits), where written.
        public var sha256: Located<String>
    }

    /// The bundle id (`keys-to-paradise`); empty when missing.
    public var id: String
    /// The project's title, an app setting rather than a learner text; empty when missing.
    public var title: String
    /// The content's semantic version (`1.4.0`), bumped on every published change, where written;
    /// nil when missing.
    public var contentVersion: Located<String>?
    /// The content's languages as BCP 47 tags: the first is the one the sources are written in
    /// (`sourceLocale`), the others are translated into.
    public var locales: [String]
    /// The audiences content is written for, in the order written.
    public var audiences: [Audience]
    /// `tags`: the tags lessons may carry; nil when the project declares none (tags are free).
    public var tagVocabulary: [Located<String>]?
    /// `entitlements`: what unlocks content not every learner has.
    public var entitlements: [Entitlement] = []
    /// The allowed total duration of a lesson (`lesson-duration`), in seconds; 4m30s to 5m30s when
    /// not given.
    public var lessonWindow: DurationWindow
    /// `activity-duration`: how long a family activity's steps may take together.
    public var activityWindow = ProjectModel.defaultActivityWindow
    /// About fifteen minutes (Sidrat US-401): 10 to 20.
    public static let defaultActivityWindow = DurationWindow(min: 600, max: 1200)
    /// Overrides of the default phase windows (`phase-durations`), by phase; a phase left out keeps
    /// its default.
    public var phaseWindows: [PhaseKind: DurationWindow]
    /// A milestone every this many completed lessons; 5 when not given.
    public var milestoneInterval: Int
    /// `lessons-per-day`: new lessons a category offers on one day (nil: one).
    public var lessonsPerDay: Int?
    /// The host names video links may point to (streamed, never downloaded); empty when none is
    /// allowed.
    public var videoHosts: [String]
    /// The domains web citations and links, such as a supplementary article's, may point to.
    public var trustedDomains: [String]
    /// The Tanzil texts quoted ayat are verified against and memorisation units are shown in; an
    /// entry missing its edition, path or SHA-256 is left out.
    public var quranTexts: [QuranText]
    /// `approvals:`: signatures and quorums a release requires of approvals.
    public var approvals = ApprovalRules()

    /// The review board's rules (`approvals:` in sanad.yaml).
    public struct ApprovalRules: Sendable, Equatable {
        /// Every approval must be signed by its reviewer's key.
        public var requireSignatures = false
        /// Scope → how many distinct reviewers holding it must approve what needs it.
        public var quorum: [String: Int] = [:]
        /// The rules of a review board; by default no signatures are required and no scope needs a
        /// quorum.
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
    /// The entitlement's id, where written; for a purchase, what the app checks (its store product
    /// maps to it).
    public var id: Located<String>
    /// The level that unlocks it, when it is one.
    public var level: Located<Int>?
    /// Whether a purchase the app confirms unlocks it.
    public var isPurchase: Bool
    /// The ids of the categories it unlocks, every lesson in them, where written; empty when it
    /// names none.
    public var categories: [Located<String>]
    /// The ids of the lessons it unlocks, where written; empty when it names none.
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
        /// Freezes a week, each covering the week's first missed day; nil when not given (for an
        /// audience, the project's; for the project, none).
        public var freezesPerWeek: Int?
        /// Missed days a week that do not break a streak, when `mercy-days-per-week` is one number;
        /// nil otherwise.
        public var mercyDaysPerWeek: Int?
        /// Mercy days a week by pace (a profile's `pace` value), when `mercy-days-per-week` gives
        /// them so; nil otherwise.
        public var mercyDaysByPace: [String: Int]?
        /// Whether a mercy day counts as a day on path (13 days and one mercy day make 14) rather
        /// than only keeping the streak; nil when not given.
        public var mercyCountsAsOnPath: Bool?
        /// `freeze-earned-by-active-days`: a week's freeze is earned by the week before.
        public var freezeEarnedByActiveDays: Int?
        /// Where `mercy-days-per-week` gives days by pace (a worship plan may not give others).
        public var mercyByPaceRange: SourceRange?
        /// A policy that sets nothing: each part is the project's, or the default.
        public init() {}
    }

    /// The project's own policy, which an audience's leaves unset parts to.
    public var project = Policy()
    /// 1 = Sunday … 7 = Saturday.
    public var weekStartsOn = 1
    /// The streak lengths celebrated, in days, ascending; 7, 30 and 100 when not given.
    public var milestones = [7, 30, 100]
    /// The XP each milestone gives, in the order of `milestones`; nil when not given.
    public var milestoneXP: [Int]?
    /// Each audience's own policy, by audience id; empty when `streaks:` names no audience.
    public var audiences: [String: Policy] = [:]
    /// The audience keys under `audiences:`, where they are written (references to audiences).
    public var audienceKeys: [Located<String>] = []
    /// The plain policy of a project that says nothing: no freezes, no mercy days, weeks from
    /// Sunday, milestones at 7, 30 and 100 days.
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
    /// The target locale as a BCP 47 tag (`ar`): one of `locales` after the first.
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
