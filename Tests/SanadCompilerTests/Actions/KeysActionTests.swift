import Crypto
import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
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

    @Test func anEndorsementNamesBothKeysItsLastDayAndNeverTheSecret() throws {
        let folder = try ScratchFolder()
        let action = KeysAction(workingDirectory: folder.path)
        let old = try #require(action.generate(name: "old").product ?? nil), new = try #require(action.generate(name: "new").product ?? nil)
        let outcome = action.endorse(publicKey: "new.public.json", with: "old.private.json", lastDay: "2030-06-30")
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let endorsement = try JSONDecoder().decode(KeyEndorsement.self, from: Data(contentsOf: URL(fileURLWithPath: folder.path + "/new.endorsement.json")))
        #expect(endorsement.keyID == new && endorsement.signedBy == old && endorsement.expiresAt == "2030-06-30T23:59:59Z")
        let secret = try JSONDecoder().decode(KeysAction.PrivateKeyFile.self, from: Data(contentsOf: URL(fileURLWithPath: folder.path + "/old.private.json"))).privateKey
        let written = try folder.read("new.endorsement.json")
        #expect(!outcome.output.contains(secret) && !written.contains(secret))
        // Written once: a second endorsement of the same key is refused, the first kept.
        #expect(action.endorse(publicKey: "new.public.json", with: "old.private.json", lastDay: nil).exitCode == ExitStatus.usage)
        #expect(try JSONDecoder().decode(KeyEndorsement.self, from: Data(contentsOf: URL(fileURLWithPath: folder.path + "/new.endorsement.json"))) == endorsement)
    }

    @Test func anEndorsementRefusesABadDayAndFilesThatAreNotKeys() throws {
        let folder = try ScratchFolder()
        let action = KeysAction(workingDirectory: folder.path)
        _ = action.generate(name: "old")
        _ = action.generate(name: "new")
        #expect(action.endorse(publicKey: "new.public.json", with: "old.private.json", lastDay: "30/06/2030").output.contains("--expires must be a day"))
        #expect(action.endorse(publicKey: "new.private.json", with: "old.private.json", lastDay: nil).output.contains("is not a NAME.public.json file"))
        #expect(action.endorse(publicKey: "new.public.json", with: "new.public.json", lastDay: nil).output.contains("is not a private key file"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/new.endorsement.json"))
    }
}
