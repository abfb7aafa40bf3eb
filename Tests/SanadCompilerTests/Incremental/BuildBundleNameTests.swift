import Foundation
import SanadCompiler
import SanadTools
import Testing

/// `--bundle-name`: the bundle folder's name in the output folder (the SwiftPM plugin's
/// `SanadContent`), honoured by full builds and by builds answered from the cache.
@Suite(.serialized) struct BuildBundleNameTests {
    @Test func theBundleFolderTakesTheNameAndTheCacheKeepsNamesApart() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let named = project.build { $0.options.bundleName = "SanadContent" }
        #expect(named.exitCode == 0, "\(named.output)")
        #expect(named.bundle?.lastPathComponent == "SanadContent")
        #expect(FileManager.default.fileExists(atPath: project.output.appendingPathComponent("SanadContent/manifest.json").path))

        // The same content under the project's id is a different build, not the named one's
        // cache entry (which would report a folder of the other name).
        let byID = project.build()
        #expect(byID.exitCode == 0)
        #expect(byID.bundle?.lastPathComponent == "keys-to-paradise")
        #expect(!BuildCacheTests.isCached(byID))
        #expect(FileManager.default.fileExists(atPath: project.output.appendingPathComponent("keys-to-paradise/manifest.json").path))

        let again = project.build { $0.options.bundleName = "SanadContent" }
        #expect(BuildCacheTests.isCached(again))
        #expect(again.bundle?.lastPathComponent == "SanadContent")
    }

    @Test(arguments: ["", ".", "..", ".sanad-cache", "a/b", "/abs", "nul\u{0}name"])
    func aNameThatIsNotOneVisibleFolderIsRefusedBeforeAnythingIsWritten(_ name: String) throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let outcome = project.build { $0.options.bundleName = name }
        #expect(outcome.exitCode == 2)
        #expect(outcome.output.contains("--bundle-name must be one folder name"))
        #expect(!FileManager.default.fileExists(atPath: project.output.path))
    }
}
