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

    /// Checks one well-formed UTF-8 sequence of two to four bytes with the standard library's
    /// strict decoder (no overlong forms, no surrogates, nothing above U+10FFFF) and steps over it.
    private mutating func multiByteScalar() throws(Failure) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[position...].makeIterator()
        guard case .valid(let sequence) = parser.parseScalar(from: &iterator) else { throw error("invalid UTF-8") }
        position += sequence.count
    }
}
