import Foundation
import SanadBundleFormat
import SanadCitations
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The memorisation kind end to end in the compiler: verse texts from the Tanzil file, recordings
/// and cues checked against the files, citations, the bundle and `sanad diff`.
@Suite(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
struct MemorisationKindTests {
    static let fixture = Fixtures.path("../../SanadRuntimeTests/Fixtures/memorisation")
    static let uthmani = Fixtures.path("../../../../shared/data/tanzil/quran-uthmani.xml")

    @Test func theSampleUnitsCarryTheUthmaniTextVerseByVerse() throws {
        let output = BundleTests.temporaryFolder("memorisation")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: "content-src", output: output).bundle)
        let reader = try BundleReader(folder: bundle)
        let units = try reader.decode(BundleMemorisation.self, from: try reader.entry(.memorisation)).units
        #expect(units.map(\.id) == ["hifz.al-fatiha", "hifz.al-ikhlas", "hifz.al-falaq", "hifz.an-nas"])
        #expect(units.map(\.verses.count) == [7, 4, 5, 6] && units.allSatisfy(\.wholeSurah))
        let tanzil = try TanzilText(xml: [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.uthmani))))
        for unit in units {
            #expect(unit.edition == "uthmani" && unit.recitation.placeholder, "the sample recitations are marked placeholders")
            for verse in unit.verses {
                #expect(verse.text == tanzil.ayah(surah: unit.surah, ayah: verse.ayah), "\(unit.id) \(verse.ayah): the Tanzil text, exactly")
                #expect(verse.seconds > 0.5, "\(unit.id) \(verse.ayah): its length read from the recording")
            }
        }
        let falaq = units[2]
        #expect(Set(falaq.verses.map(\.audio)) == ["media/recitation/113.wav"], "one file with cues")
        #expect(zip(falaq.verses, falaq.verses.dropFirst()).allSatisfy { $0.end == $1.start }, "each verse ends where the next starts")
        let media = reader.manifest.files.filter { $0.kind == .media }.flatMap { $0.sources ?? [] }
        #expect(units.flatMap(\.verses).allSatisfy { media.contains($0.audio) }, "every recording is shipped and hashed")
        let citations = try reader.decode(BundleCitations.self, from: try reader.entry(.citations))
        #expect(citations.citations.first { $0.key == "quran:1:1-7" }?.memorisation == ["hifz.al-fatiha"])
        #expect(citations.notice != nil, "the Tanzil notice goes with the embedded text")
    }

    /// A count that differs is reported at `verses:` (or `cues:`), the list to fix, not at `recitation:`.
    @Test func everyProblemIsReportedAtItsPlace() {
        let diagnostics = CitationCheckTests.lint("memorisation-problems")
        let found = diagnostics.filter { $0.severity == .error }.map { "\($0.path!.split(separator: "/").last!):\($0.location!.line):\($0.location!.column) \($0.code.id)" }
        #expect(found.sorted() == [
            "01-count.yaml:5:70 R0014", "02-cues.yaml:5:113 R0014", "02-cues.yaml:5:123 R0014", "03-text.yaml:5:26 C0002",
            "04-edition.yaml:3:8 R0004", "04-edition.yaml:5:10 L0019", "05-reference.yaml:3:8 R0004", "05-reference.yaml:4:8 C0001",
        ])
    }

    /// A copy of the runtime fixture that finds the Tanzil text wherever it is copied to.
    static func scratchCopy() throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Self.fixture)
        try content.edit("sanad.yaml", "../../../../../shared/data/tanzil/quran-uthmani.xml", Self.uthmani)
        return content
    }

    @Test func anApprovedPlaceholderRecitationIsRefusedByARelease() throws {
        let content = try Self.scratchCopy()
        try content.write("reviewers.yaml", """
            reviewers:
              - { id: a-reviewer, name: A Reviewer, credentials: Test fixture, scopes: [tafsir] }

            """)
        let approval = ReviewAction(source: content.path, workingDirectory: "/").approve(lessonID: "hifz.al-ikhlas", reviewer: "a-reviewer", date: "2026-11-22", today: LocalDate(year: 2026, month: 11, day: 23)!)
        #expect(approval.exitCode == 0, "\(approval.output)")
        #expect(Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.code == ReviewDiagnostics.placeholderRecording }.isEmpty,
                "outside a release, the report says it")
        var options = BuildAction.Options()
        options.source = content.path
        options.output = BundleTests.temporaryFolder("hifz-release").path
        options.release = true
        let outcome = BuildAction(options: options, workingDirectory: "/").run()
        #expect(outcome.bundle == nil)
        #expect(outcome.diagnostics.filter { $0.code == ReviewDiagnostics.placeholderRecording }.map { $0.location!.line } == [9])
        options.requireAllApproved = true
        options.output = BundleTests.temporaryFolder("hifz-release-all").path
        let strict = BuildAction(options: options, workingDirectory: "/").run()
        #expect(strict.bundle == nil && strict.diagnostics.contains { $0.code == ReviewDiagnostics.placeholderRecording }, "with --require-all-approved too")
        try content.edit("memorisation/01-al-ikhlas.yaml", "  placeholder: true\n", "")
        #expect(Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.contains { $0.code == ReviewDiagnostics.staleApproval },
                "the recitation is part of what the reviewer approved")
    }

    @Test func theCitationReportSaysTheRecitationIsAPlaceholder() throws {
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: Self.fixture)
        let report = CitationReport.build(result)
        let uses = report.quran.flatMap(\.lessons).filter { $0.kind == CitationReport.UseKind(rawValue: "memorisation") }
        #expect(Set(uses.map(\.id)) == ["hifz.al-ikhlas", "hifz.al-falaq", "hifz.al-fatiha-opening"])
        #expect(uses.allSatisfy { $0.note?.contains("placeholder recitation") == true })
    }

    @Test func diffReportsUnitsWithTheirBumps() throws {
        let content = try Self.scratchCopy()
        let first = BundleTests.temporaryFolder("hifz-a"), second = BundleTests.temporaryFolder("hifz-b"), third = BundleTests.temporaryFolder("hifz-c")
        defer { for url in [first, second, third] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("memorisation/02-al-falaq.yaml", "repeat: [1, 3]", "repeat: [1, 3, 5]")
        try content.edit("memorisation/03-al-fatiha-opening.yaml", "quran: \"1:1-3\"", "quran: \"1:1-2\"")
        try content.edit("memorisation/03-al-fatiha-opening.yaml", "media/silence-2s.wav, media/silence-2s.wav, media/silence-2s.wav]", "media/silence-2s.wav, media/silence-2s.wav]")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let edits = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes.filter { $0.subject == .memorisationUnit }
        #expect(edits.map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" }.sorted() == [
            "minor memorisation hifz.al-fatiha-opening changed: ayat, verse texts, recordings", "patch memorisation hifz.al-falaq changed: repeat modes",
        ])
        try content.remove("memorisation/01-al-ikhlas.yaml")
        let c = try #require(BundleTests.build(source: content.path, output: third).bundle)
        let removal = BundleDiff(old: try BundleSnapshot(folder: b), new: try BundleSnapshot(folder: c)).changes.filter { $0.subject == .memorisationUnit }
        #expect(removal.map { "\($0.bump) \($0.subject.rawValue) \($0.id)" } == ["major memorisation hifz.al-ikhlas"])
    }

    /// A project may let quotations go unverified when its Tanzil text is missing, but a unit has
    /// no verses to show without it: located errors, not a failed build without a place.
    @Test func aUnitWithoutItsTextIsALocatedError() throws {
        let content = try ScratchFolder(copying: Self.fixture)
        try content.edit("sanad.yaml", "      path: ../../../../../shared/data/tanzil/quran-uthmani.xml", "      path: missing/quran-uthmani.xml")
        try content.write("sanad.yaml", try content.read("sanad.yaml").replacingOccurrences(of: "quran:\n", with: "quran:\n  allow-unverified: true\n"))
        let found = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.severity == .error }
        #expect(found.map { "\($0.path!.split(separator: "/").last!):\($0.location!.line) \($0.code.id)" }.sorted() == [
            "01-al-ikhlas.yaml:4 C0004", "02-al-falaq.yaml:4 C0004", "03-al-fatiha-opening.yaml:4 C0004",
        ])
    }
}

/// The scopes a unit's reviewer needs are scopes a reviewer can hold.
@Suite struct MemorisationReviewScopeTests {
    @Test func aUnitsReviewScopesAreScopesAReviewerMayHave() throws {
        let schema = try #require(SourceSchemas.document(named: "reviewers.schema.json"))
        let scopes = schema["properties"]?["reviewers"]?["items"]?["properties"]?["scopes"]?["items"]?["enum"]?.elements?.compactMap(\.string) ?? []
        #expect(!scopes.isEmpty)
        for scope in ContentKinds.Memorisation.reviewScopes { #expect(scopes.contains(scope), "\(scope)") }
    }
}
