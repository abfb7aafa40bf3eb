import Crypto
import Foundation
import SanadBundleFormat
import Testing

/// How `TrustPolicy` weighs a manifest's key endorsements, on manifests made here: one level
/// only, the endorser's expiry, unreadable expiries, an app's own listing of a key over any
/// endorsement of it, and the longest of several endorsements.
@Suite struct KeyEndorsementPolicyTests {
    static let day: TimeInterval = 86_400
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A manifest carrying `endorsements`, signed by `signer`: its decoded form and its text.
    static func manifest(endorsements: [KeyEndorsement], signedBy signer: Curve25519.Signing.PrivateKey) throws -> (BundleManifest, [UInt8]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let carried = String(decoding: try encoder.encode(endorsements), as: UTF8.self)
        let unsigned = #"{"formatVersion":"2.13.0","bundleId":"b","contentVersion":"1.0.0","sourceDigest":"cd","createdAt":"2026-01-01T00:00:00Z","files":[{"path":"project.json","kind":"project","size":2,"sha256":"ab"}],"packs":[],"keyEndorsements":\#(carried)}"#
        let signature = try ManifestSigning.sign(manifest: Array(unsigned.utf8), with: signer)
        let text = Array((unsigned.dropLast() + #","signatures":[{"keyId":"\#(signature.keyID)","signature":"\#(signature.signature)"}]}"#).utf8)
        return (try BundleJSONDecoder().decode(BundleManifest.self, from: Data(text)), text)
    }

    static func verdict(_ policy: TrustPolicy, _ manifest: (BundleManifest, [UInt8])) -> BundleError? {
        do { try policy.check(manifest.0, text: manifest.1) } catch { return error }
        return nil
    }

    static func endorse(_ key: Curve25519.Signing.PrivateKey, by endorser: Curve25519.Signing.PrivateKey, until: Date? = nil) throws -> KeyEndorsement {
        let formatter = ISO8601DateFormatter()
        return try KeyEndorsement(endorsing: key.publicKey, expiresAt: until.map { formatter.string(from: $0) }, by: endorser)
    }

    static func id(_ key: Curve25519.Signing.PrivateKey) -> String { ManifestSigning.keyID(of: key.publicKey) }

    @Test func anEndorsedKeyEndorsesNothingEvenWithItsOwnEndorsementCarried() throws {
        let root = Curve25519.Signing.PrivateKey(), middle = Curve25519.Signing.PrivateKey(), leaf = Curve25519.Signing.PrivateKey()
        let policy = TrustPolicy(keys: [.init(publicKey: root.publicKey)], now: Self.now)
        let chain = try Self.manifest(endorsements: [try Self.endorse(middle, by: root), try Self.endorse(leaf, by: middle)], signedBy: leaf)
        #expect(Self.verdict(policy, chain) == .untrustedKey(keyIDs: [Self.id(leaf)]))
        let direct = try Self.manifest(endorsements: [try Self.endorse(leaf, by: root)], signedBy: leaf)
        #expect(Self.verdict(policy, direct) == nil)
    }

    @Test func theEndorsersExpiryAndAnUnreadableExpiryEndTheEndorsement() throws {
        let root = Curve25519.Signing.PrivateKey(), release = Curve25519.Signing.PrivateKey()
        let lapsedRoot = TrustPolicy(keys: [.init(publicKey: root.publicKey, expires: Self.now - Self.day)], now: Self.now)
        let longEndorsement = try Self.manifest(endorsements: [try Self.endorse(release, by: root, until: Self.now + 100 * Self.day)], signedBy: release)
        #expect(Self.verdict(lapsedRoot, longEndorsement) == .expiredKey(keyID: Self.id(release)))

        var unreadable = try Self.endorse(release, by: root)
        unreadable.expiresAt = "next year"   // not signed this way: also an invalid endorsement
        let policy = TrustPolicy(keys: [.init(publicKey: root.publicKey)], now: Self.now)
        #expect(Self.verdict(policy, try Self.manifest(endorsements: [unreadable], signedBy: release)) == .untrustedKey(keyIDs: [Self.id(release)]))
        let signedUnreadable = try KeyEndorsement(endorsing: release.publicKey, expiresAt: "next year", by: root)
        #expect(Self.verdict(policy, try Self.manifest(endorsements: [signedUnreadable], signedBy: release)) == .expiredKey(keyID: Self.id(release)))
    }

    @Test func anAppListingAKeyItselfOverridesEndorsementsOfIt() throws {
        let root = Curve25519.Signing.PrivateKey(), release = Curve25519.Signing.PrivateKey()
        let endorsed = try Self.manifest(endorsements: [try Self.endorse(release, by: root)], signedBy: release)
        let revoked = TrustPolicy(keys: [.init(publicKey: root.publicKey), .init(publicKey: release.publicKey, expires: Self.now - Self.day)], now: Self.now)
        #expect(Self.verdict(revoked, endorsed) == .expiredKey(keyID: Self.id(release)))
    }

    @Test func ofSeveralEndorsementsTheLongestHolds() throws {
        let root = Curve25519.Signing.PrivateKey(), release = Curve25519.Signing.PrivateKey()
        let policy = TrustPolicy(keys: [.init(publicKey: root.publicKey)], now: Self.now)
        let both = try Self.manifest(
            endorsements: [try Self.endorse(release, by: root, until: Self.now - Self.day), try Self.endorse(release, by: root, until: Self.now + Self.day)],
            signedBy: release)
        #expect(Self.verdict(policy, both) == nil)
    }

    @Test func anEndorsementSignatureIsNotAManifestSignature() throws {
        // The same key signs manifests and endorsements; an endorsement's signature, moved into
        // `signatures`, does not verify as the manifest's.
        let root = Curve25519.Signing.PrivateKey(), release = Curve25519.Signing.PrivateKey()
        let endorsement = try Self.endorse(release, by: root)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var endorsementObject = String(decoding: try encoder.encode(endorsement), as: UTF8.self)
        endorsementObject = endorsementObject.replacingOccurrences(of: #","signature":"\#(endorsement.signature)""#, with: "")
        let text = Array((endorsementObject.dropLast() + #","signatures":[{"keyId":"\#(Self.id(root))","signature":"\#(endorsement.signature)"}]}"#).utf8)
        #expect(!ManifestSigning.isValid(ManifestSignature(keyID: Self.id(root), signature: endorsement.signature), manifest: text, key: root.publicKey))
    }
}
