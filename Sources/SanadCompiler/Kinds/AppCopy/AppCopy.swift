import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `copy/<id>.yaml`: an app's copy around the content (reminders, encouragements, empty
    /// states), keyed, with `{name}` placeholders. Each text is compiled and checked like any
    /// other (tone above all), translated beside the file, compiled into `copy.json`, and
    /// exported as an Xcode String Catalog (`sanad l10n xcstrings`).
    public enum AppCopy: ContentKind {}
}

/// A copy catalogue, lowered.
public struct AppCopyModel: Sendable, SourceFileModel {
    /// One string.
    public struct Entry: Sendable {
        /// The string's id, where written (`welcome-back`): unique in its catalogue, and the app
        /// asks for `<catalogue id>.<id>`.
        public var id: Located<String>
        /// The text; for a counted string, its `other` form.
        public var text: Located<String>
        /// A counted string's forms by CLDR plural category, as written; empty for one form.
        public var forms: [PluralCategory: Located<String>]
        /// A counted string's placeholder that holds the number (`count: days`), as written.
        public var count: Located<String>?
        /// For translators and developers: where the app shows the string and what each placeholder
        /// holds; empty when not given.
        public var comment: String
        /// The text compiled as Markdown: what the body rules read.
        public var compiled: CompiledBody?

        /// Whether it has a form for each plural category (`text: { one: …, other: … }`).
        public var isCounted: Bool { !forms.isEmpty }
    }

    /// The catalogue's id, where written (`worship-path`): the file is `copy/<id>.yaml`, and its
    /// strings' keys begin with it.
    public var id: Located<String>
    /// The catalogue's strings in the order written; one without an id or a text (for a counted
    /// one, its `other` form) is left out.
    public var strings: [Entry]
    /// The sources its strings cite (a hadith in an encouragement, shown in a `> [!HADITH]` block).
    public var citations: [CitationModel]
    /// The review of the whole file, approved with `sanad review approve copy/<id>`.
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The catalogue file the model was lowered from.
    public var file: SourceFile
}

extension Corpus {
    /// Every app copy catalogue.
    public var appCopy: [AppCopyModel] { models(of: ContentKinds.AppCopy.self) }
}

extension ContentKinds.AppCopy {
    /// The `copy` kind, checked against `Schemas/copy.schema.json`.
    public static let source = SourceKind.appCopy
    /// The bytes of `copy.schema.json`.
    public static var schema: [UInt8] { PackageResources.copy_schema_json }
    /// Copy catalogues are the `.yaml` files directly inside `copy/`, translations aside.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "copy" && path[1].isSourceYAMLName }
    /// A copy catalogue goes in `copy/`, in a file named by its id.
    public static let placement = "copy/<id>.yaml"
    /// App copy is documented under `## App copy` in `docs/content-kinds.md`.
    public static let documentation = "App copy"
    /// An app's copy is read on screen, where the platform's screen reader speaks its labels and
    /// messages.
    public static let listening = Listening.readOnScreen

    static let space = IDSpace("copy catalogue", owner: source)

    /// A catalogue file lowers to one `AppCopyModel`, or to none without an id; a counted string
    /// keeps its forms and stands as its `other` form, and lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [AppCopyModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        let strings = node.objects("strings").compactMap { entry -> AppCopyModel.Entry? in
            guard let stringID = entry.located("id"), let textNode = entry["text"] else { return nil }
            // A counted string's forms; its `other` form stands for it where one text is asked for.
            var forms: [PluralCategory: Located<String>] = [:]
            for member in textNode.members ?? [] {
                if let category = PluralCategory(rawValue: member.key), let form = member.value.string { forms[category] = Located(form, at: member.value.range) }
            }
            let other = textNode.members == nil ? textNode : textNode["other"]
            guard let other, let value = other.string else { return nil }
            return AppCopyModel.Entry(id: stringID, text: Located(value, at: other.range), forms: forms, count: entry.located("count"), comment: entry.text("comment") ?? "",
                                      compiled: texts.body(at: other))
        }
        return ([AppCopyModel(id: id, strings: strings, citations: node.objects("citations").compactMap(Lowering.citation), review: Lowering.review(node),
                              canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)], [])
    }

    /// Catalogue ids, and within each catalogue the ids of its strings.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.appCopy.map(\.id))] + corpus.appCopy.map { catalogue in
            IDDefinitions(IDSpace("string of '\(catalogue.id.value)'", owner: source, scope: catalogue.id.value), catalogue.strings.map(\.id))
        }
    }

    /// A catalogue is in `copy/<id>.yaml`, and a string's `count` names a placeholder of its
    /// `other` form and stands beside a counted text only (T0013).
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        corpus.appCopy.flatMap { catalogue -> [Diagnostic] in
            let name = catalogue.file.path.split(separator: "/").last.map { String($0.dropLast(".yaml".count)) } ?? ""
            let misnamed = name == catalogue.id.value ? nil
                : Diagnostic(ResolutionDiagnostics.idMismatch, "the copy catalogue '\(catalogue.id.value)' must be in copy/\(catalogue.id.value).yaml",
                             at: catalogue.id.range, help: "rename the file, or the id")
            return [misnamed].compactMap { $0 } + catalogue.strings.compactMap(countProblem)
        }
    }

    /// A counted string's `count` that names no placeholder of its `other` form, or a `count`
    /// beside a text of one form.
    static func countProblem(_ string: AppCopyModel.Entry) -> Diagnostic? {
        guard let count = string.count else { return nil }
        guard string.isCounted else {
            return Diagnostic(LocalisationDiagnostics.countPlaceholder, "'count' is for a counted text; '\(string.id.value)' has one form", at: count.range,
                              help: "give 'text' a form for each plural category ('one:', 'other:'), or remove 'count'")
        }
        let names = LocalisationCheck.placeholders(inOrder: string.text.value)
        guard !names.contains(count.value) else { return nil }
        let close = Suggestion.closest(to: count.value, in: names)
        return Diagnostic(LocalisationDiagnostics.countPlaceholder,
                          "'\(count.value)' is not a placeholder of the 'other' form (\(names.isEmpty ? "it has none" : names.map { "{\($0)}" }.joined(separator: " ")))",
                          at: count.range, notes: [.init(message: "the 'other' form", range: string.text.range)],
                          help: close.map { "did you mean '\($0)'?" } ?? "write {\(count.value)} where the number goes",
                          fixIts: close.flatMap { Diagnostic.FixIt.didYouMean($0, replacing: count.value, at: count.range) }.map { [$0] } ?? [])
    }

    /// The catalogue's citations cover every string.
    public static func citedTexts(of model: AppCopyModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.id.value, citations: model.citations, review: model.review, file: model.file)]
    }

    /// A catalogue is approved as a whole: every string a learner reads.
    public static func reviewedItems(of catalogue: AppCopyModel) -> [ReviewedItem] {
        [ReviewedItem.file(what: "copy catalogue", approvalID: "copy/\(catalogue.id.value)", review: catalogue.review, kind: source, file: catalogue.file,
                           canonicalText: catalogue.canonicalText, scopes: ContentKinds.WorshipPlan.reviewScopes)]
    }

    /// Copy rule examples stand for `copy/app.yaml`, with `baseExample` as the valid file.
    public static var example: KindExample? { KindExample(path: "copy/app.yaml", base: baseExample) }

    /// A valid catalogue for rule examples.
    public static let baseExample = """
        id: app
        strings:
          - { id: welcome-back, text: "Welcome back; let's begin again.", comment: Shown after days away. }

        """

    /// App copy emits `copy.json`, in the core pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.copy]
    /// Copy changes are reported of strings, by key (`worship-path.welcome-back`).
    public static let diffSubjects: [BundleChange.Subject] = [.copyString]
}
