import SanadCompiler
import SanadTools
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
          adults: { title: Adults, hadith-grades: [sahih, hasan], humane-gamification: true }
        video-hosts: [player.vimeo.com]
        trusted-domains: [sunnah.com]
        tone:
          ar: [{ refuse: "لم تصلّ اليوم", prefer: صلاتك تنتظرك }]
          en: [{ refuse: "you missed your prayer", prefer: your prayer is waiting for you }]
        quran:
          texts:
            - { edition: simple, path: quran-simple.xml, sha256: e7ab47ae9267ce6a3979bf60031b7c40c9701cb2c1d899bbc6e56c67058b17e2 }
            - { edition: uthmani, path: quran-uthmani.xml, sha256: cee90e09fc3daa27e846f44e7ed009a6f490cbceb2e3b0225265416aa862c443 }
        """
    static var allRules: [AnyContentRule] { RuleRegistry.rules }
    static var allNames: [String] { allRules.map(\.description.code.name) }

    /// Runs the pipeline stages after parsing on a project held in memory with one file of each
    /// kind that declares an example, the example standing for the file of its kind; returns
    /// the rule's diagnostics in the example's file (an overview's in category.yaml).
    static func diagnostics(for text: String, kind: SourceKind, rule: AnyContentRule) -> [Diagnostic] {
        var sources = [ParsedSource.parse(SourceFile(path: "sanad.yaml", text: project), kind: .project, relativePath: "sanad.yaml")]
        var path = ""
        for declaration in ContentKinds.all {
            guard let example = declaration.example else { continue }
            let isExample = declaration.source == kind
            if isExample { path = example.path }
            sources.append(ParsedSource.parse(
                SourceFile(path: example.path, text: isExample ? text : example.base), kind: declaration.source, relativePath: example.path))
        }
        let corpus = Lowering.lower(sources, root: "/nonexistent")
        let (index, _) = Resolver.resolve(corpus)
        let context = RuleContext(project: corpus.project, index: index)
        let found = ContentKinds.all.flatMap { $0.checkedSubjects(in: corpus) }.flatMap { rule.check($0, in: context) }
        return found.map(\.inContainingFiles).filter { $0.path == path }
    }

    @Test(arguments: allNames)
    func triggeringExamplesReportAtTheirMarkers(_ name: String) throws {
        let rule = try #require(Self.allRules.first { $0.description.code.name == name })
        let description = rule.description
        #expect(!description.triggering.isEmpty, "\(name) has no triggering example")
        for (number, example) in description.triggering.enumerated() {
            for (variantName, variant) in MarkedText.variants(of: example.text, isMarkdown: example.kind.isMarkdown) {
                let found = Self.diagnostics(for: variant.text, kind: example.kind, rule: rule).filter { $0.code == description.code }
                let expected = variant.offsets.keys.sorted().map { variant.lineAndColumn(of: $0) }
                let actual = found.compactMap(\.location).map { (line: $0.line, column: $0.column) }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                #expect(actual.map { "\($0.line):\($0.column)" } == expected.map { "\($0.line):\($0.column)" },
                        "\(name) example \(number + 1) (\(variantName)): \(found.map(\.message))")
                #expect(found.allSatisfy { $0.severity == description.code.defaultSeverity })
            }
        }
    }

    /// A "did you mean" is also the fix-it `sanad fix` applies: the suggestion in place of the
    /// word, so an author never has to type what the tool already knows.
    @Test(arguments: allNames)
    func aDidYouMeanComesWithItsFixIt(_ name: String) throws {
        let rule = try #require(Self.allRules.first { $0.description.code.name == name })
        for example in rule.description.triggering {
            let text = MarkedText.variants(of: example.text, isMarkdown: example.kind.isMarkdown)[0].1.text
            for found in Self.diagnostics(for: text, kind: example.kind, rule: rule) {
                guard let help = found.help, help.hasPrefix("did you mean '"), let suggestion = help.split(separator: "'").dropFirst().first else { continue }
                let replacements = found.fixIts.flatMap(\.replacements)
                #expect(replacements.contains { $0.text.contains(suggestion) && $0.range == found.range }, "\(name): \(found.message) / \(help) has no fix-it")
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

    @Test func everyBodyRuleShowsMoreThanOneKind() {
        let bodyRules = RuleRegistry.rules.filter { $0.subject == ObjectIdentifier(MarkdownBody.self) }
        #expect(!bodyRules.isEmpty)
        for rule in bodyRules {
            for examples in [rule.description.triggering, rule.description.nonTriggering] {
                #expect(Set(examples.map(\.kind)).count >= 2, "\(rule.description.code.name) shows the part in two kinds")
            }
        }
    }

    @Test func rulesRunOnKindsBesidesLessons() {
        let subjects = Set(RuleRegistry.rules.map(\.subjectName))
        #expect(subjects.isSuperset(of: ["LessonModel", "CategoryModel", "SupplementaryItemModel", "MarkdownBody"]))
        let exampleKinds = Set(RuleRegistry.rules.flatMap { $0.description.triggering.map(\.kind) })
        #expect(exampleKinds.isSuperset(of: [.lesson, .category, .supplementary]))
    }

    @Test func rulesHaveUniqueCodes() {
        let codes = RuleRegistry.descriptions.map(\.code)
        #expect(Set(codes.map(\.id)).count == codes.count)
        #expect(codes.allSatisfy { $0.id.hasPrefix("L") && $0.group == .lesson })
        #expect(RuleRegistry.descriptions.allSatisfy { !$0.rationale.isEmpty })
    }
}
