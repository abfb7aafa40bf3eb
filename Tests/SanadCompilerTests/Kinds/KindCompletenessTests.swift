import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadSource
import Testing
import _SanadTestSupport

/// The registry of kinds cannot drift: every kind in `ContentKinds.all` has a schema that
/// compiles, a bundle schema for each file it emits, a section in `docs/content-kinds.md`, a
/// comparison that reports its changes, and rule examples when rules check it; and nothing
/// exists (a schema, a bundle file kind) that no kind declares.
@Suite(.serialized) struct KindCompletenessTests {
    static let repository = Fixtures.path("../../..")
    static let schemas = repository + "/Sources/SanadCompiler/Schemas"
    /// The parts of a bundle no single kind owns: the manifest, citations, media and the texts'
    /// languages gathered from every kind. Media files have no schema: they are recordings and images.
    static let sharedBundleFiles: Set<String> = ["manifest", "pack", "common", BundleManifest.FileKind.citations.rawValue, BundleManifest.FileKind.texts.rawValue]
    static let sharedFileKinds: Set<BundleManifest.FileKind> = [.citations, .media, .texts]

    static var names: [String] { ContentKinds.all.map { $0.source.name } }

    @Test func kindsHaveUniqueNamesAndOwnTheirPathsAlone() {
        #expect(Set(Self.names).count == Self.names.count)
        let paths = ["sanad.yaml", "reviewers.yaml", "achievements.yaml", "hadith-collections.yaml", "categories/a/category.yaml",
                     "categories/a/01-x.md", "categories/a/supplementary.yaml", "categories/a/journal.yaml", "activities/01-x.yaml", "memorisation/01-x.yaml", "questionnaires/x.yaml", "worship/plan.yaml",
                     "lectures/x.yaml", "quizzes/x.yaml", "categories/a/01-x.ar.yaml", "copy/x.yaml"]
        for path in paths {
            let owners = ContentKinds.all.filter { $0.owns(path.split(separator: "/")) }
            #expect(owners.count == 1, "\(path) is owned by \(owners.map { $0.source.name })")
        }
        #expect(Set(paths.compactMap { SourceKind.classify(relativePath: $0) }) == Set(SourceKind.allCases))
    }

    @Test(arguments: names)
    func kindHasASchemaThatCompiles(_ name: String) throws {
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        #expect(FileManager.default.fileExists(atPath: "\(Self.schemas)/\(kind.source.schemaName)"), "schemas/\(kind.source.schemaName)")
        let file = try #require(try? Data(contentsOf: URL(fileURLWithPath: "\(Self.schemas)/\(kind.source.schemaName)")))
        #expect([UInt8](file) == kind.schema, "the built-in schema is the file in schemas/")
        #expect((try? SourceSchemas.schema(for: kind.source)) != nil)
    }

    @Test func everySourceSchemaBelongsToAKindAndIsBuiltIn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.schemas).filter { $0.hasSuffix(".schema.json") }
        #expect(Set(files) == Set(SourceKind.allCases.map(\.schemaName) + ["common.schema.json"]))
        // Package.swift embeds each by name (its `sourceSchemaFiles`).
        let manifest = try String(contentsOfFile: Self.repository + "/Package.swift", encoding: .utf8)
        let listed = manifest.components(separatedBy: "let sourceSchemaFiles = [").last?.components(separatedBy: "]").first ?? ""
        let names = listed.split(whereSeparator: { $0 == "\n" || $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }.filter { !$0.isEmpty }
        #expect(Set(names) == Set(files), "Package.swift's sourceSchemaFiles lists every schema in the folder")
    }

    @Test(arguments: names)
    func kindHasABundleSchemaForEachFileItEmits(_ name: String) throws {
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        for file in kind.bundleFiles {
            #expect(FileManager.default.fileExists(atPath: "\(Self.schemas)/bundle/\(file.rawValue).schema.json"), "schemas/bundle/\(file.rawValue).schema.json")
        }
    }

    @Test func everyBundleFileKindHasOneOwner() throws {
        let emitted = ContentKinds.all.flatMap { $0.bundleFiles }
        #expect(Set(emitted).count == emitted.count, "no file kind is emitted by two kinds")
        #expect(Set(emitted).union(Self.sharedFileKinds) == Set(BundleManifest.FileKind.allCases))
        let bundleSchemas = try FileManager.default.contentsOfDirectory(atPath: Self.schemas + "/bundle").filter { $0.hasSuffix(".schema.json") }
        #expect(Set(bundleSchemas.map { String($0.dropLast(".schema.json".count)) }) == Set(emitted.map(\.rawValue)).union(Self.sharedBundleFiles))
    }

    @Test(arguments: names)
    func kindIsDocumented(_ name: String) throws {
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        let docs = try String(contentsOfFile: Self.repository + "/docs/content-kinds.md", encoding: .utf8)
        #expect(docs.contains("\n## \(kind.documentation)\n"), "docs/content-kinds.md has '## \(kind.documentation)'")
        #expect(docs.contains("`\(kind.source.schemaName)`"), "its section names its schema")
    }

    /// The sample bundle against the runtime fixture's: every kind's content differs, so each
    /// kind that emits files must report changes under each subject it declares.
    @Test func everyKindThatEmitsFilesReportsItsChanges() throws {
        let first = BundleTests.temporaryFolder("kinds-a"), second = BundleTests.temporaryFolder("kinds-b")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let a = try #require(BundleTests.build(source: "content-src", output: first).bundle)
        let b = try #require(BundleTests.build(source: "Tests/SanadRuntimeTests/Fixtures/curriculum", output: second).bundle)
        let old = try BundleSnapshot(folder: a), new = try BundleSnapshot(folder: b)
        #expect(BundleDiff(old: old, new: old).changes.isEmpty)
        let subjects = Set(BundleDiff(old: old, new: new).changes.map(\.subject))
        for kind in ContentKinds.all where !kind.bundleFiles.isEmpty {
            #expect(!kind.diffSubjects.isEmpty, "\(kind.source) declares what its diff reports")
            for subject in kind.diffSubjects where subject != .question {
                #expect(subjects.contains(subject), "\(kind.source): no '\(subject.rawValue)' change between two different bundles")
            }
        }
    }

    /// A kind whose models offer subjects that rules check has examples of its own, so its
    /// rules' examples can be written and run.
    @Test func kindsCheckedByRulesHaveRuleExamples() throws {
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: Self.repository)).run(root: "content-src")
        let ruleSubjects = Set(RuleRegistry.rules.map(\.subject))
        for kind in ContentKinds.all {
            let subjects = Set(kind.checkedSubjects(in: result.corpus).map { ObjectIdentifier(type(of: $0)) })
            guard !subjects.isDisjoint(with: ruleSubjects) else { continue }
            #expect(kind.example != nil, "\(kind.source) is checked by rules but has no example file")
            let examples = RuleRegistry.rules.filter { subjects.contains($0.subject) }.flatMap { $0.description.triggering }
            #expect(examples.contains { $0.kind == kind.source }, "no rule example is a \(kind.source) file")
        }
    }
}

/// The two registries are enumerated by hand in one place each (`ContentKinds.all`,
/// `RuleRegistry.rules`); these tests read the sources and fail when a kind or a rule is
/// declared but not registered, so neither list can drift from the code.
@Suite struct RegistryDriftTests {
    static func declarations(matching pattern: String) throws -> Set<String> {
        let root = KindCompletenessTests.repository + "/Sources/SanadCompiler"
        let regex = try NSRegularExpression(pattern: pattern)
        var names = Set<String>()
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names
    }

    /// The registries are closed enums with an exhaustive `switch` (a kind or a rule cannot be
    /// named without its declaration, nor declared with a name of its own that is not a case);
    /// each case's declaration names that case back, so no two cases share one, and no
    /// declaration claims another's name.
    @Test func everyKindCaseIsItsDeclarationsSource() {
        for kind in SourceKind.allCases { #expect(kind.declaration.source == kind, "\(kind)'s declaration says it is \(kind.declaration.source)") }
    }

    @Test func everyRuleCaseIsItsRulesName() {
        for name in RuleName.allCases { #expect(name.rule.description.code.name == name.rawValue, "\(name)'s rule says it is \(name.rule.description.code.name)") }
        #expect(Set(RuleRegistry.rules.map(\.typeName)).count == RuleName.allCases.count, "each case has a rule type of its own")
    }

    @Test func everyDeclaredKindIsRegistered() throws {
        let declared = try Self.declarations(matching: #"public enum (\w+): ContentKind \{"#)
        #expect(!declared.isEmpty)
        #expect(declared == Set(ContentKinds.all.map { String(describing: $0).components(separatedBy: ".").last! }))
    }

    @Test func everyDeclaredRuleIsRegistered() throws {
        let declared = try Self.declarations(matching: #"public struct (\w+): \w*Rule \{"#)
        #expect(declared.count >= 15)
        #expect(declared == Set(RuleRegistry.rules.map(\.typeName)))
    }
}
