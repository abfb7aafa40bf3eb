import CLibXML2
import Foundation
import SanadDiagnostics
import SanadReporting
import Testing
import _SanadTestSupport

/// The reports CI systems read: SARIF, JUnit XML and GitHub workflow commands.
@Suite struct CIReportTests {
    static let rules = [
        SARIFReport.Rule(id: "Y0003", name: "duplicate-key", summary: "A key appears twice.", help: "A key appears twice.\n\nExample: a: 1\na: 2", defaultSeverity: .error, group: .yaml),
        SARIFReport.Rule(id: "S0003", name: "unknown-property", summary: "An unknown property.", help: "An unknown property.", defaultSeverity: .warning, group: .schema),
    ]

    /// A diagnostic whose message, path and source use every character the formats escape.
    static func awkward() -> Diagnostic {
        let file = SourceFile(path: "odd dir/a,b:c%.md", text: "title: <b>&\"'</b> \u{1} بِسْمِ 100%\nnext: line\r\n")
        let message = "50% of <tags> & \"quotes\" 'here'\nsecond line\rthird, with: colons \u{1}\u{7} and بِسْمِ"
        return Diagnostic(RendererTests.code, message, at: SourceRange(file: file, start: 7, end: 24), help: "fix: it, now")
    }

    @Test func sarifGolden() {
        let output = SARIFReport(diagnostics: RendererTests.sample(), rules: Self.rules, toolVersion: "0.0.0-test").encoded()
        if let difference = Golden.compare(output, path: "Golden/diagnostics.sarif") { Issue.record(Comment(rawValue: difference)) }
    }

    @Test func sarifValidatesAgainstTheOASISSchema() throws {
        let schema = Fixtures.path("../../../shared/data/sarif/sarif-schema-2.1.0.json")
        #expect(FileManager.default.fileExists(atPath: schema), "the SARIF schema from ../shared is needed")
        let report = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: report) }
        let diagnostics = RendererTests.sample() + [Self.awkward()]
        try Data(SARIFReport(diagnostics: diagnostics, rules: Self.rules, toolVersion: "1.2.3").encoded().utf8).write(to: report)
        let checked = try SARIFSchemaCheck.run(schema: schema, report: report.path)
        #expect(checked.status == 0, "SARIF schema validation (needs python3-jsonschema, installed by make deps): \(checked.output)")
        // And a schema violation is caught, so the check above can fail.
        var broken = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as! [String: Any]
        broken["version"] = "2.0"
        try JSONSerialization.data(withJSONObject: broken).write(to: report)
        #expect(try SARIFSchemaCheck.run(schema: schema, report: report.path).status == 1)
    }

    @Test func sarifResultsCarryFingerprintsAndRelatedLocations() throws {
        let data = Data(SARIFReport(diagnostics: RendererTests.sample(), rules: Self.rules, toolVersion: "1").encoded().utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == RendererTests.sample().count)
        let first = results[0]
        #expect(first["ruleId"] as? String == "Y0003")
        #expect(first["ruleIndex"] as? Int == 0)
        #expect((first["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey] == RendererTests.sample()[0].fingerprint)
        #expect((first["relatedLocations"] as? [Any])?.count == 2, "the label and the located note")
        #expect(results[1]["level"] as? String == "warning")
        #expect(results[1]["fixes"] != nil)
    }

    @Test func awkwardPathsBecomeURIReferences() throws {
        let data = Data(SARIFReport(diagnostics: [Self.awkward()], rules: Self.rules, toolVersion: "1").encoded().utf8)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""uri" : "odd%20dir/a%2Cb%3Ac%25.md""#))
    }
}
