import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadRuntime
import Testing
import _SanadTestSupport

/// Media in the bundle: every file the content names is inside it, stored once under its
/// SHA-256, hashed in the manifest, counted in `sanad diff`, and handed to an app only verified.
@Suite(.serialized) struct MediaTests {
    @Test func everyMediaFileOfTheSampleIsInTheBundle() throws {
        let output = BundleTests.temporaryFolder("media")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: "content-src", output: output).bundle)
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: BundleTests.repository)).run(root: "content-src")
        let named = Set(ContentKinds.all.flatMap { kind in Self.media(of: kind, in: result.corpus) })
        let reader = try BundleReader(folder: bundle)
        let media = reader.manifest.files.filter { $0.kind == .media }
        #expect(Set(media.flatMap { $0.sources ?? [] }) == named, "every media file the content names, and no other")
        #expect(named.count >= 30)
        for entry in media {
            let data = try reader.data(of: entry)
            #expect(entry.path.hasPrefix(BundleManifest.Pack.folder(of: reader.manifest.packID(of: entry)) + "media/" + SHA256Hex.of(data)),
                    "\(entry.path) is named by its SHA-256")
        }
        #expect(media.contains { $0.mimeType == "audio/wav" } && media.contains { $0.mimeType == "image/png" })
        let narration = try #require(try ContentLibrary(folder: bundle).lesson("aqeedah.allah-is-one")?.audio?.narration)
        let url = try ContentLibrary(folder: bundle).mediaURL(for: narration)
        #expect(FileManager.default.contents(atPath: url.path) == FileManager.default.contents(atPath: BundleTests.repository + "/content-src/" + narration))
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count - 1] ^= 1
        try bytes.write(to: url)
        // A library opened on the tampered bundle refuses the file (one that verified it before
        // keeps the answer it checked, as it does for a category's lessons).
        #expect(throws: BundleError.digestMismatch(file: url.path.components(separatedBy: "/keys-to-paradise/").last!)) {
            _ = try ContentLibrary(folder: bundle).mediaURL(for: narration)
        }
    }

    static func media<Kind: ContentKind>(of kind: Kind.Type, in corpus: Corpus) -> [String] {
        corpus.models(of: kind).flatMap(Kind.mediaReferences).map(\.path.value)
    }

    /// Identical recordings are stored once; a changed one is a patch change for `sanad diff`.
    @Test func identicalFilesAreStoredOnceAndAChangedOneIsAPatch() throws {
        let folder = try SupplementaryKindTests.fixture(), first = BundleTests.temporaryFolder("media-a"), second = BundleTests.temporaryFolder("media-b")
        defer { for url in [folder, first, second] { try? FileManager.default.removeItem(at: url) } }
        let recording = NarrationDurationTests.wav(seconds: 1)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("media"), withIntermediateDirectories: true)
        for name in ["one.wav", "two.wav"] { try recording.write(to: folder.appendingPathComponent("media/" + name)) }
        try ReviewApprovalTests.edit(folder, "categories/wudu/supplementary.yaml") { text in
            text.replacingOccurrences(of: "review: { status: in-review }", with: """
                  - { id: wudu.dhikr-one, type: dhikr, title: One, order: 3, audio: media/one.wav, text: Subhan Allah. }
                  - { id: wudu.dhikr-two, type: dhikr, title: Two, order: 4, audio: media/two.wav, text: Alhamdulillah. }
                review: { status: in-review }
                """)
        }
        let a = try #require(BundleTests.build(source: folder.path, output: first).bundle)
        let stored = try BundleReader(folder: a).manifest.files.filter { $0.kind == .media }
        #expect(stored.count == 1 && stored.first?.sources == ["media/one.wav", "media/two.wav"])
        try NarrationDurationTests.wav(seconds: 2).write(to: folder.appendingPathComponent("media/two.wav"))
        let b = try #require(BundleTests.build(source: folder.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
        #expect(changes.map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" } == ["patch media media/two.wav changed"])
        #expect(try BundleReader(folder: a).manifest.sourceDigest != BundleReader(folder: b).manifest.sourceDigest, "media count in the source digest")
    }

    /// A re-recorded narration is a change the reviewer has not heard: the approval goes stale,
    /// and `sanad diff` reports the recording as a patch change.
    @Test func aChangedNarrationMakesTheApprovalStaleAndIsAPatch() throws {
        let folder = try ReviewApprovalTests.copyFixture(realReviewers: true)
        let first = BundleTests.temporaryFolder("narration-a"), second = BundleTests.temporaryFolder("narration-b")
        defer { for url in [folder, first, second] { try? FileManager.default.removeItem(at: url) } }
        let narration = folder.appendingPathComponent("media/a.wav")
        try FileManager.default.createDirectory(at: narration.deletingLastPathComponent(), withIntermediateDirectories: true)
        try NarrationDurationTests.wav(seconds: 1.5).write(to: narration)
        try ReviewApprovalTests.edit(folder, "sanad.yaml") { $0 + MediaPolicyTests.credits }
        try ReviewApprovalTests.edit(folder, "categories/wudu/01-a.md") {
            $0.replacingOccurrences(of: "audio: { waiver: Fixture. }", with: "audio: { narration: media/a.wav, duration: 2s }")
        }
        #expect(ReviewApprovalTests.approve(folder, "wudu.a").exitCode == 0)
        #expect(ReviewApprovalTests.lint(folder).isEmpty)
        let a = try #require(BundleTests.build(source: folder.path, output: first).bundle)
        try NarrationDurationTests.wav(seconds: 1.8).write(to: narration)
        #expect(ReviewApprovalTests.lint(folder).map(\.code) == [ReviewDiagnostics.staleApproval])
        let b = try #require(BundleTests.build(source: folder.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
        #expect(changes.map { "\($0.bump) \($0.subject.rawValue) \($0.id) \($0.detail)" } == ["patch media media/a.wav changed"])
    }
}
