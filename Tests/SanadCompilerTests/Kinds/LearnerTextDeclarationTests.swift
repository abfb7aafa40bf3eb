import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

/// Every kind declares its texts once, in its schema, and every text a learner reads is a
/// `LearnerText` after lowering: the schemas are read here as a JSON Schema reader would, so a
/// learner-facing field is one by construction, and a string field no kind has decided on fails.
@Suite struct LearnerTextDeclarationTests {
    /// The string fields of a schema that are neither a text reference nor a closed form (an id, a
    /// path, a pattern, an enumeration), by path: what no learner reads is a reference to
    /// `#/$defs/text` or has a form; anything else must be decided here.
    static let undecidedStrings: Set<String> = [
        // Media paths, addresses and references: not prose.
        "achievements.schema.json achievements[].badge.image", "achievements.schema.json achievements[].badge.locked",
        "lesson.schema.json $defs.citation.quran", "memorisation.schema.json quran", "memorisation.schema.json edition",
        "memorisation.schema.json recitation.verses[]", "memorisation.schema.json recitation.file", "project.schema.json quran.texts[].path", "project.schema.json hadith.texts[].path",
        "project.schema.json audiences{}.hadith-grades",
        "project.schema.json translations{}.paths[]", "supplementary.schema.json $defs.item.url", "worship-plan.schema.json rules[].when{}[]",
        // Media credits: facts about files (who made them, their licence, where they come from),
        // shown on an app's credits screen as written; names and licences are not teaching, so
        // they are neither reviewed nor translated.
        "project.schema.json credits[].files[]", "project.schema.json credits[].author", "project.schema.json credits[].licence",
        "project.schema.json credits[].source",
        // Attribution sentences, kept verbatim as the licences of what they attribute ask.
        "project.schema.json hadith.texts[].notice", "project.schema.json notices[]",
        // For translators and developers, never shown.
        "copy.schema.json strings[].comment",
        // The ayat as the author expects them: verified against the Tanzil text, which is what is shown.
        "memorisation.schema.json text",
    ]

    /// Every free string field of every schema, as `<file> <path>`.
    static func freeStrings() throws -> Set<String> {
        var found: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: KindCompletenessTests.schemas) where file.hasSuffix(".schema.json") && file != "common.schema.json" {
            let data = try Data(contentsOf: URL(fileURLWithPath: KindCompletenessTests.schemas + "/" + file))
            let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            func walk(_ node: [String: Any], _ path: [String]) {
                guard node["$ref"] == nil else { return }
                if node["type"] as? String == "string", ["pattern", "enum", "format", "const"].allSatisfy({ node[$0] == nil }) {
                    found.insert("\(file) \(path.joined(separator: "."))")
                }
                for (key, value) in node["properties"] as? [String: Any] ?? [:] { if let value = value as? [String: Any] { walk(value, path + [key]) } }
                for (key, value) in node["$defs"] as? [String: Any] ?? [:] { if let value = value as? [String: Any] { walk(value, path + ["$defs", key]) } }
                if let items = node["items"] as? [String: Any] { walk(items, path.dropLast() + [(path.last ?? "") + "[]"]) }
                if let values = node["additionalProperties"] as? [String: Any] { walk(values, path.dropLast() + [(path.last ?? "") + "{}"]) }
                for keyword in ["oneOf", "anyOf", "allOf"] { for branch in node[keyword] as? [[String: Any]] ?? [] { walk(branch, path) } }
                for keyword in ["if", "then", "else"] { if let branch = node[keyword] as? [String: Any] { walk(branch, path) } }
            }
            walk(schema, [])
        }
        return found
    }

    @Test func everyStringFieldIsALearnerTextOrDecided() throws {
        let free = try Self.freeStrings()
        #expect(free.subtracting(Self.undecidedStrings).isEmpty, "string fields that are neither learner texts nor decided: \(free.subtracting(Self.undecidedStrings).sorted())")
        #expect(Self.undecidedStrings.subtracting(free).isEmpty, "decided fields the schemas no longer have: \(Self.undecidedStrings.subtracting(free).sorted())")
    }

    @Test func everyTextFieldHasARole() {
        #expect(TextFields.problems.isEmpty, "\(TextFields.problems)")
    }

    /// The kinds whose files a learner reads none of, each with why.
    static let kindsWithoutTexts: [String: String] = [
        "project": "sanad.yaml is the app's configuration: its title, audience names and tone phrases are settings the app team keeps",
        "reviewers": "the registry of who reviews; a learner sees a reviewer's name only through an approval",
        "hadith-collections": "the names of collections and numberings, which the citation checks use",
    ]

    @Test(arguments: ContentKinds.all.map { $0.source.name })
    func aKindHasTextsOrSaysWhyNot(_ name: String) throws {
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        let fields = TextFields.of(kind.source)
        #expect(fields.isEmpty == (Self.kindsWithoutTexts[name] != nil), "\(name): \(fields.count) text fields")
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
