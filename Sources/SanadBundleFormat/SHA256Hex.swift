import Crypto
import Foundation

/// Lower-case hexadecimal SHA-256: the one helper for the digests in manifests, source digests,
/// review fingerprints and Tanzil checksums.
public enum SHA256Hex {
    /// The digest of some bytes.
    public static func of(_ data: Data) -> String { hex(SHA256.hash(data: data)) }

    /// The digest a streaming hasher has reached.
    public static func of(_ hasher: SHA256) -> String { hex(hasher.finalize()) }

    /// A digest as lower-case hexadecimal.
    public static func hex<D: Digest>(_ digest: D) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(D.byteCount * 2)
        for byte in digest {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
