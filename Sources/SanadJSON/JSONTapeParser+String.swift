extension JSONTapeParser {
    /// Scans a string starting at its opening quote: checks escapes, surrogate pairs and UTF-8,
    /// and records the bytes between the quotes.
    package mutating func string(into entries: inout [JSONTape.Entry]) throws(Failure) {
        position += 1
        let start = position
        var escaped = false
        while true {
            guard position < bytes.count else { throw error("the string is not closed", at: start - 1) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                entries.append(JSONTape.Entry(kind: .string, flag: escaped, start: UInt32(start), end: UInt32(position), count: 0, next: UInt32(entries.count + 1)))
                position += 1
                return
            case UInt8(ascii: "\\"):
                escaped = true
                try escape()
            case 0x00..<0x20:
                throw error("a control character must be escaped in a string")
            case 0x20..<0x80:
                position += 1
            default:
                try multiByteScalar()
            }
        }
    }

    private mutating func escape() throws(Failure) {
        guard position + 1 < bytes.count else { throw error("the escape is not finished") }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let value = try unicodeEscape(at: position)
            position += 6
            switch value {
            case 0xD800...0xDBFF:
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                      (0xDC00...0xDFFF).contains(try unicodeEscape(at: position))
                else { throw error("a high surrogate escape must be followed by a low surrogate escape", at: position - 6) }
                position += 6
            case 0xDC00...0xDFFF:
                throw error("a low surrogate escape without a high surrogate before it", at: position - 6)
            default: break
            }
        default:
            throw error("an invalid escape")
        }
    }

    /// The value of `\uXXXX` at `offset` (the backslash).
    private func unicodeEscape(at offset: Int) throws(Failure) -> UInt32 {
        guard offset + 6 <= bytes.count else { throw error("a \\u escape needs four hexadecimal digits", at: offset) }
        var value: UInt32 = 0
        for index in offset + 2..<offset + 6 {
            guard let digit = Self.hexDigit(bytes[index]) else { throw error("a \\u escape needs four hexadecimal digits", at: offset) }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Checks one well-formed UTF-8 sequence of two to four bytes and steps over it: the byte
    /// ranges of the Unicode Standard's table of well-formed sequences (Table 3-7), so no
    /// overlong form, no surrogate and nothing above U+10FFFF, as the standard library's strict
    /// decoder accepts. Written out byte by byte rather than through the standard library's
    /// generic decoder, which a debug build runs unspecialised (hadith texts are megabytes of
    /// Arabic).
    private mutating func multiByteScalar() throws(Failure) {
        let lead = bytes[position]
        let length: Int, second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: throw error("invalid UTF-8")
        }
        guard position + length <= bytes.count, second.contains(bytes[position + 1]) else { throw error("invalid UTF-8") }
        for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 { throw error("invalid UTF-8") }
        position += length
    }
}
