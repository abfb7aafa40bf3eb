import SanadDiagnostics
import SanadSource

/// Makes the `LearnerText`s of one file from its tree, in lowering: one for every value at every
/// text field its kind declares (`TextFields.of`), each Markdown value compiled once.
enum TextExtraction {
    /// The texts of a file and the problems of its Markdown values.
    static func texts(of node: Node, source: ParsedSource, owner: TextOwner, fields: [TextField]) -> (texts: [LearnerText], diagnostics: [Diagnostic]) {
        var texts: [LearnerText] = []
        var diagnostics: [Diagnostic] = []
        // The closure below holds the file alone, not a copy of the whole parsed source.
        let file = source.file
        for field in fields {
            if field == .body {
                if let body = bodyText(of: source, owner: owner, narration: node["audio"]?.located("narration")) { texts.append(body) }
                continue
            }
            visit(node, Step.path(of: field)[...], key: "") { key, value in
                let compiled = compile(value, isMarkdown: field.isMarkdown, in: file)
                if field.isMarkdown { diagnostics += compiled.diagnostics }
                texts.append(LearnerText(owner: owner, field: field, key: key, value: value, body: compiled.body))
            }
        }
        return (texts, diagnostics)
    }

    /// A Markdown value compiled; a plain one only when it holds a callout (`[!`), so that a
    /// quotation in it is verified: its other Markdown problems are not its own.
    static func compile(_ value: Located<String>, isMarkdown: Bool, in file: SourceFile) -> (body: CompiledBody?, diagnostics: [Diagnostic]) {
        guard isMarkdown || UTF8Search.contains("[!", in: value.value) else { return (nil, []) }
        let compiled = Lowering.embeddedMarkdown(value, in: file)
        return (compiled.document, compiled.diagnostics)
    }

    /// A Markdown file's body, without the blank lines around it (they are the file's).
    static func bodyText(of source: ParsedSource, owner: TextOwner, narration: Located<String>?) -> LearnerText? {
        guard let region = source.bodyRange else { return nil }
        let bytes = source.file.bytes
        var start = region.lowerBound, end = region.upperBound
        while start < end, bytes[start] == 0x0A || bytes[start] == 0x0D { start += 1 }
        while end > start, [0x0A, 0x0D, 0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
        guard end > start else { return nil }
        return LearnerText(owner: owner, field: .body, key: "body", range: SourceRange(file: source.file, start: start, end: end),
                           body: source.body.map(BodyCompiler.compile), audio: narration)
    }

    /// One step of a field's path (`TextField.components`): a key, and whether it steps into
    /// every element of a list (`[]`) or every value of a mapping (`{}`). Worked out once per
    /// field and file, not at every value.
    struct Step {
        enum Into { case value, list, map }
        let name: String
        let into: Into

        init(_ component: String) {
            into = component.hasSuffix("[]") ? .list : component.hasSuffix("{}") ? .map : .value
            name = into == .value ? component : String(component.dropLast(2))
        }

        static func path(of field: TextField) -> [Step] { field.components.map(Step.init) }
    }

    /// Calls `found` with the key and value of every string at `rest` below `node`; `key` is the
    /// key so far, its parts joined by `/` (a list element's part is its `id`, else its place
    /// from 1; a mapping value's its key).
    static func visit(_ node: Node, _ rest: ArraySlice<Step>, key: String, _ found: (String, Located<String>) -> Void) {
        guard let step = rest.first else {
            if let text = node.string { found(TextKeyTable.shared(key), Located(text, at: node.range)) }
            return
        }
        guard let child = node[step.name] else { return }
        let prefix = key.isEmpty ? step.name : key + "/" + step.name
        switch step.into {
        case .list:
            for (index, element) in (child.elements ?? []).enumerated() {
                visit(element, rest.dropFirst(), key: prefix + "/" + (element["id"]?.string ?? String(index + 1)), found)
            }
        case .map:
            for member in child.members ?? [] { visit(member.value, rest.dropFirst(), key: prefix + "/" + member.key, found) }
        case .value:
            visit(child, rest.dropFirst(), key: prefix, found)
        }
    }
}
