/// Scalar values read from tape entries, with `DecodingError`s that carry the coding path.
extension JSONTape {
    package typealias Path = () -> [any CodingKey]

    package func string(at index: Int, _ path: Path) throws -> String {
        let entry = self[index]
        guard entry.kind == .string else { throw mismatch(String.self, entry, path()) }
        return string(entry)
    }

    package func bool(at index: Int, _ path: Path) throws -> Bool {
        let entry = self[index]
        guard entry.kind == .bool else { throw mismatch(Bool.self, entry, path()) }
        return entry.flag
    }

    package func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int, _ path: Path) throws -> T {
        let entry = self[index]
        guard entry.kind == .number else { throw mismatch(T.self, entry, path()) }
        let raw = raw(entry)
        guard entry.flag else {
            // 2.0 or 1e3: accepted when the value is exactly an integer of the type.
            if let double = Double(String(decoding: raw, as: UTF8.self)), let value = T(exactly: double) { return value }
            throw notRepresentable(raw, T.self, path())
        }
        let negative = raw[0] == UInt8(ascii: "-")
        var value: T = 0
        for byte in raw[(negative ? 1 : 0)...] {
            let digit = T(byte &- UInt8(ascii: "0"))
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowShift, !overflowAdd else { throw notRepresentable(raw, T.self, path()) }
            value = next
        }
        return value
    }

    package func double(at index: Int, _ path: Path) throws -> Double {
        let entry = self[index]
        guard entry.kind == .number else { throw mismatch(Double.self, entry, path()) }
        let raw = raw(entry)
        guard let value = Double(String(decoding: raw, as: UTF8.self)), value.isFinite else {
            throw notRepresentable(raw, Double.self, path())
        }
        return value
    }

    package func float(at index: Int, _ path: Path) throws -> Float {
        let value = try double(at: index, path)
        guard Float(value).isFinite else { throw notRepresentable(raw(self[index]), Float.self, path()) }
        return Float(value)
    }

    private func notRepresentable(_ raw: UnsafeBufferPointer<UInt8>, _ type: Any.Type, _ codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "the number \(String(decoding: raw, as: UTF8.self)) does not fit in \(type)"))
    }
}

/// The coding key of an array element.
package struct IndexKey: CodingKey {
    package var stringValue: String { "Index \(index)" }
    package var intValue: Int? { index }
    package let index: Int
    package init(_ index: Int) { self.index = index }
    package init?(stringValue: String) { nil }
    package init?(intValue: Int) { index = intValue }
}
