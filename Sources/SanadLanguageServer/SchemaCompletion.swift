import Foundation
import SanadCompiler
import SanadSource

/// What a source kind's schema allows at a YAML position: the keys of the mapping there, and the
/// values (enumerations, constants, Booleans) of a key. The schemas are Sanad's own
/// (`SourceSchemas`), so completion and validation cannot disagree.
struct SchemaCompletion {
    /// A key or value offered, with the schema's description.
    struct Candidate: Equatable {
        var text: String
        var detail: String
    }

    /// The schema file of a source kind.
    let schemaName: String

    /// The subschemas that apply at `path`.
    func schemas(at path: [YAMLPosition.Step]) -> [(node: Node, document: String)] {
        guard let root = SourceSchemas.document(named: schemaName) else { return [] }
        var current = expand([(root, schemaName)])
        for step in path {
            var next: [(Node, String)] = []
            for (schema, document) in current {
                switch step {
                case .key(let key):
                    if let property = schema["properties"]?[key] { next.append((property, document)) }
                    else if let additional = schema["additionalProperties"], additional.members != nil { next.append((additional, document)) }
                case .item:
                    if let items = schema["items"] { next.append((items, document)) }
                }
            }
            current = expand(next)
        }
        return current
    }

    /// The keys a mapping at `path` may have, in the schema's order.
    func keys(at path: [YAMLPosition.Step]) -> [Candidate] {
        var seen: Set<String> = []
        var result: [Candidate] = []
        for (schema, document) in schemas(at: path) {
            for member in schema["properties"]?.members ?? [] where seen.insert(member.key).inserted {
                let described = expand([(member.value, document)]).compactMap { $0.node["description"]?.string }.first
                result.append(Candidate(text: member.key, detail: described ?? ""))
            }
        }
        return result
    }

    /// Whether the value at `path` is a lesson id by its schema (`common.schema.json`'s
    /// `lessonId`): what completion offers where no reference of the project shows the key's space yet.
    func expectsLessonID(at path: [YAMLPosition.Step]) -> Bool {
        schemas(at: path).contains { $0.node["$ref"]?.string?.hasSuffix("#/$defs/lessonId") == true }
    }

    /// The values the schema lists for the value at `path`: `enum`, `const`, and `true`/`false`
    /// for a Boolean.
    func values(at path: [YAMLPosition.Step]) -> [Candidate] {
        var seen: Set<String> = []
        var result: [Candidate] = []
        func add(_ text: String, _ detail: String) { if seen.insert(text).inserted { result.append(Candidate(text: text, detail: detail)) } }
        for (schema, _) in schemas(at: path) {
            let detail = schema["description"]?.string ?? ""
            for value in schema["enum"]?.elements ?? [] { if let text = Self.scalarText(value) { add(text, detail) } }
            if let constant = schema["const"], let text = Self.scalarText(constant) { add(text, detail) }
            if schema["type"]?.string == "boolean" { add("true", detail); add("false", detail) }
        }
        return result
    }

    private static func scalarText(_ node: Node) -> String? {
        switch node.value {
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.literal
        default: return nil
        }
    }

    /// Follows `$ref`s and opens `allOf`, `anyOf`, `oneOf`, `then` and `else`: every subschema that
    /// may apply (a completion offers what any branch allows).
    private func expand(_ schemas: [(Node, String)]) -> [(node: Node, document: String)] {
        var result: [(Node, String)] = []
        var queue = schemas
        var steps = 0
        while let (schema, document) = queue.first, steps < 256 {
            queue.removeFirst()
            steps += 1
            result.append((schema, document))
            if let reference = schema["$ref"]?.string, let target = resolve(reference, from: document) { queue.append(target) }
            for combinator in ["allOf", "anyOf", "oneOf"] {
                for branch in schema[combinator]?.elements ?? [] { queue.append((branch, document)) }
            }
            for branch in ["then", "else"] { if let node = schema[branch] { queue.append((node, document)) } }
        }
        return result
    }

    private func resolve(_ reference: String, from document: String) -> (Node, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].isEmpty ? document : String(parts[0])
        guard var node = SourceSchemas.document(named: name) else { return nil }
        let pointer = parts.count > 1 ? String(parts[1]) : ""
        for token in pointer.split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let element = Int(key), let elements = node.elements, element < elements.count { node = elements[element]; continue }
            guard let next = node[key] else { return nil }
            node = next
        }
        return (node, name)
    }
}
