import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `lectures/<id>.yaml`: a lecture subject (Learnable FR-003/004/006): ordered topics taken one
    /// after another, one scene each (Markdown with TeX math, code and quoted messages), each
    /// ending with one engagement question whose feedback is shown whatever the answer. Every
    /// text goes through the body compiler and every body rule; it is published when approved.
    public enum Lecture: ContentKind {}
}

extension ContentKinds.Lecture {
    public static let source = SourceKind.lecture
    public static var schema: [UInt8] { PackageResources.lecture_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "lectures" && path[1].isSourceYAMLName }
    public static let placement = "lectures/<id>.yaml"
    public static let documentation = "Lectures"
    public static let listening = Listening.readOnScreen

    /// Subject ids and topic ids: learner progress and quiz items are keyed by them.
    static let space = IDSpace("lecture subject", owner: source)
    static let topicSpace = IDSpace("lecture topic", owner: source)

    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.lectures.map(\.id)), IDDefinitions(topicSpace, corpus.lectures.flatMap { $0.topics.map(\.id) })]
            + corpus.lectures.flatMap { lecture in
                [IDDefinitions(IDSpace("citation", owner: source, scope: lecture.id.value), lecture.citations.map(\.id))]
                    + lecture.topics.compactMap { topic in
                        topic.engagement.map { IDDefinitions(IDSpace("choice of '\(topic.id.value)'", owner: source, scope: topic.id.value), $0.choices.map(\.id)) }
                    }
            }
    }

    /// A subject is in `lectures/<id>.yaml` and its topics' ids begin with `<id>.`.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        corpus.lectures.flatMap { lecture -> [Diagnostic] in
            var problems: [Diagnostic] = []
            let name = lecture.file.path.split(separator: "/").last.map { String($0.dropLast(".yaml".count)) } ?? ""
            if name != lecture.id.value {
                problems.append(Diagnostic(ResolutionDiagnostics.idMismatch, "the lecture subject '\(lecture.id.value)' must be in lectures/\(lecture.id.value).yaml",
                                           at: lecture.id.range, help: "rename the file, or the id"))
            }
            for topic in lecture.topics where !topic.id.value.hasPrefix(lecture.id.value + ".") {
                let slug = topic.id.value.split(separator: ".").last.map(String.init) ?? topic.id.value
                problems.append(Diagnostic(ResolutionDiagnostics.idMismatch, "the topic '\(topic.id.value)' is not in the subject '\(lecture.id.value)'",
                                           at: topic.id.range, help: "name it '\(lecture.id.value).\(slug)'"))
            }
            return problems
        }
    }

    public static func mediaReferences(of model: LectureModel) -> [MediaReference] { model.bodies.flatMap(\.mediaReferences) }

    public static func citedTexts(of model: LectureModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: model.citations, review: model.review, file: model.file)]
    }

    /// The subject, and each topic for the topic rules.
    public static func ruleSubjects(of model: LectureModel) -> [any Sendable] { [model] + model.topics }

    public static func reviewedItems(of lecture: LectureModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "lecture subject", approvalID: "lectures/\(lecture.id.value)", review: lecture.review, fallback: lecture.id.range,
            categoryFolder: "", kind: .lecture, file: lecture.file, canonicalText: lecture.canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(lecture.mediaPaths, root: $1)) })]
    }

    public static var example: KindExample? { KindExample(path: "lectures/fractions.yaml", base: baseExample) }

    /// A valid subject for rule examples.
    public static let baseExample = """
        id: fractions
        title: Fractions
        topics:
          - id: fractions.halves
            title: Halves
            scene: |
              A half is $\\frac{1}{2}$.
            engagement:
              type: multiple-choice
              prompt: Which would you rather share?
              choices: [{ id: apple, text: An apple }, { id: bread, text: A loaf of bread }]
              feedback: Either can be shared in halves.
        review: { status: draft }

        """

    public static let bundleFiles: [BundleManifest.FileKind] = [.lectures]
    public static let diffSubjects: [BundleChange.Subject] = [.lecture, .lectureTopic]
}
