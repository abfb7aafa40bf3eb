import CLibXML2
import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The CI reports of a real lint with findings, checked by their official schemas: JUnit against
/// `junit-10.xsd` with libxml2, SARIF against the SARIF 2.1.0 schema with every rule's help.
@Suite struct LintReportFormatsTests {
    static let shared = Fixtures.path("../../../../shared/data")

    /// A lint of the curriculum fixture (warnings) with one error added, in `format`.
    static func lint(_ format: OutputFormat) throws -> (output: String, diagnostics: [Diagnostic]) {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.edit("categories/wudu/02-lesson-2.md", "id: wudu.lesson-2", "id: wudu.lesson-2\nsubtopc: x")
        var options = LintAction.Options()
        options.paths = ["."]
        options.format = format
        let outcome = LintAction(options: options, workingDirectory: content.path).run()
        return (outcome.output, outcome.diagnostics)
    }

    /// libxml2's verdict on a document under an XSD (empty when valid). The schema is parsed from
    /// memory, so nothing is loaded through libxml2's entity loader (which another test may have
    /// restricted meanwhile: it is process-wide).
    static func validate(_ xml: String, schema path: String) throws -> [String] {
        let xsd = try Data(contentsOf: URL(fileURLWithPath: path))
        let parser = try #require(xsd.withUnsafeBytes { bytes in
            xmlSchemaNewMemParserCtxt(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        })
        let schema = try #require(xmlSchemaParse(parser), "the schema loads")
        defer { xmlSchemaFree(schema); xmlSchemaFreeParserCtxt(parser) }
        return XSDValidation.errors(of: xml, against: schema, name: "junit.xml")
    }

    @Test func theJUnitReportOfALintValidatesAgainstJUnit10() throws {
        let schema = Self.shared + "/junit/junit-10.xsd"
        #expect(FileManager.default.fileExists(atPath: schema), "the JUnit schema from ../shared is needed")
        let (xml, diagnostics) = try Self.lint(.junit)
        #expect(diagnostics.contains { $0.severity == .error } && diagnostics.contains { $0.severity == .warning })
        #expect(try Self.validate(xml, schema: schema) == [])
        #expect(xml.contains("<failure"), "the error is a failure")
        // The validator can refuse: an element the schema does not know.
        #expect(try !Self.validate(xml.replacingOccurrences(of: "<testsuite ", with: "<testsuitex "), schema: schema).isEmpty)
    }

    @Test func theSARIFReportOfALintValidatesAndCarriesEachRulesHelp() throws {
        let schema = Self.shared + "/sarif/sarif-schema-2.1.0.json"
        let (sarif, diagnostics) = try Self.lint(.sarif)
        let report = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: report) }
        try Data(sarif.utf8).write(to: report)
        let checked = try SARIFSchemaCheck.run(schema: schema, report: report.path)
        #expect(checked.status == 0, "SARIF schema validation: \(checked.output)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count && !results.isEmpty)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            let rule = rules[index]
            #expect(rule["id"] as? String == result["ruleId"] as? String)
            let help = (rule["help"] as? [String: Any])?["text"] as? String ?? ""
            #expect(help.count > 20, "\(rule["id"] ?? "?") has its help")
        }
    }
}
