import Crypto
import Foundation
import SanadBundleFormat

/// A reviewer's signature of an approval: Ed25519 over the approval's statement, so that an
/// approval proves who gave it (anyone with the repository can write `reviewer: X`; only X's
/// private key signs as X).
///
/// The statement names what was approved and under what: the item (its approval id and kind),
/// the fingerprint of its content, the scopes it needs, the reviewer and the date. Changing any of
/// them, or copying the signature to another item, makes it fail.
public enum ApprovalSignature {
    /// The bytes signed: canonical JSON (keys sorted, no white space, strings escaped), so no
    /// value, whatever it holds, can be read as another field:
    /// `{"date":…,"fingerprint":…,"item":…,"kind":…,"reviewer":…,"scopes":[…],"statement":"sanad approval 1"}`.
    public static func statement(item: String, kind: String, fingerprint: String, scopes: [String], reviewer: String, date: String) -> Data {
        var bytes: [UInt8] = []
        func field(_ key: String, _ value: String, last: Bool = false) {
            CanonicalJSON.writeString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            CanonicalJSON.writeString(value, to: &bytes)
            if !last { bytes.append(UInt8(ascii: ",")) }
        }
        bytes.append(UInt8(ascii: "{"))
        field("date", date)
        field("fingerprint", fingerprint)
        field("item", item)
        field("kind", kind)
        field("reviewer", reviewer)
        CanonicalJSON.writeString("scopes", to: &bytes)
        bytes += Array(":[".utf8)
        for (index, scope) in scopes.sorted().enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            CanonicalJSON.writeString(scope, to: &bytes)
        }
        bytes += Array("],".utf8)
        field("statement", "sanad approval 1", last: true)
        bytes.append(UInt8(ascii: "}"))
        return Data(bytes)
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
