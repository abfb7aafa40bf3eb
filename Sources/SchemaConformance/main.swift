import Foundation
import SanadSchema
import SanadSource

// Runs the official JSON-Schema-Test-Suite's required draft 2020-12 tests against Sanad's
// validator and prints every failure and skip, then `N passed, M failed, K skipped`.
//
// Usage: sanad-schema-conformance [SUITE-DIR]
// The suite folder defaults to $JSON_SCHEMA_TEST_SUITE, then ../shared/conformance/json-schema-test-suite.

let environment = ProcessInfo.processInfo.environment
let suite = CommandLine.arguments.dropFirst().first
    ?? environment["JSON_SCHEMA_TEST_SUITE"]
    ?? "../shared/conformance/json-schema-test-suite"
let runner = ConformanceRunner(suite: URL(fileURLWithPath: suite))
do {
    let result = try runner.run()
    for line in result.report { print(line) }
    print("\(result.passed) passed, \(result.failed) failed, \(result.skipped) skipped")
    exit(result.failed == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("sanad-schema-conformance: \(error)\n".utf8))
    exit(2)
}
