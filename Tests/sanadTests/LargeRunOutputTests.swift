import Foundation
import Testing
import _SanadTestSupport

/// Long runs in a terminal: a cap on the diagnostics shown, and counts by code and by file.
@Suite struct LargeRunOutputTests {
    /// A copy of the curriculum fixture with a misspelt key in each of `count` lessons.
    static func project(misspelt count: Int) throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Fixtures.path("../SanadRuntimeTests/Fixtures/curriculum"))
        let lessons = ["aqeedah/01-lesson-1.md", "aqeedah/02-lesson-2.md", "salah/01-lesson-1.md", "wudu/01-lesson-1.md"].prefix(count)
        for lesson in lessons { try content.edit("categories/\(lesson)", "takeaway:", "takeawy:") }
        return content
    }

    @Test func maxDiagnosticsShowsSomeAndCountsAll() throws {
        let content = try Self.project(misspelt: 4)
        let result = try LintCommandTests.run(["lint", content.path, "--max-diagnostics", "1"])
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "error[S0003]").count - 1 == 1, "one shown")
        // The fixture's nine lessons also cite a surah they do not show (C0010, warnings).
        #expect(result.stdout.contains("… and 12 more not shown (--max-diagnostics 1); every one is counted below\n4 errors, 9 warnings"))
        #expect(result.stdout.contains("by code:\n  C0010 unused-citation   9 warnings\n  S0003 unknown-property  4 errors\n"), "most frequent first")
        let json = try LintCommandTests.run(["lint", content.path, "--max-diagnostics", "1", "--format", "json"])
        #expect(json.stdout.components(separatedBy: "\"S0003\"").count - 1 >= 4, "machine formats keep every one")
    }

    @Test func statsCountByCodeAndByFile() throws {
        let content = try Self.project(misspelt: 2)
        let result = try LintCommandTests.run(["lint", content.path, "--stats"])
        #expect(result.stdout.contains("  S0003 unknown-property  2 errors\n"))
        let byFile = try #require(result.stdout.components(separatedBy: "by file:\n").last)
        #expect(byFile.split(separator: "\n").filter { $0.hasSuffix("  1") }.count >= 2)
    }
}
