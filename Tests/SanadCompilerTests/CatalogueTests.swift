import Foundation
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

@Suite struct CatalogueTests {
    @Test func codesAndNamesAreUnique() {
        let all = DiagnosticCatalog.all
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(all.map(\.id) == all.map(\.id).sorted())
        #expect(all.allSatisfy { !$0.summary.isEmpty && !$0.example.isEmpty })
    }

    @Test func diagnosticsDocumentIsUpToDate() {
        let markdown = DiagnosticCatalog.markdown()
        if let difference = Golden.compare(markdown, path: "../../docs/diagnostics.md") {
            Issue.record(Comment(rawValue: "docs/diagnostics.md is out of date (run make docs): \(difference)"))
        }
        for code in DiagnosticCatalog.all { #expect(markdown.contains("### \(code.id) `\(code.name)`")) }
    }

    @Test func lookupByIdOrName() {
        #expect(DiagnosticCatalog.code(named: "Y0003")?.name == "duplicate-key")
        #expect(DiagnosticCatalog.code(named: "duplicate-key")?.id == "Y0003")
        #expect(DiagnosticCatalog.code(named: "nope") == nil)
    }
}
