import Foundation
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

/// `docs/ci.md` holds workflows people copy: their YAML must parse, and every Sanad option they
/// use must exist.
@Suite struct CIDocumentTests {
    static let document = Fixtures.path("../../docs/ci.md")

    static func yamlBlocks() throws -> [String] {
        let text = try String(contentsOfFile: document, encoding: .utf8)
        return text.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func workflowsAreValidYAML() throws {
        let blocks = try Self.yamlBlocks()
        #expect(blocks.count == 2, "a GitHub Actions and a GitLab workflow")
        for (index, block) in blocks.enumerated() {
            let result = YAMLParser.parse(SourceFile(path: "docs/ci.md#\(index)", text: block))
            #expect(result.root != nil)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        }
    }

    @Test func everySanadOptionUsedExists() throws {
        var checked = 0
        for block in try Self.yamlBlocks() {
            for line in block.split(separator: "\n") {
                guard let start = line.range(of: "sanad ") else { continue }
                let words = line[start.upperBound...].split(whereSeparator: { $0 == " " || $0 == ";" }).map(String.init)
                let subcommand = words[0] == "report" ? ["report", words[1]] : [words[0]]
                let help = try LintCommandTests.run(subcommand + ["--help"]).stdout
                for option in words where option.hasPrefix("--") {
                    #expect(help.contains(option + " "), "'sanad \(subcommand.joined(separator: " ")) \(option)' in docs/ci.md")
                    checked += 1
                }
            }
        }
        #expect(checked >= 10)
    }
}
