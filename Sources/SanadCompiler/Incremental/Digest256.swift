import Crypto

/// A SHA-256 digest held in place: four words, no allocation (a corpus of 50,000 lessons holds
/// several per file: their lowered-file keys, the packs' index and what a run used), ordered as
/// its hexadecimal spelling is.
struct Digest256: Hashable, Comparable, Sendable {
    private let words: (UInt64, UInt64, UInt64, UInt64)

    /// The digest whose bytes are `bytes` (exactly 32).
    init?(_ bytes: some Collection<UInt8>) {
        guard bytes.count == 32 else { return nil }
        var words: [UInt64] = [0, 0, 0, 0]
        for (offset, byte) in bytes.enumerated() { words[offset / 8] = words[offset / 8] << 8 | UInt64(byte) }
        self.words = (words[0], words[1], words[2], words[3])
    }

    /// The digest of a finished hash.
    init(_ digest: SHA256.Digest) { self.init(Array(digest))! }

    /// The digest spelled in 64 lower-case hexadecimal digits; nil for any other spelling.
    init?(hex: some Collection<UInt8>) {
        guard hex.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        var high: UInt8?
        for digit in hex {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        self.init(bytes)
    }

    /// Its 32 bytes.
    var bytes: [UInt8] {
        [words.0, words.1, words.2, words.3].flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (56 - 8 * $0)) } }
    }

    /// Its 64 lower-case hexadecimal digits, as bytes.
    var hexBytes: [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }
    }

    /// Its 64 lower-case hexadecimal digits.
    var hex: String { String(decoding: hexBytes, as: UTF8.self) }

    static func == (left: Self, right: Self) -> Bool { left.words == right.words }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    static func < (left: Self, right: Self) -> Bool { left.words < right.words }
}
