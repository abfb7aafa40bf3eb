import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// Packs as the compiler writes them: the core pack `sanad.yaml` asks for, a pack per other
/// category, pack budgets, and the delta against the last published bundle.
@Suite struct PackTests {
    /// The runtime's curriculum fixture (aqeedah, salah, wudu) with `yaml` added to sanad.yaml.
    static func content(_ yaml: String) throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("sanad.yaml", try content.read("sanad.yaml") + yaml)
        return content
    }

    static func manifest(_ bundle: URL) throws -> BundleManifest { try BundleReader(folder: bundle).manifest }

    @Test func theCorePackHoldsTheNamedCategoriesOrTheFirstLessons() throws {
        // The fixture's categories in order: aqeedah, wudu, salah (three lessons each).
        for (yaml, core) in [("", ["aqeedah", "wudu", "salah"]), ("packs: { core: { categories: [wudu] } }\n", ["wudu"]),
                             ("packs: { core: { lessons: 4 } }\n", ["aqeedah", "wudu"]), ("packs: { core: { lessons: 0 } }\n", []),
                             // Both: the named categories count towards the lessons, then the first others.
                             ("packs: { core: { categories: [salah], lessons: 4 } }\n", ["aqeedah", "salah"]),
                             ("packs: { core: { categories: [salah], lessons: 3 } }\n", ["salah"])] {
            let content = try Self.content(yaml), output = BundleTests.temporaryFolder("packs")
            defer { try? FileManager.default.removeItem(at: output) }
            let manifest = try Self.manifest(try #require(BundleTests.build(source: content.path, output: output).bundle))
            #expect(manifest.packs.first?.categories == core, "\(yaml)")
            #expect(manifest.packs.dropFirst().map(\.id) == ["aqeedah", "salah", "wudu"].filter { !core.contains($0) }, "the others by id")
            for file in manifest.files {
                let pack = manifest.packID(of: file)
                // Outlines stay in the core pack, so an app can list a pack's lessons before it downloads it.
                let expected = file.kind == .outlines ? "core" : file.category.map { core.contains($0) ? "core" : $0 }
                #expect(expected.map { pack == $0 } ?? true, "\(file.path)")
            }
        }
    }

    @Test func anUnknownCoreCategoryIsAnUnknownReference() throws {
        let content = try Self.content("packs: { core: { categories: [wudhu] } }\n")
        let diagnostics = Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics.filter { $0.code == ResolutionDiagnostics.unknownReference }
        #expect(diagnostics.count == 1 && diagnostics.first?.path?.hasSuffix("sanad.yaml") == true, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.help == "did you mean 'wudu'?")
    }

    @Test func aPackOverItsBudgetFailsTheBuildAtTheCategory() throws {
        let content = try Self.content("packs: { core: { categories: [aqeedah] } }\nmedia: { budgets: { pack: 1 KB } }\n")
        let output = BundleTests.temporaryFolder("budget")
        defer { try? FileManager.default.removeItem(at: output) }
        let outcome = BundleTests.build(source: content.path, output: output)
        #expect(outcome.bundle == nil && outcome.exitCode == 1)
        let budgets = outcome.diagnostics.filter { $0.code == ResolutionDiagnostics.mediaBudget }
        #expect(budgets.map(\.message).contains { $0.hasPrefix("the pack 'wudu' holds ") && $0.hasSuffix(", over its budget of 1.0 KB") }, "\(budgets.map(\.message))")
        let wudu = try #require(budgets.first { $0.message.contains("'wudu'") })
        #expect(wudu.path?.hasSuffix("categories/wudu/category.yaml") == true && wudu.range?.startLocation.line == 1)
        #expect(wudu.notes.first?.range?.file.path.hasSuffix("sanad.yaml") == true)
        #expect(budgets.contains { $0.message.hasPrefix("the pack 'core' holds ") && $0.path?.hasSuffix("sanad.yaml") == true })
        #expect(outcome.output.contains("no bundle written"))
    }

    @Test func theDeltaNamesTheChangedPacksAndWhatAnAppDownloads() throws {
        let content = try Self.content("packs: { core: { categories: [aqeedah] } }\n")
        let first = BundleTests.temporaryFolder("delta-a"), second = BundleTests.temporaryFolder("delta-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let previous = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("sanad.yaml", "content-version: 1.0.0", "content-version: 1.0.1")
        try content.edit("categories/wudu/01-lesson-1.md", "Teach.", "Teach, again.")
        var options = BuildAction.Options()
        options.source = content.path
        options.output = second.path
        options.previous = previous.path
        let outcome = BuildAction(options: options, workingDirectory: "/").run()
        let bundle = try #require(outcome.bundle, "\(outcome.output)")
        let delta = try JSONDecoder().decode(PackDelta.self, from: Data(contentsOf: URL(fileURLWithPath: bundle.path + ".delta.json")))
        #expect(delta.from.contentVersion == "1.0.0" && delta.to.contentVersion == "1.0.1")
        #expect(delta.packs.map { "\($0.id) \($0.change.rawValue)" } == ["core changed", "salah unchanged", "wudu changed"])
        let manifest = try Self.manifest(bundle)
        let wudu = try #require(delta.packs.last)
        #expect(wudu.size == manifest.pack("wudu")?.size && wudu.download)
        #expect(wudu.newBytes == manifest.files(inPack: "wudu").filter { $0.kind == .lessons }.reduce(0) { $0 + $1.size }, "only the lessons file is new")
        #expect(delta.downloadSize == delta.manifestSize + delta.packs.reduce(0) { $0 + $1.newBytes })
        #expect(outcome.output.contains("changed wudu: ") && outcome.output.hasSuffix(bundle.lastPathComponent + "\n"))
    }

    /// `sanad diff` and `--previous` read the last published bundle even when it is of format 1
    /// (as one core pack); an app's reader refuses it.
    @Test func aFormat1BundleIsReadForComparisonOnly() throws {
        let content = try Self.content("")
        let output = BundleTests.temporaryFolder("format-1")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: content.path, output: output).bundle)
        let url = bundle.appendingPathComponent("manifest.json")
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        manifest["formatVersion"] = "1.3.0"
        manifest["packs"] = nil
        try JSONSerialization.data(withJSONObject: manifest).write(to: url)
        #expect(throws: BundleError.unsupportedFormat(found: SemanticVersion(major: 1, minor: 3, patch: 0), supported: BundleFormat.version)) {
            _ = try BundleReader(folder: bundle)
        }
        let snapshot = try BundleSnapshot(folder: bundle)
        #expect(snapshot.manifest?.packs.map(\.id) == ["core"] && snapshot.lessons.count == 9)
    }

    /// The README's table of the sample's packs is the one a build of `content-src/` gives.
    @Test func theReadmeShowsTheSamplesPackSizes() throws {
        let output = BundleTests.temporaryFolder("readme-packs")
        defer { try? FileManager.default.removeItem(at: output) }
        let manifest = try Self.manifest(try #require(BundleTests.build(source: "content-src", output: output).bundle))
        let rows = manifest.packs.map { "| `\($0.id)` | \($0.categories.joined(separator: ", ")) | \($0.fileCount) | \(MediaPolicy.describe(bytes: $0.size)) |" }
        let table = (["<!-- pack-sizes -->", "| pack | categories | files | size |", "|---|---|---|---|"] + rows + ["<!-- /pack-sizes -->"]).joined(separator: "\n")
        let readme = try String(contentsOfFile: BundleTests.repository + "/README.md", encoding: .utf8)
        #expect(readme.contains(table), "README.md's pack table should read:\n\(table)")
    }

    @Test func aCategoryCannotBeCalledCore() throws {
        let content = try Self.content("")
        let folder = content.url.appendingPathComponent("categories")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("salah"), to: folder.appendingPathComponent("core"))
        try content.edit("categories/core/category.yaml", "id: salah", "id: core")
        let diagnostics = Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics
        #expect(diagnostics.contains { $0.message == "'core' is the id of the bundle's core pack; a category cannot have it" })
    }

    /// The delta is written whatever the report format.
    @Test func theDeltaIsWrittenWithAMachineReadableReport() throws {
        let content = try Self.content("packs: { core: { categories: [aqeedah] } }\n")
        let first = BundleTests.temporaryFolder("delta-json-a"), second = BundleTests.temporaryFolder("delta-json-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let previous = try #require(BundleTests.build(source: content.path, output: first).bundle)
        var options = BuildAction.Options()
        options.source = content.path
        options.output = second.path
        options.previous = previous.path
        options.reporting.format = .json
        let outcome = BuildAction(options: options, workingDirectory: "/").run()
        let bundle = try #require(outcome.bundle)
        #expect(FileManager.default.fileExists(atPath: bundle.path + ".delta.json"))
        #expect(!outcome.output.contains("packs since"), "standard output stays the report")
    }
}

