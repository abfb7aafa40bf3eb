import Crypto
import Foundation

/// One Ed25519 signature over a manifest: by which key, and the signature itself.
public struct ManifestSignature: Codable, Sendable, Equatable {
    /// The signing key's id (`ManifestSigning.keyID(of:)`).
    public var keyID: String
    /// The Ed25519 signature (64 bytes), in base64.
    public var signature: String

    /// A signature by the key `keyID`.
    public init(keyID: String, signature: String) {
        self.keyID = keyID
        self.signature = signature
    }

    /// `keyId` in JSON, as the manifest spells `bundleId`.
    private enum CodingKeys: String, CodingKey {
        case keyID = "keyId"
        case signature
    }
}

/// Ed25519 signatures over a manifest's canonical form (`CanonicalJSON`, without its own
/// `signatures` member). The manifest lists every file of every pack with its SHA-256, so one
/// signature covers the whole bundle, and packs of different releases cannot be mixed.
/// The manifest carries them in `signatures` (format 2.12); `TrustPolicy` checks them, and
/// `KeyEndorsement` brings keys an app does not compile in (format 2.13).
public enum ManifestSigning {
    /// The member of a manifest that holds its signatures, left out of what is signed.
    public static let signaturesMember = "signatures"

    /// A key's id: the first 16 hexadecimal digits of the SHA-256 of its raw public key.
    public static func keyID(of key: Curve25519.Signing.PublicKey) -> String {
        String(SHA256Hex.of(key.rawRepresentation).prefix(16))
    }

    /// The bytes a signature covers: the manifest's canonical form without `signatures`.
    public static func signedBytes(ofManifest manifest: [UInt8]) throws(JSONSyntaxError) -> [UInt8] {
        try CanonicalJSON.bytes(of: manifest, omitting: [signaturesMember])
    }

    /// Signs a manifest's text.
    public static func sign(manifest: [UInt8], with key: Curve25519.Signing.PrivateKey) throws -> ManifestSignature {
        let signature = try key.signature(for: Data(try signedBytes(ofManifest: manifest)))
        return ManifestSignature(keyID: keyID(of: key.publicKey), signature: signature.base64EncodedString())
    }

    /// Whether `signature` is `key`'s over the manifest's text. A malformed manifest or
    /// signature is never valid.
    public static func isValid(_ signature: ManifestSignature, manifest: [UInt8], key: Curve25519.Signing.PublicKey) -> Bool {
        guard let signed = try? signedBytes(ofManifest: manifest) else { return false }
        return isValid(signature, signedBytes: signed, key: key)
    }

    /// Whether `signature` is `key`'s over bytes already in signed form (`signedBytes(ofManifest:)`),
    /// so that several signatures of one manifest cost one canonicalisation.
    public static func isValid(_ signature: ManifestSignature, signedBytes signed: [UInt8], key: Curve25519.Signing.PublicKey) -> Bool {
        guard signature.keyID == keyID(of: key), signature.signature.utf8.count <= 128, let bytes = Data(base64Encoded: signature.signature),
              bytes.count == 64 else { return false }
        return key.isValidSignature(bytes, for: Data(signed))
    }
}
