import Crypto
import Foundation

/// A reviewer's signature of an approval: Ed25519 over the approval's statement, so that an
/// approval proves who gave it (anyone with the repository can write `reviewer: X`; only X's
/// private key signs as X).
///
/// The statement names what was approved and under what: the item (its approval id and kind),
/// the fingerprint of its content, the scopes it needs, the reviewer and the date. Changing any of
/// them, or copying the signature to another item, makes it fail.
public enum ApprovalSignature {
    /// The bytes signed, one line each after a versioned first line.
    public static func statement(item: String, kind: String, fingerprint: String, scopes: [String], reviewer: String, date: String) -> Data {
        Data("""
        sanad approval 1
        item: \(item)
        kind: \(kind)
        fingerprint: \(fingerprint)
        scopes: \(scopes.sorted().joined(separator: ","))
        reviewer: \(reviewer)
        date: \(date)

        """.utf8)
    }

    /// The signature of `statement` by `key`, base64.
    public static func sign(_ statement: Data, with key: Curve25519.Signing.PrivateKey) throws -> String {
        try key.signature(for: statement).base64EncodedString()
    }

    /// Whether `signature` (base64) is `publicKey`'s (base64) signature of `statement`.
    public static func isValid(_ signature: String, of statement: Data, by publicKey: String) -> Bool {
        guard let signatureBytes = Data(base64Encoded: signature), signatureBytes.count == 64,
            let keyBytes = Data(base64Encoded: publicKey), let key = try? Curve25519.Signing.PublicKey(rawRepresentation: keyBytes) else { return false }
        return key.isValidSignature(signatureBytes, for: statement)
    }
}
