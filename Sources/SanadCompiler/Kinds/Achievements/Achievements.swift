import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension SourceKind {
    /// `achievements.yaml`.
    public static let achievements = ContentKinds.Achievements.source
}

extension ContentKinds {
    /// `achievements.yaml`: achievements defined as data, each with a trigger.
    public enum Achievements: ContentKind {}
}

extension ContentKinds.Achievements {
    public static let source = SourceKind("achievements")
    public static var schema: [UInt8] { PackageResources.achievements_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path == ["achievements.yaml"] }
    public static let placement = "achievements.yaml"
    public static let documentation = "Achievements"

    public static func lower(_ node: Node, source: ParsedSource) -> (models: [AchievementModel], diagnostics: [Diagnostic]) {
        (node.objects("achievements").compactMap(Lowering.achievement), [])
    }

    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(IDSpace("achievement", owner: source), corpus.achievements.map(\.id))]
    }

    public static func references(in corpus: Corpus) -> [IDReference] {
        corpus.achievements.compactMap { $0.category.map { IDReference($0, into: ContentKinds.Category.space) } }
    }

    public static let bundleFiles: [BundleManifest.FileKind] = [.achievements]
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        [try builder.encode(builder.achievements(), path: "achievements.json", kind: .achievements)]
    }
    public static func compare(_ diff: inout BundleDiff) { diff.compareAchievements() }
    public static let diffSubjects: [BundleChange.Subject] = [.achievement]
}

extension ContentKinds.Achievements {
    /// Titles and descriptions are text a learner reads.
    public static func arabicValues(of model: AchievementModel) -> [Located<String>] { model.arabicValues }
}
