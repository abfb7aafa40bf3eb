import Foundation
import SanadDiagnostics
import SanadSchema
import SanadSource
import Testing
import _SanadTestSupport

@Suite struct MetaSchemaTests {
    static let schemasFolder = Fixtures.path("../../schemas")

    static func schemaFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: schemasFolder)) ?? []).filter { $0.hasSuffix(".schema.json") }.sorted()
    }

    /// The source schemas and the bundle's, relative to schemas/.
    static func allSchemaFiles() -> [String] {
        let bundle = ((try? FileManager.default.contentsOfDirectory(atPath: schemasFolder + "/bundle")) ?? [])
            .filter { $0.hasSuffix(".schema.json") }.sorted().map { "bundle/" + $0 }
        return schemaFiles() + bundle
    }

    @Test func projectHasTheSourceSchemas() {
        #expect(Self.schemaFiles() == [
            "achievements.schema.json", "activity.schema.json", "category.schema.json", "common.schema.json", "copy.schema.json", "hadith-collections.schema.json",
            "journal.schema.json", "lecture.schema.json", "lesson.schema.json", "memorisation.schema.json", "project.schema.json", "questionnaire.schema.json",
            "quiz-bank.schema.json", "reviewers.schema.json", "supplementary.schema.json", "translation.schema.json", "worship-plan.schema.json",
        ])
    }

    @Test(arguments: allSchemaFiles())
    func schemaValidatesAgainstTheDraft202012MetaSchema(_ name: String) throws {
        let metaSchema = try SchemaRegistry().schema(at: MetaSchemas.draft202012)
        let file = try SourceReader.read(path: Self.schemasFolder + "/" + name, displayPath: "schemas/" + name).get()
        let document = try JSONParser.parse(file).get()
        let problems = metaSchema.validate(document)
        #expect(problems.isEmpty, "\(problems.map { "\($0.range!.startLocation): \($0.message)" })")
        #expect(document["title"]?.string?.isEmpty == false, "every schema has a title")
        #expect(document["$schema"]?.string == MetaSchemas.draft202012)
    }

    @Test func metaSchemaRejectsABrokenSchema() throws {
        let metaSchema = try SchemaRegistry().schema(at: MetaSchemas.draft202012)
        let broken = try JSONParser.parse(text: #"{"type": "strnig", "minLength": -1, "properties": {"a": 5}}"#).get()
        #expect(metaSchema.validate(broken).count >= 3)
    }

    @Test func licenseNoticeIsEmbedded() {
        #expect(MetaSchemas.licenseNotice.contains("Permission is hereby granted"))
    }
}
