import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Each resolution problem gives one clear error at the right line, with notes where they help.
@Suite struct ResolutionTests {
    static func lint(_ fixture: String) -> [Diagnostic] {
        Linter(workingDirectory: Fixtures.path("../Fixtures")).lint(paths: [fixture]).diagnostics
    }

    static func located(_ diagnostics: [Diagnostic], _ code: DiagnosticCode) -> [String] {
        diagnostics.filter { $0.code == code }.map { "\($0.path!.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location!)" }
    }

    @Test func lessonCycleShowsEveryEdge() throws {
        let diagnostics = Self.lint("resolution-cycle")
        #expect(diagnostics.count == 1)
        let cycle = try #require(diagnostics.first)
        #expect(cycle.code == ResolutionDiagnostics.dependencyCycle)
        #expect(cycle.message == "these lessons require each other: wudu.a → wudu.c → wudu.b → wudu.a")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.dependencyCycle) == ["wudu/01-a.md:10:12"])
        #expect(cycle.notes.compactMap { $0.range?.file.path.split(separator: "/").last.map(String.init) } == ["03-c.md", "02-b.md"])
        #expect(cycle.notes.allSatisfy { $0.range?.startLocation.line == 10 })
    }

    @Test func categoryCycle() {
        // The fixture's categories have no lessons: their subtopics are empty (a warning).
        let diagnostics = Self.lint("resolution-category-cycle").filter { $0.severity == .error }
        #expect(diagnostics.map(\.code) == [ResolutionDiagnostics.dependencyCycle])
        #expect(diagnostics.first?.message == "these categories require each other: salah → wudu → salah")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.dependencyCycle) == ["salah/category.yaml:9:12"])
    }

    @Test func duplicateIDAndOrder() throws {
        let diagnostics = Self.lint("resolution-duplicates")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.duplicateID) == ["wudu/02-again.md:2:5"])
        #expect(diagnostics.first { $0.code == ResolutionDiagnostics.duplicateID }?.notes.first?.range?.file.path.hasSuffix("01-first.md") == true)
        #expect(Self.located(diagnostics, ResolutionDiagnostics.duplicateOrder) == ["wudu/01-first.md:4:8", "wudu/03-order.md:4:8"],
                "each lesson sharing the order: Sanad cannot tell which was edited")
        #expect(diagnostics.count == 3)
    }

    @Test func missingReferencesSuggestTheClosestName() {
        let diagnostics = Self.lint("resolution-missing")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.unknownReference) == [
            "wudu/01-first.md:10:12", "wudu/02-second.md:5:11", "wudu/category.yaml:9:12",
        ])
        #expect(diagnostics.first { $0.message.contains("wudu.secnd") }?.help == "did you mean 'wudu.second'?")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.idMismatch) == ["wudu/03-wrong-prefix.md:2:5"])
        #expect(diagnostics.count == 4)
    }

    @Test func mediaPathsStayInsideTheContentFolder() {
        let diagnostics = Self.lint("resolution-media")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.pathEscape) == [
            "wudu/01-up.md:10:21", "wudu/02-absolute.md:10:21", "wudu/03-link.md:10:21",
        ])
        #expect(Self.located(diagnostics, ResolutionDiagnostics.missingMedia) == ["wudu/04-missing.md:10:21"])
        #expect(diagnostics.count == 4, "05-ok.md, with a real file and an image, is clean")
    }

    @Test func lessonsThatCanNeverBeUnlocked() {
        let diagnostics = Self.lint("resolution-unreachable")
        #expect(Self.located(diagnostics, ResolutionDiagnostics.unreachableLesson) == ["salah/01-pray.md:2:5", "wudu/01-wash.md:2:5"])
        #expect(diagnostics.count == 2)
    }

    @Test func sampleContentResolvesCleanly() {
        let diagnostics = Linter(workingDirectory: Fixtures.path("../../..")).lint(paths: ["content-src"]).diagnostics
        #expect(diagnostics.isEmpty)
    }
}
