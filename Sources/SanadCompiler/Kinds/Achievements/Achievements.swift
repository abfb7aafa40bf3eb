import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `achievements.yaml`: achievements defined as data, each with a trigger.
    public enum Achievements: ContentKind {}
}

extension ContentKinds.Achievements {
    public static let source = SourceKind.achievements
    public static var schema: [UInt8] { PackageResources.achievements_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path == ["achievements.yaml"] }
    public static let placement = "achievements.yaml"
    public static let documentation = "Achievements"
    public static let listening = Listening.readOnScreen

    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(IDSpace("achievement", owner: source), corpus.achievements.map(\.id))]
    }

    public static func references(in corpus: Corpus) -> [IDReference] {
        corpus.achievements.flatMap { achievement in
            [achievement.category.map { IDReference($0, into: ContentKinds.Category.space) },
             achievement.lesson.map { IDReference($0, into: ContentKinds.Lesson.space) },
             corpus.project == nil ? nil : achievement.audience.map { IDReference($0, into: ContentKinds.Project.audiences) }].compactMap { $0 }
        }
    }

    /// Each badge and its locked silhouette: pictures, shipped in the core pack and hashed.
    public static func mediaReferences(of model: AchievementList) -> [MediaReference] {
        model.achievements.flatMap { [$0.badge, $0.lockedBadge].compactMap { $0 }.map { MediaReference($0, use: .image) } }
    }

    /// Each achievement, for the achievement rules.
    public static func ruleSubjects(of model: AchievementList) -> [any Sendable] { model.achievements }

    /// The file is approved as a whole: its titles, descriptions, badge labels and pictures.
    public static func reviewedItems(of list: AchievementList) -> [ReviewedItem] {
        [ReviewedItem.file(what: "achievements file", approvalID: "achievements", review: list.review, kind: source, file: list.file,
                           canonicalText: list.canonicalText, media: mediaReferences(of: list).map(\.path.value))]
    }

    public static var example: KindExample? { KindExample(path: "achievements.yaml", base: baseExample) }

    /// A valid achievements file for rule examples.
    public static let baseExample = """
        achievements:
          - { id: first-step, title: First step, description: Complete your first lesson., trigger: { type: lessons-completed, count: 1 } }

        """

    public static let bundleFiles: [BundleManifest.FileKind] = [.achievements]
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        [try builder.encode(builder.achievements(), path: "achievements.json", kind: .achievements)]
    }
    public static func compare(_ diff: inout BundleDiff) { diff.compareAchievements() }
    public static let diffSubjects: [BundleChange.Subject] = [.achievement]
}
