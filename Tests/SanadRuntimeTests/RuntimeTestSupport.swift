import Foundation
import SanadCompiler
import SanadTools
import _SanadTestSupport

/// Builds a fixture content folder into a fresh temporary bundle with the compiler.
enum TestBundle {
    static let repository = Fixtures.path("../..")

    static func build(_ source: String = "Tests/SanadRuntimeTests/Fixtures/curriculum") throws -> URL {
        let output = TestScratch.path("runtime")
        var options = BuildAction.Options()
        options.source = source
        options.output = output.path
        options.environment = ["SOURCE_DATE_EPOCH": "0"]
        let outcome = BuildAction(options: options, workingDirectory: repository).run()
        guard let bundle = outcome.bundle else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: outcome.output]) }
        return bundle
    }
}
