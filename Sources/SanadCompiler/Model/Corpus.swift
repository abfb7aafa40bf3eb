import SanadCitations
import SanadDiagnostics
import SanadSource

/// Everything lowered from one content folder: the models of every kind, kept by kind so that a
/// new kind needs no field here (`models(of:)`), with typed accessors for the kinds the pipeline
/// reads by name.
public struct Corpus: Sendable {
    public var root: String
    /// Each kind's models, an `[K.Model]` under `K.source`.
    private var storage: [SourceKind: any Sendable] = [:]
    /// Kinds of source of which at least one file could not be read or parsed: references into
    /// them are not reported as unknown, to avoid a cascade of errors.
    public var incompleteKinds: Set<SourceKind> = []
    /// The source files, in relative-path order, without their trees (lowering let go of them).
    public var sources: [SourceSummary] = []
    /// Problems found while lowering: in Markdown embedded in YAML values (an overview).
    public var diagnostics: [Diagnostic] = []

    public init(root: String) { self.root = root }

    /// The models of a kind, in relative-path order.
    public func models<Kind: ContentKind>(of kind: Kind.Type) -> [Kind.Model] {
        storage[Kind.source].map { $0 as! [Kind.Model] } ?? []
    }

    /// Replaces the models of a kind.
    public mutating func setModels<Kind: ContentKind>(_ models: [Kind.Model], of kind: Kind.Type) {
        storage[Kind.source] = models
    }

    public var project: ProjectModel? {
        get { models(of: ContentKinds.Project.self).first }
        set { setModels(newValue.map { [$0] } ?? [], of: ContentKinds.Project.self) }
    }
    public var categories: [CategoryModel] {
        get { models(of: ContentKinds.Category.self) }
        set { setModels(newValue, of: ContentKinds.Category.self) }
    }
    public var lessons: [LessonModel] {
        get { models(of: ContentKinds.Lesson.self) }
        set { setModels(newValue, of: ContentKinds.Lesson.self) }
    }
    public var reviewers: [ReviewerModel] {
        get { models(of: ContentKinds.Reviewers.self) }
        set { setModels(newValue, of: ContentKinds.Reviewers.self) }
    }
    /// Whether `reviewers.yaml` declares its reviewers sample data.
    public var reviewersAreSampleData: Bool { reviewers.contains(where: \.isSampleData) }
    public var achievements: [AchievementModel] {
        get { models(of: ContentKinds.Achievements.self) }
        set { setModels(newValue, of: ContentKinds.Achievements.self) }
    }
    /// Hadith collections added or overridden by `hadith-collections.yaml`.
    public var hadithCollections: [HadithCollection] {
        get { models(of: ContentKinds.HadithCollections.self) }
        set { setModels(newValue, of: ContentKinds.HadithCollections.self) }
    }
}

/// What later stages need of a source file once its tree is gone: where it is and its bytes.
public struct SourceSummary: Sendable {
    public var kind: SourceKind
    public var file: SourceFile
    public var relativePath: String
    /// The texts a translator translates (`ContentKind.translatable`), in path order: read
    /// from the file again when asked for, so a build that translates nothing pays nothing.
    public var texts: [TranslatableText] {
        let paths = ContentKinds.declaration(of: kind).translatable
        guard !paths.isEmpty else { return [] }
        var region: Range<Int>?
        var body: SourceRange?
        if kind.isMarkdown {
            guard case .success(let split) = FrontMatter.split(file) else { return [] }
            region = split.yaml
            body = SourceRange(file: file, start: split.body.lowerBound, end: split.body.upperBound)
        }
        guard let root = YAMLParser.parse(file, region: region).root else { return [] }
        return TranslatableText.extract(from: root, body: body, paths: paths)
    }
    /// The owner of its texts in a bundle's translations: `<kind>:<id>` for a file with an `id`,
    /// else the kind's name.
    public var textOwner: String = ""
}
