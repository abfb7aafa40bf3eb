#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what `ArchiveWriter` wrote. Every read is bounds-checked and gives nil when the bytes
/// end early or a count is more than the bytes left could hold, so a damaged archive costs no
/// more than its size and never traps; a string must be valid UTF-8.
package struct ArchiveReader {
    private let bytes: UnsafeRawBufferPointer
    /// Where the next read starts.
    package private(set) var offset = 0

    /// A reader over `bytes`, which must outlive it.
    package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == bytes.count }

    /// A count, which is nil unless at least `elementSize` bytes are left for each element.
    package mutating func count(elementSize: Int = 1) -> Int? {
        guard let value: UInt64 = integer(), value <= UInt64(bytes.count - offset) / UInt64(max(elementSize, 1)) else { return nil }
        return Int(value)
    }

    /// A string.
    package mutating func string() -> String? {
        guard let length = count() else { return nil }
        let utf8 = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
        offset += length
        // Decoding repairs what is not UTF-8; a string whose bytes are not the input's was not
        // valid. (`String(validating:)` would say so directly, but needs macOS 15.)
        var string = String(decoding: utf8.bindMemory(to: UInt8.self), as: UTF8.self)
        let valid = string.withUTF8 { decoded in decoded.count == length && (length == 0 || memcmp(decoded.baseAddress!, utf8.baseAddress!, length) == 0) }
        return valid ? string : nil
    }

    /// A list of strings (each at least its 8-byte length).
    package mutating func strings() -> [String]? {
        guard let count = count(elementSize: 8) else { return nil }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = string() else { return nil }
            values.append(value)
        }
        return values
    }

    /// A list of 32-bit integers.
    package mutating func int32s() -> [Int32]? { integers() }

    /// A list of 64-bit unsigned integers.
    package mutating func uint64s() -> [UInt64]? { integers() }

    /// A list of integers, copied in one piece (then put in this machine's byte order).
    private mutating func integers<Value: FixedWidthInteger>() -> [Value]? {
        let size = MemoryLayout<Value>.size
        guard let count = count(elementSize: size) else { return nil }
        let source = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count * size])
        offset += count * size
        return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            for index in 0..<count { buffer[index] = Value(littleEndian: buffer[index]) }
            initialized = count
        }
    }

    private mutating func integer<Value: FixedWidthInteger>() -> Value? {
        let size = MemoryLayout<Value>.size
        guard bytes.count - offset >= size else { return nil }
        var value = Value.zero
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + size])) }
        offset += size
        return Value(littleEndian: value)
    }
}
