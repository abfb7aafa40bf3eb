import SanadBundleFormat
import Foundation

/// A fast, allocation-light JSON writer for the bundle's bulk files. It writes exactly what
/// `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes (a test compares the two
/// on the sample bundle), several times faster: `JSONEncoder` on Linux dominated build time.
///
/// Writers emit object members in sorted key order themselves; `nil` optionals are omitted, as
/// `encodeIfPresent` does.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open container: whether it already has an element (so the next needs a comma).
    private var hasElement: [Bool] = []
    /// Set after `"key":`; the value that follows needs no comma.
    private var afterKey = false
    /// When set, every list of blocks is written as the next of these instead of from its
    /// values: each the JSON of a list of blocks without its brackets (`EncodedBlocks.json`), in
    /// the order the writer meets the lists. A lesson file's phases are written so, from their
    /// bodies as lowering encoded them; the file holds no other list of blocks.
    var splicedBlocks: [ArraySlice<UInt8>]?
    /// How many lists of blocks were written while `splicedBlocks` was set (more than it holds
    /// when a list had none to take, and was written from its values).
    private(set) var splicedCount = 0
    /// The deepest nesting of arrays and objects written so far (1 for a top-level array).
    private(set) var deepest = 0

    init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

    var data: Data { Data(bytes) }

    /// Writes the comma before a new element when needed.
    private mutating func beginElement() {
        if afterKey {
            afterKey = false
            return
        }
        if let last = hasElement.last {
            if last { bytes.append(UInt8(ascii: ",")) }
            hasElement[hasElement.count - 1] = true
        }
    }

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginElement()
        bytes.append(UInt8(ascii: "{"))
        hasElement.append(false)
        deepest = max(deepest, hasElement.count)
        body(&self)
        hasElement.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<T>(_ elements: [T], _ element: (inout JSONWriter, T) -> Void) {
        beginElement()
        bytes.append(UInt8(ascii: "["))
        hasElement.append(false)
        deepest = max(deepest, hasElement.count)
        for value in elements { element(&self, value) }
        hasElement.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `"key":` inside an object; exactly one value must follow.
    mutating func key(_ key: String) {
        beginElement()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    mutating func value(_ string: String) {
        beginElement()
        writeString(string)
    }

    mutating func value(_ int: Int) {
        beginElement()
        bytes.append(contentsOf: String(int).utf8)
    }

    mutating func value(_ bool: Bool) {
        beginElement()
        bytes.append(contentsOf: (bool ? "true" : "false").utf8)
    }

    // Members: key and value together; optionals are skipped when nil, as `encodeIfPresent` does.
    mutating func member(_ key: String, _ value: String) { self.key(key); self.value(value) }
    mutating func member(_ key: String, _ value: Int) { self.key(key); self.value(value) }
    mutating func member(_ key: String, _ value: Bool) { self.key(key); self.value(value) }
    mutating func member(_ key: String, _ value: String?) { if let value { member(key, value) } }
    mutating func member(_ key: String, _ value: Int?) { if let value { member(key, value) } }
    mutating func member(_ key: String, _ value: Bool?) { if let value { member(key, value) } }
    mutating func member(_ key: String, _ values: [String]?) { if let values { member(key, values) } }
    mutating func member(_ key: String, _ values: [String]) {
        self.key(key)
        array(values) { $0.value($1) }
    }
    /// A string-to-string map, as an object with its keys sorted, as `JSONEncoder` with
    /// `.sortedKeys` writes it.
    mutating func member(_ key: String, _ values: [String: String]) {
        self.key(key)
        object { w in
            for (name, value) in values.sorted(by: { $0.key < $1.key }) { w.member(name, value) }
        }
    }
    /// A map of string lists (`citations.json`'s uses by kind), as an object with its keys
    /// sorted; left out when nil.
    mutating func member(_ key: String, _ values: [String: [String]]?) {
        guard let values else { return }
        self.key(key)
        object { w in
            for (name, list) in values.sorted(by: { $0.key < $1.key }) { w.member(name, list) }
        }
    }
    mutating func member<T: JSONWritable>(_ key: String, _ value: T?) {
        guard let value else { return }
        self.key(key)
        value.write(to: &self)
    }
    mutating func member<T: JSONWritable>(_ key: String, _ values: [T]?) {
        guard let values else { return }
        self.key(key)
        if T.self == Block.self, let spliced = splicedBlocks {
            defer { splicedCount += 1 }
            if splicedCount < spliced.count {
                beginElement()
                bytes.append(UInt8(ascii: "["))
                bytes += spliced[splicedCount]
                bytes.append(UInt8(ascii: "]"))
                return
            }
        }
        array(values) { $1.write(to: &$0) }
    }
    mutating func member<T: JSONWritable>(_ key: String, nested values: [[T]]?) {
        guard let values else { return }
        self.key(key)
        array(values) { writer, inner in writer.array(inner) { $1.write(to: &$0) } }
    }
    mutating func member<T: JSONWritable>(_ key: String, nested3 values: [[[T]]]?) {
        guard let values else { return }
        self.key(key)
        array(values) { writer, row in writer.array(row) { writer, cell in writer.array(cell) { $1.write(to: &$0) } } }
    }

    /// A string, escaped as JSON requires: one pass over its UTF-8 bytes, copying the runs that
    /// need no escape whole.
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { buffer in
            var start = 0
            for index in 0..<buffer.count {
                let byte = buffer[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
                appendEscape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<buffer.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
        case 0x0A: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [92, UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [92, UInt8(ascii: "f")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [92, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }
}

/// A bundle type the fast writer can write.
protocol JSONWritable {
    func write(to writer: inout JSONWriter)
}

extension OpenEnum: JSONWritable {
    /// The name, as `Codable` encodes it.
    func write(to w: inout JSONWriter) { w.value(rawValue) }
}
