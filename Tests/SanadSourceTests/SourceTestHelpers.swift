import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

/// Parses YAML text and returns its diagnostics.
func yamlDiagnostics(_ text: String) -> [Diagnostic] {
    YAMLParser.parse(SourceFile(path: "test.yaml", text: text)).diagnostics
}

/// Parses the front matter and body of a lesson text as the compiler does, and returns every
/// front-end diagnostic.
func lessonDiagnostics(_ text: String) -> [Diagnostic] {
    let file = SourceFile(path: "lesson.md", text: text)
    if let bad = SourceReader.checkEncoding(file) { return [bad] }
    switch FrontMatter.split(file) {
    case .failure(let diagnostic):
        return [diagnostic]
    case .success(let split):
        var diagnostics = YAMLParser.parse(file, region: split.yaml).diagnostics
        let preflight = MarkdownPreflight.check(file, body: split.body)
        diagnostics += preflight
        if preflight.isEmpty {
            diagnostics += MarkdownParser.parse(file, body: split.body, firstLine: split.bodyFirstLine).diagnostics
        }
        return diagnostics
    }
}

/// Checks that `check` reports `code` exactly at marker 1️⃣ of `marked`, in the original text and
/// in its CRLF, BOM and extra-Arabic-line variants.
func expectDiagnostic(
    _ code: DiagnosticCode, at marked: String, markdown: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ check: (String) -> [Diagnostic]
) {
    for (name, variant) in MarkedText.variants(of: marked, isMarkdown: markdown) {
        let diagnostics = check(variant.text)
        let expected = variant.lineAndColumn()
        let found = diagnostics.first { $0.code == code }
        #expect(found != nil, "\(name): no \(code.id) in \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        guard let location = found?.location else { continue }
        #expect(location.line == expected.line && location.column == expected.column,
                "\(name): \(code.id) at \(location), expected \(expected.line):\(expected.column)", sourceLocation: sourceLocation)
    }
}
