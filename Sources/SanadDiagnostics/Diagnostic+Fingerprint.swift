extension Diagnostic {
    /// The most source lines a fingerprint reads; a longer range contributes its first lines.
    public static let fingerprintLineLimit = 5

    /// A stable identity for this finding that survives edits elsewhere in the file: the code,
    /// the file's path, the text of the lines the primary range covers and the text of the range
    /// itself, with white space collapsed. Not the line number, so a finding that moves because
    /// lines were added above it keeps its fingerprint. Used by baselines and SARIF.
    ///
    /// 16 lower-case hexadecimal digits of 64-bit FNV-1a (stable across runs and platforms,
    /// unlike `Hasher`).
    public var fingerprint: String {
        var hash = FNV1a()
        hash.add(code.id)
        hash.add(path ?? "")
        if let range {
            let first = range.startLocation.line, last = range.endLocation.line
            for line in first...min(last, first + Self.fingerprintLineLimit - 1) {
                hash.add(Self.collapsingWhitespace(range.file.text(ofLine: line)))
            }
            hash.add(Self.collapsingWhitespace(range.text))
        } else {
            hash.add(message)
        }
        return hash.hex
    }

    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).joined(separator: " ")
    }
}

/// 64-bit FNV-1a over UTF-8, with a separator after each field so fields cannot run together.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0x1F)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
