/// Bounds-checked integer reads from a file's bytes: every read past the end is nil, so a header
/// parser given a truncated or hostile file answers "not this format" and never traps.
struct ByteView {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    func u8(_ offset: Int) -> Int? { offset >= 0 && offset < bytes.count ? Int(bytes[offset]) : nil }

    /// An unsigned big-endian integer of `width` bytes (at most 8).
    func be(_ offset: Int, _ width: Int) -> Int? {
        guard offset >= 0, width <= 8, offset + width <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in offset..<offset + width { value = value << 8 | UInt64(bytes[index]) }
        return value > UInt64(Int.max) ? nil : Int(value)
    }

    /// An unsigned little-endian integer of `width` bytes (at most 8).
    func le(_ offset: Int, _ width: Int) -> Int? {
        guard offset >= 0, width <= 8, offset + width <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in (offset..<offset + width).reversed() { value = value << 8 | UInt64(bytes[index]) }
        return value > UInt64(Int.max) ? nil : Int(value)
    }

    /// Whether the bytes at `offset` spell `text` (ASCII).
    func matches(_ text: String, at offset: Int) -> Bool {
        let utf8 = Array(text.utf8)
        guard offset >= 0, offset + utf8.count <= bytes.count else { return false }
        return bytes[offset..<offset + utf8.count].elementsEqual(utf8)
    }
}
