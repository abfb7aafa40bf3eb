import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSchema
import Testing
import _SanadTestSupport

/// Schema problems in lesson front matter, each at its exact place, in every text variant.
@Suite struct SchemaBadInputTests {
    static let valid = """
        ---
        id: backbiting.one
        title: One
        order: 1
        subtopic: causes
        duration: 5m
        takeaway: Guard the tongue.
        completion: read
        phases: { hook: 40s, teach: 2m15s, practice: 1m45s, reward: 20s }
        review: { status: draft }
        ---

        ## Hook
        """

    static func check(_ text: String) -> [Diagnostic] {
        ParsedSource.parse(SourceFile(path: "categories/backbiting/01-one.md", text: text), kind: .lesson, relativePath: "categories/backbiting/01-one.md").diagnostics
    }

    static func expect(_ code: DiagnosticCode, replacing old: String, with new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = valid.replacingOccurrences(of: old, with: new)
        #expect(marked != valid, sourceLocation: sourceLocation)
        for (name, variant) in MarkedText.variants(of: marked, isMarkdown: true) {
            let diagnostics = check(variant.text)
            let expected = variant.lineAndColumn()
            let found = diagnostics.first { $0.code == code }
            #expect(found?.location?.line == expected.line && found?.location?.column == expected.column,
                    "\(name): expected \(code.id) at \(expected), got \(diagnostics.map { "\($0.code.id)@\($0.location!)" })", sourceLocation: sourceLocation)
        }
    }

    @Test func validLessonHasNoProblems() {
        #expect(Self.check(Self.valid).isEmpty)
    }

    @Test func unknownKeySuggestsTheKnownName() throws {
        Self.expect(SchemaDiagnostics.unknownProperty, replacing: "subtopic:", with: "1️⃣subtopc:")
        let unknown = try #require(Self.check(Self.valid.replacingOccurrences(of: "subtopic:", with: "subtopc:")).first)
        #expect(unknown.help == "did you mean 'subtopic'?")
        #expect(unknown.location?.line == 5 && unknown.location?.column == 1)
    }

    /// A Hijri date that does not match says what a Hijri date is, never the raw pattern.
    @Test func aHijriDateIsDescribedNotShownAsAPattern() throws {
        Self.expect(SchemaDiagnostics.patternMismatch, replacing: "review: { status: draft }", with: "available: { hijri: { from: 1️⃣\"13-01\", to: \"10-03\" } }\nreview: { status: draft }")
        let found = try #require(Self.check(Self.valid.replacingOccurrences(of: "review: {", with: "available: { hijri: { from: \"13-01\", to: \"10-03\" } }\nreview: {")).first)
        #expect(found.message == "'13-01' is not a valid Hijri month and day", "\(found.message)")
        #expect(found.help?.contains("MM-DD") == true && !found.message.contains("^"), "\(found.help ?? "")")
    }

    @Test func wrongType() {
        Self.expect(SchemaDiagnostics.wrongType, replacing: "order: 1", with: "order: 1️⃣first")
        Self.expect(SchemaDiagnostics.wrongType, replacing: "title: One", with: "title: 1️⃣[One]")
    }

    @Test func missingRequiredProperty() throws {
        Self.expect(SchemaDiagnostics.missingProperty, replacing: "phases: { hook: 40s,", with: "1️⃣phases: {")
        let missing = try #require(Self.check(Self.valid.replacingOccurrences(of: "takeaway: Guard the tongue.\n", with: "")).first)
        #expect(missing.message == "missing the required property 'takeaway'")
        #expect(missing.location?.line == 2 && missing.location?.column == 1)
    }

    @Test func yaml11BooleansAreNotBooleans() {
        Self.expect(SchemaDiagnostics.invalidValue, replacing: "completion: read", with: "completion: 1️⃣yes")
    }

    @Test func questionTypesRequireTheirFields() {
        let withQuestion = Self.valid.replacingOccurrences(
            of: "review:", with: "practice:\n  - 1️⃣{ id: q1, type: true-false, prompt: Is it? }\nreview:")
        Self.expect(SchemaDiagnostics.missingProperty, replacing: Self.valid, with: withQuestion)
    }
}
