import Crypto
import Foundation
import SanadBundleFormat
import SanadCompiler
import Testing
import _SanadTestSupport

/// `sanad keys generate`: a key pair whose private half is created 0600 and never printed.
@Suite struct KeysActionTests {
    @Test func aKeyPairIsWrittenWithThePrivateKeyReadableByItsOwnerOnly() throws {
        let folder = try ScratchFolder()
        let outcome = KeysAction(workingDirectory: folder.path).generate(name: "keys/release")
        #expect(outcome.exitCode == 0)
        let id = try #require(outcome.product)
        let privatePath = folder.path + "/keys/release.private.json"
        let attributes = try FileManager.default.attributesOfItem(atPath: privatePath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let secret = try JSONDecoder().decode(KeysAction.PrivateKeyFile.self, from: Data(contentsOf: URL(fileURLWithPath: privatePath)))
        let published = try JSONDecoder().decode(KeysAction.PublicKeyFile.self, from: Data(contentsOf: URL(fileURLWithPath: folder.path + "/keys/release.public.json")))
        let key = try Curve25519.Signing.PrivateKey(rawRepresentation: try #require(Data(base64Encoded: secret.privateKey)))
        #expect(key.publicKey.rawRepresentation.base64EncodedString() == published.publicKey)
        #expect(secret.keyID == id && published.keyID == id && ManifestSigning.keyID(of: key.publicKey) == id)
        // The secret appears nowhere in what the command prints.
        #expect(!outcome.output.contains(secret.privateKey))
        #expect(outcome.output.contains(id))
    }

    @Test func anExistingKeyIsNeverOverwritten() throws {
        let folder = try ScratchFolder()
        try folder.write("release.private.json", "mine")
        let outcome = KeysAction(workingDirectory: folder.path).generate(name: "release")
        #expect(outcome.exitCode == ExitStatus.usage)
        #expect(try folder.read("release.private.json") == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/release.public.json"))
    }
}
