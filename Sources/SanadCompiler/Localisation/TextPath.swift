import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// Where a kind keeps a text a learner reads, as a path in its YAML (or front matter):
/// `title`, `steps[].say`, `practice[].choices[].text`, or `body` for a Markdown file's body. A
/// kind declares its paths once (`ContentKind.translatable`); localisation reads every text
/// through them, so a text a kind declares is exported, checked for parity and staleness, and
/// never forgotten.
public struct TextPath: Sendable, Hashable, CustomStringConvertible {
    /// The path's components; a component ending in `[]` steps into every element of a list.
    public var components: [String]
    /// Whether the text is Markdown (compiled like a body) rather than plain text.
    public var isMarkdown: Bool

    /// A plain-text path.
    public static func text(_ path: String) -> TextPath { TextPath(components: path.split(separator: ".").map(String.init), isMarkdown: false) }
    /// A Markdown path.
    public static func markdown(_ path: String) -> TextPath { TextPath(components: path.split(separator: ".").map(String.init), isMarkdown: true) }
    /// A Markdown file's body.
    public static let body = TextPath(components: ["body"], isMarkdown: true)

    public var description: String { components.joined(separator: ".") }

    /// The texts of a review and of cited sources, which are not translated: a review note is
    /// for reviewers, and a source is cited as its author wrote it (`prefix`: where the
    /// citations are, such as `items[].`).
    public static func reviewAndCitations(at prefix: String = "") -> [String] {
        ["review.note"] + ["work", "author", "title", "text", "note", "grader"].map { "\(prefix)citations[].\($0)" }
    }
}

/// One text of a source file, with the key its translations are filed under.
public struct TranslatableText: Sendable {
    /// The key: the path with each list element named by its `id` (else its number from 1),
    /// joined by `/`: `title`, `steps/2/say`, `practice/q1/choices/1/text`.
    public var key: String
    /// The text as written, where it is written. A Markdown body is read from its file when
    /// asked for (the file's bytes are kept anyway): a summary does not hold a second copy of
    /// every lesson.
    public var value: Located<String> {
        switch storage {
        case .text(let located): return located
        case .range(let range): return Located(range.file.text(in: range.start..<range.end), at: range)
        }
    }
    public var isMarkdown: Bool

    private enum Storage: Sendable {
        case text(Located<String>)
        case range(SourceRange)
    }
    private var storage: Storage

    /// A text held as its value.
    public init(key: String, value: Located<String>, isMarkdown: Bool) {
        self.key = key
        self.storage = .text(value)
        self.isMarkdown = isMarkdown
    }

    /// A text that is the bytes of a range of its file, read when asked for.
    init(key: String, range: SourceRange, isMarkdown: Bool) {
        self.key = key
        self.storage = .range(range)
        self.isMarkdown = isMarkdown
    }

    /// The fingerprint a translation records of the text it was made from: 12 hex digits of the
    /// SHA-256 of the text, its line endings normalised.
    public var fingerprint: String { Self.fingerprint(of: value.value) }

    /// The fingerprint of a text.
    public static func fingerprint(of text: String) -> String {
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n")
        return String(SHA256Hex.of(Data(normalised.utf8)).prefix(12))
    }

    /// The texts at `paths` in a file's tree (and its Markdown body), in path order.
    static func extract(from root: Node, body: SourceRange?, paths: [TextPath]) -> [TranslatableText] {
        var texts: [TranslatableText] = []
        for path in paths {
            if path == .body {
                if let body {
                    // The blank lines around the text are the file's, not the text's.
                    var start = body.start, end = body.end
                    while start < end, body.file.bytes[start] == 0x0A || body.file.bytes[start] == 0x0D { start += 1 }
                    while end > start, [0x0A, 0x0D, 0x20, 0x09].contains(body.file.bytes[end - 1]) { end -= 1 }
                    if end > start {
                        texts.append(TranslatableText(key: "body", range: SourceRange(file: body.file, start: start, end: end), isMarkdown: true))
                    }
                }
                continue
            }
            visit(root, path.components[...], key: [], path: path, into: &texts)
        }
        return texts
    }

    private static func visit(_ node: Node, _ rest: ArraySlice<String>, key: [String], path: TextPath, into texts: inout [TranslatableText]) {
        guard let component = rest.first else {
            if let text = node.string { texts.append(TranslatableText(key: key.joined(separator: "/"), value: Located(text, at: node.range), isMarkdown: path.isMarkdown)) }
            return
        }
        let isList = component.hasSuffix("[]")
        let name = isList ? String(component.dropLast(2)) : component
        guard let child = node[name] else { return }
        guard isList else { return visit(child, rest.dropFirst(), key: key + [name], path: path, into: &texts) }
        for (index, element) in (child.elements ?? []).enumerated() {
            let elementKey = element["id"]?.string ?? String(index + 1)
            visit(element, rest.dropFirst(), key: key + [name, elementKey], path: path, into: &texts)
        }
    }
}
