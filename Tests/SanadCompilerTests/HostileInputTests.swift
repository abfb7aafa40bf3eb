import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadReporting
import SanadSchema
import SanadSource
import Testing
import _SanadTestSupport

/// Nothing outside the content folder is read, and nothing blocks: a lesson that links to
/// /proc/self/environ and a narration that is a named pipe are errors, and lint returns.
@Suite(.serialized) struct HostileInputTests {
    @Test func aLinkOutOfTheFolderIsNeverReadNorEchoed() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("categories/wudu/03-leak.md").path, withDestinationPath: "/proc/self/environ")
        let result = Linter(workingDirectory: "/").lint(paths: [folder.path])
        let leak = try #require(result.diagnostics.first { $0.path?.hasSuffix("03-leak.md") == true })
        #expect(leak.code == SourceDiagnostics.unreadableFile)
        #expect(leak.message.hasSuffix("it leads outside the content folder, which Sanad never reads"))
        #expect(leak.location?.line == 1)
        let text = TextRenderer().render(result.diagnostics)
        #expect(!text.contains("PATH=") && !text.contains("HOME="), "no byte of the target is shown")
    }

    @Test func aNamedPipeNarrationIsAnErrorAndNothingBlocks() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("media"), withIntermediateDirectories: true)
        let pipe = folder.appendingPathComponent("media/narration.wav").path
        #expect(mkfifo(pipe, 0o644) == 0)
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") {
            $0.replacingOccurrences(of: "audio: { waiver: Fixture. }", with: "audio: { narration: media/narration.wav, duration: 5s }")
        }
        // Also a lesson file that is a pipe.
        #expect(mkfifo(folder.appendingPathComponent("categories/wudu/04-pipe.md").path, 0o644) == 0)
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(diagnostics.contains { $0.message == "'media/narration.wav' is a named pipe, not a media file" })
        #expect(diagnostics.contains { $0.path?.hasSuffix("04-pipe.md") == true && $0.message.hasSuffix("it is a named pipe, not a regular file") })
    }

    /// A folder named like a lesson and a loop of links are located errors, not skipped.
    @Test func aFolderNamedLikeALessonAndALinkLoopAreReported() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("categories/wudu/03-c.md"), withIntermediateDirectories: true)
        let loop = folder.appendingPathComponent("categories/wudu").path
        try FileManager.default.createSymbolicLink(atPath: loop + "/04-d.md", withDestinationPath: loop + "/05-e.md")
        try FileManager.default.createSymbolicLink(atPath: loop + "/05-e.md", withDestinationPath: loop + "/04-d.md")
        let found = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.code == SourceDiagnostics.unreadableFile }
        #expect(found.count == 3)
        #expect(found.contains { $0.path?.hasSuffix("03-c.md") == true && $0.message.hasSuffix("it is a folder, not a regular file") })
        #expect(found.allSatisfy { $0.location?.line == 1 })
    }

    /// A category folder that is a link to a folder outside the content is an error at the link,
    /// as a link to a file is, not content left out with exit 0; nothing behind it is read.
    @Test func aLinkToAFolderIsReportedNotSkipped() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        let outside = try ReviewApprovalTests.copyFixture()
        defer { for url in [folder, outside] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("categories/elsewhere").path,
                                                   withDestinationPath: outside.appendingPathComponent("categories/wudu").path)
        let result = Linter(workingDirectory: "/").lint(paths: [folder.path])
        let link = try #require(result.diagnostics.first { $0.path?.hasSuffix("categories/elsewhere") == true })
        #expect(link.code == SourceDiagnostics.unreadableFile && link.severity == .error)
        #expect(link.message.hasSuffix("is a link to a folder outside the content folder, which Sanad does not follow"))
        #expect(!result.diagnostics.contains { $0.path?.contains("elsewhere/") == true }, "nothing behind the link is read")
        // A link to a folder inside the content leaves nothing out, and is no error.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("categories/elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("shared-media").path, withDestinationPath: folder.appendingPathComponent("categories/wudu").path)
        #expect(!Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.contains { $0.code == SourceDiagnostics.unreadableFile })
    }

    /// A sparse 3 GiB picture is reported by its size and never read (before, the bundle's emit
    /// read it whole into memory); `budgets: file` sets another limit, and the note points at it.
    @Test func aHugeMediaFileIsReportedWithoutBeingRead() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("media"), withIntermediateDirectories: true)
        let huge = folder.appendingPathComponent("media/huge.png").path
        #expect(FileManager.default.createFile(atPath: huge, contents: Data([0x89, 0x50, 0x4E, 0x47])))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "## Teach\n", with: "## Teach\n\n![A big picture](media/huge.png)\n") }
        let found = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.code == ResolutionDiagnostics.mediaBudget }
        #expect(found.map(\.message) == ["'media/huge.png' is 3.22 GB; a media file may be at most 100.0 MB"])
        try ReviewApprovalTests.edit(folder, "sanad.yaml") { $0 + "media: { budgets: { file: 1 KB } }\n" }
        try FileManager.default.removeItem(atPath: huge)
        #expect(FileManager.default.createFile(atPath: huge, contents: Data(repeating: 0, count: 2_000)))
        let small = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.code == ResolutionDiagnostics.mediaBudget }
        #expect(small.map(\.message) == ["'media/huge.png' is 2.0 KB; a media file may be at most 1.0 KB"])
        #expect(small.first?.notes.first?.range?.file.path.hasSuffix("sanad.yaml") == true)
    }

    /// A value over the length limit is one error (Y0010), not also a schema error about the
    /// empty stand-in the parser keeps in its place ("0 characters long").
    @Test func anOverlongValueIsOneErrorNotTwo() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") { text in
            text.replacingOccurrences(of: "title: Lesson wudu.a\n", with: "title: " + String(repeating: "x", count: 900_000) + "\n")
        }
        let found = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.path?.hasSuffix("01-a.md") == true && $0.location?.line == 3 }
        #expect(found.map(\.code.id) == ["Y0010"], "\(found.map(\.message))")
    }

    /// Lists as long as the 1 MiB file limit allows parse and validate in linear time (a flow list
    /// of 100,000 items took over 120 s when each append copied the list). The test asserts the
    /// diagnostics; `sanad lint` on such a file takes under a second.
    @Test func longListsFinishWithTheirDiagnostics() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = "tags: [" + (0..<100_000).map { "t\($0)" }.joined(separator: ", ") + ", t5]\n"
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "subtopic: basics\n", with: "subtopic: basics\n" + flow) }
        let block = "tags:\n" + (0..<80_000).map { "  - t\($0)\n" }.joined()
        try ReviewApprovalTests.edit(folder, "categories/wudu/02-b.md") { $0.replacingOccurrences(of: "subtopic: basics\n", with: "subtopic: basics\n" + block) }
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(diagnostics.map(\.message) == ["this item repeats an earlier one"], "t5 repeats; the block list is fine")
        #expect(diagnostics.first?.notes.first?.range?.startLocation.column == 28, "the earlier t5")
    }

    /// A 1 MiB file of mappings nested 60 deep (the limit is 64) parses and validates.
    @Test func aMegabyteOfDeepMappingsFinishes() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = ""
        var block = 0
        while text.utf8.count < 1_000_000 {
            text += (0..<60).map { String(repeating: "  ", count: $0) + "k\(block)_\($0):" }.joined(separator: "\n") + " v\n"
            block += 1
        }
        try text.write(to: folder.appendingPathComponent("hadith-collections.yaml"), atomically: true, encoding: .utf8)
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(diagnostics.first?.code == SchemaDiagnostics.missingProperty)
        #expect(diagnostics.count { $0.code == SchemaDiagnostics.unknownProperty } == block)
    }

    @Test func contentFileRefusesWhatIsNotARegularFileInside() throws {
        let folder = try ScratchFolder()
        let root = try #require(ContentFile.realPath(folder.path))
        try Data("inside".utf8).write(to: URL(fileURLWithPath: root + "/a.txt"))
        #expect(ContentFile.read(root + "/a.txt", inside: root, limit: 100) == .success(Array("inside".utf8)))
        #expect(ContentFile.read(root + "/a.txt", inside: root, limit: 3) == .failure(.tooLarge(limit: 3)))
        #expect(ContentFile.read(root + "/a.txt", inside: root, limit: 3, prefixOnly: true) == .success(Array("ins".utf8)))
        #expect(ContentFile.read(root + "/missing", inside: root, limit: 100) == .failure(.missing))
        #expect(ContentFile.read(root, inside: root, limit: 100) == .failure(.notRegular("a folder")))
        try FileManager.default.createSymbolicLink(atPath: root + "/link.txt", withDestinationPath: root + "/a.txt")
        #expect(ContentFile.read(root + "/link.txt", inside: root, limit: 100) == .success(Array("inside".utf8)), "a link inside the folder is fine")
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: "/etc/hostname")
        #expect(ContentFile.read(root + "/out", inside: root, limit: 100) == .failure(.outside))
        // A folder whose name extends the root's is outside it.
        #expect(ContentFile.read(root + "-other/x", inside: root, limit: 100) == .failure(.missing))
    }
}

@Suite struct DiscoveryTests {
    /// The cheap way back from a shown path to an absolute one agrees with `absolute(_:)` on every
    /// kind of path: shown ones, and ones that are not standard (which it hands to `absolute`).
    @Test func aShownPathIsMadeAbsoluteAsAbsoluteMakesIt() {
        for workingDirectory in ["/work/project", "/work/project/", "/", "/work/./project/../project"] {
            let discovery = ContentDiscovery(workingDirectory: workingDirectory)
            let absolute = discovery.absoluteOfShown()
            let paths = ["content-src/sanad.yaml", "a", "/elsewhere/x.md", "/", "./a/b", "a/./b", "a/../b", "../up/x.yaml", "a//b", "a/b/", "//x", ".hidden/x",
                         "..x/y", "x..", discovery.display(discovery.absolute("content-src/categories/anger/01.md"))]
            for path in paths {
                #expect(absolute(path) == discovery.absolute(path), "\(path) from \(workingDirectory)")
            }
        }
    }

    /// Files that look like content but are not read are reported with what Sanad expected.
    @Test func filesThatLookLikeContentAreReported() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = folder.appendingPathComponent("categories/wudu/02-b.md").path
        try FileManager.default.copyItem(atPath: lesson, toPath: folder.appendingPathComponent("categories/wudu/03-c.MD").path)
        try FileManager.default.copyItem(atPath: lesson, toPath: folder.appendingPathComponent("categories/wudu/04-d.markdown").path)
        try FileManager.default.copyItem(atPath: folder.appendingPathComponent("reviewers.yaml").path, toPath: folder.appendingPathComponent("Reviewers.yml").path)
        let found = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.code == CompilerDiagnostics.unknownSourceFile }
        #expect(found.map { "\($0.path!.split(separator: "/").last!): \($0.help ?? "")" } == [
            "Reviewers.yml: did you mean reviewers.yaml?",
            "03-c.MD: lessons end in '.md' (lower case): rename it to 03-c.md",
            "04-d.markdown: lessons end in '.md' (lower case): rename it to 04-d.md",
        ])
    }
}

@Suite struct RecoveryTests {
    /// A schema error in a lesson no longer hides its cross-reference checks: a typo and a broken
    /// prerequisite in one lesson are both reported in one run. References into lessons stay
    /// quiet only while a lesson's id itself cannot be read.
    @Test func independentMistakesInOneFileAreAllReported() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") {
            $0.replacingOccurrences(of: "subtopic: basics\n", with: "subtopc: basics\nrequires: [wudu.does-not-exist]\n")
        }
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(diagnostics.map(\.message) == ["unknown property 'subtopc'", "no lesson has the id 'wudu.does-not-exist'"])
        #expect(diagnostics.first?.help == "did you mean 'subtopic'?")
        // With the other lesson's id unreadable, the reference may name it: not reported.
        try ReviewApprovalTests.edit(folder, "categories/wudu/02-b.md") { $0.replacingOccurrences(of: "id: wudu.b\n", with: "id: Wudu B\n") }
        let quiet = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(!quiet.contains { $0.message.contains("does-not-exist") })
    }

    /// Two categories with one order are reported, each with a note at the other.
    @Test func aDuplicateCategoryOrderIsReported() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("categories/salah"), withIntermediateDirectories: true)
        let wudu = try String(contentsOf: folder.appendingPathComponent("categories/wudu/category.yaml"), encoding: .utf8)
        try wudu.replacingOccurrences(of: "id: wudu", with: "id: salah").write(to: folder.appendingPathComponent("categories/salah/category.yaml"), atomically: true, encoding: .utf8)
        let found = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.filter { $0.code == ResolutionDiagnostics.duplicateOrder }
        #expect(found.map(\.message) == ["order 1 is also used by 'wudu'", "order 1 is also used by 'salah'"])
        #expect(found.first?.notes.first?.range?.file.path.hasSuffix("wudu/category.yaml") == true)
    }

    /// A typo of a required key is one error: unknown, with "did you mean", not also "missing".
    @Test func aTypoOfARequiredKeyIsOneError() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/category.yaml") { $0.replacingOccurrences(of: "title: Wudu\n", with: "titel: Wudu\n") }
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(diagnostics.map(\.message) == ["unknown property 'titel'"])
        #expect(diagnostics.first?.help == "did you mean 'title'?")
        // A required key simply missing is still reported.
        try ReviewApprovalTests.edit(folder, "categories/wudu/category.yaml") { $0.replacingOccurrences(of: "titel: Wudu\n", with: "") }
        #expect(Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.map(\.code) == [SchemaDiagnostics.missingProperty])
    }

    /// A prerequisite cycle is reported while another lesson's id is invalid, and an invalid id
    /// is one error (the schema's), not also "must start with its category id".
    @Test func aCycleShowsBesideAnInvalidIdWhichIsOneError() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") { $0.replacingOccurrences(of: "subtopic: basics\n", with: "subtopic: basics\nrequires: [wudu.b]\n") }
        try ReviewApprovalTests.edit(folder, "categories/wudu/02-b.md") { $0.replacingOccurrences(of: "subtopic: basics\n", with: "subtopic: basics\nrequires: [wudu.a]\n") }
        let b = try String(contentsOf: folder.appendingPathComponent("categories/wudu/02-b.md"), encoding: .utf8)
        try b.replacingOccurrences(of: "id: wudu.b", with: "id: Wudu C").replacingOccurrences(of: "order: 2", with: "order: 3")
            .replacingOccurrences(of: "requires: [wudu.a]\n", with: "").write(to: folder.appendingPathComponent("categories/wudu/03-c.md"), atomically: true, encoding: .utf8)
        let codes = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics.map(\.code.id)
        #expect(codes == ["R0003", "S0006"], "the cycle, and the invalid id once")
    }

    /// A category whose id differs from its folder is one error at its id, not one per lesson
    /// saying the folder has no category.yaml.
    @Test func aCategoryIdThatDiffersFromItsFolderIsOneError() throws {
        let folder = try ReviewApprovalTests.copyFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/category.yaml") { $0.replacingOccurrences(of: "id: wudu\n", with: "id: wudu-basics\n") }
        let diagnostics = Linter(workingDirectory: "/").lint(paths: [folder.path]).diagnostics
        #expect(diagnostics.map(\.message) == ["the category id 'wudu-basics' differs from its folder 'wudu'"])
    }
}

@Suite struct MultipleMistakesTests {
    /// A category of two lessons, each with several independent mistakes: every mistake is
    /// reported in one run, at its place, and no consequence of one is reported as another.
    @Test func everyMistakeOnceAndNothingElse() {
        let diagnostics = Linter(workingDirectory: Fixtures.path("Fixtures")).lint(paths: ["multiple-mistakes"]).diagnostics
        let found = diagnostics.map { "\(($0.path ?? "-").split(separator: "/").suffix(2).joined(separator: "/")):\($0.location?.line ?? 0) \($0.code.id)" }
        #expect(found == [
            "envy/01-what-is-envy.md:4 R0004",   // order 1 twice: reported on both lessons
            "envy/01-what-is-envy.md:5 S0003",   // subtopc (and not also a missing subtopic)
            "envy/01-what-is-envy.md:11 R0002",  // a prerequisite that does not exist, despite the schema error
            "envy/01-what-is-envy.md:13 S0001",  // answer: yes
            "envy/01-what-is-envy.md:21 L0001",  // ## Teaching (and not also "no Teach phase")
            "envy/01-what-is-envy.md:23 L0011",  // javascript:
            "envy/02-remedies.md:4 R0004",
            "envy/02-remedies.md:6 L0004",       // 7m declared, phases 5m (and not also "7m is too long")
            "envy/02-remedies.md:13 S0002",      // approved without a fingerprint
            "envy/02-remedies.md:13 R0002",      // an unknown reviewer
            "envy/02-remedies.md:13 V0005",      // 2026-02-30
            "envy/02-remedies.md:22 L0009",      // no alt text
            "envy/02-remedies.md:22 R0007",      // a missing image
            "envy/category.yaml:3 S0003",        // titel (and not also a missing title)
        ], "\(diagnostics.map(\.message))")
    }
}
