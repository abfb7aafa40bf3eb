import SanadDiagnostics

/// The catalogue of front-end diagnostics: files, YAML and Markdown. Sorted by code.
public enum SourceDiagnostics {
    public static let unreadableFile = DiagnosticCode(
        id: "F0001", name: "unreadable-file", group: .file, severity: .error,
        summary: "A source file or folder could not be read.",
        example: "categories/envy/01-envy.md, a link to a file outside the content folder")
    public static let fileTooLarge = DiagnosticCode(
        id: "F0002", name: "file-too-large", group: .file, severity: .error,
        summary: "A source file is larger than 1 MiB.",
        example: "a 2 MiB lesson file")
    public static let invalidUTF8 = DiagnosticCode(
        id: "F0003", name: "invalid-utf8", group: .file, severity: .error,
        summary: "A source file is not valid UTF-8; the diagnostic points at the first bad byte.",
        example: "title: caf\\xE9  (a Latin-1 byte)")
    public static let jsonSyntax = DiagnosticCode(
        id: "F0004", name: "json-syntax", group: .file, severity: .error,
        summary: "A JSON file (a schema, a report) cannot be parsed.",
        example: "{\"type\": \"object\",}")

    public static let bidiControl = DiagnosticCode(
        id: "F0005", name: "bidi-control", group: .file, severity: .error,
        summary: "A source holds an invisible bidirectional control character (U+202A–U+202E, U+2066–U+2069): text could display differently from what it says. Write it as a visible escape where a text needs one.",
        example: "a title holding U+202E RIGHT-TO-LEFT OVERRIDE")
    public static let yamlSyntax = DiagnosticCode(
        id: "Y0001", name: "yaml-syntax", group: .yaml, severity: .error,
        summary: "The YAML cannot be parsed.",
        example: "title: [unclosed")
    public static let tabIndentation = DiagnosticCode(
        id: "Y0002", name: "tab-indentation", group: .yaml, severity: .error,
        summary: "YAML indentation must use spaces; a tab was found.",
        example: "phases:\n\thook: 40s")
    public static let duplicateKey = DiagnosticCode(
        id: "Y0003", name: "duplicate-key", group: .yaml, severity: .error,
        summary: "A mapping has the same key twice; a note points at the first one.",
        example: "title: One\ntitle: Two")
    public static let alias = DiagnosticCode(
        id: "Y0004", name: "yaml-alias", group: .yaml, severity: .error,
        summary: "Anchors and aliases (`&name`, `*name`) are not allowed: every value is written out.",
        example: "a: &x 1\nb: *x")
    public static let tag = DiagnosticCode(
        id: "Y0005", name: "yaml-tag", group: .yaml, severity: .error,
        summary: "Tags (`!!str`, `!custom`) are not allowed: the schema decides types.",
        example: "order: !!str 1")
    public static let mergeKey = DiagnosticCode(
        id: "Y0006", name: "merge-key", group: .yaml, severity: .error,
        summary: "Merge keys (`<<`) are not allowed.",
        example: "<<: {a: 1}")
    public static let directive = DiagnosticCode(
        id: "Y0007", name: "yaml-directive", group: .yaml, severity: .error,
        summary: "Directives (`%YAML`, `%TAG`) are not allowed.",
        example: "%YAML 1.1\n---\na: 1")
    public static let multipleDocuments = DiagnosticCode(
        id: "Y0008", name: "multiple-documents", group: .yaml, severity: .error,
        summary: "A file holds exactly one YAML document.",
        example: "a: 1\n---\nb: 2")
    public static let nestingTooDeep = DiagnosticCode(
        id: "Y0009", name: "nesting-too-deep", group: .yaml, severity: .error,
        summary: "Mappings and sequences nest deeper than 64 levels.",
        example: "[[[[ … 65 levels … ]]]]")
    public static let scalarTooLong = DiagnosticCode(
        id: "Y0010", name: "scalar-too-long", group: .yaml, severity: .error,
        summary: "A single YAML value is longer than 64 KiB.",
        example: "takeaway: <70,000 characters>")
    public static let complexKey = DiagnosticCode(
        id: "Y0011", name: "complex-key", group: .yaml, severity: .error,
        summary: "A mapping key must be a plain value, not a mapping or a sequence.",
        example: "? [a, b]\n: 1")

    public static let missingFrontMatter = DiagnosticCode(
        id: "M0001", name: "missing-front-matter", group: .markdown, severity: .error,
        summary: "A lesson file must start with YAML front matter between `---` lines.",
        example: "## Hook\n…")
    public static let unterminatedFrontMatter = DiagnosticCode(
        id: "M0002", name: "unterminated-front-matter", group: .markdown, severity: .error,
        summary: "The front matter has no closing `---` line.",
        example: "---\nid: a.b\n## Hook")
    public static let bodyTooLarge = DiagnosticCode(
        id: "M0003", name: "body-too-large", group: .markdown, severity: .error,
        summary: "A Markdown body is larger than 64 KiB.",
        example: "a lesson body of 70,000 bytes")
    public static let deepContainerMarkers = DiagnosticCode(
        id: "M0004", name: "deep-container-markers", group: .markdown, severity: .error,
        summary: "A line starts with more than 16 container markers (`>`, `-`, `*`, `+`, `1.`).",
        example: "> > > > > > > > > > > > > > > > > deep")
    public static let rawHTML = DiagnosticCode(
        id: "M0005", name: "raw-html", group: .markdown, severity: .error,
        summary: "Raw HTML is not allowed in a lesson body: the app renders a typed block tree.",
        example: "Read <b>this</b>.")

    public static let mathNotRead = DiagnosticCode(
        id: "M0006", name: "math-not-read", group: .markdown, severity: .warning,
        summary: "A `$…$` formula sits where Markdown does not read it as math (a continuation line cmark-gfm reads otherwise): it would show as text.",
        example: "a formula on a lazy continuation line of a list item")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [
        unreadableFile, fileTooLarge, invalidUTF8, jsonSyntax, bidiControl,
        yamlSyntax, tabIndentation, duplicateKey, alias, tag, mergeKey, directive, multipleDocuments,
        nestingTooDeep, scalarTooLong, complexKey,
        missingFrontMatter, unterminatedFrontMatter, bodyTooLarge, deepContainerMarkers, rawHTML, mathNotRead,
    ]
}
