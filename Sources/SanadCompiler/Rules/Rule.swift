import SanadBundleFormat
import SanadCitations
import SanadDiagnostics

/// What a rule knows besides the lesson it checks.
///
/// A check that reads the corpus index through `category(_:)`, `reviewer(_:)`, `hasLesson(_:)`
/// or `lessonIDs` says what it read; one that reads `index` itself depends on all of it. The
/// resident engine keeps a lesson's check results while what they read is unchanged
/// (`IndexReads`), so a new way of reading the index is an accessor here, never a wider read.
public struct RuleContext: Sendable {
    /// The project (`sanad.yaml`), nil when it is missing or could not be read.
    public var project: ProjectModel?
    /// The whole corpus index; reading it makes a check depend on every file.
    public var index: CorpusIndex {
        get {
            reads?.readAll()
            return corpusIndex
        }
        set { corpusIndex = newValue }
    }
    private var corpusIndex: CorpusIndex
    /// The hadith collections references may name (built in, plus the project's own).
    public var hadith: HadithRegistry
    /// Where the reads of one check are recorded, if anywhere.
    var reads: IndexReads?

    /// A context over a resolved corpus, recording no reads.
    public init(project: ProjectModel?, index: CorpusIndex, hadith: HadithRegistry = .standard) {
        self.project = project
        self.corpusIndex = index
        self.hadith = hadith
    }

    /// The same context, recording what is read of the index into `reads`.
    func recording(into reads: IndexReads) -> RuleContext {
        var context = self
        context.reads = reads
        return context
    }

    /// A category by its folder; the check then depends on that category (found or not).
    public func category(_ folder: String) -> CategoryModel? {
        reads?.readCategory(folder)
        return corpusIndex.categories[folder]
    }

    /// A reviewer by id: `reviewers.yaml`, one of the files other than lessons and categories,
    /// which every kept result depends on anyway.
    public func reviewer(_ id: String) -> ReviewerModel? { corpusIndex.reviewers[id] }

    /// Whether a lesson with this id exists; the check then depends on the set of lesson ids.
    public func hasLesson(_ id: String) -> Bool {
        reads?.readLessonIDs()
        return corpusIndex.lessons[id] != nil
    }

    /// Every lesson id, sorted; the check then depends on the set of lesson ids.
    public var lessonIDs: [String] {
        reads?.readLessonIDs()
        return corpusIndex.lessons.keys.sorted()
    }

    /// The duration a phase of this kind may take: the project's window, else the default.
    public func window(for phase: PhaseKind) -> DurationWindow { project?.window(for: phase) ?? phase.defaultWindow }
    /// The duration a whole lesson may take: the project's window, else the default.
    public var lessonWindow: DurationWindow { project?.lessonWindow ?? PhaseKind.defaultLessonWindow }

    /// The audience of a lesson's category, as sanad.yaml declares it.
    public func audience(of lesson: LessonModel) -> ProjectModel.Audience? {
        project?.audience(category(lesson.categoryFolder)?.audience?.value)
    }

    /// A phase's window for a lesson: its audience's, else the project's, else the default.
    public func window(for phase: PhaseKind, of lesson: LessonModel) -> DurationWindow {
        project?.window(for: phase, audience: audience(of: lesson)?.id) ?? phase.defaultWindow
    }

    /// A lesson's duration window: its audience's, else the project's, else the default.
    public func lessonWindow(of lesson: LessonModel) -> DurationWindow {
        project?.lessonWindow(audience: audience(of: lesson)?.id) ?? PhaseKind.defaultLessonWindow
    }
}

/// A rule, SwiftLint style: one file, one description whose examples are its tests and its
/// documentation. Rules report facts at the code's default severity; the command line decides
/// policy.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
}

extension Rule {
    /// The code of the diagnostics this rule reports.
    public var code: DiagnosticCode { Self.description.code }

    /// A diagnostic with this rule's code.
    public func diagnostic(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], help: String? = nil, fixIts: [Diagnostic.FixIt] = []) -> Diagnostic {
        Diagnostic(Self.description.code, message, at: range, notes: notes, help: help, fixIts: fixIts)
    }

    /// A diagnostic about a word that names nothing known: with the nearest candidate, when one
    /// is close enough, as "did you mean" and as the fix-it `sanad fix` applies; `otherwise` as
    /// the help when none is.
    public func unknown(_ message: String, word: String, at range: SourceRange, candidates: [String], otherwise: String? = nil, notes: [Diagnostic.Note] = []) -> Diagnostic {
        let close = Suggestion.closest(to: word, in: candidates)
        return diagnostic(message, at: range, notes: notes, help: close.map { "did you mean '\($0)'?" } ?? otherwise,
                          fixIts: close.flatMap { Diagnostic.FixIt.didYouMean($0, replacing: word, at: range) }.map { [$0] } ?? [])
    }
}

/// A check of one subject: a kind's model (a lesson, a category, a supplementary item) or a part
/// several kinds share (a Markdown body). The registry runs it on every subject of its type,
/// from whichever kind offers it (`ContentKind.checkedSubjects`).
public protocol ContentRule: Rule {
    associatedtype Subject: Sendable
    func check(_ subject: Subject, in context: RuleContext) -> [Diagnostic]
}

/// A check of one lesson.
public protocol LessonRule: ContentRule where Subject == LessonModel {}

/// A check of one question with an answer key (a lesson's practice question, a quiz item): one
/// rule serves every kind that has questions.
public protocol QuestionRule: ContentRule where Subject == QuestionModel {}

/// A check of one category.
public protocol CategoryRule: ContentRule where Subject == CategoryModel {}

/// A check of learner-facing Markdown of any kind (a lesson body, a category overview, a
/// supplementary item's text): one rule serves every kind that has the part. Its examples must
/// show it on more than one kind.
public protocol BodyRule: ContentRule where Subject == MarkdownBody {}

/// A check of every text a learner reads, plain or Markdown, of every kind and in every locale
/// (`LearnerText`). Its examples must show it on more than one kind.
public protocol TextRule: ContentRule where Subject == LearnerText {}

/// A rule's documentation and tests.
public struct RuleDescription: Sendable {
    /// The rule's diagnostic code: its id, name, severity, summary and example.
    public var code: DiagnosticCode
    /// Why the rule exists, for authors.
    public var rationale: String
    /// Sources (of any kind) that must trigger the rule exactly at their `1️⃣`, `2️⃣`, … markers.
    public var triggering: [RuleExample]
    /// Sources that must not trigger it.
    public var nonTriggering: [RuleExample]

    /// A rule's description; its diagnostic code's example is the first triggering example without its markers.
    public init(id: String, name: RuleName, severity: Severity = .error, summary: String, rationale: String,
                triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.code = DiagnosticCode(
            id: id, name: name.rawValue, group: .lesson, severity: severity, summary: summary,
            example: triggering.first.map { RuleExample.stripMarkers($0.text) } ?? "")
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
