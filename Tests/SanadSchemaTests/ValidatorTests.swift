import SanadDiagnostics
import SanadSchema
import SanadSource
import Testing

@Suite struct ValidatorTests {
    static let schemaText = #"""
        {
          "type": "object",
          "properties": {
            "subtopic": {"type": "string", "description": "One of the category's subtopics."},
            "order": {"type": "integer", "minimum": 1},
            "phases": {
              "type": "object",
              "properties": {"hook": {"type": "string"}, "teach": {"type": "string"}},
              "required": ["hook", "teach"]
            },
            "status": {"enum": ["draft", "approved"]},
            "tags": {"type": "array", "items": {"type": "string", "pattern": "^[a-z]+$"}, "uniqueItems": true}
          },
          "required": ["subtopic"],
          "additionalProperties": false
        }
        """#

    func validate(_ yaml: String) throws -> [Diagnostic] {
        let schema = try SchemaRegistry.compile(try JSONParser.parse(text: Self.schemaText).get())
        let root = try #require(YAMLParser.parse(SourceFile(path: "t.yaml", text: yaml)).root)
        let diagnostics = schema.validate(root)
        #expect(schema.isValid(root) == diagnostics.isEmpty)
        return diagnostics
    }

    @Test func unknownPropertyAtItsKeyWithSuggestionAndFixIt() throws {
        let diagnostics = try validate("subtopic: causes\nsubtopc: x\n")
        let unknown = try #require(diagnostics.first)
        #expect(unknown.code == SchemaDiagnostics.unknownProperty)
        #expect(unknown.location?.line == 2 && unknown.location?.column == 1)
        #expect(unknown.range?.text == "subtopc")
        #expect(unknown.help == "did you mean 'subtopic'?")
        #expect(unknown.fixIts.first?.replacements.first?.text == "subtopic")
    }

    @Test func missingRequiredAtTheParentKey() throws {
        let diagnostics = try validate("subtopic: causes\nphases:\n  hook: 40s\n")
        let missing = try #require(diagnostics.first)
        #expect(missing.code == SchemaDiagnostics.missingProperty)
        #expect(missing.message == "'phases' is missing the required property 'teach'")
        #expect(missing.location?.line == 2 && missing.location?.column == 1)
    }

    @Test func missingRequiredAtTopLevelWithDescriptionAsHelp() throws {
        let missing = try #require(try validate("order: 2\n").first)
        #expect(missing.message == "missing the required property 'subtopic'")
        #expect(missing.location?.line == 1)
        #expect(missing.help == "add 'subtopic:' (One of the category's subtopics.)")
    }

    @Test func wrongTypeAtTheValue() throws {
        let wrong = try #require(try validate("subtopic: causes\norder: first\n").first)
        #expect(wrong.code == SchemaDiagnostics.wrongType)
        #expect(wrong.message == "expected a whole number, found 'first'")
        #expect(wrong.location?.line == 2 && wrong.location?.column == 8)
    }

    @Test func enumSuggestsTheClosestValue() throws {
        let invalid = try #require(try validate("subtopic: causes\nstatus: aproved\n").first)
        #expect(invalid.code == SchemaDiagnostics.invalidValue)
        #expect(invalid.help == "did you mean 'approved'?")
    }

    @Test func everyProblemIsReported() throws {
        let diagnostics = try validate("order: 0\ntags: [a, B, a]\nextra: 1\n")
        #expect(Set(diagnostics.map(\.code.id)) == ["S0002", "S0005", "S0006", "S0003"])
        #expect(diagnostics.count == 5)
    }

    @Test func unresolvableReferenceIsACompileError() throws {
        let document = try JSONParser.parse(text: ##"{"properties": {"a": {"$ref": "#/$defs/missing"}}}"##).get()
        #expect(throws: SchemaCompileError.self) { try SchemaRegistry.compile(document) }
        do {
            _ = try SchemaRegistry.compile(document)
        } catch {
            #expect(error.diagnostic?.code == SchemaDiagnostics.invalidSchema)
            #expect(error.message.contains("#/$defs/missing"))
        }
    }

    @Test func invalidPatternIsACompileError() throws {
        let document = try JSONParser.parse(text: #"{"pattern": "([a-z"}"#).get()
        #expect(throws: SchemaCompileError.self) { try SchemaRegistry.compile(document) }
    }

    @Test func referencesBetweenDocumentsResolveThroughTheLoader() throws {
        let common = try JSONParser.parse(text: #"{"$defs": {"id": {"type": "string", "pattern": "^[a-z]+$"}}}"#).get()
        let main = try JSONParser.parse(text: #"{"properties": {"id": {"$ref": "common.json#/$defs/id"}}}"#).get()
        let registry = SchemaRegistry { uri in uri == "file:///s/common.json" ? common : nil }
        try registry.add(document: main, uri: "file:///s/main.json")
        let schema = try registry.schema(at: "file:///s/main.json")
        let bad = try #require(YAMLParser.parse(SourceFile(path: "t", text: "id: Bad\n")).root)
        #expect(schema.validate(bad).first?.code == SchemaDiagnostics.patternMismatch)
    }
}
