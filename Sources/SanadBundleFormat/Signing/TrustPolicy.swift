import Crypto
import Foundation

/// What an app trusts and remembers when it opens a bundle (`BundleReader(folder:trust:)`,
/// `ContentLibrary(folder:trust:)`): the publisher's public keys, compiled into the app, each
/// with an optional expiry; whether a signature is required; and the content version it last
/// installed, so an older bundle put in place of a newer one is refused (rollback). A bundle past
/// its signed `expiresAt` is refused too (freeze).
///
/// A bundle is accepted when one of its signatures is a trusted, unexpired key's and matches the
/// manifest; the manifest lists every file's SHA-256, so the whole bundle is then the
/// publisher's. A signature by a trusted key that does not match is always refused (the bundle
/// was changed after signing), whatever else the bundle carries.
///
/// Checking costs what the bundle is worth, whatever an attacker writes into it: the manifest is
/// put in canonical form once, and at most `signaturesPerKey` signatures claiming one key are
/// verified; a manifest with more is refused without verifying any of them.
public struct TrustPolicy: Sendable {
    /// A public key the app trusts.
    public struct Key: Sendable {
        /// Its id (`ManifestSigning.keyID(of:)`).
        public let id: String
        /// The Ed25519 public key.
        public let publicKey: Curve25519.Signing.PublicKey
        /// After this instant the key's signatures are refused; nil: no expiry.
        public let expires: Date?

        /// A trusted key.
        public init(publicKey: Curve25519.Signing.PublicKey, expires: Date? = nil) {
            self.publicKey = publicKey
            self.expires = expires
            id = ManifestSigning.keyID(of: publicKey)
        }

        /// A trusted key from its raw bytes in base64 (`publicKey` of `NAME.public.json`); nil if
        /// they are not an Ed25519 public key.
        public init?(base64 text: String, expires: Date? = nil) {
            guard let raw = Data(base64Encoded: text), let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else { return nil }
            self.init(publicKey: key, expires: expires)
        }
    }

    /// The keys the app trusts.
    public var keys: [Key]
    /// Whether an unsigned bundle is refused.
    public var requiresSignature: Bool
    /// The content version the app last installed; a lower one is refused. It must be a version
    /// (`MAJOR.MINOR.PATCH`, as the app read it from a manifest) or nil: anything else is refused
    /// with `BundleError.unreadableInstalledVersion`, so a damaged setting never turns rollback
    /// protection off silently.
    public var lastInstalledContentVersion: String?
    /// The time keys' expiries are compared with.
    public var now: Date

    /// A policy; by default signatures are required.
    public init(keys: [Key], requiresSignature: Bool = true, lastInstalledContentVersion: String? = nil, now: Date = Date()) {
        self.keys = keys
        self.requiresSignature = requiresSignature
        self.lastInstalledContentVersion = lastInstalledContentVersion
        self.now = now
    }

    /// The most signatures claiming one key that a manifest may carry; each is an Ed25519
    /// verification, and a publisher signs once per key.
    public static let signaturesPerKey = 4

    /// Checks a manifest (decoded, and its exact text) against the policy.
    public func check(_ manifest: BundleManifest, text: [UInt8]) throws(BundleError) {
        // A damaged setting is the app's to handle, before anything of the bundle is trusted.
        if let last = lastInstalledContentVersion, SemanticVersion(last) == nil { throw .unreadableInstalledVersion(last) }
        let signatures = manifest.signatures ?? []
        var perKey: [String: Int] = [:]
        for signature in signatures {
            perKey[signature.keyID, default: 0] += 1
            if perKey[signature.keyID]! > Self.signaturesPerKey { throw .invalidSignature(keyID: signature.keyID) }
        }
        let own = Set(self.keys.map(\.id))
        let wanted = Set(signatures.map(\.keyID)).subtracting(own)
        let keys = self.keys + (wanted.isEmpty ? [] : endorsedKeys(manifest.keyEndorsements ?? [], for: wanted))
        // The canonical form is computed once, and only when a signature claims a known key.
        var signed: [UInt8]??
        func signedBytes() -> [UInt8]? {
            if let signed { return signed }
            let bytes = try? ManifestSigning.signedBytes(ofManifest: text)
            signed = .some(bytes)
            return bytes
        }
        var trusted = false
        var unknown: [String] = [], expired: [String] = []
        for signature in signatures {
            guard let key = keys.first(where: { $0.id == signature.keyID }) else {
                unknown.append(signature.keyID)
                continue
            }
            guard let bytes = signedBytes(), ManifestSigning.isValid(signature, signedBytes: bytes, key: key.publicKey) else {
                // Changed after signing: nothing else the manifest carries can make up for it.
                throw .invalidSignature(keyID: signature.keyID)
            }
            if let expires = key.expires, now > expires {
                expired.append(signature.keyID)
            } else {
                trusted = true
            }
        }
        if !trusted, requiresSignature {
            if let id = expired.first { throw .expiredKey(keyID: id) }
            if signatures.isEmpty { throw .unsigned }
            throw .untrustedKey(keyIDs: unknown)
        }
        // `expiresAt` is signed with the rest: a replayed old release cannot extend it.
        if let expiresAt = manifest.expiresAt, let end = Self.instant(expiresAt), now > end { throw .expiredBundle(expiresAt: expiresAt) }
        if let last = lastInstalledContentVersion, let installed = SemanticVersion(last) {
            // A content version that is not a version cannot be shown to be newer.
            guard let found = SemanticVersion(manifest.contentVersion) else {
                throw .invalidManifest("its content version '\(manifest.contentVersion)' is not a version, so it cannot be compared with the installed \(last)")
            }
            if found < installed { throw .rollback(found: manifest.contentVersion, installed: last) }
        }
    }

    /// The most endorsements of one key that are verified (a hostile manifest could carry
    /// thousands, each an Ed25519 verification).
    static let endorsementsPerKey = 4
    /// The most endorsements verified in all, whatever the number of keys they name.
    static let endorsementsInAll = 16

    /// The keys the manifest's endorsements add, among `wanted` (ids that sign the manifest and
    /// are not the app's own): each endorsement signed by a key the app itself trusts (not by
    /// another endorsed key), expiring with the endorsement or with the endorsing key, whichever
    /// is first; of several endorsements of one key, the one that holds longest. A key the app
    /// lists itself is never taken from an endorsement, so an app revokes an endorsed key by
    /// listing it with a past expiry. An endorsement that does not verify adds nothing.
    func endorsedKeys(_ endorsements: [KeyEndorsement], for wanted: Set<String>) -> [Key] {
        var found: [String: Key] = [:], tried: [String: Int] = [:], verified = 0
        for endorsement in endorsements where wanted.contains(endorsement.keyID) {
            guard tried[endorsement.keyID, default: 0] < Self.endorsementsPerKey else { continue }
            guard verified < Self.endorsementsInAll else { break }
            verified += 1
            tried[endorsement.keyID, default: 0] += 1
            guard let endorser = keys.first(where: { $0.id == endorsement.signedBy }),
                  let key = endorsement.endorsedKey(verifiedBy: endorser.publicKey) else { continue }
            var ends = endorser.expires
            if let text = endorsement.expiresAt {
                // An expiry that is not a time ends the endorsement at once rather than never.
                let end = Self.instant(text) ?? .distantPast
                ends = min(ends ?? end, end)
            }
            if let kept = found[endorsement.keyID], (kept.expires ?? .distantFuture) >= (ends ?? .distantFuture) { continue }
            found[endorsement.keyID] = Key(publicKey: key, expires: ends)
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// The instant of a `YYYY-MM-DDTHH:MM:SSZ` time.
    public static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
