import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// `sanad init` and `sanad new`: what they write lints and builds, and they never overwrite.
@Suite struct ScaffoldActionTests {
    static func lint(_ root: String) -> [Diagnostic] {
        Pipeline(discovery: ContentDiscovery(workingDirectory: root)).run(root: root).diagnostics
    }

    @Test func initWritesAProjectThatLintsCleanWithSchemasTheModelinesResolve() throws {
        let folder = try ScratchFolder()
        let outcome = ScaffoldAction(workingDirectory: folder.path).initProject(in: "my-content")
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let root = folder.path + "/my-content/content-src"
        #expect(Self.lint(root).isEmpty, "\(Self.lint(root).map(\.message))")
        // Every modeline names a schema file that is there, relative to its own file.
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".md") }
        #expect(files.count == 4)
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let modeline = try #require(text.split(separator: "\n").first { $0.contains("$schema=") }, "\(file) has no modeline")
            let relative = String(modeline.split(separator: "=", maxSplits: 1)[1])
            let schema = URL(fileURLWithPath: root + "/" + file).deletingLastPathComponent().appendingPathComponent(relative).standardizedFileURL.path
            #expect(FileManager.default.fileExists(atPath: schema), "\(file): \(relative)")
        }
        #expect(try String(contentsOfFile: folder.path + "/my-content/content-src/sanad.yaml", encoding: .utf8).contains("id: my-content"))
    }

    /// The CI workflow `init` writes, and the one `docs/ci.md` shows, run on a Swift image at
    /// least as new as the tools version `Package.swift` declares (a 6.0 image cannot build 6.1).
    @Test func theWorkflowsSwiftImageCanBuildSanad() throws {
        let repository = Fixtures.path("../../..")
        let manifest = try String(contentsOfFile: repository + "/Package.swift", encoding: .utf8)
        let tools = try #require(manifest.split(separator: "\n").first?.split(separator: ":").last.map(String.init))
        func version(_ text: String) -> [Int] { text.split(separator: ".").compactMap { Int($0) } }
        let folder = try ScratchFolder()
        #expect(ScaffoldAction(workingDirectory: folder.path).initProject(in: "ci").exitCode == 0)
        let paths: [String] = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/ci").filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
        let texts: [String] = try paths.map { (path: String) -> String in try String(contentsOfFile: folder.path + "/ci/" + path, encoding: .utf8) }
        let workflows: [String] = texts.filter { $0.contains("container:") }
        let documented = try String(contentsOfFile: repository + "/docs/ci.md", encoding: .utf8)
        let images = (workflows + [documented]).flatMap { text in
            text.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "swift:") else { return nil }
                return String(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
            }
        }
        #expect(!workflows.isEmpty && images.count >= 3, "\(images)")
        for image in images { #expect(version(image).lexicographicallyPrecedes(version(tools)) == false, "swift:\(image) is older than tools \(tools)") }
        // Sanad is built once and then restored: the init workflow caches the binary by Sanad's
        // commit and builds only on a miss; the documented one caches the build folder.
        let workflow = try #require(workflows.first)
        #expect(workflow.contains("uses: actions/cache@v4") && workflow.contains("key: sanad-swift6.1-noble-${{ steps.sanad.outputs.commit }}"))
        #expect(workflow.contains("if: steps.cache.outputs.cache-hit != 'true'"), "the build runs only when the cache misses")
        let swiftImage = try #require(images.first)
        #expect(workflow.contains("sanad-swift\(swiftImage)-"), "the cache key names the image's Swift, so a new image builds anew")
        #expect(documented.contains("path: .build") && documented.contains("hashFiles('Package.swift', 'Package.resolved', 'Sources/**')"))
    }

    /// `sanad new KIND` covers every kind with files of its own: each file lands where its kind
    /// owns files and parses and validates clean (what it names may not exist yet); a second
    /// one at the same place is refused; a misspelt kind gets a suggestion.
    @Test func newWritesAFileOfEveryOtherKind() throws {
        let folder = try ScratchFolder()
        #expect(ScaffoldAction(workingDirectory: folder.path).initProject(in: "p").exitCode == 0)
        let action = ScaffoldAction(workingDirectory: folder.path + "/p")
        let elsewhere: Set<String> = ["lesson", "category", "project", "reviewers", "translation"]
        let covered = Set(ScaffoldAction.newFileKinds.keys)
        for kind in ContentKinds.all where kind.example != nil && !elsewhere.contains(kind.source.name) {
            #expect(covered.contains(kind.source.name), "sanad new cannot make a \(kind.source.name)")
        }
        for name in covered.sorted() {
            let id: String? = switch name {
            case "achievements", "worship-plan": nil
            case "supplementary", "journal": "first-steps"
            default: "my-\(name)"
            }
            let outcome = action.newFile(kind: name, id: id, source: nil)
            #expect(outcome.exitCode == 0, "\(name): \(outcome.output)")
            let written = try #require(outcome.product.first, "\(name)")
            let relative = String(written.dropFirst("content-src/".count))
            #expect(SourceKind.classify(relativePath: relative)?.name == name, "\(relative) is a \(name)")
            #expect(action.newFile(kind: name, id: id, source: nil).exitCode != 0, "\(name): never overwritten")
        }
        let problems = Self.lint(folder.path + "/p/content-src").filter { $0.code.group == .yaml || $0.code.group == .schema }
        #expect(problems.isEmpty, "\(problems.map { "\($0.path ?? ""): \($0.message)" })")
        let typo = action.newFile(kind: "quizbank", id: "x", source: nil)
        #expect(typo.exitCode != 0 && typo.output.contains("did you mean 'quiz-bank'?"))
    }

    @Test func initRefusesAnExistingProjectAndWritesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("content-src/sanad.yaml", "id: mine\n")
        let outcome = ScaffoldAction(workingDirectory: folder.path).initProject(in: nil)
        #expect(outcome.exitCode == ExitStatus.usage)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == ["content-src", "content-src/sanad.yaml"])
        #expect(try folder.read("content-src/sanad.yaml") == "id: mine\n")
    }

    @Test func initKeepsARepositorysOwnGitignore() throws {
        let folder = try ScratchFolder()
        try folder.write(".gitignore", "*.o\n")
        let outcome = ScaffoldAction(workingDirectory: folder.path).initProject(in: nil)
        #expect(outcome.exitCode == 0)
        #expect(outcome.output.contains("kept the existing .gitignore"))
        #expect(try folder.read(".gitignore") == "*.o\n")
    }

    @Test func aNewLessonTakesTheNextOrderAndItsPlaceholdersAreReportedUntilWritten() throws {
        let folder = try ScratchFolder()
        let action = ScaffoldAction(workingDirectory: folder.path)
        _ = action.initProject(in: nil)
        let outcome = action.newLesson(category: "first-steps", title: "Words that wound", source: nil)
        #expect(outcome.product == ["content-src/categories/first-steps/02-words-that-wound.md"], "\(outcome.output)")
        let path = "content-src/categories/first-steps/02-words-that-wound.md"
        let text = try folder.read(path)
        #expect(text.contains("id: first-steps.words-that-wound\n"))
        #expect(text.contains("order: 2\n"))
        #expect(text.contains("subtopic: foundations\n"))
        #expect(text.contains("$schema=../../../schemas/lesson.schema.json"))
        let placeholders = Self.lint(folder.path + "/content-src").filter { $0.code.id == "L0030" }
        #expect(placeholders.count == text.components(separatedBy: "[[TODO").count - 1)
        #expect(placeholders.allSatisfy { $0.severity == .warning })
        // The same lesson again: refused, nothing changed.
        let again = action.newLesson(category: "first-steps", title: "Words that wound", source: nil)
        #expect(again.exitCode == ExitStatus.usage)
        #expect(try folder.read(path) == text)
        #expect(action.newLesson(category: "first-step", title: "X", source: nil).output.contains("did you mean 'first-steps'"))
    }

    @Test func aNewCategoryLintsWithOnlyItsPlaceholders() throws {
        let folder = try ScratchFolder()
        let action = ScaffoldAction(workingDirectory: folder.path)
        _ = action.initProject(in: nil)
        #expect(action.newCategory(id: "Bad Id", title: nil, source: nil).exitCode == ExitStatus.usage)
        let outcome = action.newCategory(id: "backbiting", title: "Backbiting", source: nil)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let text = try folder.read("content-src/categories/backbiting/category.yaml")
        #expect(text.contains("order: 2\n"))
        let diagnostics = Self.lint(folder.path + "/content-src")
        #expect(Set(diagnostics.map(\.code.id)).isSubset(of: ["L0030", "L0013"]), "\(diagnostics.map { "\($0.code): \($0.message)" })")
    }

    @Test func schemasExportAgainIsANoOpAndADifferentFileIsNotOverwritten() throws {
        let folder = try ScratchFolder()
        let action = ScaffoldAction(workingDirectory: folder.path)
        #expect(action.exportSchemas(to: nil).exitCode == 0)
        #expect(action.exportSchemas(to: nil).output.contains("nothing to write"))
        try folder.write("schemas/lesson.schema.json", "{}")
        #expect(action.exportSchemas(to: nil).exitCode == ExitStatus.usage)
        #expect(try folder.read("schemas/lesson.schema.json") == "{}")
    }

    @Test func titlesThatYAMLWouldMisreadAreQuoted() {
        #expect(Skeletons.yamlScalar("Words that wound") == "Words that wound")
        #expect(Skeletons.yamlScalar("Note: read first") == "\"Note: read first\"")
        #expect(Skeletons.yamlScalar("yes") == "\"yes\"")
        #expect(Skeletons.yamlScalar("[brackets]") == "\"[brackets]\"")
        #expect(Skeletons.yamlScalar("say \"salam\"") == "say \"salam\"")
        #expect(Skeletons.yamlScalar("\"quoted\" start") == "\"\\\"quoted\\\" start\"")
    }
}
