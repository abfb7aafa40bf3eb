import Crypto
import Foundation
@testable import SanadCompiler
import Testing

/// `Digest256`, the in-place SHA-256 that keys the lowered files and what is kept beside them.
struct Digest256Tests {
    @Test func itReadsBackItsBytesAndSpellingAndOrdersAsItsSpellingDoes() throws {
        let digests = (0..<200).map { Digest256(SHA256.hash(data: Data("entry \($0)".utf8))) }
        for digest in digests {
            #expect(Digest256(digest.bytes) == digest)
            #expect(Digest256(hex: digest.hexBytes) == digest)
            #expect(digest.hex == digest.bytes.map { String(format: "%02x", $0) }.joined())
        }
        #expect(digests.sorted().map(\.hex) == digests.map(\.hex).sorted())
        #expect(Set(digests).count == digests.count)
    }

    @Test func anyOtherSpellingOrLengthIsRefused() throws {
        let digest = Digest256(SHA256.hash(data: Data("x".utf8)))
        var upper = digest.hexBytes
        upper[upper.firstIndex { $0 >= UInt8(ascii: "a") }!] -= 32
        #expect(Digest256(hex: upper) == nil, "upper case")
        #expect(Digest256(hex: digest.hexBytes.dropLast()) == nil)
        #expect(Digest256(hex: digest.hexBytes + [UInt8(ascii: "0")]) == nil)
        #expect(Digest256(hex: Array(repeating: UInt8(ascii: "g"), count: 64)) == nil)
        #expect(Digest256(digest.bytes.dropLast()) == nil)
    }
}
