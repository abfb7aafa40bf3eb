import SanadDiagnostics
import SanadSchema
import SanadSource

/// One source file after the front end: parsed, and validated against its kind's schema.
public struct ParsedSource: Sendable {
    /// What the file is (a lesson, a category, a translation…), which picks its parser and schema.
    public let kind: SourceKind
    /// The file's bytes and the path diagnostics show (empty bytes when it could not be read).
    public let file: SourceFile
    /// The path relative to the content root, with `/` separators.
    public let relativePath: String
    /// The YAML document (a lesson's front matter), or `nil` when it could not be parsed.
    public var root: Node?
    /// A lesson's Markdown body.
    public var body: MarkdownNode?
    /// Where a Markdown file's body is, after its front matter.
    public var bodyRange: Range<Int>?
    /// Every problem found reading, parsing and validating the file, in the order found.
    public var diagnostics: [Diagnostic]

    /// Reads, parses and validates one file. Never throws: every problem is a diagnostic.
    /// Reads, parses and validates one file; `root` is the content folder's real path, outside
    /// which nothing is read.
    public static func load(_ discovered: DiscoveredFile, root: String? = nil, validating: Bool = true) -> ParsedSource {
        parse(SourceReader.read(path: discovered.absolutePath, displayPath: discovered.displayPath, root: root), discovered, validating: validating)
    }

    /// Parses what reading a discovered file gave: its bytes, or the problem that stopped it.
    static func parse(_ read: Result<SourceFile, Diagnostic>, _ discovered: DiscoveredFile, validating: Bool = true) -> ParsedSource {
        switch read {
        case .failure(let diagnostic):
            let file = diagnostic.range?.file ?? SourceFile(path: discovered.displayPath, bytes: [])
            return ParsedSource(kind: discovered.kind, file: file, relativePath: discovered.relativePath, diagnostics: [diagnostic])
        case .success(let file):
            return parse(file, kind: discovered.kind, relativePath: discovered.relativePath, validating: validating)
        }
    }

    /// Parses a file already in memory and, unless `validating` is false, validates it.
    public static func parse(_ file: SourceFile, kind: SourceKind, relativePath: String, validating: Bool = true) -> ParsedSource {
        var source = ParsedSource(kind: kind, file: file, relativePath: relativePath, diagnostics: [])
        if let bad = SourceReader.checkEncoding(file) {
            source.diagnostics.append(bad)
            return source
        }
        source.diagnostics += SourceReader.bidiControls(in: file)
        var yamlRegion: Range<Int>?
        if kind.isMarkdown {
            switch FrontMatter.split(file) {
            case .failure(let diagnostic):
                source.diagnostics.append(diagnostic)
                return source
            case .success(let split):
                yamlRegion = split.yaml
                source.bodyRange = split.body
                let preflight = MarkdownPreflight.check(file, body: split.body)
                source.diagnostics += preflight
                if preflight.isEmpty {
                    let markdown = MarkdownParser.parse(file, body: split.body, firstLine: split.bodyFirstLine)
                    source.body = markdown.document
                    source.diagnostics += markdown.diagnostics
                }
            }
        }
        let yaml = YAMLParser.parse(file, region: yamlRegion)
        source.diagnostics += yaml.diagnostics
        source.root = yaml.root
        if validating { source.validate() }
        return source
    }

    /// Validates the parsed tree against the kind's schema, adding any problems.
    public mutating func validate() {
        guard let root else { return }
        do {
            // A value over the length limit was replaced by an empty one when parsed, and is
            // already an error (Y0010): what the schema says of the stand-in would be noise.
            let omitted = Set(diagnostics.filter { $0.code == SourceDiagnostics.scalarTooLong }.compactMap { $0.range?.start })
            diagnostics += try SourceSchemas.schema(for: kind).validate(root).filter { found in found.range.map { !omitted.contains($0.start) } ?? true }
        } catch {
            diagnostics.append(error.diagnostic ?? Diagnostic(
                SchemaDiagnostics.invalidSchema, "the built-in \(kind.schemaName) cannot be compiled: \(error.message)", at: .startOf(file)))
        }
    }
}
