import SanadCompiler
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Every rule's examples are its tests: each triggering example reports the rule's code exactly
/// at its markers, in the original text and its CRLF, BOM and extra-Arabic-line variants; each
/// non-triggering example reports nothing for the rule.
@Suite struct RuleExampleTests {
    static let project = """
        id: example-project
        title: Example
        content-version: 1.0.0
        locales: [en]
        audiences:
          adults: { title: Adults, hadith-grades: [sahih, hasan] }
        video-hosts: [player.vimeo.com]
        """
    static let category = """
        id: backbiting
        kind: moral-failing
        title: Backbiting
        summary: Speaking about others in their absence.
        overview: An overview.
        order: 1
        audience: adults
        subtopics: [{ id: causes, title: Causes }]
        """

    /// Runs the pipeline stages after parsing on a one-lesson corpus held in memory.
    static func diagnostics(for lessonText: String, rule: any LessonRule) -> [Diagnostic] {
        let sources = [
            ParsedSource.parse(SourceFile(path: "sanad.yaml", text: project), kind: .project, relativePath: "sanad.yaml"),
            ParsedSource.parse(SourceFile(path: "categories/backbiting/category.yaml", text: category), kind: .category, relativePath: "categories/backbiting/category.yaml"),
            ParsedSource.parse(SourceFile(path: "categories/backbiting/01-example.md", text: lessonText), kind: .lesson, relativePath: "categories/backbiting/01-example.md"),
        ]
        let corpus = Lowering.lower(sources, root: "/nonexistent")
        let (index, _) = Resolver.resolve(corpus)
        let context = RuleContext(project: corpus.project, index: index)
        return corpus.lessons.flatMap { rule.check($0, in: context) }
    }

    static var allRules: [any LessonRule] { RuleRegistry.rules }

    @Test(arguments: RuleRegistry.rules.map { type(of: $0).description.code.name })
    func triggeringExamplesReportAtTheirMarkers(_ name: String) throws {
        let rule = try #require(Self.allRules.first { type(of: $0).description.code.name == name })
        let description = type(of: rule).description
        #expect(!description.triggering.isEmpty, "\(name) has no triggering example")
        for (number, example) in description.triggering.enumerated() {
            for (variantName, variant) in MarkedText.variants(of: example.text, isMarkdown: true) {
                let found = Self.diagnostics(for: variant.text, rule: rule).filter { $0.code == description.code }
                let expected = variant.offsets.keys.sorted().map { variant.lineAndColumn(of: $0) }
                let actual = found.compactMap(\.location).map { (line: $0.line, column: $0.column) }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                #expect(actual.map { "\($0.line):\($0.column)" } == expected.map { "\($0.line):\($0.column)" },
                        "\(name) example \(number + 1) (\(variantName)): \(found.map(\.message))")
                #expect(found.allSatisfy { $0.severity == description.code.defaultSeverity })
            }
        }
    }

    @Test(arguments: RuleRegistry.rules.map { type(of: $0).description.code.name })
    func nonTriggeringExamplesAreClean(_ name: String) throws {
        let rule = try #require(Self.allRules.first { type(of: $0).description.code.name == name })
        let description = type(of: rule).description
        #expect(!description.nonTriggering.isEmpty, "\(name) has no non-triggering example")
        for (number, example) in description.nonTriggering.enumerated() {
            let found = Self.diagnostics(for: example.text, rule: rule).filter { $0.code == description.code }
            #expect(found.isEmpty, "\(name) non-triggering example \(number + 1): \(found.map(\.message))")
        }
    }

    @Test func rulesHaveUniqueLessonCodes() {
        let codes = RuleRegistry.descriptions.map(\.code)
        #expect(Set(codes.map(\.id)).count == codes.count)
        #expect(codes.allSatisfy { $0.id.hasPrefix("L") && $0.group == "lesson" })
        #expect(RuleRegistry.descriptions.allSatisfy { !$0.rationale.isEmpty })
    }
}
