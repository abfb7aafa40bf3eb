import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSchema
import SanadSource
import Testing
import _SanadTestSupport

/// The bundle built from the sample content: valid against `schemas/bundle/`, decodable by the
/// Codable types, deterministic, and written atomically.
@Suite(.serialized) struct BundleTests {
    static let repository = Fixtures.path("../../..")

    static func temporaryFolder(_ name: String) -> URL {
        let url = TestScratch.path(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func build(source: String, output: URL, environment: [String: String] = [:], afterEachFile: (@Sendable (String) throws -> Void)? = nil) -> BuildAction.Outcome {
        var options = BuildAction.Options()
        options.source = source
        options.output = output.path
        options.environment = environment
        var action = BuildAction(options: options, workingDirectory: repository)
        action.afterEachFile = afterEachFile
        return action.run()
    }

    /// Copies the sample content to `folder`, its sanad.yaml's Qur'an texts (relative paths to
    /// ../shared) made absolute so that the copy finds them wherever it is.
    static func copySample(to folder: URL) throws {
        try FileManager.default.copyItem(atPath: repository + "/content-src", toPath: folder.path)
        let project = folder.appendingPathComponent("sanad.yaml")
        let shared = URL(fileURLWithPath: repository + "/../shared/data/").standardizedFileURL.path + "/"
        let text = try String(contentsOf: project, encoding: .utf8)
        try text.replacingOccurrences(of: "path: ../../shared/data/", with: "path: " + shared).write(to: project, atomically: true, encoding: .utf8)
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { result[path] = try Data(contentsOf: folder.appendingPathComponent(path)) }
        }
        return result
    }

    @Test func bundleValidatesAgainstItsSchemasAndDecodes() throws {
        let output = Self.temporaryFolder("bundle")
        defer { try? FileManager.default.removeItem(at: output) }
        let outcome = Self.build(source: "content-src", output: output)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let bundle = try #require(outcome.bundle)
        #expect(outcome.output.hasSuffix(bundle.path + "\n"), "the last line is the bundle's path")

        let schemas = Self.repository + "/schemas/bundle/"
        let registry = SchemaRegistry { uri in
            guard uri.hasPrefix("file:///bundle/") else { return nil }
            return try? JSONParser.parse(SourceReader.read(path: schemas + uri.dropFirst("file:///bundle/".count)).get()).get()
        }
        func validate(_ relative: String, with schema: String) throws {
            let file = try SourceReader.read(path: bundle.appendingPathComponent(relative).path).get()
            let problems = try registry.schema(at: "file:///bundle/\(schema).schema.json").validate(try JSONParser.parse(file).get())
            #expect(problems.isEmpty, "\(relative): \(problems.map { "\($0.location!) \($0.message)" })")
        }
        try validate("manifest.json", with: "manifest")
        let manifestData = try Data(contentsOf: bundle.appendingPathComponent("manifest.json"))
        let header = try JSONDecoder().decode(BundleHeader.self, from: manifestData)
        #expect(header.formatVersion.major == BundleFormat.version.major)
        let manifest = try JSONDecoder().decode(BundleManifest.self, from: manifestData)
        #expect(manifest.bundleId == "keys-to-paradise")
        #expect(Set(manifest.files.compactMap(\.kind.known)) == Set(BundleManifest.FileKind.allCases))
        #expect(manifest.packs.count > 1, "the sample has category packs")
        for pack in manifest.packs where !pack.isCore {
            try validate(BundleManifest.Pack.folder(of: pack.id) + BundlePackLabel.fileName, with: "pack")
            let label = try JSONDecoder().decode(BundlePackLabel.self, from: Data(contentsOf: bundle.appendingPathComponent("packs/\(pack.id)/pack.json")))
            #expect(label == BundlePackLabel(formatVersion: BundleFormat.version, bundleId: manifest.bundleId, contentVersion: manifest.contentVersion,
                                             pack: pack.id, digest: pack.digest))
        }
        for file in manifest.files {
            if file.kind != .media { try validate(file.path, with: file.kind.rawValue) }
            let data = try Data(contentsOf: bundle.appendingPathComponent(file.path))
            #expect(data.count == file.size)
            #expect(BundleWriter.sha256(data) == file.sha256)
            switch file.kind.known {
            case .project?: _ = try JSONDecoder().decode(BundleProject.self, from: data)
            case .categories?: _ = try JSONDecoder().decode(BundleCategories.self, from: data)
            case .lessons?:
                let lessons = try JSONDecoder().decode(BundleLessons.self, from: data)
                #expect(lessons.category == file.category)
                #expect(lessons.lessons.allSatisfy { $0.phases.map(\.kind.rawValue) == ["hook", "teach", "practice", "reward"] })
            case .citations?: _ = try JSONDecoder().decode(BundleCitations.self, from: data)
            case .achievements?: _ = try JSONDecoder().decode(BundleAchievements.self, from: data)
            case .media?:
                #expect(file.sources?.isEmpty == false && file.mimeType != nil)
            case .activities?: _ = try JSONDecoder().decode(BundleActivities.self, from: data)
            case .memorisation?: _ = try JSONDecoder().decode(BundleMemorisation.self, from: data)
            case .questionnaires?: _ = try JSONDecoder().decode(BundleQuestionnaires.self, from: data)
            case .worship?: _ = try JSONDecoder().decode(BundleWorshipPlan.self, from: data)
            case .lectures?: _ = try JSONDecoder().decode(BundleLectures.self, from: data)
            case .quizzes?: _ = try JSONDecoder().decode(BundleQuizzes.self, from: data)
            case .translations?: _ = try JSONDecoder().decode(BundleTranslations.self, from: data)
            case .copy?: _ = try JSONDecoder().decode(BundleCopy.self, from: data)
            case .index?:
                let index = try JSONDecoder().decode(BundleIndex.self, from: data)
                let outlines = Set(manifest.files.filter { $0.kind == .outlines }.map(\.path))
                #expect(index.categories.allSatisfy { outlines.contains($0.outlinesFile) }, "every category names its outlines file")
            case .outlines?:
                let outlines = try JSONDecoder().decode(BundleOutlines.self, from: data)
                #expect(outlines.category == file.category && file.pack == nil, "outlines are in the core pack, under their category")
            case .supplementary?:
                let supplementary = try JSONDecoder().decode(BundleSupplementary.self, from: data)
                #expect(supplementary.category == file.category)
            case .journal?:
                let journal = try JSONDecoder().decode(BundleJournal.self, from: data)
                #expect(journal.category == file.category && (file.pack == nil || file.pack == file.category), "in its category's pack")
            case .texts?:
                let texts = try JSONDecoder().decode(BundleTexts.self, from: data)
                #expect(texts.category == file.category && texts.language == "en")
            case nil: Issue.record("a file of a kind this reader does not know")
            case .reviewers?: _ = try JSONDecoder().decode(BundleReviewers.self, from: data)
            }
        }
    }

    /// `texts.json` is written for every pack with texts, listing none when every text is in the
    /// project's language (an app reads the file to learn that).
    @Test func aPackWhoseTextsAreAllInTheProjectsLanguageHasItsTextsFile() throws {
        let folder = Self.temporaryFolder("texts")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ScaffoldAction(workingDirectory: folder.path).initProject(in: "p").exitCode == 0)
        let bundle = try #require(Self.build(source: folder.path + "/p/content-src", output: folder.appendingPathComponent("out")).bundle)
        let texts = try JSONDecoder().decode(BundleTexts.self, from: Data(contentsOf: bundle.appendingPathComponent("texts.json")))
        #expect(texts.texts.isEmpty && texts.language == "en", "\(texts.texts)")
    }

    @Test func lessonBodiesAreTypedBlocks() throws {
        let output = Self.temporaryFolder("blocks")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(Self.build(source: "content-src", output: output).bundle)
        let data = try Data(contentsOf: bundle.appendingPathComponent("lessons/backbiting.json"))
        let lessons = try JSONDecoder().decode(BundleLessons.self, from: data)
        let teach = try #require(lessons.lessons.first?.phases.first { $0.kind == .teach })
        let citation = try #require(teach.blocks.first { $0.type == .citation })
        #expect(citation.source == .known(.quran) && citation.reference == "49:12")
        #expect(citation.text == "وَلَا يَغْتَب بَّعْضُكُم بَعْضًا")
        #expect(teach.blocks.contains { $0.type == .citation && $0.source == .known(.hadith) && $0.reference == "muslim:2589" })
        let project = try JSONDecoder().decode(BundleProject.self, from: Data(contentsOf: bundle.appendingPathComponent("project.json")))
        #expect(project.notices.contains { $0.contains("Tanzil") }, "embedded ayat carry the Tanzil notice")
    }

    @Test func linksLeavingTheAppInChildrensContentCarryAParentalGate() throws {
        let output = Self.temporaryFolder("gate")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(Self.build(source: "content-src", output: output).bundle)
        func links(_ category: String) throws -> [Inline] {
            let lessons = try JSONDecoder().decode(BundleLessons.self, from: Data(contentsOf: bundle.appendingPathComponent("lessons/\(category).json")))
            var found: [Inline] = []
            func visit(_ inline: Inline) {
                if inline.type == .link { found.append(inline) }
                inline.children?.forEach(visit)
            }
            for lesson in lessons.lessons { for phase in lesson.phases { for block in phase.blocks { block.inlines?.forEach(visit) } } }
            return found
        }
        let children = try links("aqeedah")
        #expect(children.map(\.url) == ["https://quran.com/112"])
        #expect(children.allSatisfy { $0.parentalGate == true })
        let manifest = try JSONDecoder().decode(BundleManifest.self, from: Data(contentsOf: bundle.appendingPathComponent("manifest.json")))
        #expect(manifest.formatVersion == BundleFormat.version)
    }

    /// Without SOURCE_DATE_EPOCH the creation time is the latest date of any approval: a
    /// category's as much as a lesson's, a translation's or a copy catalogue's.
    @Test func theCreationTimeIsTheLatestApprovalOfAnything() throws {
        let folder = Self.temporaryFolder("created-at")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content")
        try Self.copySample(to: content)
        // Every approval dated 2026-11-21, then one category's and one translation's later.
        let files = try FileManager.default.subpathsOfDirectory(atPath: content.path).filter { $0.hasSuffix(".md") || $0.hasSuffix(".yaml") }.sorted()
        let dated = try NSRegularExpression(pattern: "date: 20[0-9][0-9]-[0-9][0-9]-[0-9][0-9]")
        for file in files {
            let path = content.path + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var date = "2026-11-21"
            if file == "categories/anger/category.yaml" { date = "2026-11-23" }
            if file == "copy/worship-path.ar.yaml" { date = "2026-11-24" }
            let changed = dated.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "date: \(date)")
            try changed.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let outcome = Self.build(source: content.path, output: folder.appendingPathComponent("out"))
        let bundle = try #require(outcome.bundle)
        let manifest = try JSONDecoder().decode(BundleManifest.self, from: Data(contentsOf: bundle.appendingPathComponent("manifest.json")))
        #expect(manifest.createdAt == "2026-11-24T00:00:00Z")
        try FileManager.default.removeItem(at: bundle.deletingLastPathComponent())
        let translation = content.appendingPathComponent("copy/worship-path.ar.yaml")
        try String(contentsOf: translation, encoding: .utf8).replacingOccurrences(of: "date: 2026-11-24", with: "date: 2026-11-21").write(to: translation, atomically: true, encoding: .utf8)
        let again = try #require(Self.build(source: content.path, output: folder.appendingPathComponent("out")).bundle)
        let second = try JSONDecoder().decode(BundleManifest.self, from: Data(contentsOf: again.appendingPathComponent("manifest.json")))
        #expect(second.createdAt == "2026-11-23T00:00:00Z", "a category's approval counts too")
    }

    @Test func twoBuildsFromCopiesInDifferentFoldersAreByteIdentical() throws {
        let first = Self.temporaryFolder("copy-a"), second = Self.temporaryFolder("copy-b-longer-name")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for folder in [first, second] {
            try Self.copySample(to: folder.appendingPathComponent("content"))
        }
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        let a = Self.build(source: first.appendingPathComponent("content").path, output: first.appendingPathComponent("out"), environment: environment)
        var shuffled = BuildAction.Options()
        shuffled.source = second.appendingPathComponent("content").path
        shuffled.output = second.appendingPathComponent("out").path
        shuffled.environment = environment
        var action = BuildAction(options: shuffled, workingDirectory: "/")
        action.shuffleDiscovery = true
        let b = action.run()
        let bundleA = try #require(a.bundle), bundleB = try #require(b.bundle)
        let filesA = try Self.contents(of: bundleA), filesB = try Self.contents(of: bundleB)
        #expect(filesA.keys.sorted() == filesB.keys.sorted())
        for (path, data) in filesA { #expect(filesB[path] == data, "\(path) differs") }
        let manifest = try JSONDecoder().decode(BundleManifest.self, from: try #require(filesA["manifest.json"]))
        #expect(manifest.createdAt == "2023-11-14T22:13:20Z")
    }

    @Test func aFailedBuildLeavesThePreviousBundleUntouched() throws {
        let output = Self.temporaryFolder("atomic")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(Self.build(source: "content-src", output: output).bundle)
        let before = try Self.contents(of: bundle)
        struct Interrupted: Error {}
        let outcome = Self.build(source: "content-src", output: output, environment: ["SOURCE_DATE_EPOCH": "1"]) { path in
            if path.hasPrefix("lessons/") { throw Interrupted() }
        }
        #expect(outcome.exitCode == ExitStatus.usage)
        #expect(outcome.bundle == nil)
        #expect(try Self.contents(of: bundle) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0 != ".sanad-cache" }
        #expect(leftovers == [bundle.lastPathComponent], "no temporary folder is left behind: \(leftovers)")
    }

    @Test func aSourceDateEpochOutsideTheYears1970To9999IsAUsageError() throws {
        let output = Self.temporaryFolder("epoch")
        defer { try? FileManager.default.removeItem(at: output) }
        for epoch in ["yesterday", "-1", "253402300800", "1.5"] {
            let outcome = Self.build(source: "content-src", output: output, environment: ["SOURCE_DATE_EPOCH": epoch])
            #expect(outcome.exitCode == ExitStatus.usage, "\(epoch)")
            #expect(outcome.output.contains("SOURCE_DATE_EPOCH must be whole seconds"))
        }
        #expect(Self.build(source: "content-src", output: output, environment: ["SOURCE_DATE_EPOCH": "253402300799"]).exitCode == 0)
    }

    @Test func errorsMeanNoBundle() throws {
        let output = Self.temporaryFolder("refused")
        defer { try? FileManager.default.removeItem(at: output) }
        let outcome = Self.build(source: "Tests/SanadCompilerTests/Fixtures/broken-project", output: output)
        #expect(outcome.exitCode == ExitStatus.failure)
        #expect(outcome.output.hasSuffix("no bundle written\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }
}
