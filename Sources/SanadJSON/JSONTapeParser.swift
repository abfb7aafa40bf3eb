/// The recursive-descent scanner behind `JSONTape`: validates each byte once and appends entries.
package struct JSONTapeParser {
    package struct Failure: Error {
        package var offset: Int
        package var message: String
        package var isDuplicateKey = false
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    package var position = 0
    /// The deepest nesting accepted.
    package let maximumDepth: Int

    package init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = JSONTape.maximumDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    package func error(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? position, message: message)
    }

    package mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    package mutating func value(into entries: inout [JSONTape.Entry], depth: Int) throws(Failure) {
        guard let byte = current else { throw error("expected a value, found the end of the document") }
        switch byte {
        case UInt8(ascii: "{"): try container(object: true, into: &entries, depth: depth)
        case UInt8(ascii: "["): try container(object: false, into: &entries, depth: depth)
        case UInt8(ascii: "\""): try string(into: &entries)
        case UInt8(ascii: "t"): try literal("true", kind: .bool, flag: true, into: &entries)
        case UInt8(ascii: "f"): try literal("false", kind: .bool, flag: false, into: &entries)
        case UInt8(ascii: "n"): try literal("null", kind: .null, flag: false, into: &entries)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(into: &entries)
        default: throw error("expected a value")
        }
    }

    private mutating func container(object: Bool, into entries: inout [JSONTape.Entry], depth: Int) throws(Failure) {
        guard depth < maximumDepth else {
            throw error("arrays and objects are nested more than \(maximumDepth) deep")
        }
        let index = entries.count
        let start = UInt32(position)
        entries.append(JSONTape.Entry(kind: object ? .object : .array, flag: false, start: start, end: start, count: 0, next: 0))
        let close = UInt8(ascii: object ? "}" : "]")
        position += 1
        skipWhitespace()
        var count: UInt32 = 0
        if current == close {
            position += 1
        } else {
            while true {
                if object {
                    guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
                    try string(into: &entries)
                    skipWhitespace()
                    guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
                    position += 1
                    skipWhitespace()
                }
                try value(into: &entries, depth: depth + 1)
                count += 1
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                } else if current == close {
                    position += 1
                    break
                } else {
                    throw error(object ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            }
        }
        entries[index].end = UInt32(position)
        entries[index].count = count
        entries[index].next = UInt32(entries.count)
        if object, count > 1 { try checkUniqueKeys(entries, object: index) }
    }

    /// Refuses an object that names a key twice: RFC 8259 leaves its meaning open, and a bundle
    /// is read by more than one decoder, which must not disagree about it.
    private func checkUniqueKeys(_ entries: [JSONTape.Entry], object: Int) throws(Failure) {
        var keys: [JSONTape.Entry] = []
        keys.reserveCapacity(Int(entries[object].count))
        var member = object + 1
        for _ in 0..<Int(entries[object].count) {
            keys.append(entries[member])
            member = Int(entries[member + 1].next)
        }
        func text(_ key: JSONTape.Entry) -> String {
            JSONTape.string(UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.end)]), escaped: key.flag)
        }
        func duplicate(_ key: JSONTape.Entry) -> Failure {
            var failure = error("the key \"\(text(key))\" appears twice in this object", at: Int(key.start) - 1)
            failure.isDuplicateKey = true
            return failure
        }
        // Small objects without escapes (nearly all of a bundle): compare bytes, allocate nothing.
        if keys.count <= Self.pairwiseKeyLimit, !keys.contains(where: \.flag) {
            for later in 1..<keys.count {
                for earlier in 0..<later where sameBytes(keys[earlier], keys[later]) { throw duplicate(keys[later]) }
            }
            return
        }
        var seen = Set<String>()
        for key in keys where !seen.insert(text(key)).inserted { throw duplicate(key) }
    }

    /// Objects with at most this many keys are checked for repeats pairwise instead of by hashing.
    package static let pairwiseKeyLimit = 16

    private func sameBytes(_ a: JSONTape.Entry, _ b: JSONTape.Entry) -> Bool {
        let length = Int(a.end - a.start)
        guard length == Int(b.end - b.start) else { return false }
        let x = Int(a.start), y = Int(b.start)
        for offset in 0..<length where bytes[x + offset] != bytes[y + offset] { return false }
        return true
    }

    private mutating func literal(_ word: StaticString, kind: JSONTape.Kind, flag: Bool, into entries: inout [JSONTape.Entry]) throws(Failure) {
        let start = position
        let length = word.utf8CodeUnitCount
        guard bytes.count - position >= length else { throw error("expected '\(word)'") }
        for offset in 0..<length where bytes[position + offset] != word.utf8Start[offset] {
            throw error("expected '\(word)'")
        }
        position += length
        entries.append(JSONTape.Entry(kind: kind, flag: flag, start: UInt32(start), end: UInt32(position), count: 0, next: UInt32(entries.count + 1)))
    }

    private mutating func digits() -> Int {
        let start = position
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }

    private mutating func number(into entries: inout [JSONTape.Entry]) throws(Failure) {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected a digit") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error("a number has a leading zero", at: integerStart) }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            isInteger = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        entries.append(JSONTape.Entry(kind: .number, flag: isInteger, start: UInt32(start), end: UInt32(position), count: 0, next: UInt32(entries.count + 1)))
    }

    /// The value of four hexadecimal digits already checked by the parser.
    package static func hexValue(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 { value = value << 4 | UInt32(hexDigit(raw[index + offset]) ?? 0) }
        return value
    }

    package static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
