import Foundation

/// What the layout writes other than through a type's own coding.
enum LoweredFileCoding {
    /// A kind of type written by the layout itself, found by its conformances (each with the
    /// conformance, whose lookup costs more than the value).
    enum Special {
        case optional(any LoweredFileOptional.Type)
        case array(any LoweredFileArray.Type)
        case dictionary(any LoweredFileDictionary.Type)
        case integer(any BinaryInteger.Type)
        case codable(any LoweredFileCodable.Type)
        case other
    }

    /// Each type's `Special`, looked up once per process: a coder starts from the types every
    /// earlier coder found (`shared`, copied without a lock held while coding) and adds what it
    /// finds there. (Looked up once per coder, the conformances cost about a tenth of reading an
    /// entry.)
    struct Specials {
        private var known: [ObjectIdentifier: Special]

        /// The types found by every coder so far.
        init() { known = Self.shared.known }

        mutating func special(_ type: Any.Type) -> Special {
            if let special = known[ObjectIdentifier(type)] { return special }
            let special: Special
            if let optional = type as? any LoweredFileOptional.Type {
                special = .optional(optional)
            } else if let array = type as? any LoweredFileArray.Type {
                special = .array(array)
            } else if let dictionary = type as? any LoweredFileDictionary.Type {
                special = .dictionary(dictionary)
            } else if let integer = type as? any BinaryInteger.Type {
                special = .integer(integer)
            } else if let codable = type as? any LoweredFileCodable.Type {
                special = .codable(codable)
            } else {
                special = .other
            }
            known[ObjectIdentifier(type)] = special
            Self.shared.add(special, for: type)
            return special
        }

        private static let shared = Shared()

        /// The process's table. Every access to `table` holds `lock`.
        private final class Shared: @unchecked Sendable {
            private let lock = NSLock()
            private var table: [ObjectIdentifier: Special] = [:]

            var known: [ObjectIdentifier: Special] { lock.withLock { table } }

            func add(_ special: Special, for type: Any.Type) { lock.withLock { table[ObjectIdentifier(type)] = special } }
        }
    }
}

/// An optional, which the layout writes as a flag and its value.
protocol LoweredFileOptional {
    func encodeWrapped(to encoder: LoweredFileEncoder) throws
    static func decodeWrapped(from decoder: LoweredFileDecoder) throws -> Self
}

extension LoweredFileOptional {
    /// Writes `value`, one of these (cast to the type itself, not through the conformance).
    static func encode(_ value: Any, to encoder: LoweredFileEncoder) throws { try (value as! Self).encodeWrapped(to: encoder) }
    /// Reads one of these as `type`, which is this type.
    static func decode<Value>(from decoder: LoweredFileDecoder, as type: Value.Type) throws -> Value {
        LoweredFileDecoder.same(try decodeWrapped(from: decoder), as: type)
    }
}

extension Optional: LoweredFileOptional where Wrapped: Codable {
    func encodeWrapped(to encoder: LoweredFileEncoder) throws {
        guard let self else { return encoder.unsigned(0) }
        encoder.unsigned(1)
        try encoder.encodeValue(self)
    }

    static func decodeWrapped(from decoder: LoweredFileDecoder) throws -> Self {
        switch try decoder.byte() {
        case 0: return nil
        case 1: return try decoder.decodeValue(Wrapped.self)
        default: throw LoweredFileDecoder.Malformed()
        }
    }
}

/// A dictionary, which the layout writes as its count and its pairs (the layout of
/// `Dictionary`'s own coding needs keys).
protocol LoweredFileDictionary {
    func encodePairs(to encoder: LoweredFileEncoder) throws
    static func decodePairs(from decoder: LoweredFileDecoder) throws -> Self
}

extension LoweredFileDictionary {
    /// Writes `value`, one of these (cast to the type itself, not through the conformance).
    static func encode(_ value: Any, to encoder: LoweredFileEncoder) throws { try (value as! Self).encodePairs(to: encoder) }
    /// Reads one of these as `type`, which is this type.
    static func decode<Value>(from decoder: LoweredFileDecoder, as type: Value.Type) throws -> Value {
        LoweredFileDecoder.same(try decodePairs(from: decoder), as: type)
    }
}

/// An array, which the layout writes as its count and its elements, and reads back into an array
/// of exactly that capacity (a corpus keeps every lesson's arrays for the whole build).
protocol LoweredFileArray {
    static func encode(_ value: Any, to encoder: LoweredFileEncoder) throws
    static func decodeElements(from decoder: LoweredFileDecoder) throws -> Self
}

extension LoweredFileArray {
    /// Reads one of these as `type`, which is this type.
    static func decode<Value>(from decoder: LoweredFileDecoder, as type: Value.Type) throws -> Value {
        LoweredFileDecoder.same(try decodeElements(from: decoder), as: type)
    }
}

extension Array: LoweredFileArray where Element: Codable {
    static func encode(_ value: Any, to encoder: LoweredFileEncoder) throws {
        let array = value as! Self
        // One list held in two places (a lesson's citations and its cited texts') is written once
        // and read back as one, as lowering made it.
        guard encoder.shareOrRegister(array.isEmpty ? nil : array.withUnsafeBufferPointer({ UInt(bitPattern: $0.baseAddress) }), keeping: array) else { return }
        encoder.unsigned(UInt64(array.count))
        for element in array { try encoder.encodeValue(element) }
    }

    static func decodeElements(from decoder: LoweredFileDecoder) throws -> Self {
        var result = Self()
        if try decoder.shared(Self.self, into: &result) { return result }
        // Not `count()`: an element may be written in no bytes at all (an empty value).
        let count = try decoder.unsigned()
        guard count <= 1 << 24 else { throw LoweredFileDecoder.Malformed() }
        let place = count > 0 ? decoder.reserveShared() : nil
        if try !decoder.elements(Int(count), into: &result) {
            // No more than the bytes left: a count alone never costs more memory than its entry.
            result.reserveCapacity(Swift.min(Int(count), decoder.bytesLeft))
            for _ in 0..<count { result.append(try decoder.decodeValue(Element.self)) }
        }
        if let place { decoder.fillShared(place, with: result) }
        return result
    }
}

extension Dictionary: LoweredFileDictionary where Key: Codable, Value: Codable {
    /// Its storage's address (a native dictionary is one reference to it), for sharing; nil when
    /// empty or not laid out so.
    private var storageAddress: UInt? {
        guard !isEmpty, MemoryLayout<Self>.size == MemoryLayout<UInt>.size else { return nil }
        return unsafeBitCast(self, to: UInt.self)
    }

    func encodePairs(to encoder: LoweredFileEncoder) throws {
        guard encoder.shareOrRegister(storageAddress, keeping: self) else { return }
        encoder.unsigned(UInt64(count))
        for (key, value) in self {
            try encoder.encodeValue(key)
            try encoder.encodeValue(value)
        }
    }

    static func decodePairs(from decoder: LoweredFileDecoder) throws -> Self {
        var shared: Self = [:]
        if try decoder.shared(Self.self, into: &shared) { return shared }
        let count = try decoder.count()
        let place = count > 0 && MemoryLayout<Self>.size == MemoryLayout<UInt>.size ? decoder.reserveShared() : nil
        var result: Self = [:]
        result.reserveCapacity(count)
        for _ in 0..<count {
            let key = try decoder.decodeValue(Key.self)
            result[key] = try decoder.decodeValue(Value.self)
        }
        // Two equal keys would make a dictionary shorter than the one written.
        guard result.count == count else { throw LoweredFileDecoder.Malformed() }
        if let place { decoder.fillShared(place, with: result) }
        return result
    }
}
