import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadRuntime
import Testing
import _SanadTestSupport

/// Key rotation by endorsement (format 2.13): a key an app trusts endorses a new signing key
/// (`sanad keys endorse`), the release carries the endorsement (`--endorsement`), and the app
/// accepts the new key's signature; forged, foreign, expired and second-hand endorsements add
/// nothing.
@Suite struct KeyEndorsementTests {
    typealias Key = SignedBundleTests.Key

    /// Endorses `key` with `endorser`'s private key; returns the endorsement file's path.
    static func endorse(_ key: String, by endorser: Key, in folder: ScratchFolder, lastDay: String? = nil) throws -> String {
        let outcome = KeysAction(workingDirectory: folder.path).endorse(publicKey: "\(key).public.json", with: endorser.privatePath, lastDay: lastDay)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        return folder.path + "/\(key).endorsement.json"
    }

    static func refusal(_ bundle: URL, trusting keys: [Key], now: Date = Date()) -> BundleError? {
        if case .failure(let error) = SignedBundleTests.open(bundle, TrustPolicy(keys: keys.map(\.trusted), now: now)) { return error }
        return nil
    }

    @Test func aNewKeyEndorsedByTheOldOneIsAcceptedByAppsThatTrustOnlyTheOld() throws {
        let folder = try ScratchFolder()
        let old = try Key(folder, "old"), new = try Key(folder, "new")
        let unendorsed = try SignedBundleTests.build(signedBy: [new], in: folder).bundle
        #expect(Self.refusal(unendorsed, trusting: [old]) == .untrustedKey(keyIDs: [new.trusted.id]))

        let endorsement = try Self.endorse("new", by: old, in: folder)
        let (bundle, output) = try SignedBundleTests.build(signedBy: [new], endorsements: [endorsement], in: folder)
        #expect(Self.refusal(bundle, trusting: [old]) == nil)
        let manifest = try BundleReader(folder: bundle).manifest
        #expect(manifest.keyEndorsements?.map(\.keyID) == [new.trusted.id])
        #expect(manifest.keyEndorsements?.map(\.signedBy) == [old.trusted.id])
        #expect(!output.contains(old.secret) && !output.contains(new.secret))
    }

    @Test func aRootKeyEndorsesTheReleaseKeyUntilTheEndorsementExpires() throws {
        let folder = try ScratchFolder()
        let root = try Key(folder, "root"), current = try Key(folder, "current"), lapsed = try Key(folder, "lapsed")
        let good = try SignedBundleTests.build(signedBy: [current], endorsements: [try Self.endorse("current", by: root, in: folder, lastDay: "2999-12-31")], in: folder)
        #expect(Self.refusal(good.bundle, trusting: [root]) == nil)
        let lapsing = try SignedBundleTests.build(signedBy: [lapsed], endorsements: [try Self.endorse("lapsed", by: root, in: folder, lastDay: "2030-12-31")], in: folder)
        #expect(Self.refusal(lapsing.bundle, trusting: [root]) == nil)
        let afterwards = try #require(TrustPolicy.instant("2031-01-01T00:00:00Z"))
        #expect(Self.refusal(lapsing.bundle, trusting: [root], now: afterwards) == .expiredKey(keyID: lapsed.trusted.id))
        // An endorsement already past its day is refused when it is written.
        let outcome = KeysAction(workingDirectory: folder.path).endorse(publicKey: "current.public.json", with: root.privatePath, lastDay: "2001-01-01")
        #expect(outcome.exitCode == 2 && outcome.output.contains("is past"))
    }

    @Test func foreignForgedAndSecondHandEndorsementsAddNothing() throws {
        let folder = try ScratchFolder()
        let root = try Key(folder, "root"), stranger = try Key(folder, "stranger"), middle = try Key(folder, "middle"), leaf = try Key(folder, "leaf")
        // Endorsed by a key the app does not trust.
        let foreign = try SignedBundleTests.build(signedBy: [leaf], endorsements: [try Self.endorse("leaf", by: stranger, in: folder)], in: folder)
        #expect(Self.refusal(foreign.bundle, trusting: [root]) == .untrustedKey(keyIDs: [leaf.trusted.id]))
        // Endorsed by a key that is itself only endorsed: one level only.
        let other = try ScratchFolder()
        let leafAgain = try Key(other, "leaf")
        let middleByRoot = try Self.endorse("middle", by: root, in: folder)
        let secondHand = try SignedBundleTests.build(signedBy: [leafAgain], endorsements: [try Self.endorse("leaf", by: middle, in: other)], in: other)
        #expect(Self.refusal(secondHand.bundle, trusting: [root]) == .untrustedKey(keyIDs: [leafAgain.trusted.id]))
        // The root's real endorsement of `middle`, altered to endorse the stranger's key, which
        // signs the release: the signature covers the endorsed key, so it holds for no key.
        var forged = try JSONDecoder().decode(KeyEndorsement.self, from: Data(contentsOf: URL(fileURLWithPath: middleByRoot)))
        forged.publicKey = try JSONDecoder().decode(KeysAction.PublicKeyFile.self, from: Data(contentsOf: URL(fileURLWithPath: folder.path + "/stranger.public.json"))).publicKey
        forged.keyID = stranger.trusted.id
        #expect(forged.endorsedKey(verifiedBy: root.trusted.publicKey) == nil)
        let forgedPath = folder.path + "/forged.endorsement.json"
        try JSONEncoder().encode(forged).write(to: URL(fileURLWithPath: forgedPath))
        let forgedRelease = try SignedBundleTests.build(signedBy: [stranger], endorsements: [forgedPath], in: folder)
        #expect(Self.refusal(forgedRelease.bundle, trusting: [root]) == .untrustedKey(keyIDs: [stranger.trusted.id]))
    }

    @Test func aBuildRefusesAnEndorsementOfAKeyThatDoesNotSign() throws {
        let folder = try ScratchFolder()
        let old = try Key(folder, "old"), new = try Key(folder, "new")
        let endorsement = try Self.endorse("new", by: old, in: folder)
        var options = BuildAction.Options()
        options.source = "Tests/SanadRuntimeTests/Fixtures/curriculum"
        options.output = folder.path + "/out"
        options.signingKeys = [old.privatePath]
        options.endorsements = [endorsement]
        let outcome = BuildAction(options: options, workingDirectory: TestBundle.repository).run()
        #expect(outcome.exitCode == 2)
        #expect(outcome.output.contains("endorses key \(new.trusted.id), which does not sign this build"))
    }
}
