import SanadBundleFormat
import SanadCitations
import SanadDiagnostics

/// What a rule knows besides the lesson it checks.
public struct RuleContext: Sendable {
    public var project: ProjectModel?
    public var index: CorpusIndex
    /// The hadith collections references may name (built in, plus the project's own).
    public var hadith: HadithRegistry

    public init(project: ProjectModel?, index: CorpusIndex, hadith: HadithRegistry = .standard) {
        self.project = project
        self.index = index
        self.hadith = hadith
    }

    public func window(for phase: PhaseKind) -> DurationWindow { project?.window(for: phase) ?? phase.defaultWindow }
    public var lessonWindow: DurationWindow { project?.lessonWindow ?? PhaseKind.defaultLessonWindow }

    /// The audience of a lesson's category, as sanad.yaml declares it.
    public func audience(of lesson: LessonModel) -> ProjectModel.Audience? {
        project?.audience(index.categories[lesson.categoryFolder]?.audience?.value)
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
    public var code: DiagnosticCode { Self.description.code }

    /// A diagnostic with this rule's code.
    public func diagnostic(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], help: String? = nil) -> Diagnostic {
        Diagnostic(Self.description.code, message, at: range, notes: notes, help: help)
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

/// A rule's documentation and tests.
public struct RuleDescription: Sendable {
    public var code: DiagnosticCode
    /// Why the rule exists, for authors.
    public var rationale: String
    /// Sources (of any kind) that must trigger the rule exactly at their `1️⃣`, `2️⃣`, … markers.
    public var triggering: [RuleExample]
    /// Sources that must not trigger it.
    public var nonTriggering: [RuleExample]

    public init(id: String, name: String, severity: Severity = .error, summary: String, rationale: String,
                triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.code = DiagnosticCode(
            id: id, name: name, group: .lesson, severity: severity, summary: summary,
            example: triggering.first.map { RuleExample.stripMarkers($0.text) } ?? "")
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
