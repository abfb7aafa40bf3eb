import Foundation
/// Searches of a text's UTF-8 bytes for an ASCII marker (`[[TODO`, `[!`): the checks every text
/// passes through look at bytes, not through Foundation's locale-aware string search.
enum UTF8Search {
    /// The offset of the first `needle` in `bytes` at or after `start`, if any.
    static func firstOffset(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let count = needle.utf8CodeUnitCount
        guard count > 0, bytes.count >= count else { return nil }
        guard let base = bytes.baseAddress else { return nil }
        return needle.withUTF8Buffer { marker -> Int? in
            let first = marker[0]
            var index = max(start, 0)
            while index <= bytes.count - count {
                // The next place the needle may start, found by `memchr` (which reads many bytes
                // at a time: every text of a corpus is searched this way).
                guard let hit = memchr(base + index, Int32(first), bytes.count - count + 1 - index) else { return nil }
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                var matched = 1
                while matched < count, bytes[index + matched] == marker[matched] { matched += 1 }
                if matched == count { return index }
                index += 1
            }
            return nil
        }
    }

    /// Whether `text` holds `needle`.
    static func contains(_ needle: StaticString, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { firstOffset(of: needle, in: $0) != nil }
    }
}
