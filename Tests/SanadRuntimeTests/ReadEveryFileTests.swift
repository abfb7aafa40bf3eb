import Foundation
import SanadRuntime
import Testing

/// Every kind of bundle file has a reader in the runtime (an exhaustive `switch` in
/// `ContentLibrary.readEveryFile()`), and the sample bundle, which holds a file of every kind,
/// reads whole through them.
@Suite struct ReadEveryFileTests {
    @Test func theSampleBundleHasAFileOfEveryKindAndEachReads() throws {
        let bundle = try TestBundle.build("content-src")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let library = try ContentLibrary(folder: bundle)
        let counts = try library.readEveryFile()
        #expect(Set(counts.keys) == Set(BundleManifest.FileKind.allCases), "kinds with no file in the sample: \(Set(BundleManifest.FileKind.allCases).subtracting(counts.keys))")
        let listed = library.reader.manifest.files.filter { $0.kind.known != nil }.count
        #expect(counts.values.reduce(0, +) == listed)
    }

    /// A file its reader cannot take (here a lessons file whose bytes changed) is refused, named.
    @Test func aFileThatDoesNotReadIsRefusedNamed() throws {
        let bundle = try TestBundle.build("content-src")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let library = try ContentLibrary(folder: bundle)
        let entry = try #require(library.reader.manifest.files.first { $0.kind == .lessons })
        let url = bundle.appendingPathComponent(entry.path)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: url)
        #expect(throws: BundleError.self) { try library.readEveryFile() }
        do {
            _ = try library.readEveryFile()
        } catch {
            #expect(String(describing: error).contains(entry.path))
        }
    }
}
