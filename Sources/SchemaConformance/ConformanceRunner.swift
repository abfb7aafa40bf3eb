import Foundation
import SanadDiagnostics
import SanadSchema
import SanadSource

/// Runs the JSON-Schema-Test-Suite files of `tests/draft2020-12/` (the required tests; the
/// `optional/` folder is not part of the target) against the validator.
struct ConformanceRunner {
    struct Outcome {
        var passed = 0
        var failed = 0
        var skipped = 0
        var report: [String] = []
    }

    struct RunError: Error, CustomStringConvertible {
        var description: String
    }

    /// The URI prefix of the suite's remote documents, served from its `remotes/` folder.
    static let remotePrefix = "http://localhost:1234/"
    let suite: URL

    func run() throws -> Outcome {
        let testsFolder = suite.appendingPathComponent("tests/draft2020-12")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path) else {
            throw RunError(description: "no test suite at \(testsFolder.path)")
        }
        var outcome = Outcome()
        for name in names.sorted() where name.hasSuffix(".json") {
            try runFile(testsFolder.appendingPathComponent(name), name: name, into: &outcome)
        }
        return outcome
    }

    private func parse(_ url: URL) -> Node? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONParser.parse(SourceFile(path: url.path, bytes: [UInt8](data))).get()
    }

    private func loadRemote(_ uri: String) -> Node? {
        guard uri.hasPrefix(Self.remotePrefix) else { return nil }
        return parse(suite.appendingPathComponent("remotes").appendingPathComponent(String(uri.dropFirst(Self.remotePrefix.count))))
    }

    private func runFile(_ url: URL, name: String, into outcome: inout Outcome) throws {
        guard let groups = parse(url)?.elements else { throw RunError(description: "cannot parse \(url.path)") }
        for (groupIndex, group) in groups.enumerated() {
            let description = group["description"]?.string ?? "group \(groupIndex)"
            let tests = group["tests"]?.elements ?? []
            guard let schemaNode = group["schema"] else { continue }
            let registry = SchemaRegistry(loader: loadRemote)
            let uri = "urn:sanad:conformance:\(name):\(groupIndex)"
            let schema: JSONSchema
            do {
                try registry.add(document: schemaNode, uri: uri)
                schema = try registry.schema(at: uri)
            } catch {
                outcome.failed += tests.count
                outcome.report.append("FAIL \(name) / \(description): schema did not compile: \(error)")
                continue
            }
            for test in tests {
                guard let data = test["data"], case .bool(let expected)? = test["valid"]?.value else { continue }
                let fast = schema.isValid(data)
                let diagnostics = schema.validate(data)
                let full = diagnostics.isEmpty
                if fast == expected, full == expected {
                    outcome.passed += 1
                } else {
                    outcome.failed += 1
                    let testDescription = test["description"]?.string ?? "?"
                    outcome.report.append(
                        "FAIL \(name) / \(description) / \(testDescription): expected \(expected ? "valid" : "invalid"), isValid=\(fast), validate found \(diagnostics.count) problems")
                }
            }
        }
    }
}
