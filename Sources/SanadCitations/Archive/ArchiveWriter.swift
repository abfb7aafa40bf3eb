/// Writes derived data (a parsed Qur'an text and its index, hadith records) in the fixed binary
/// layout `ArchiveReader` reads: little-endian integers, and each array and string as its count
/// then its elements. The layout is private to one build of Sanad (a cache entry names the tool
/// that wrote it), so it carries no version of its own.
package struct ArchiveWriter {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    /// An empty archive.
    package init() {}

    /// Appends a count or other non-negative integer as 8 bytes.
    package mutating func count(_ value: Int) {
        precondition(value >= 0, "archive counts are never negative")
        append(UInt64(value))
    }

    /// Appends a string: its UTF-8 length, then its UTF-8 bytes.
    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends a list of strings: its count, then each string.
    package mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }

    /// Appends a list of 32-bit integers: its count, then each as 4 bytes.
    package mutating func int32s(_ values: [Int32]) {
        count(values.count)
        bytes.reserveCapacity(bytes.count + values.count * 4)
        for value in values { append(UInt32(bitPattern: value)) }
    }

    /// Appends a list of 64-bit unsigned integers: its count, then each as 8 bytes.
    package mutating func uint64s(_ values: [UInt64]) {
        count(values.count)
        bytes.reserveCapacity(bytes.count + values.count * 8)
        for value in values { append(value) }
    }

    private mutating func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
