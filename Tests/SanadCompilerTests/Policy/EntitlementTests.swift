import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadRuntime
import Testing
import _SanadTestSupport

/// Entitlements (issue 36, Sidrat): level 5's "exclusive content" (seed 004) and a subscription's
/// premium packs (seed 001), from sanad.yaml through the bundle to the runtime's answer of what
/// is locked and why.
@Suite struct EntitlementTests {
    static let table = """
        entitlements:
          - { id: exclusive-content, level: 5, lessons: [wudu.lesson-3] }
          - { id: premium, purchase: true, categories: [salah] }

        """

    static func content(_ table: String = table) throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("sanad.yaml", try content.read("sanad.yaml") + table)
        return content
    }

    static func lint(_ content: ScratchFolder) -> [Diagnostic] {
        Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.path?.hasSuffix("sanad.yaml") == true }
    }

    @Test func theBundleCarriesThemAndTheRuntimeSaysWhatIsLockedAndWhy() throws {
        let content = try Self.content(), output = BundleTests.temporaryFolder("entitlements")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(Self.lint(content).isEmpty)
        let library = try ContentLibrary(folder: try #require(BundleTests.build(source: content.path, output: output).bundle))
        #expect(library.entitlements.map(\.id) == ["exclusive-content", "premium"])
        #expect(try library.locks(ofLesson: "wudu.lesson-3", level: 4).map(\.id) == ["exclusive-content"], "level 4: still locked")
        #expect(try library.locks(ofLesson: "wudu.lesson-3", level: 5).isEmpty, "level 5 unlocks it")
        #expect(try library.locks(ofLesson: "wudu.lesson-2", level: 1).isEmpty)
        #expect(try library.locks(ofLesson: "salah.lesson-1", level: 5).map(\.id) == ["premium"] && library.locks(ofCategory: "salah", level: 1).count == 1)
        #expect(try library.locks(ofLesson: "salah.lesson-1", level: 1, purchases: ["premium"]).isEmpty, "the app confirms the purchase")
        #expect(library.locks(ofCategory: "wudu", level: 1).isEmpty, "a lesson locked on its own leaves its category open")
    }

    @Test func anEntitlementNothingCanSatisfyIsAnError() throws {
        let content = try Self.content(Self.table.replacingOccurrences(of: "level: 5", with: "level: 6").replacingOccurrences(of: "[salah]", with: "[salha]"))
        let found = Self.lint(content)
        // Where each problem is written: the level, and the misspelt category.
        let lines = try content.read("sanad.yaml").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func place(_ text: String) -> String {
            let line = lines.firstIndex { $0.contains(text) }!
            return "\(line + 1):\(lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: text)!.lowerBound) + 1)"
        }
        #expect(found.map { "\($0.location!.line):\($0.location!.column) \($0.code.id)" }.sorted() == ["\(place("6, lessons")) R0017", "\(place("salha")) R0002"].sorted(),
                "\(found.map(\.message))")
        #expect(found.first { $0.code == ResolutionDiagnostics.unsatisfiableEntitlement }?.message
                == "no learner can reach level 6: the levels go up to 5, so 'exclusive-content' never unlocks what it names")
        #expect(found.first { $0.code == ResolutionDiagnostics.unknownReference }?.fixIts.first?.replacements.first?.text == "salah")
        let neither = try Self.content("entitlements:\n  - { id: free, categories: [salah] }\n")
        #expect(Self.lint(neither).contains { $0.code.group == .schema }, "a level or a purchase, one of them")
    }

    @Test func changingThemIsMinor() throws {
        let content = try Self.content()
        let first = BundleTests.temporaryFolder("ent-a"), second = BundleTests.temporaryFolder("ent-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("sanad.yaml", "level: 5", "level: 4")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let diff = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b))
        #expect(diff.changes.map { "\($0.bump) \($0.subject.rawValue) \($0.detail)" } == ["minor project changed: entitlements"])
    }
}
