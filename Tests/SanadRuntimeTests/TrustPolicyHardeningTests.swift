import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadRuntime
import Testing
import _SanadTestSupport

/// What a hostile or damaged input cannot do to `TrustPolicy`: stall the app with signatures no
/// key made, or switch rollback protection off.
@Suite struct TrustPolicyHardeningTests {
    typealias Key = SignedBundleTests.Key

    /// The bundle's manifest with its `signatures` replaced by `signatures(original)`.
    static func resign(_ bundle: URL, _ signatures: ([[String: Any]]) -> [[String: Any]]) throws {
        let url = bundle.appendingPathComponent(BundleFormat.manifestName)
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        manifest["signatures"] = signatures(manifest["signatures"] as? [[String: Any]] ?? [])
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: url)
    }

    /// 1,000 garbage signatures claiming the trusted key are refused, without 1,000 verifications
    /// (the limit is checked before any is made).
    @Test func manySignaturesClaimingOneKeyAreRefused() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release")
        let bundle = try SignedBundleTests.build(signedBy: [key], in: folder).bundle
        let policy = TrustPolicy(keys: [key.trusted])
        #expect((try? SignedBundleTests.open(bundle, policy).get()) != nil)
        // The publisher's own signature four times is still one publisher.
        try Self.resign(bundle) { Array(repeating: $0[0], count: TrustPolicy.signaturesPerKey) }
        #expect((try? SignedBundleTests.open(bundle, policy).get()) != nil)
        // Once more than that, even of valid copies, is refused before anything is verified.
        try Self.resign(bundle) { $0 + [$0[0]] }
        #expect(throws: BundleError.invalidSignature(keyID: key.trusted.id)) { try ContentLibrary(folder: bundle, trust: policy) }
        try Self.resign(bundle) { original in
            [original[0]] + (0..<1_000).map { _ in ["keyId": key.trusted.id, "signature": Data(repeating: 7, count: 64).base64EncodedString()] }
        }
        #expect(throws: BundleError.invalidSignature(keyID: key.trusted.id)) { try ContentLibrary(folder: bundle, trust: policy) }
        // A signature's text is bounded before it is decoded.
        try Self.resign(bundle) { _ in [["keyId": key.trusted.id, "signature": String(repeating: "A", count: 1 << 20)]] }
        #expect(throws: BundleError.invalidSignature(keyID: key.trusted.id)) { try ContentLibrary(folder: bundle, trust: policy) }
    }

    /// A saved last version that is not a version is an error the app sees, not a pass.
    @Test func aDamagedInstalledVersionIsAnErrorNotAPass() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release")
        let bundle = try SignedBundleTests.build(signedBy: [key], in: folder).bundle
        #expect(throws: BundleError.unreadableInstalledVersion("garbage")) {
            try ContentLibrary(folder: bundle, trust: TrustPolicy(keys: [key.trusted], lastInstalledContentVersion: "garbage"))
        }
        #expect(BundleError.unreadableInstalledVersion("garbage").errorDescription == "The app's record of its installed content is damaged.")
        #expect((try? SignedBundleTests.open(bundle, TrustPolicy(keys: [key.trusted], lastInstalledContentVersion: nil)).get()) != nil)
    }

    /// `bundle-valid-for` counts from the build day, not from the latest approval: three days
    /// built on 27 November 2026 end on the 30th, whatever the review dates; a build whose bundle
    /// would already be expired is refused at `bundle-valid-for` (V0011).
    @Test func aBundleIsNeverBornExpired() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release")
        let content = try ScratchFolder(copying: TestBundle.repository + "/Tests/SanadRuntimeTests/Fixtures/curriculum")
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "bundle-valid-for: 3 days\n")
        let today = try #require(LocalDate(year: 2026, month: 11, day: 27))
        let bundle = try SignedBundleTests.build(signedBy: [key], in: folder, source: content.path, today: today, environment: [:]).bundle
        #expect(try BundleReader(folder: bundle).manifest.expiresAt == "2026-11-30T23:59:59Z")
        let reproducible = try SignedBundleTests.build(signedBy: [key], in: folder, source: content.path, today: LocalDate(year: 1970, month: 1, day: 2)).bundle
        #expect(try BundleReader(folder: reproducible).manifest.expiresAt == "1970-01-04T23:59:59Z", "SOURCE_DATE_EPOCH's day, when set")
        var options = BuildAction.Options()
        options.source = content.path
        options.output = folder.path + "/born-expired"
        options.environment = ["SOURCE_DATE_EPOCH": "0"]
        options.today = today
        let outcome = BuildAction(options: options, workingDirectory: TestBundle.repository).run()
        #expect(outcome.bundle == nil && outcome.exitCode == 1)
        let problem = try #require(outcome.diagnostics.first { $0.code.id == "V0011" })
        #expect(problem.message == "the bundle would expire on 1970-01-04, before today (2026-11-27): an app would refuse it at once")
        #expect(problem.path?.hasSuffix("sanad.yaml") == true)
    }

    /// A bundle of an older major format is not "for a newer app".
    @Test func anOlderFormatSaysItIsOlder() {
        let older = BundleError.unsupportedFormat(found: SemanticVersion(major: 1, minor: 0, patch: 0), supported: BundleFormat.version)
        let newer = BundleError.unsupportedFormat(found: SemanticVersion(major: 3, minor: 0, patch: 0), supported: BundleFormat.version)
        #expect(older.errorDescription == "This content was made for an older version of the app.")
        #expect(newer.errorDescription == "This content needs a newer version of the app.")
    }
}
