import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `memorisation/<slug>.yaml`: a Qur'an memorisation unit (Sidrat US-205): a surah or a range
    /// of its ayat, shown verse by verse in the configured Tanzil edition (Uthmani by default),
    /// each verse with its recitation. Authors write the reference; the text is the edition's,
    /// copied at build time, and a text the author writes must verify. The unit's ayat are a
    /// citation like any other: verified, in `citations.json` and in the citation report.
    public enum Memorisation: ContentKind {}
}

extension ContentKinds.Memorisation {
    /// The `memorisation` kind, checked against `Schemas/memorisation.schema.json`.
    public static let source = SourceKind.memorisation
    /// The bytes of `memorisation.schema.json`.
    public static var schema: [UInt8] { PackageResources.memorisation_schema_json }
    /// Memorisation units are the `.yaml` files directly inside `memorisation/`, translations
    /// aside.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "memorisation" && path[1].isSourceYAMLName }
    /// A unit goes in `memorisation/`, in a file named by a number and a slug.
    public static let placement = "memorisation/NN-slug.yaml"
    /// Units are documented under `## Qur'an memorisation units` in `docs/content-kinds.md`.
    public static let documentation = "Qur'an memorisation units"
    /// A unit's Qur'an is heard verse by verse: its `recitation:` is required.
    public static let listening = Listening.recited

    /// Unit ids: unique, as achievements and the app's screens are keyed by them.
    static let space = IDSpace("memorisation unit", owner: source)

    /// Memorisation unit ids, on which achievements and the app's screens are keyed.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] { [IDDefinitions(space, corpus.memorisationUnits.map(\.id))] }

    /// Each unit's audience, when there is a project file to declare audiences.
    public static func references(in corpus: Corpus) -> [IDReference] {
        corpus.project == nil ? [] : corpus.memorisationUnits.compactMap { unit in unit.audience.map { IDReference($0, into: ContentKinds.Project.audiences) } }
    }

    /// The recitation's recordings, as audio credited by the unit's own `reciter` and `licence` (so
    /// `credits:` need not cover them).
    public static func mediaReferences(of model: MemorisationModel) -> [MediaReference] { model.mediaPaths.map { MediaReference($0, use: .audio, creditedWhereNamed: true) } }

    /// A unit cites the ayat it shows, verse by verse from the Tanzil text.
    public static func citedTexts(of model: MemorisationModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: [model.citation], review: model.review, file: model.file,
                      showsItsCitations: true,
                      note: model.placeholder?.value == true ? "placeholder recitation by \(model.reciter): a real app licenses a qualified reciter" : nil)]
    }

    /// Each unit is one item, approved by its id by a reviewer with one of `reviewScopes`; its
    /// fingerprint covers the file and its recordings.
    public static func reviewedItems(of unit: MemorisationModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "memorisation unit", approvalID: unit.id.value, review: unit.review, fallback: unit.id.range, categoryFolder: "",
            reviewScopes: reviewScopes, kind: .memorisation, file: unit.file, canonicalText: unit.canonicalText,
            fingerprint: { ReviewFingerprint.compute(canonicalText: $0, body: "", media: ReviewFingerprint.media(unit.mediaPaths.map(\.value), root: $1)) })]
    }

    /// The scopes a reviewer of a unit needs one of: the Qur'an, its recitation or its tafsir.
    public static let reviewScopes = ["quran", "tajweed", "tafsir"]

    /// Memorisation rule examples stand for `memorisation/01-example.yaml`, with `baseExample` as
    /// the valid file.
    public static var example: KindExample? { KindExample(path: "memorisation/01-example.yaml", base: baseExample) }

    /// A valid unit for rule examples.
    public static let baseExample = """
        id: hifz.example
        title: Al-Ikhlas
        order: 1
        quran: "112:1-4"
        recitation: { reciter: A reciter, licence: CC BY 4.0, verses: [media/1.m4a, media/2.m4a, media/3.m4a, media/4.m4a] }
        review: { status: draft }

        """

    /// Units emit `memorisation.json`, in the core pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.memorisation]
    /// Memorisation changes are reported of units.
    public static let diffSubjects: [BundleChange.Subject] = [.memorisationUnit]
}
