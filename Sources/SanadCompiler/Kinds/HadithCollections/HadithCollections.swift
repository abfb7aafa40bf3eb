import SanadCitations
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `hadith-collections.yaml`: collections a project adds to the built-in hadith registry. It
    /// configures the citation checker and emits no bundle file of its own (citations carry what
    /// an app shows).
    public enum HadithCollections: ContentKind {}
}

extension ContentKinds.HadithCollections {
    /// The `hadith-collections` kind, checked against `Schemas/hadith-collections.schema.json`.
    public static let source = SourceKind.hadithCollections
    /// The bytes of `hadith-collections.schema.json`.
    public static var schema: [UInt8] { PackageResources.hadith_collections_schema_json }
    /// The kind owns `hadith-collections.yaml` at the content root, and nothing else.
    public static func owns(_ path: [Substring]) -> Bool { path == ["hadith-collections.yaml"] }
    /// The project's hadith collections go in one `hadith-collections.yaml` at the content root.
    public static let placement = "hadith-collections.yaml"
    /// Hadith collections are documented under `## Hadith collections` in `docs/content-kinds.md`.
    public static let documentation = "Hadith collections"
    /// No learner reads the file: it names collections and numberings for the citation checks.
    public static let listening = Listening.notLearnerFacing

    /// Each collection with a `key:` lowers to a `HadithCollection` with one numbering (its name
    /// defaulting to the key); lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [HadithCollection], diagnostics: [Diagnostic]) {
        let collections = node.objects("collections").compactMap { collection -> HadithCollection? in
            guard let key = collection.text("key") else { return nil }
            let numbering = HadithNumbering(
                key: "default", name: collection.text("numbering") ?? "", highestNumber: collection.integer("highest-number")?.value,
                subNumbers: collection.flag("sub-numbers") == true ? .unchecked : .none)
            return HadithCollection(
                key: key, name: collection.text("name") ?? key, numberings: [numbering],
                defaultGrade: collection.text("default-grade").flatMap(HadithGrade.init(rawValue:)))
        }
        return (collections, [])
    }
}
