import Crypto
import Foundation
import SanadBundleFormat

/// `sanad keys generate`: a new Ed25519 key pair for signing bundles. The private key is written
/// to a file created with mode 0600 (never printed, never overwriting a file); the public key,
/// with its id, to a file an app's developers may publish.
public struct KeysAction: Sendable {
    /// The outcome; its product is the key's id.
    public typealias Outcome = ActionOutcome<String?>

    /// Where relative paths start.
    public var workingDirectory: String

    /// An action run from `workingDirectory`.
    public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

    /// The private key's file as written: the key's id and its 32 raw bytes in base64.
    public struct PrivateKeyFile: Codable, Sendable {
        /// The key's id (`ManifestSigning.keyID(of:)`).
        public var keyID: String
        /// The raw private key, base64.
        public var privateKey: String
    }

    /// The public key's file: the key's id and its 32 raw bytes in base64.
    public struct PublicKeyFile: Codable, Sendable {
        /// The key's id.
        public var keyID: String
        /// The raw public key, base64.
        public var publicKey: String
    }

    /// Writes `NAME.private.json` and `NAME.public.json`, `name` being a path without extension.
    public func generate(name: String) -> Outcome {
        let base = ContentDiscovery(workingDirectory: workingDirectory).absolute(name)
        let privatePath = base + ".private.json", publicPath = base + ".public.json"
        for path in [privatePath, publicPath] where FileManager.default.fileExists(atPath: path) {
            return Outcome(output: "error: \(path) already exists; a key is never overwritten\n", exitCode: ExitStatus.usage, product: nil)
        }
        let key = Curve25519.Signing.PrivateKey()
        let id = ManifestSigning.keyID(of: key.publicKey)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(atPath: (privatePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let secret = try encoder.encode(PrivateKeyFile(keyID: id, privateKey: key.rawRepresentation.base64EncodedString()))
            try NewFile.create(privatePath, secret, mode: 0o600, exactMode: true)
            let published = try encoder.encode(PublicKeyFile(keyID: id, publicKey: key.publicKey.rawRepresentation.base64EncodedString()))
            try NewFile.create(publicPath, published)
        } catch {
            return Outcome(output: "error: cannot write the key: \(error.localizedDescription)\n", exitCode: ExitStatus.usage, product: nil)
        }
        return Outcome(output: "key \(id): the private key is in \(privatePath) (mode 0600: keep it secret, out of the repository); the public key in \(publicPath)\n",
                       exitCode: ExitStatus.success, product: id)
    }
}
