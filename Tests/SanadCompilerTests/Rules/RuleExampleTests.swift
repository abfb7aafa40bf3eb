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
        trusted-domains: [sunnah.com]
        """
    /// A rule of either kind, with what it checks.
    enum AnyRule {
        case lesson(any LessonRule)
        case body(any BodyRule)

        var description: RuleDescription {
            switch self {
            case .lesson(let rule): return type(of: rule).description
            case .body(let rule): return type(of: rule).description
            }
        }
    }

    static var allRules: [AnyRule] { RuleRegistry.rules.map(AnyRule.lesson) + RuleRegistry.bodyRules.map(AnyRule.body) }
    static var allNames: [String] { allRules.map(\.description.code.name) }

    /// Runs the pipeline stages after parsing on a one-category, one-lesson project held in
    /// memory, the example standing for the file of its kind; diagnostics are in the files that
    /// hold them (an overview's in category.yaml).
    static func diagnostics(for text: String, kind: SourceKind, rule: AnyRule) -> [Diagnostic] {
        let category = kind == .category ? text : RuleExample.baseCategory
        let lesson = kind == .lesson ? text : RuleExample.lesson().text
        let sources = [
            ParsedSource.parse(SourceFile(path: "sanad.yaml", text: project), kind: .project, relativePath: "sanad.yaml"),
            ParsedSource.parse(SourceFile(path: "categories/backbiting/category.yaml", text: category), kind: .category, relativePath: "categories/backbiting/category.yaml"),
            ParsedSource.parse(SourceFile(path: "categories/backbiting/01-example.md", text: lesson), kind: .lesson, relativePath: "categories/backbiting/01-example.md"),
        ]
        let corpus = Lowering.lower(sources, root: "/nonexistent")
        let (index, _) = Resolver.resolve(corpus)
        let context = RuleContext(project: corpus.project, index: index)
        var found: [Diagnostic]
        switch rule {
        case .lesson(let rule):
            found = corpus.lessons.flatMap { rule.check($0, in: context) }
        case .body(let rule):
            found = (corpus.lessons.compactMap(\.bodyPart) + corpus.categories.compactMap(\.overviewPart)).flatMap { rule.check($0, in: context) }
        }
        let path = kind == .category ? "categories/backbiting/category.yaml" : "categories/backbiting/01-example.md"
        return found.map(\.inContainingFiles).filter { $0.path == path }
    }

    @Test(arguments: allNames)
    func triggeringExamplesReportAtTheirMarkers(_ name: String) throws {
        let rule = try #require(Self.allRules.first { $0.description.code.name == name })
        let description = rule.description
        #expect(!description.triggering.isEmpty, "\(name) has no triggering example")
        for (number, example) in description.triggering.enumerated() {
            for (variantName, variant) in MarkedText.variants(of: example.text, isMarkdown: example.kind == .lesson) {
                let found = Self.diagnostics(for: variant.text, kind: example.kind, rule: rule).filter { $0.code == description.code }
                let expected = variant.offsets.keys.sorted().map { variant.lineAndColumn(of: $0) }
                let actual = found.compactMap(\.location).map { (line: $0.line, column: $0.column) }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                #expect(actual.map { "\($0.line):\($0.column)" } == expected.map { "\($0.line):\($0.column)" },
                        "\(name) example \(number + 1) (\(variantName)): \(found.map(\.message))")
                #expect(found.allSatisfy { $0.severity == description.code.defaultSeverity })
            }
        }
    }

    @Test(arguments: allNames)
    func nonTriggeringExamplesAreClean(_ name: String) throws {
        let rule = try #require(Self.allRules.first { $0.description.code.name == name })
        let description = rule.description
        #expect(!description.nonTriggering.isEmpty, "\(name) has no non-triggering example")
        for (number, example) in description.nonTriggering.enumerated() {
            let found = Self.diagnostics(for: example.text, kind: example.kind, rule: rule).filter { $0.code == description.code }
            #expect(found.isEmpty, "\(name) non-triggering example \(number + 1): \(found.map(\.message))")
        }
    }

    @Test func everyBodyRuleHasLessonAndOverviewExamples() {
        for rule in RuleRegistry.bodyRules {
            let description = type(of: rule).description
            for examples in [description.triggering, description.nonTriggering] {
                #expect(Set(examples.map(\.kind)) == [.lesson, .category], "\(description.code.name) shows both parts")
            }
        }
    }

    @Test func rulesHaveUniqueLessonCodes() {
        let codes = RuleRegistry.descriptions.map(\.code)
        #expect(Set(codes.map(\.id)).count == codes.count)
        #expect(codes.allSatisfy { $0.id.hasPrefix("L") && $0.group == "lesson" })
        #expect(RuleRegistry.descriptions.allSatisfy { !$0.rationale.isEmpty })
    }
}
