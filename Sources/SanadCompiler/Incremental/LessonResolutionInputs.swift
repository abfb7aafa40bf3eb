import SanadDiagnostics

/// Everything resolution reads of one lesson, without the lesson's file: two lessons with equal
/// inputs resolve alike, so an edit that leaves them equal (a sentence of the body, a title)
/// cannot change what resolution finds (`ResolutionMemo`).
///
/// Each located value keeps its value, its byte offsets and the exact source text there (a
/// fix-it is offered only where a reference stands verbatim). Offsets are compared rather than
/// lines: diagnostics kept from an earlier run are moved to the lesson's new file, where the
/// same offsets give the new line and column.
///
/// What resolution reads of a lesson: its path and category folder; its id, order, subtopic,
/// prerequisites and the id it replaces (`Lesson.references`, `Lesson.checkResolution`,
/// `CorpusIndex`, the prerequisite graphs); its questions' and citations' ids
/// (`Lesson.definitions`); its media references and narration (`Resolver.checkMedia`); the
/// reviewers its approvals name (`Resolver`'s approvers). The engine's verification mode
/// (`CompilationEngine.verifiesResults`) resolves in full as well and compares, and the tests
/// run with it: a read added to resolution and not here is found there.
struct LessonResolutionInputs: Equatable {
    /// A located value as resolution sees it.
    struct Spot: Equatable {
        var value: String
        var start: Int
        var end: Int
        var text: String
    }

    /// A media file a lesson names, and what for.
    struct MediaSpot: Equatable {
        var path: Spot
        var use: MediaUse
    }

    var relativePath: String
    var categoryFolder: String
    var id: Spot
    var order: Spot?
    var subtopic: Spot?
    var requires: [Spot]
    var replaces: Spot?
    var questionIDs: [Spot]
    var citationIDs: [Spot]
    var media: [MediaSpot]
    var narrationDuration: Int?
    var approvers: [Spot]

    /// The inputs of `lesson`; nil when one of its values is located in another file than the
    /// lesson's (Markdown embedded in a value): such a lesson is always resolved again.
    init?(_ lesson: LessonModel) {
        let file = lesson.file
        func spot<Value>(_ located: Located<Value>) -> Spot? { Spot(located, in: file) }
        func spots<Value>(_ values: [Located<Value>]) -> [Spot]? { Spot.all(values, in: file) }
        func optional<Value>(_ located: Located<Value>?) -> Spot?? { Spot.optional(located, in: file) }
        let references = ContentKinds.Lesson.mediaReferences(of: lesson)
        guard let id = spot(lesson.id), let order = optional(lesson.order), let subtopic = optional(lesson.subtopic),
              let requires = spots(lesson.requires), let replaces = optional(lesson.replaces),
              let questionIDs = spots(lesson.questions.map(\.id)), let citationIDs = spots(lesson.citations.map(\.id)),
              let paths = spots(references.map(\.path)),
              let approvers = spots(Resolver.approvers(of: ContentKinds.Lesson.reviewedItems(of: lesson))) else { return nil }
        relativePath = lesson.relativePath
        categoryFolder = lesson.categoryFolder
        self.id = id
        self.order = order
        self.subtopic = subtopic
        self.requires = requires
        self.replaces = replaces
        self.questionIDs = questionIDs
        self.citationIDs = citationIDs
        media = zip(paths, references).map { MediaSpot(path: $0, use: $1.use) }
        narrationDuration = lesson.audio?.duration
        self.approvers = approvers
    }
}

extension LessonResolutionInputs.Spot {
    /// `located` as resolution sees it; nil when it is written in another file than `file`.
    init?<Value>(_ located: Located<Value>, in file: SourceFile) {
        guard located.range.file === file else { return nil }
        self.init(value: "\(located.value)", start: located.range.start, end: located.range.end, text: located.range.text)
    }

    /// Each of `values`; nil when one is written in another file than `file`.
    static func all<Value>(_ values: [Located<Value>], in file: SourceFile) -> [Self]? {
        let found = values.compactMap { Self($0, in: file) }
        return found.count == values.count ? found : nil
    }

    /// No value, or the value's spot; nil when it is written in another file than `file`.
    static func optional<Value>(_ located: Located<Value>?, in file: SourceFile) -> Self?? {
        guard let located else { return .some(nil) }
        return Self(located, in: file).map { .some($0) }
    }
}
