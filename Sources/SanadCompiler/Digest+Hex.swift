import Crypto

extension Digest {
    /// The digest as lower-case hexadecimal, the form Sanad writes everywhere (manifests,
    /// fingerprints, `sanad.yaml`).
    var hexString: String {
        var text = ""
        text.reserveCapacity(Self.byteCount * 2)
        for byte in self {
            text.append(Self.hexDigits[Int(byte >> 4)])
            text.append(Self.hexDigits[Int(byte & 0x0F)])
        }
        return text
    }

    private static var hexDigits: [Character] { Array("0123456789abcdef") }
}
