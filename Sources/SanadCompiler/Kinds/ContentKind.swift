import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// A kind of content, declared once: the seam every kind goes through.
///
/// A declaration states the kind's schema, the paths it owns, how a validated file lowers to its
/// typed model, the ids it defines and the references it makes (so duplicates, unknown
/// references and "did you mean" work for every kind), the parts rules check, the bundle files it
/// emits, how two bundles compare for `sanad diff`, and where it is documented. `ContentKinds.all`
/// enumerates the kinds; `KindCompletenessTests` fails when a kind lacks any of these.
///
/// Adding a kind is a folder under `Kinds/` with its declaration, model and lowering, its schema
/// in `Schemas/` (named in `Package.swift`'s `sourceSchemaFiles`; and `Schemas/bundle/` when it
/// emits a file), a wire type in `SanadBundleFormat`, and one line in `ContentKinds.all`. `docs/architecture.md` walks through
/// the supplementary-item kind as the worked example.
public protocol ContentKind: Sendable {
    /// The lowered form of one item of the kind (a lesson, a category, a supplementary item).
    associatedtype Model: Sendable

    /// The kind's name; its schema is `Schemas/<name>.schema.json`.
    static var source: SourceKind { get }
    /// The bytes of the kind's schema, built into the compiler.
    static var schema: [UInt8] { get }
    /// Whether files of the kind are Markdown with front matter (else plain YAML).
    static var isMarkdown: Bool { get }
    /// Whether the kind owns the file at `path` (its components relative to the content root).
    static func owns(_ path: [Substring]) -> Bool
    /// Where files of the kind go, relative to the content root, with `<id>` for a folder named
    /// by an id and `NN-slug` for a free file name: `categories/<id>/category.yaml`. Help for
    /// files Sanad finds and does not read is derived from it.
    static var placement: String { get }

    /// Lowers one file that parsed (its tree may still have schema errors: lowering reads what is
    /// there) into models and any problems found while lowering. `texts` are the file's learner
    /// texts, already made (`learnerTexts`): a model takes a Markdown field's compiled body from
    /// them (`LearnerTexts.body(at:)`), so every text is compiled once.
    static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [Model], diagnostics: [Diagnostic])
    /// The texts a learner reads in one file, and the problems of their Markdown: by default a
    /// `LearnerText` for every value at every field the kind's schema marks as a learner's text
    /// (`TextFields`), and the body of a Markdown file. Only a kind whose texts are not its own
    /// fields (a translation: its source's) says otherwise.
    static func learnerTexts(of node: Node, source: ParsedSource, owner: TextOwner) -> (texts: [LearnerText], diagnostics: [Diagnostic])
    /// The folder of the category whose audience a file's texts are for (its link, grading and
    /// narration policy): by default the folder the file is in (`categories/<id>/…`), else none.
    static func textCategory(of node: Node, relativePath: String) -> String
    /// Whether a file's ids cannot be trusted (missing, or inside an error): references into the
    /// kind are then not reported as unknown, since they may name the unreadable id.
    static func idsAreUnreadable(_ node: Node, source: ParsedSource) -> Bool

    /// The ids the kind defines, by the space they live in.
    static func definitions(in corpus: Corpus) -> [IDDefinitions]
    /// The references the kind makes to ids of any kind.
    static func references(in corpus: Corpus) -> [IDReference]

    /// What resolution checks besides ids and references: where a file is against its ids (a
    /// category's id is its folder's name), orders shared within a list, renames.
    static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic]
    /// The media files a model names (recordings, images), where it names them and what for:
    /// each must exist inside the content folder and meet the project's media policy for its use.
    static func mediaReferences(of model: Model) -> [MediaReference]
    /// The folder of the category a model belongs to, whose pack carries its media; nil for a
    /// model of the core pack (the project, the category index, achievements).
    static func categoryFolder(of model: Model) -> String?
    /// The file a model is lowered from, when the model keeps it (`SourceFileModel`): a release
    /// publishes a file's texts only while one of its models is published.
    static func sourceFile(of model: Model) -> SourceFile?
    /// The sources a model cites, each with the texts of its file they cover (a lesson's
    /// citations cover all its texts; a supplementary item's, the item's): the citation checker
    /// verifies every citation block of those texts against them, and `citations.json` and the
    /// citation report list the uses. A file's texts that no use covers are checked as citing
    /// nothing, so a quotation is verified wherever it is written.
    static func citedTexts(of model: Model) -> [CitedTextUse]

    /// What a reviewer approves in one model (nothing, for kinds that need no review).
    static func reviewedItems(of model: Model) -> [ReviewedItem]
    /// Puts the models of the kind's lowered files into the corpus, in the files' order. Every
    /// kind takes the default; it is a requirement so that each kind's is compiled for its own
    /// models (`Lowering.assemble` calls it through the registry on every run of the resident
    /// engine, and the generic version costs ten times as much per file).
    static func collect(_ files: [Lowering.LoweredFile], into corpus: inout Corpus)

    /// Under `--release`: leaves out of `selected` what may not be published; `corpus` is
    /// everything. By default a model is published when everything it has for review is
    /// approved (`ReviewCheck` has warned about the rest); a kind overrides this to add its own
    /// conditions (a supplementary file's category must be published too). Lessons and categories
    /// are first selected by `ReleaseSelection`, which knows their prerequisite chains.
    static func selectForRelease(from corpus: Corpus, into selected: inout Corpus) -> [Diagnostic]
    /// Under `--release` (with or without `--require-all-approved`): what keeps an approved model
    /// from being published as it is (a placeholder recitation).
    static func releaseDiagnostics(of model: Model) -> [Diagnostic]

    /// What rules check in one model besides its texts (which every `TextRule` and `BodyRule`
    /// reads from the file's `LearnerText`s): the model itself, and shared parts such as a
    /// practice question. A rule runs on every subject of its type, whatever kind it is from.
    static func ruleSubjects(of model: Model) -> [any Sendable]
    /// The file a rule example of this kind stands for, and a valid base text for it; `nil` for a
    /// kind no rule checks.
    static var example: KindExample? { get }

    /// The kinds of bundle file the kind emits (empty for a kind that only configures the
    /// compiler, such as hadith collections); each has `Schemas/bundle/<kind>.schema.json`.
    static var bundleFiles: [BundleManifest.FileKind] { get }
    /// The kind's bundle files.
    static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File]
    /// What `sanad diff` reports about the kind; the subjects it uses are `diffSubjects`.
    static func compare(_ diff: inout BundleDiff)
    /// Throws when the snapshot's files of the kind do not decode (the kinds every bundle has
    /// are decoded by `BundleSnapshot` itself).
    static func validateSnapshot(_ snapshot: BundleSnapshot) throws
    /// The subjects of the changes `compare` records.
    static var diffSubjects: [BundleChange.Subject] { get }
    /// The heading (`## …`) in `docs/content-kinds.md` that documents the kind.
    static var documentation: String { get }
    /// How a learner who does not read follows its texts.
    static var listening: Listening { get }
}

extension ContentKind {
    /// By default a kind's files are plain YAML.
    public static var isMarkdown: Bool { false }
    /// By default a file's ids are not trusted while it has any error.
    public static func idsAreUnreadable(_ node: Node, source: ParsedSource) -> Bool {
        source.diagnostics.contains { $0.severity == .error }
    }
    /// By default a kind defines no ids.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] { [] }
    /// By default a kind refers to no ids.
    public static func references(in corpus: Corpus) -> [IDReference] { [] }
    /// By default rules check the model itself, and nothing else of it.
    public static func ruleSubjects(of model: Model) -> [any Sendable] { [model] }
    /// By default a model names no media.
    public static func mediaReferences(of model: Model) -> [MediaReference] { [] }
    /// By default a model belongs to no category: it is in the core pack.
    public static func categoryFolder(of model: Model) -> String? { nil }
    /// By default a model does not keep the file it was lowered from.
    public static func sourceFile(of model: Model) -> SourceFile? { nil }
    /// By default resolution checks nothing of the kind besides its ids and references.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] { [] }
    /// By default a model cites nothing, so its file's texts are checked as citing nothing.
    public static func citedTexts(of model: Model) -> [CitedTextUse] { [] }
    /// By default a text for every value at a field the kind's schema marks as a learner's text
    /// (`TextFields`), and a Markdown file's body.
    public static func learnerTexts(of node: Node, source: ParsedSource, owner: TextOwner) -> (texts: [LearnerText], diagnostics: [Diagnostic]) {
        TextExtraction.texts(of: node, source: source, owner: owner, fields: TextFields.of(Self.source))
    }
    /// By default the folder of the category the file is in (`categories/<id>/…`); empty for a file
    /// outside one.
    public static func textCategory(of node: Node, relativePath: String) -> String { TextOwner.folder(of: relativePath) }
    /// By default a model is published when everything it has for review is approved; the rest is
    /// left out without a diagnostic of its own.
    public static func selectForRelease(from corpus: Corpus, into selected: inout Corpus) -> [Diagnostic] {
        selected.setModels(models(in: selected).filter { reviewedItems(of: $0).allSatisfy(\.review.isApproved) }, of: Self.self)
        return []
    }
    /// By default a model has nothing for a reviewer to approve.
    public static func reviewedItems(of model: Model) -> [ReviewedItem] { [] }
    /// By default nothing keeps an approved model from being published as it is.
    public static func releaseDiagnostics(of model: Model) -> [Diagnostic] { [] }
    /// By default a kind has no rule examples.
    public static var example: KindExample? { nil }
    /// By default a kind emits no bundle file.
    public static var bundleFiles: [BundleManifest.FileKind] { [] }
    /// By default a kind emits nothing.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] { [] }
    /// By default `sanad diff` reports nothing of the kind.
    public static func compare(_ diff: inout BundleDiff) {}
    /// By default a kind records no changes.
    public static var diffSubjects: [BundleChange.Subject] { [] }
    /// By default a snapshot has nothing of the kind to decode.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {}

    /// The kind's models in a corpus.
    static func models(in corpus: Corpus) -> [Model] { corpus.models(of: Self.self) }

    /// Everything rules check in the kind's files: each model's `ruleSubjects`, and each text a
    /// learner reads in them with its Markdown (`TextRule`s and `BodyRule`s).
    public static func checkedSubjects(in corpus: Corpus) -> [any Sendable] {
        models(in: corpus).flatMap(ruleSubjects) + corpus.sources.filter { $0.kind == source }.flatMap { file in
            file.texts.flatMap { text -> [any Sendable] in [text] + (MarkdownBody(text).map { [$0] } ?? []) }
        }
    }

    /// The files of the kind's models in a corpus, for the models that keep theirs.
    static func publishedFiles(in corpus: Corpus) -> [SourceFile] { models(in: corpus).compactMap(sourceFile) }

    /// Each file of the kind's models with the category whose pack carries the model (nil: the core pack).
    static func packs(in corpus: Corpus) -> [(file: SourceFile, category: String?)] {
        models(in: corpus).compactMap { model in sourceFile(of: model).map { ($0, categoryFolder(of: model)) } }
    }

    /// Every media reference of every model of the kind in a corpus.
    static func allMediaReferences(in corpus: Corpus) -> [MediaReference] { models(in: corpus).flatMap(mediaReferences) }

    /// Every media path of every model of the kind, with the folder of the model's category.
    static func mediaPathsByCategory(in corpus: Corpus) -> [(path: String, category: String?)] {
        models(in: corpus).flatMap { model in mediaReferences(of: model).map { (path: $0.path.value, category: $0.inCorePack ? nil : categoryFolder(of: model)) } }
    }

    /// Every cited text of every model of the kind in a corpus.
    package static func allCitedTexts(in corpus: Corpus) -> [CitedTextUse] { models(in: corpus).flatMap(citedTexts) }
}

/// A model that keeps the file it was lowered from.
public protocol SourceFileModel {
    /// The file the model was lowered from.
    var file: SourceFile { get }
}

extension ContentKind where Model: SourceFileModel {
    /// A model that keeps its file gives it: a release publishes the file's texts while the model
    /// is published.
    public static func sourceFile(of model: Model) -> SourceFile? { model.file }
}

/// Sources a model cites and the texts of its file they cover, with what the bundle and the
/// citation report say of the use.
public struct CitedTextUse: Sendable, Codable {
    /// The kind of the file.
    public var kind: SourceKind
    /// The id it is known by (a lesson's, a category's, an item's).
    public var id: String
    /// The title of what cites, as the citation report shows it (a lesson's; an id where the item
    /// has no title).
    public var title: String
    /// The sources cited, against which every citation block of the covered texts is verified.
    public var citations: [CitationModel]
    /// The review of what cites them, which the citation report shows beside the use.
    public var review: ReviewModel
    /// The file it is written in, as shown.
    public var path: String
    /// The keys of the texts it covers start with this: empty for every text of the file,
    /// `items/<id>/` for one item's.
    public var keyPrefix: String = ""
    /// Whether the kind shows its Qur'an citations itself, without a `> [!QURAN]` block (a
    /// memorisation unit shows its ayat verse by verse): they are then never "unused".
    public var showsItsCitations = false
    /// What the citation report says of the use besides its review (a placeholder recording).
    public var note: String? = nil
    /// Whether the citations are declared in the file; a translation's texts are covered by
    /// their source's citations (`TranslatedTexts`), which are checked with the source.
    public var isDeclaredHere = true

    /// A use of `citations` declared in `file`, covering its texts whose keys begin with
    /// `keyPrefix` (every text when it is empty).
    public init(kind: SourceKind, id: String, title: String, citations: [CitationModel], review: ReviewModel, file: SourceFile,
                keyPrefix: String = "", showsItsCitations: Bool = false, note: String? = nil) {
        self.kind = kind
        self.id = id
        self.title = title
        self.citations = citations
        self.review = review
        self.path = file.path
        self.keyPrefix = keyPrefix
        self.showsItsCitations = showsItsCitations
        self.note = note
    }

    /// Whether it covers a text of its file.
    public func covers(_ text: LearnerText) -> Bool { text.key.hasPrefix(keyPrefix) }

    /// For each text, the index in `uses` of the use that covers it (the one with the longest
    /// key prefix), or nil: one look-up per `/` of each key, whatever the number of uses.
    package static func covering(_ uses: [CitedTextUse], _ texts: [LearnerText]) -> [Int?] {
        guard !uses.isEmpty else { return texts.map { _ in nil } }
        var byPrefix: [Substring: Int] = [:]
        for (index, use) in uses.enumerated() where byPrefix[Substring(use.keyPrefix)] == nil { byPrefix[Substring(use.keyPrefix)] = index }
        return texts.map { text in
            // Each prefix that ends at a `/`, longest first; read as bytes (a `/` is ASCII).
            let key = text.key, bytes = key.utf8
            var end = bytes.endIndex
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
                if let index = byPrefix[key[..<bytes.index(after: slash)]] { return index }
                end = slash
            }
            return byPrefix[""]
        }
    }
}

/// The checkers every kind's text goes through, built once per run.
public struct SharedChecks: Sendable {
    /// The citation checker, with the Qur'an and hadith texts loaded once for the run.
    public var citations: CitationChecker
    /// The review policy: whether this is a release, the build date, how long approvals stay valid
    /// and the reviewers.
    public var review: ReviewPolicy
    /// The corpus index the resolver built, which the review checks read.
    public var index: CorpusIndex
    /// Each file's texts, by the file.
    private let textsByFile: TextsByFile

    /// The checks of one run, with each file's learner texts looked up by the file (the first
    /// summary of a file wins).
    public init(citations: CitationChecker, review: ReviewPolicy, index: CorpusIndex, texts sources: [SourceSummary]) {
        self.citations = citations
        self.review = review
        self.index = index
        textsByFile = TextsByFile(sources)
    }

    /// The texts of a file.
    public func texts(of file: SourceFile) -> [LearnerText] { textsByFile.texts(of: file) }
}

/// The file a rule example stands for and the valid text it replaces.
public struct KindExample: Sendable {
    /// The path relative to the content root of the example project.
    public var path: String
    /// A valid file of the kind that the other examples' files agree with.
    public var base: String

    /// An example standing for the file at `path` (relative to the example project's root), with
    /// `base` as its valid text.
    public init(path: String, base: String) {
        self.path = path
        self.base = base
    }
}
