/// Finds the first byte that is not part of well-formed UTF-8 (overlong forms, surrogates and
/// values above U+10FFFF included).
public enum UTF8Validation {
    /// The offset of the first invalid byte in `bytes[range]`, or `nil` when it is all valid.
    public static func firstInvalidOffset(in bytes: [UInt8], range: Range<Int>? = nil) -> Int? {
        let range = range ?? 0..<bytes.count
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            guard index + length <= end else { return index }
            let second = bytes[index + 1]
            if second < lower || second > upper { return index }
            for k in 2..<max(length, 2) where k < length {
                if bytes[index + k] & 0xC0 != 0x80 { return index }
            }
            index += length
        }
        return nil
    }
}
