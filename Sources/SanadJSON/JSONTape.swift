/// A strict RFC 8259 JSON document parsed into a flat tape: one entry per value (and per object
/// key) in document order, each knowing where the next sibling starts, so a decoder can skip a
/// subtree without reading it. Strings and numbers stay as byte ranges until they are asked for.
///
/// The parser accepts exactly RFC 8259, and no object that repeats a key: no comments, no trailing commas, no leading zeros, no
/// control characters or invalid escapes in strings, no lone surrogates, valid UTF-8 only.
///
/// Sendable although it owns a raw buffer: the buffer is written once, by `init`, and only read
/// afterwards (never exposed mutably), and freed by `deinit`.
package final class JSONTape: @unchecked Sendable {
    package static var maximumDepth: Int { BundleJSONDecoder.maximumDepth }
    package static var maximumDocumentSize: Int { BundleJSONDecoder.maximumDocumentSize }

    package enum Kind: UInt8 { case object, array, string, number, bool, null }

    package struct Entry {
        package var kind: Kind
        /// Strings: has a backslash escape. Numbers: is an integer (no fraction or exponent).
        /// Booleans: is `true`.
        package var flag: Bool
        /// Strings: the bytes between the quotes. Numbers: the literal. Containers: the opening bracket.
        package var start: UInt32
        package var end: UInt32
        /// Containers: the number of elements or members.
        package var count: UInt32
        /// The index of the entry after this value and everything inside it.
        package var next: UInt32
    }

    /// The document's bytes (owned; freed with the tape).
    package let bytes: UnsafeMutableBufferPointer<UInt8>
    package let entries: [Entry]

    /// Parses `input`, throwing `JSONSyntaxError` at the first byte that is not valid JSON.
    package init<Bytes: Collection>(_ input: Bytes, maximumDepth: Int = JSONTape.maximumDepth) throws(JSONSyntaxError) where Bytes.Element == UInt8 {
        try Self.checkSize(input.count)
        bytes = .allocate(capacity: max(input.count, 1))
        _ = bytes.initialize(from: input)
        var entries: [Entry] = []
        entries.reserveCapacity(input.count / 12)
        var parser = JSONTapeParser(bytes: UnsafeBufferPointer(start: bytes.baseAddress, count: input.count), maximumDepth: maximumDepth)
        do throws(JSONTapeParser.Failure) {
            parser.skipWhitespace()
            try parser.value(into: &entries, depth: 0)
            parser.skipWhitespace()
            if parser.position < parser.bytes.count { throw parser.error("unexpected data after the JSON value") }
        } catch {
            // The tape is not fully initialised, so `deinit` will not run: free the copy here.
            var failure = JSONSyntaxError(offset: error.offset, message: error.message, in: UnsafeBufferPointer(start: bytes.baseAddress, count: input.count))
            failure.isDuplicateKey = error.isDuplicateKey
            bytes.deallocate()
            throw failure
        }
        self.entries = entries
    }

    deinit { bytes.deallocate() }

    /// Refuses a document larger than `maximumDocumentSize` before any of it is read.
    package static func checkSize(_ count: Int) throws(JSONSyntaxError) {
        guard count <= maximumDocumentSize else {
            throw JSONSyntaxError(offset: 0, message: "the document is \(count) bytes; the limit is \(maximumDocumentSize)", in: UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    package subscript(index: Int) -> Entry { entries[index] }

    /// The raw bytes of an entry's range.
    package func raw(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.end)])
    }

    /// The text of a string entry, with escapes resolved (the parser has already validated them).
    package func string(_ entry: Entry) -> String { Self.string(raw(entry), escaped: entry.flag) }

    /// The text of the bytes between a string's quotes.
    package static func string(_ raw: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = JSONTapeParser.hexValue(raw, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = JSONTapeParser.hexValue(raw, at: index + 2)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
            default: out.append(escape)  // the quote, backslash or slash itself
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a string entry equals `key` (compared byte for byte when it has no escapes).
    package func stringEquals(_ entry: Entry, _ key: String) -> Bool {
        guard !entry.flag else { return string(entry) == key }
        var key = key
        return key.withUTF8 { keyBytes in
            let length = Int(entry.end - entry.start)
            guard keyBytes.count == length else { return false }
            guard length > 0 else { return true }
            return memcmpEqual(keyBytes.baseAddress!, bytes.baseAddress! + Int(entry.start), length)
        }
    }

    private func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count where a[offset] != b[offset] { return false }
        return true
    }
}
