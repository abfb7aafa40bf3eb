import Crypto
import Foundation
import SanadBundleFormat
import Testing

/// The canonical form a manifest's signature covers, and Ed25519 signatures over it.
@Suite struct ManifestSigningTests {
    static let manifest = #"{"formatVersion":"2.11.0","bundleId":"keys-to-paradise","contentVersion":"1.2.0","files":[{"path":"a.json","size":3,"sha256":"ab"}]}"#

    @Test func theCanonicalFormIgnoresSpacingMemberOrderAndEscapes() throws {
        let pretty = """
            {
              "files" : [ { "sha256" : "ab", "size" : 3, "path" : "a\\u002ejson" } ],
              "contentVersion" : "1.2.0",
              "bundleId" : "keys-to-paradise", "formatVersion" : "2.11.0"
            }
            """
        let canonical = try CanonicalJSON.bytes(of: Array(Self.manifest.utf8))
        #expect(try CanonicalJSON.bytes(of: Array(pretty.utf8)) == canonical)
        #expect(String(decoding: canonical, as: UTF8.self)
            == #"{"bundleId":"keys-to-paradise","contentVersion":"1.2.0","files":[{"path":"a.json","sha256":"ab","size":3}],"formatVersion":"2.11.0"}"#)
    }

    @Test func stringsKeepOnlyTheEscapesJSONRequiresAndKeysSortByUTF16() throws {
        let text = #"{"é":1,"z":"\u00e9\/\t\u0001\"","a":[true,null,-0,1.5e3]}"#
        #expect(String(decoding: try CanonicalJSON.bytes(of: Array(text.utf8)), as: UTF8.self)
            == #"{"a":[true,null,-0,1.5e3],"z":"é/\t\u0001\"","é":1}"#)
        #expect(throws: JSONSyntaxError.self) { try CanonicalJSON.bytes(of: Array(#"{"a":1,"a":2}"#.utf8)) }
    }

    @Test func aSignatureVerifiesAndCoversEveryByteButItsOwnMember() throws {
        let key = Curve25519.Signing.PrivateKey()
        let manifest = Array(Self.manifest.utf8)
        let signature = try ManifestSigning.sign(manifest: manifest, with: key)
        #expect(signature.keyID == ManifestSigning.keyID(of: key.publicKey))
        #expect(signature.keyID.count == 16)
        #expect(ManifestSigning.isValid(signature, manifest: manifest, key: key.publicKey))
        // The signatures member itself is not covered: adding it keeps the signature valid.
        let withSignatures = Self.manifest.dropLast() + #","signatures":[{"keyId":"\#(signature.keyID)","signature":"\#(signature.signature)"}]}"#
        #expect(ManifestSigning.isValid(signature, manifest: Array(withSignatures.utf8), key: key.publicKey))
        // Any change to what the manifest says is not.
        for changed in [Self.manifest.replacingOccurrences(of: "1.2.0", with: "9.9.9"),
                        Self.manifest.replacingOccurrences(of: #""size":3"#, with: #""size":4"#),
                        Self.manifest.replacingOccurrences(of: "keys-to-paradise", with: "keys-to-paradisf")] {
            #expect(!ManifestSigning.isValid(signature, manifest: Array(changed.utf8), key: key.publicKey), "\(changed)")
        }
        // Nor does another key's verification, a damaged signature or a manifest that is not JSON.
        #expect(!ManifestSigning.isValid(signature, manifest: manifest, key: Curve25519.Signing.PrivateKey().publicKey))
        var damaged = signature
        damaged.signature = String(damaged.signature.reversed())
        #expect(!ManifestSigning.isValid(damaged, manifest: manifest, key: key.publicKey))
        #expect(!ManifestSigning.isValid(signature, manifest: Array("{".utf8), key: key.publicKey))
    }
}
