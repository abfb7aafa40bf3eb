import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `activities/<slug>.yaml`: a weekly family activity (Sidrat US-401/402/403): numbered, timed
    /// steps a parent leads, with "what to say" scripts, tips and discussion questions, following
    /// up lessons. Every text goes through the body compiler and every body rule; its citations
    /// are verified like a lesson's; it is published only when approved.
    public enum Activity: ContentKind {}
}

extension ContentKinds.Activity {
    /// The `activity` kind, checked against `Schemas/activity.schema.json`.
    public static let source = SourceKind.activity
    /// The bytes of `activity.schema.json`.
    public static var schema: [UInt8] { PackageResources.activity_schema_json }
    /// Activities are the `.yaml` files directly inside `activities/`, translations aside.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "activities" && path[1].isSourceYAMLName }
    /// An activity goes in `activities/`, in a file named by a number and a slug.
    public static let placement = "activities/NN-slug.yaml"
    /// Activities are documented under `## Family activities` in `docs/content-kinds.md`.
    public static let documentation = "Family activities"
    /// A parent reads an activity aloud with the children: its steps and `say:` lines.
    public static let listening = Listening.readByAParent

    /// Activity ids: unique, as family progress is keyed by them.
    static let space = IDSpace("family activity", owner: source)

    /// Activity ids, on which family progress is keyed, and within each activity the ids of its
    /// citations.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.activities.map(\.id))] + corpus.activities.map { activity in
            IDDefinitions(IDSpace("citation", owner: source, scope: activity.id.value), activity.citations.map(\.id))
        }
    }

    /// The lessons each activity follows up (`follows:`).
    public static func references(in corpus: Corpus) -> [IDReference] {
        corpus.activities.flatMap { activity in activity.follows.map { IDReference($0, into: ContentKinds.Lesson.space) } }
    }

    /// No two activities share a place in the rotation (`rotation:`).
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        SharedOrders.check(corpus.activities.compactMap { activity in activity.rotation.map { (activity.id.value, $0) } }, what: "family activity")
    }

    /// The picture on the activity's card, and the images and audio its texts show.
    public static func mediaReferences(of model: ActivityModel) -> [MediaReference] {
        (model.image?.mediaReferences(inCorePack: false) ?? []) + model.bodies.flatMap(\.mediaReferences)
    }

    /// One use: the activity's citations cover every text of its file.
    public static func citedTexts(of model: ActivityModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: model.citations, review: model.review, file: model.file)]
    }

    /// Each activity is one item, approved by its id; its fingerprint covers the file and the media
    /// it names.
    public static func reviewedItems(of activity: ActivityModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "family activity", approvalID: activity.id.value, review: activity.review, fallback: activity.id.range,
            categoryFolder: activity.categoryFolder, kind: .activity, file: activity.file, canonicalText: activity.canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(activity.mediaPaths, root: $1)) })]
    }

    /// Activity rule examples stand for `activities/01-example.yaml`, with `baseExample` as the
    /// valid file.
    public static var example: KindExample? { KindExample(path: "activities/01-example.yaml", base: baseExample) }

    /// A valid activity for rule examples (it follows the example lesson).
    public static let baseExample = """
        id: family.example
        title: Kind words at dinner
        rotation: 1
        materials: [Paper, Crayons]
        follows: [backbiting.example]
        steps: [{ minutes: 5, text: Sit together., say: "Today we only say kind things." }, { minutes: 10, text: Draw a kind word for each person. }]
        questions: [What kind word made you smile?]
        review: { status: draft }

        """

    /// Activities emit `activities.json`, in the core pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.activities]
    /// Activity changes are reported of activities.
    public static let diffSubjects: [BundleChange.Subject] = [.activity]
}
