import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `achievements.yaml`: achievements defined as data, each with a trigger.
    public enum Achievements: ContentKind {}
}

extension ContentKinds.Achievements {
    /// The `achievements` kind, checked against `Schemas/achievements.schema.json`.
    public static let source = SourceKind.achievements
    /// The bytes of `achievements.schema.json`.
    public static var schema: [UInt8] { PackageResources.achievements_schema_json }
    /// The kind owns `achievements.yaml` at the content root, and nothing else.
    public static func owns(_ path: [Substring]) -> Bool { path == ["achievements.yaml"] }
    /// Achievements go in one `achievements.yaml` at the content root.
    public static let placement = "achievements.yaml"
    /// Achievements are documented under `## Achievements` in `docs/content-kinds.md`.
    public static let documentation = "Achievements"
    /// Achievements are read on screen; a badge's image has its screen reader label (`badge-label`,
    /// L0031).
    public static let listening = Listening.readOnScreen

    /// Achievement ids, on which progress is keyed.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(IDSpace("achievement", owner: source), corpus.achievements.map(\.id))]
    }

    /// Each trigger's category and lesson, and each achievement's audience when there is a project
    /// file to declare audiences.
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

    /// Achievement rule examples stand for `achievements.yaml`, with `baseExample` as the valid
    /// file.
    public static var example: KindExample? { KindExample(path: "achievements.yaml", base: baseExample) }

    /// A valid achievements file for rule examples.
    public static let baseExample = """
        achievements:
          - { id: first-step, title: First step, description: Complete your first lesson., trigger: { type: lessons-completed, count: 1 } }

        """

    /// Achievements emit `achievements.json`.
    public static let bundleFiles: [BundleManifest.FileKind] = [.achievements]
    /// `achievements.json`: every achievement, sorted by id, with its trigger, group, XP, badges
    /// and audience.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        [try builder.encode(builder.achievements(), path: "achievements.json", kind: .achievements)]
    }
    /// Reports achievements removed (major) or added, a changed trigger, group or audience (minor),
    /// and XP, badges and wording (a patch).
    public static func compare(_ diff: inout BundleDiff) { diff.compareAchievements() }
    /// Achievement changes are reported of achievements.
    public static let diffSubjects: [BundleChange.Subject] = [.achievement]
}
