import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension SourceKind {
    /// `copy/<id>.yaml`.
    public static let appCopy = ContentKinds.AppCopy.source
}

extension ContentKinds {
    /// `copy/<id>.yaml`: an app's copy around the content (reminders, encouragements, empty
    /// states), keyed, with `{name}` placeholders. Each text is compiled and checked like any
    /// other (tone above all), translated beside the file, compiled into `copy.json`, and
    /// exported as an Xcode String Catalog (`sanad l10n xcstrings`).
    public enum AppCopy: ContentKind {}
}

/// A copy catalogue, lowered.
public struct AppCopyModel: Sendable {
    /// One string.
    public struct Entry: Sendable {
        public var id: Located<String>
        public var text: Located<String>
        public var comment: String
        /// The text compiled as Markdown: what the body rules read.
        public var compiled: CompiledBody?
    }

    public var id: Located<String>
    public var strings: [Entry]
    public var file: SourceFile
}

extension Corpus {
    /// Every app copy catalogue.
    public var appCopy: [AppCopyModel] { models(of: ContentKinds.AppCopy.self) }
}

extension ContentKinds.AppCopy {
    public static let source = SourceKind("copy")
    public static var schema: [UInt8] { PackageResources.copy_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "copy" && path[1].isSourceYAMLName }
    public static let placement = "copy/<id>.yaml"
    public static let documentation = "App copy"
    public static let translatable: [TextPath] = [.text("strings[].text")]
    public static let untranslatable: [String] = []

    static let space = IDSpace("copy catalogue", owner: source)

    public static func lower(_ node: Node, source: ParsedSource) -> (models: [AppCopyModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        var markdown = EmbeddedMarkdown(in: source.file)
        let strings = node.objects("strings").compactMap { entry -> AppCopyModel.Entry? in
            guard let stringID = entry.located("id"), let text = entry.located("text") else { return nil }
            return AppCopyModel.Entry(id: stringID, text: text, comment: entry.text("comment") ?? "", compiled: markdown.compile(text))
        }
        return ([AppCopyModel(id: id, strings: strings, file: source.file)], markdown.diagnostics)
    }

    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.appCopy.map(\.id))] + corpus.appCopy.map { catalogue in
            IDDefinitions(IDSpace("string of '\(catalogue.id.value)'", owner: source, scope: catalogue.id.value), catalogue.strings.map(\.id))
        }
    }

    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        corpus.appCopy.compactMap { catalogue in
            let name = catalogue.file.path.split(separator: "/").last.map { String($0.dropLast(".yaml".count)) } ?? ""
            guard name != catalogue.id.value else { return nil }
            return Diagnostic(ResolutionDiagnostics.idMismatch, "the copy catalogue '\(catalogue.id.value)' must be in copy/\(catalogue.id.value).yaml",
                              at: catalogue.id.range, help: "rename the file, or the id")
        }
    }

    public static func arabicValues(of model: AppCopyModel) -> [Located<String>] {
        model.strings.map(\.text).filter { $0.value.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }
    }

    /// Each string, compiled, for the body rules (links, tone of prose, media).
    public static func ruleSubjects(of model: AppCopyModel) -> [any Sendable] {
        [model] + model.strings.compactMap { entry in entry.compiled.map { MarkdownBody(kind: .appCopy, categoryFolder: "", body: $0) } }
    }

    public static var example: KindExample? { KindExample(path: "copy/app.yaml", base: baseExample) }

    /// A valid catalogue for rule examples.
    public static let baseExample = """
        id: app
        strings:
          - { id: welcome-back, text: "Welcome back; let's begin again.", comment: Shown after days away. }

        """

    public static let bundleFiles: [BundleManifest.FileKind] = [.copy]
    public static let diffSubjects: [BundleChange.Subject] = [.copyString]
}
