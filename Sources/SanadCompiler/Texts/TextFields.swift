import SanadSource

/// The text fields of every kind, read from the kinds' schemas: a property whose schema is
/// `common.schema.json#/$defs/learnerText` (plain), `learnerMarkdown` (Markdown),
/// `learnerInlineMarkdown` (carried as written, rendered inline), `learnerPlural` (a counted
/// text's forms, by CLDR plural category) or `fixedText` (plain, the same
/// in every locale) is a text a learner reads, with the role its `x-role`
/// names (else the one its name implies: `TextRole(fieldName:)`). A kind declares its texts once,
/// in its schema; lowering makes a `LearnerText` of every value at these fields.
public enum TextFields {
    /// The definitions of `common.schema.json` that mark a learner's text, and what they mean.
    static let definitions: [String: (format: TextField.Format, isTranslated: Bool, isPlural: Bool)] = [
        "learnerText": (.plain, true, false), "learnerMarkdown": (.markdown, true, false), "learnerInlineMarkdown": (.inlineMarkdown, true, false),
        "fixedText": (.plain, false, false), "learnerPlural": (.inlineMarkdown, true, true),
    ]

    /// A field the schema marks as a learner's text but whose role cannot be told.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The schema file the field is declared in (`lesson.schema.json`).
        public var schema: String
        /// The field's dotted path in that schema (`practice[].choices[].text`).
        public var path: String
        public var description: String { "\(schema): '\(path)' needs an x-role (one of \(TextRole.allCases.map(\.rawValue).joined(separator: ", ")))" }
    }

    /// Every kind's text fields by its name, and the problems found reading them (none, by test).
    static let all: (fields: [SourceKind: [TextField]], problems: [Problem]) = {
        var fields: [SourceKind: [TextField]] = [:], problems: [Problem] = []
        for kind in ContentKinds.all {
            let found = read(schema: kind.source.schemaName)
            fields[kind.source] = (kind.isMarkdown ? [.body] : []) + found.fields
            problems += found.problems
        }
        return (fields, problems)
    }()

    /// The text fields of a kind, in the order its schema declares them (a Markdown kind's body last).
    public static func of(_ kind: SourceKind) -> [TextField] {
        let fields = all.fields[kind] ?? []
        // The body is read last, as a reader meets it.
        return fields.filter { $0 != .body } + fields.filter { $0 == .body }
    }

    /// Fields the schemas mark as texts without a role that can be told.
    public static var problems: [Problem] { all.problems }

    /// The text fields of one schema file, following `$ref`s into other files' definitions.
    static func read(schema name: String) -> (fields: [TextField], problems: [Problem]) {
        guard let root = SourceSchemas.document(named: name) else { return ([], []) }
        var fields: [TextField] = [], problems: [Problem] = []
        var seen = Set<String>()
        func visit(_ node: Node, path: [String], in document: Node, named file: String, depth: Int) {
            guard depth < 16 else { return }
            if let reference = node["$ref"]?.string {
                let parts = reference.components(separatedBy: "#/$defs/")
                guard parts.count == 2 else { return }
                let target = parts[0].isEmpty ? file : parts[0]
                if target == SourceSchemas.commonName, let meaning = definitions[parts[1]] {
                    let last = path.last.map { $0.hasSuffix("[]") || $0.hasSuffix("{}") ? String($0.dropLast(2)) : $0 } ?? ""
                    let declared = node["x-role"]?.string
                    guard let role = declared.flatMap(TextRole.init(rawValue:)) ?? (declared == nil ? TextRole(fieldName: last) : nil) else {
                        problems.append(Problem(schema: name, path: path.joined(separator: ".")))
                        return
                    }
                    // A counted text's forms are the values of its mapping, by category.
                    let components = meaning.isPlural ? path.dropLast() + [path.last.map { $0 + "{}" } ?? "{}"] : path
                    let field = TextField(components.joined(separator: "."), role: role, format: meaning.format, isTranslated: meaning.isTranslated,
                                          isPlural: meaning.isPlural)
                    if seen.insert(field.description).inserted { fields.append(field) }
                    return
                }
                guard let document = target == file ? document : SourceSchemas.document(named: target),
                      let definition = document["$defs"]?[parts[1]] else { return }
                visit(definition, path: path, in: document, named: target, depth: depth + 1)
                return
            }
            for member in node["properties"]?.members ?? [] {
                visit(member.value, path: path + [member.key], in: document, named: file, depth: depth + 1)
            }
            if let items = node["items"], items.members != nil, let last = path.last {
                visit(items, path: path.dropLast() + [last + "[]"], in: document, named: file, depth: depth + 1)
            }
            if let values = node["additionalProperties"], values.members != nil, let last = path.last {
                visit(values, path: path.dropLast() + [last + "{}"], in: document, named: file, depth: depth + 1)
            }
            for keyword in ["allOf", "anyOf", "oneOf"] {
                for branch in node[keyword]?.elements ?? [] { visit(branch, path: path, in: document, named: file, depth: depth + 1) }
            }
            for keyword in ["then", "else"] {
                if let branch = node[keyword] { visit(branch, path: path, in: document, named: file, depth: depth + 1) }
            }
        }
        visit(root, path: [], in: root, named: name, depth: 0)
        return (fields, problems)
    }
}
