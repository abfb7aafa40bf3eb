import Crypto
import Foundation
import SanadBundleFormat
import SanadCompiler

extension BuildAction {
    /// Why a signing key or an endorsement cannot be used; never shows a key.
    struct KeyProblem: Error { var message: String }

    /// The private keys in `paths` (`KeysAction.PrivateKeyFile`).
    static func signingKeys(_ paths: [String]) -> Result<[Curve25519.Signing.PrivateKey], KeyProblem> {
        var keys: [Curve25519.Signing.PrivateKey] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { return .failure(KeyProblem(message: "cannot read the signing key \(path)")) }
            guard let file = try? JSONDecoder().decode(KeysAction.PrivateKeyFile.self, from: data), let raw = Data(base64Encoded: file.privateKey),
                  let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else {
                return .failure(KeyProblem(message: "\(path) is not a private key file written by sanad keys generate"))
            }
            guard ManifestSigning.keyID(of: key.publicKey) == file.keyID else {
                return .failure(KeyProblem(message: "\(path): its keyID is not its key's id"))
            }
            keys.append(key)
        }
        return .success(keys)
    }

    /// The endorsements in `paths` (`sanad keys endorse`), each of which must endorse one of the
    /// build's signing keys (an endorsement of a key that signs nothing would be dead weight, and
    /// most likely the wrong file), carry that key, not have expired, and not repeat another.
    static func endorsements(_ paths: [String], of keys: [Curve25519.Signing.PrivateKey], now: Date = Date()) -> Result<[KeyEndorsement], KeyProblem> {
        let signing = Set(keys.map { ManifestSigning.keyID(of: $0.publicKey) })
        var found: [KeyEndorsement] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { return .failure(KeyProblem(message: "cannot read the endorsement \(path)")) }
            guard let endorsement = try? JSONDecoder().decode(KeyEndorsement.self, from: data) else {
                return .failure(KeyProblem(message: "\(path) is not an endorsement written by sanad keys endorse"))
            }
            guard signing.contains(endorsement.keyID) else {
                return .failure(KeyProblem(message: "\(path) endorses key \(endorsement.keyID), which does not sign this build (--sign its private key)"))
            }
            // What every app would refuse is refused here, where it can still be fixed.
            guard let raw = Data(base64Encoded: endorsement.publicKey), let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw),
                  ManifestSigning.keyID(of: key) == endorsement.keyID else {
                return .failure(KeyProblem(message: "\(path): its publicKey is not the key \(endorsement.keyID)"))
            }
            if let expiresAt = endorsement.expiresAt, (TrustPolicy.instant(expiresAt).map { $0 < now } ?? true) {
                return .failure(KeyProblem(message: "\(path) expired at \(expiresAt); endorse the key again (sanad keys endorse)"))
            }
            guard !found.contains(where: { $0.keyID == endorsement.keyID && $0.signedBy == endorsement.signedBy }) else {
                return .failure(KeyProblem(message: "\(path) endorses key \(endorsement.keyID) by key \(endorsement.signedBy) again"))
            }
            found.append(endorsement)
        }
        return .success(found)
    }
}
