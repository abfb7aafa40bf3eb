import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadRuntime
import Testing
import _SanadTestSupport

/// Packs of different signed releases cannot be mixed: the signed manifest of one release names
/// every pack file's SHA-256, so an older release's pack under a newer label is refused when it
/// is read, and rewriting the manifest to match it breaks the signature.
@Suite struct SignedPackTests {
    /// The curriculum with `wudu` as a pack, at `version`, signed by `key`.
    static func release(_ version: String, signedBy key: SignedBundleTests.Key, in folder: ScratchFolder, edit: (ScratchFolder) throws -> Void = { _ in }) throws -> URL {
        let content = try ScratchFolder(copying: Fixtures.path("Fixtures/curriculum"))
        try content.edit("sanad.yaml", "content-version: 1.0.0", "content-version: \(version)")
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "packs: { core: { categories: [aqeedah] } }\n")
        try edit(content)
        return try SignedBundleTests.build(signedBy: [key], in: folder, source: content.path).bundle
    }

    @Test func anOlderReleasesPackUnderTheNewLabelOrWithARewrittenManifestIsRefused() throws {
        let folder = try ScratchFolder()
        let key = try SignedBundleTests.Key(folder, "release")
        let old = try Self.release("1.0.0", signedBy: key, in: folder)
        let new = try Self.release("1.1.0", signedBy: key, in: folder) { content in
            try content.edit("categories/wudu/01-lesson-1.md", "Teach.", "Teach, again.")
        }
        let policy = TrustPolicy(keys: [key.trusted])
        let lessons = "packs/wudu/lessons/wudu.json"
        #expect(try Data(contentsOf: old.appendingPathComponent(lessons)) != Data(contentsOf: new.appendingPathComponent(lessons)))

        // The old pack's lessons under the new release's label: the label passes, the file not.
        let mixed = folder.url.appendingPathComponent("mixed")
        try FileManager.default.copyItem(at: new, to: mixed)
        try FileManager.default.removeItem(at: mixed.appendingPathComponent(lessons))
        try FileManager.default.copyItem(at: old.appendingPathComponent(lessons), to: mixed.appendingPathComponent(lessons))
        let library = try ContentLibrary(folder: mixed, trust: policy)
        #expect(try library.lessons(in: "aqeedah").isEmpty == false)
        #expect(throws: BundleError.self) { _ = try library.lessons(in: "wudu") }
        do {
            _ = try library.lessons(in: "wudu")
        } catch {
            switch error {
            case .digestMismatch(let file), .sizeMismatch(let file, _, _): #expect(file == lessons)
            default: Issue.record("refused for another reason: \(error)")
            }
        }

        // Rewriting the new manifest's entry to the old file's size and SHA-256 (what an attacker
        // without the key can do) breaks the signature.
        let manifestURL = mixed.appendingPathComponent(BundleFormat.manifestName)
        let oldEntry = try #require(try BundleReader(folder: old).manifest.files.first { $0.path == lessons })
        let newEntry = try #require(try BundleReader(folder: new).manifest.files.first { $0.path == lessons })
        let original = try String(contentsOf: manifestURL, encoding: .utf8)
        let rewritten = original
            .replacingOccurrences(of: newEntry.sha256, with: oldEntry.sha256)
            .replacingOccurrences(of: "\"size\" : \(newEntry.size)", with: "\"size\" : \(oldEntry.size)")
        #expect(rewritten != original && rewritten.contains("\"size\" : \(oldEntry.size)"))
        try rewritten.write(to: manifestURL, atomically: true, encoding: .utf8)
        #expect(throws: BundleError.invalidSignature(keyID: key.trusted.id)) { _ = try ContentLibrary(folder: mixed, trust: policy) }
    }
}
