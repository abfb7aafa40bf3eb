import SanadDiagnostics

/// Renders diagnostics as annotated source, in the style of rustc and swift-syntax:
///
/// ```
/// lesson.md:3:1: error[Y0003]: duplicate key 'title'
///   |
/// 3 | title: Again
///   | ^^^^^ duplicate key
///   |
/// note: 'title' is first defined here
///  --> lesson.md:2:1
///   |
/// 2 | title: First
///   | -----
/// help: remove one of the two
/// ```
public struct TextRenderer: Sendable {
    /// Tabs in source lines are shown as this many spaces so carets line up.
    public static let tabWidth = 4
    public var style: any TerminalStyle

    public init(style: any TerminalStyle = PlainStyle()) {
        self.style = style
    }

    /// All diagnostics, each followed by a blank line.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n\n" }.joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines: [String] = []
        let severityRole: TextRole = diagnostic.severity == .error ? .error : .warning
        let header = style.apply(severityRole, "\(diagnostic.severity.rawValue)[\(diagnostic.code.id)]")
        let message = style.apply(.emphasis, ": \(diagnostic.message)")
        if let range = diagnostic.range {
            lines.append(style.apply(.location, "\(range.file.path):\(range.startLocation):") + " " + header + message)
            var snippets = [(range, "", true)]
            for label in diagnostic.labels where label.range.file == range.file {
                snippets.append((label.range, label.message, false))
            }
            lines.append(contentsOf: snippet(snippets))
        } else {
            let prefix = diagnostic.path.map { style.apply(.location, "\($0):") + " " } ?? ""
            lines.append(prefix + header + message)
        }
        for label in diagnostic.labels where label.range.file != diagnostic.range?.file {
            lines.append(contentsOf: located(label.range))
            lines.append(contentsOf: snippet([(label.range, label.message, false)]))
        }
        for note in diagnostic.notes {
            lines.append(style.apply(.note, "note") + ": " + note.message)
            if let range = note.range {
                lines.append(contentsOf: located(range))
                lines.append(contentsOf: snippet([(range, "", false)]))
            }
        }
        if let help = diagnostic.help {
            lines.append(style.apply(.help, "help") + ": " + help)
        }
        for fixIt in diagnostic.fixIts {
            lines.append(style.apply(.help, "fix") + ": " + fixIt.summary)
        }
        return lines.joined(separator: "\n")
    }

    /// One line summing up the run, e.g. `2 errors, 1 warning in 3 files`.
    public func summary(errors: Int, warnings: Int, files: Int) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }

    private func located(_ range: SourceRange) -> [String] {
        [" " + style.apply(.gutter, "-->") + " " + "\(range.file.path):\(range.startLocation)"]
    }

    /// Source lines of one file with markers under each range (primary `^`, secondary `-`).
    private func snippet(_ ranges: [(SourceRange, String, Bool)]) -> [String] {
        let markers = ranges.map { range, label, primary -> (line: Int, start: Int, width: Int, label: String, primary: Bool, continues: Bool) in
            let start = range.startLocation
            let end = range.endLocation
            let text = range.file.text(ofLine: start.line)
            let startDisplay = displayWidth(text, scalars: start.column - 1)
            let endDisplay = end.line == start.line
                ? displayWidth(text, scalars: end.column - 1)
                : displayWidth(text, scalars: text.unicodeScalars.count)
            return (start.line, startDisplay, max(1, endDisplay - startDisplay), label, primary, end.line > start.line && end.column > 1)
        }
        let file = ranges[0].0.file
        let shownLines = Set(markers.map(\.line)).sorted()
        let gutterWidth = String(shownLines.last ?? 1).count
        let blankGutter = String(repeating: " ", count: gutterWidth + 1) + style.apply(.gutter, "|")
        var out = [blankGutter]
        for line in shownLines {
            let number = String(line)
            let padded = String(repeating: " ", count: gutterWidth - number.count) + number
            let whole = expandTabs(file.text(ofLine: line))
            // A line wider than `maximumLineColumns` is shown as a window around its first
            // marker, elided with "…" (a 4 MB line is not quoted whole).
            let window = Self.window(of: whole, around: markers.filter { $0.line == line }.map(\.start).min() ?? 0)
            let source = window.text
            out.append(style.apply(.gutter, padded + " |") + (source.isEmpty ? "" : " " + source))
            for marker in markers where marker.line == line {
                let glyph = marker.primary ? "^" : "-"
                // A marker outside the window shown is put at its nearer edge.
                let start = min(max(marker.start - window.shift, 0), window.end == .max ? .max : max(window.end - 1, 0))
                let width = max(1, min(marker.start + marker.width - window.shift, window.end) - start)
                var underline = String(repeating: " ", count: start)
                    + String(repeating: glyph, count: width)
                if marker.continues || marker.start + marker.width - window.shift > window.end { underline += "..." }
                var decorated = style.apply(marker.primary ? .primaryMarker : .secondaryMarker, underline)
                if !marker.label.isEmpty { decorated += " " + marker.label }
                out.append(blankGutter + " " + decorated)
            }
        }
        return out
    }

    /// The widest source line shown whole, in terminal columns.
    public static let maximumLineColumns = 160

    /// The part of a line shown: all of it when it fits, else `maximumLineColumns` columns from a
    /// little before `column`, with "…" where text is left out. `shift` is what to subtract from
    /// a column of the line to find it in the text shown; `end` is the last column shown + 1.
    static func window(of line: String, around column: Int) -> (text: String, shift: Int, end: Int) {
        let scalars = Array(line.unicodeScalars)
        let width = scalars.reduce(0) { $0 + columns(of: $1) }
        guard width > maximumLineColumns else { return (line, 0, Int.max) }
        let from = max(0, min(column - 16, width - maximumLineColumns)), to = min(width, from + maximumLineColumns)
        var shown = String.UnicodeScalarView(), at = 0
        for scalar in scalars {
            if at >= from, at < to || (at == to && columns(of: scalar) == 0) { shown.append(scalar) }
            at += columns(of: scalar)
            if at > to { break }
        }
        let lead = from > 0 ? 1 : 0
        return ((from > 0 ? "…" : "") + String(shown) + (to < width ? "…" : ""), from - lead, to - from + lead)
    }

    /// The terminal columns a scalar takes: a tab's width, none for a combining mark or a format
    /// character, one otherwise.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        if scalar == "\t" { return tabWidth }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    private func expandTabs(_ text: String) -> String {
        text.replacingTabs(width: Self.tabWidth)
    }

    /// The display width of the first `scalars` scalars of a line, with tabs expanded, as a
    /// terminal shows it: combining marks (Arabic harakat) and format characters take no column,
    /// so carets line up under vowelled Arabic.
    private func displayWidth(_ text: String, scalars: Int) -> Int {
        var width = 0
        for (index, scalar) in text.unicodeScalars.enumerated() where index < scalars {
            width += Self.columns(of: scalar)
        }
        if scalars > text.unicodeScalars.count { width += scalars - text.unicodeScalars.count }
        return width
    }
}

extension String {
    fileprivate func replacingTabs(width: Int) -> String {
        guard contains("\t") else { return self }
        var result = ""
        for character in self {
            if character == "\t" { result += String(repeating: " ", count: width) } else { result.append(character) }
        }
        return result
    }
}
