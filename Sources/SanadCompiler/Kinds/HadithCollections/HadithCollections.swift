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
    public static let source = SourceKind.hadithCollections
    public static var schema: [UInt8] { PackageResources.hadith_collections_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path == ["hadith-collections.yaml"] }
    public static let placement = "hadith-collections.yaml"
    public static let documentation = "Hadith collections"
    public static let listening = Listening.notLearnerFacing

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
