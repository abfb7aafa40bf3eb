import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// Everything lowered from one content folder: the models of every kind, kept by kind so that a
/// new kind needs no field here (`models(of:)`), with typed accessors for the kinds the pipeline
/// reads by name.
public struct Corpus: Sendable {
    /// The content folder the corpus was read from: the one holding `sanad.yaml`.
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

    /// An empty corpus for the content folder `root`; `Lowering.assemble` fills it.
    public init(root: String) { self.root = root }

    /// The models of a kind, in relative-path order.
    public func models<Kind: ContentKind>(of kind: Kind.Type) -> [Kind.Model] {
        storage[Kind.source].map { $0 as! [Kind.Model] } ?? []
    }

    /// Replaces the models of a kind.
    public mutating func setModels<Kind: ContentKind>(_ models: [Kind.Model], of kind: Kind.Type) {
        storage[Kind.source] = models
    }

    /// The project's settings from `sanad.yaml` (nil when it is missing or could not be parsed).
    public var project: ProjectModel? {
        get { models(of: ContentKinds.Project.self).first }
        set { setModels(newValue.map { [$0] } ?? [], of: ContentKinds.Project.self) }
    }
    /// Every category, in relative-path order.
    public var categories: [CategoryModel] {
        get { models(of: ContentKinds.Category.self) }
        set { setModels(newValue, of: ContentKinds.Category.self) }
    }
    /// Every lesson, in relative-path order.
    public var lessons: [LessonModel] {
        get { models(of: ContentKinds.Lesson.self) }
        set { setModels(newValue, of: ContentKinds.Lesson.self) }
    }
    /// The reviewers declared in `reviewers.yaml` (empty when there is none).
    public var reviewers: [ReviewerModel] {
        get { models(of: ContentKinds.Reviewers.self) }
        set { setModels(newValue, of: ContentKinds.Reviewers.self) }
    }
    /// Whether `reviewers.yaml` declares its reviewers sample data.
    public var reviewersAreSampleData: Bool { reviewers.contains(where: \.isSampleData) }
    /// Every achievement, file by file.
    public var achievements: [AchievementModel] { models(of: ContentKinds.Achievements.self).flatMap(\.achievements) }
    /// Hadith collections added or overridden by `hadith-collections.yaml`.
    public var hadithCollections: [HadithCollection] {
        get { models(of: ContentKinds.HadithCollections.self) }
        set { setModels(newValue, of: ContentKinds.HadithCollections.self) }
    }
}

/// What later stages need of a source file once its tree is gone: where it is, its bytes, the
/// texts a learner reads in it, and the sources its models cite.
public struct SourceSummary: Sendable, Codable {
    /// What the file is (a lesson, a category, a translation…).
    public var kind: SourceKind
    /// The file's path as shown in diagnostics and its bytes, for locating problems.
    public var file: SourceFile
    /// The file's path relative to the content root, `/`-separated.
    public var relativePath: String
    /// The file as its texts' owner; nil for a file that did not parse.
    public var owner: TextOwner?
    /// Every text a learner reads in the file, in the order its kind declares its fields.
    public var texts: [LearnerText]
    /// The sources its models cite and the texts each covers (`ContentKind.citedTexts`).
    public var citedTexts: [CitedTextUse]

    /// The texts translators translate (`TextField.isTranslated`), in order.
    public var translatedTexts: [LearnerText] { texts.filter(\.field.isTranslated) }

    /// The texts a translation into `locale` gives, in order: `translatedTexts`, with each counted
    /// text's forms those of the locale's CLDR plural categories (`PluralRules`). A form the
    /// source has is translated from that form; one it lacks from its `other` form (Arabic's
    /// `few` from English `other`, as Xcode exports plural variations); a form the locale does
    /// not use is not asked for. A locale without rules gives `other` alone.
    public func translatedTexts(for locale: String) -> [LearnerText] {
        let texts = translatedTexts
        guard texts.contains(where: \.field.isPlural) else { return texts }
        let categories = PluralRules(locale: locale)?.categories ?? [.other]
        var result: [LearnerText] = []
        var index = texts.startIndex
        while index < texts.endIndex {
            let text = texts[index]
            guard text.field.isPlural, let slash = text.key.lastIndex(of: "/") else {
                result.append(text)
                index += 1
                continue
            }
            // A counted text's forms are next to each other: its field's values, one string's after another.
            let prefix = text.key[...slash]
            var forms: [Substring: LearnerText] = [:]
            while index < texts.endIndex, texts[index].field == text.field, texts[index].key.hasPrefix(prefix),
                  !texts[index].key.dropFirst(prefix.count).contains(Character("/")) {
                forms[texts[index].key.dropFirst(prefix.count)] = texts[index]
                index += 1
            }
            for category in categories {
                guard let form = forms[Substring(category.rawValue)] ?? forms["other"] else { continue }
                let key = "\(prefix)\(category.rawValue)"
                result.append(form.key == key ? form : form.filed(under: key))
            }
        }
        return result
    }
    /// The owner of its texts in a bundle's translations: `<kind>:<id>` for a file with an `id`,
    /// else the kind's name.
    public var textOwner: String { owner?.name ?? kind.name }
}

extension Corpus {
    /// Every text a learner reads, file by file in relative-path order: what every concern
    /// iterates.
    public var texts: [LearnerText] { sources.flatMap(\.texts) }
}
