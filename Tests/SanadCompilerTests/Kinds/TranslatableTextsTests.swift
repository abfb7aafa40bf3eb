import Foundation
import SanadCompiler
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

/// Every learner text of every kind is declared translatable or deliberately not: the kinds'
/// schemas are read, so a text field added to a schema without a decision fails here.
@Suite struct TranslatableTextsTests {
    /// The learner texts of a schema: properties that are `common.schema.json#/$defs/text`, or
    /// strings described as Markdown, by path (`steps[].say`, `tone{}[].refuse`).
    static func learnerTexts(in file: String) throws -> Set<String> {
        func load(_ name: String) throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: KindCompletenessTests.schemas + "/" + name))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        var found: Set<String> = []
        func walk(_ node: [String: Any], _ path: String, in schema: [String: Any], depth: Int) throws {
            guard depth < 12 else { return }
            if let reference = node["$ref"] as? String {
                if reference.hasSuffix("#/$defs/text") { found.insert(path); return }
                let parts = reference.components(separatedBy: "#/$defs/")
                guard parts.count == 2 else { return }
                let target = parts[0].isEmpty ? schema : try load(parts[0])
                if let definition = (target["$defs"] as? [String: Any])?[parts[1]] as? [String: Any] { try walk(definition, path, in: target, depth: depth + 1) }
                return
            }
            if node["type"] as? String == "string", (node["description"] as? String)?.contains("Markdown") == true, !path.isEmpty { found.insert(path) }
            for (key, value) in node["properties"] as? [String: Any] ?? [:] {
                if let value = value as? [String: Any] { try walk(value, path.isEmpty ? key : path + "." + key, in: schema, depth: depth + 1) }
            }
            if let items = node["items"] as? [String: Any] { try walk(items, path + "[]", in: schema, depth: depth + 1) }
            if let values = node["additionalProperties"] as? [String: Any] { try walk(values, path + "{}", in: schema, depth: depth + 1) }
        }
        let schema = try load(file)
        try walk(schema, "", in: schema, depth: 0)
        return found
    }

    @Test(arguments: ContentKinds.all.map { $0.source.name })
    func everyLearnerTextIsDecided(_ name: String) throws {
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        let texts = try Self.learnerTexts(in: kind.source.schemaName)
        let declared = Set(kind.translatable.filter { $0 != .body }.map(\.description))
        let decided = declared.union(kind.untranslatable)
        #expect(texts.subtracting(decided).isEmpty, "\(name): undecided texts \(texts.subtracting(decided).sorted())")
        #expect(decided.subtracting(texts).isEmpty, "\(name): declared paths the schema does not have \(decided.subtracting(texts).sorted())")
    }

    @Test func aLessonsTextsAreKeyedByIdsAndItsBodyIsOne() throws {
        let lesson = RuleExample.lesson().text
        let source = ParsedSource.parse(SourceFile(path: "categories/backbiting/01-example.md", text: lesson), kind: .lesson, relativePath: "categories/backbiting/01-example.md")
        let corpus = Lowering.lower([source], root: "/nonexistent")
        let keys = try #require(corpus.sources.first).texts.map(\.key)
        #expect(keys.first == "title" && keys.last == "body")
        #expect(keys.contains { $0.hasPrefix("practice/") && $0.hasSuffix("/prompt") })
    }
}
