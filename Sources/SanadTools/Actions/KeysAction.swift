import Crypto
import Foundation
import SanadBundleFormat
import SanadCompiler

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

extension KeysAction {
    /// Writes `NAME.endorsement.json` beside `NAME.public.json`: the key of `endorser` (a private
    /// key file) endorsing that public key, until the end of `lastDay` (`YYYY-MM-DD`, UTC) if
    /// given. The product is the endorsed key's id.
    public func endorse(publicKey publicPath: String, with endorser: String, lastDay: String?) -> Outcome {
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let path = discovery.absolute(publicPath)
        guard path.hasSuffix(".public.json") else {
            return Outcome(output: "error: \(publicPath) is not a NAME.public.json file from sanad keys generate\n", exitCode: ExitStatus.usage, product: nil)
        }
        var expiresAt: String?
        if let lastDay {
            guard let day = LocalDate(iso: lastDay) else {
                return Outcome(output: "error: --expires must be a day, YYYY-MM-DD, not '\(lastDay)'\n", exitCode: ExitStatus.usage, product: nil)
            }
            expiresAt = "\(day)T23:59:59Z"
            if let end = TrustPolicy.instant(expiresAt!), end < Date() {
                return Outcome(output: "error: --expires \(lastDay) is past; every app would refuse the endorsement\n", exitCode: ExitStatus.usage, product: nil)
            }
        }
        guard let data = FileManager.default.contents(atPath: path), let file = try? JSONDecoder().decode(PublicKeyFile.self, from: data),
              let endorsed = TrustPolicy.Key(base64: file.publicKey), endorsed.id == file.keyID else {
            return Outcome(output: "error: \(publicPath) is not a public key file written by sanad keys generate\n", exitCode: ExitStatus.usage, product: nil)
        }
        let signer: Curve25519.Signing.PrivateKey
        switch BuildAction.signingKeys([discovery.absolute(endorser)]) {
        case .success(let keys): signer = keys[0]
        case .failure(let problem): return Outcome(output: "error: \(problem.message)\n", exitCode: ExitStatus.usage, product: nil)
        }
        let output = String(path.dropLast(".public.json".count)) + ".endorsement.json"
        guard !FileManager.default.fileExists(atPath: output) else {
            return Outcome(output: "error: \(output) already exists; an endorsement is never overwritten (move it away to endorse the key again)\n", exitCode: ExitStatus.usage, product: nil)
        }
        do {
            let endorsement = try KeyEndorsement(endorsing: endorsed.publicKey, expiresAt: expiresAt, by: signer)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try NewFile.create(output, try encoder.encode(endorsement))
        } catch {
            return Outcome(output: "error: cannot write \(output): \(error.localizedDescription)\n", exitCode: ExitStatus.usage, product: nil)
        }
        let until = expiresAt.map { " until \($0)" } ?? ""
        return Outcome(
            output: "key \(endorsed.id) endorsed by key \(ManifestSigning.keyID(of: signer.publicKey))\(until): \(output)\n",
            exitCode: ExitStatus.success, product: endorsed.id)
    }
}
