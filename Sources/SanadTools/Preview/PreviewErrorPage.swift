import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// The page `sanad preview` shows in place of every page while the content does not build, as
/// `hugo server` does: each diagnostic as the command line prints it (its location, its source
/// line with carets, its notes and help), coloured by role. It polls the server like every
/// preview page, so it turns back into the page the author was on once the content is clean.
public struct PreviewErrorPage: Sendable {
    /// The diagnostics that stopped the build (errors first, as the command line sorts them).
    public var diagnostics: [Diagnostic]
    /// What the build printed when it stopped before checking (an unreadable `sanad.yaml`, a
    /// folder that is not a project); shown as it is when there are no diagnostics.
    public var output: String
    /// The project's title, or the content folder's name.
    public var projectTitle: String

    /// A page for a failed build.
    public init(diagnostics: [Diagnostic], output: String, projectTitle: String) {
        self.diagnostics = diagnostics
        self.output = output
        self.projectTitle = projectTitle
    }

    /// The page's HTML, with the live-reload script.
    public func html() -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count, warnings = diagnostics.count - errors
        var counts = [Self.count(errors, "error")]
        if warnings > 0 { counts.append(Self.count(warnings, "warning")) }
        let summary = diagnostics.isEmpty ? "The content did not build" : "The content has \(counts.joined(separator: " and "))"
        let renderer = TextRenderer(style: MarkedStyle())
        let shown = diagnostics.isEmpty
            ? "<section class=\"diagnostic\"><pre>\(MarkedStyle.html(output))</pre></section>\n"
            : diagnostics.map { Self.block(renderer.render($0), severity: $0.severity) }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(BlockHTML.escape(summary)) — \(BlockHTML.escape(projectTitle))</title>
            <style>\(PreviewFont.face(depth: nil))
            \(Self.style)</style>
            </head>
            <body data-build="failed">
            <h1>\(BlockHTML.escape(summary))</h1>
            <p class="lead">Nothing is shown until it builds: fix what is below and save; this page turns back into the preview by itself.</p>
            \(shown)\(PreviewPage.reloadScript)</body>
            </html>

            """
    }

    /// A diagnostic's block: its first line (location, code and message) wraps; its source
    /// lines, carets, notes and help keep their columns.
    static func block(_ rendered: String, severity: Severity) -> String {
        let headline = rendered.prefix { $0 != "\n" }, rest = rendered.dropFirst(headline.count).drop { $0 == "\n" }
        let snippet = rest.isEmpty ? "" : "<pre>\(MarkedStyle.html(String(rest)))</pre>"
        return "<section class=\"diagnostic severity-\(severity.rawValue)\"><p class=\"headline\">\(MarkedStyle.html(String(headline)))</p>\(snippet)</section>\n"
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    static let style = """
        body { font-family: -apple-system, "Segoe UI", Roboto, "Noto Sans", "Amiri", sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em; color: #1d2b36; line-height: 1.5; }
        h1 { color: #b3261e; font-size: 1.5em; } .lead { color: #55626d; }
        .diagnostic { background: #fbfbf8; border: 1px solid #d5dde3; border-inline-start: 4px solid #b3261e; padding: 0.8em 1em; margin: 1em 0; font: 0.9em/1.45 ui-monospace, "DejaVu Sans Mono", Menlo, "Amiri", monospace; }
        .diagnostic.severity-warning { border-inline-start-color: #a86b00; } .diagnostic pre { margin: 0; overflow-x: auto; font: inherit; }
        .headline { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        span.error, span.primaryMarker { color: #b3261e; font-weight: bold; } span.warning { color: #a86b00; font-weight: bold; }
        span.note, span.gutter, span.secondaryMarker { color: #2757a3; } span.help { color: #1f7a6d; font-weight: bold; } span.location, span.emphasis { font-weight: bold; }
        """
}

/// A terminal style that marks each role with two control characters a diagnostic's text does
/// not hold, so that the rendered text can be escaped whole and the marks turned into spans.
private struct MarkedStyle: TerminalStyle {
    static let roles: [SanadReporting.TextRole] = [.error, .warning, .note, .help, .location, .gutter, .primaryMarker, .secondaryMarker, .emphasis]

    func apply(_ role: SanadReporting.TextRole, _ text: String) -> String {
        guard !text.isEmpty, let index = Self.roles.firstIndex(of: role) else { return text }
        return "\u{1}\(Character(Unicode.Scalar(UInt8(65 + index))))\(text)\u{2}"
    }

    /// Escapes the text and turns its marks into `<span class="ROLE">`. A stray mark in a
    /// source line only opens or closes a span of a fixed class: it can inject nothing.
    static func html(_ text: String) -> String {
        var out = ""
        var opened = 0
        var scalars = BlockHTML.escape(text).unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1}":
                guard let letter = scalars.next(), (65..<(65 + UInt32(roles.count))).contains(letter.value) else { continue }
                out += "<span class=\"\(roles[Int(letter.value - 65)])\">"
                opened += 1
            case "\u{2}":
                if opened > 0 { out += "</span>"; opened -= 1 }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + String(repeating: "</span>", count: opened)
    }
}
