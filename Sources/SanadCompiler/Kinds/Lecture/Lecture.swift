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
    /// The `lecture` kind, checked against `Schemas/lecture.schema.json`.
    public static let source = SourceKind.lecture
    /// The bytes of `lecture.schema.json`.
    public static var schema: [UInt8] { PackageResources.lecture_schema_json }
    /// Lecture subjects are the `.yaml` files directly inside `lectures/`, translations aside.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "lectures" && path[1].isSourceYAMLName }
    /// A lecture subject goes in `lectures/`, in a file named by its id.
    public static let placement = "lectures/<id>.yaml"
    /// Lectures are documented under `## Lectures` in `docs/content-kinds.md`.
    public static let documentation = "Lectures"
    /// Lectures are read on screen by adults, topic by topic.
    public static let listening = Listening.readOnScreen

    /// Subject ids and topic ids: learner progress and quiz items are keyed by them.
    static let space = IDSpace("lecture subject", owner: source)
    static let topicSpace = IDSpace("lecture topic", owner: source)

    /// Subject ids and topic ids, on which progress and quiz items are keyed, and within each
    /// subject its citation ids and within each topic its choice ids.
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

    /// The images and audio its summary, scenes and engagement questions show.
    public static func mediaReferences(of model: LectureModel) -> [MediaReference] { model.bodies.flatMap(\.mediaReferences) }

    /// One use: the subject's citations cover every text of its file.
    public static func citedTexts(of model: LectureModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: model.citations, review: model.review, file: model.file)]
    }

    /// The subject, and each topic for the topic rules.
    public static func ruleSubjects(of model: LectureModel) -> [any Sendable] { [model] + model.topics }

    /// The whole subject is one item, approved as `lectures/<id>` by any reviewer; its fingerprint
    /// covers the file and the media its texts show.
    public static func reviewedItems(of lecture: LectureModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "lecture subject", approvalID: "lectures/\(lecture.id.value)", review: lecture.review, fallback: lecture.id.range,
            categoryFolder: "", kind: .lecture, file: lecture.file, canonicalText: lecture.canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(lecture.mediaPaths, root: $1)) })]
    }

    /// Lecture rule examples stand for `lectures/fractions.yaml`, with `baseExample` as the valid
    /// file.
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

    /// Lectures emit `lectures.json`, in the core pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.lectures]
    /// Lecture changes are reported of subjects and of their topics.
    public static let diffSubjects: [BundleChange.Subject] = [.lecture, .lectureTopic]
}
