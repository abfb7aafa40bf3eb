import Crypto
import Foundation

/// A trusted key's statement that another key may sign bundles: how a bundle brings a new
/// signing key to apps that trust only an older one (rotation: the old key endorses the new) or
/// only an offline root key (the root endorses the release key). Carried in the manifest's
/// `keyEndorsements` (format 2.13); `TrustPolicy` accepts an endorsed key only when the
/// endorsement is signed by a key the app itself trusts: one level, so an endorsed key cannot
/// endorse another.
public struct KeyEndorsement: Codable, Sendable, Equatable {
    /// The endorsed key's id (`ManifestSigning.keyID(of:)`).
    public var keyID: String
    /// The endorsed key, raw, base64.
    public var publicKey: String
    /// After this instant (`YYYY-MM-DDTHH:MM:SSZ`) the endorsement no longer holds; nil: as long
    /// as the endorsing key does.
    public var expiresAt: String?
    /// The endorsing key's id.
    public var signedBy: String
    /// The endorsing key's Ed25519 signature over `purpose` and the endorsement's canonical form
    /// without this member, base64.
    public var signature: String

    private enum CodingKeys: String, CodingKey {
        case keyID = "keyId", publicKey, expiresAt, signedBy, signature
    }

    /// `endorsed`, endorsed by `endorser` until `expiresAt`.
    public init(endorsing endorsed: Curve25519.Signing.PublicKey, expiresAt: String?, by endorser: Curve25519.Signing.PrivateKey) throws {
        keyID = ManifestSigning.keyID(of: endorsed)
        publicKey = endorsed.rawRepresentation.base64EncodedString()
        self.expiresAt = expiresAt
        signedBy = ManifestSigning.keyID(of: endorser.publicKey)
        signature = ""
        signature = try endorser.signature(for: Data(try signedBytes())).base64EncodedString()
    }

    /// What the signature's bytes start with, so that a key's signature over an endorsement can
    /// never be taken for its signature over anything else (a manifest is signed bare).
    static let purpose = Array("sanad-key-endorsement\n".utf8)

    /// The bytes the signature covers: `purpose`, then the canonical form without `signature`.
    func signedBytes() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Self.purpose + (try CanonicalJSON.bytes(of: [UInt8](try encoder.encode(self)), omitting: ["signature"]))
    }

    /// The endorsed key, when the endorsement is `endorser`'s and names the key it carries.
    public func endorsedKey(verifiedBy endorser: Curve25519.Signing.PublicKey) -> Curve25519.Signing.PublicKey? {
        guard signedBy == ManifestSigning.keyID(of: endorser), let raw = Data(base64Encoded: publicKey),
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw), ManifestSigning.keyID(of: key) == keyID,
              let bytes = Data(base64Encoded: signature), bytes.count == 64, let signed = try? signedBytes(),
              endorser.isValidSignature(bytes, for: Data(signed)) else { return nil }
        return key
    }
}
