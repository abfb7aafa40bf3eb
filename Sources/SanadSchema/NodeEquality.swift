import Foundation
import SanadSource

/// JSON equality as JSON Schema defines it: numbers by value (`1 == 1.0`), objects regardless of
/// member order, arrays element by element.
enum NodeEquality {
    static func equal(_ a: Node.Value, _ b: Node.Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)  // code points, not canonical equivalence
        case (.number(let x), .number(let y)): return compare(x, y) == 0
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0.value, $1.value) }
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            return x.allSatisfy { member in
                y.contains { $0.key.utf8.elementsEqual(member.key.utf8) && equal($0.value.value, member.value.value) }
            }
        default: return false
        }
    }

    /// A hash agreeing with `equal`: equal values hash alike (numbers by value, so 1 and 1.0
    /// agree; object members in any order), so `uniqueItems` compares only values in one bucket.
    static func hash(_ value: Node.Value) -> Int {
        var hasher = Hasher()
        switch value {
        case .null: hasher.combine(0)
        case .bool(let x): hasher.combine(1); hasher.combine(x)
        case .string(let x): hasher.combine(2); hasher.combine(x.utf8.count); for byte in x.utf8 { hasher.combine(byte) }
        case .number(let x): hasher.combine(3); hasher.combine(x.int.map(Double.init) ?? x.double)
        case .array(let x): hasher.combine(4); hasher.combine(x.count); for element in x { hasher.combine(hash(element.value)) }
        case .object(let x):
            hasher.combine(5)
            hasher.combine(x.count)
            // Members in any order: combine their hashes commutatively.
            var sum = 0
            for member in x {
                var memberHasher = Hasher()
                for byte in member.key.utf8 { memberHasher.combine(byte) }
                memberHasher.combine(hash(member.value.value))
                sum &+= memberHasher.finalize()
            }
            hasher.combine(sum)
        }
        return hasher.finalize()
    }

    /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
    static func compare(_ a: Number, _ b: Number) -> Int {
        if let x = a.int, let y = b.int { return x < y ? -1 : (x == y ? 0 : 1) }
        return a.double < b.double ? -1 : (a.double == b.double ? 0 : 1)
    }

    /// Whether `value` is an integer multiple of `divisor`, exactly for decimal literals.
    static func isMultiple(_ value: Number, of divisor: Number) -> Bool {
        if let x = value.int, let y = divisor.int, y != 0 { return x % y == 0 }
        if let x = Decimal(string: value.literal, locale: nil), let y = Decimal(string: divisor.literal, locale: nil),
            !x.isNaN, !y.isNaN, !y.isZero, abs(value.double) < 1e30 {
            var quotient = x / y
            var rounded = Decimal()
            NSDecimalRound(&rounded, &quotient, 0, .plain)
            return rounded == quotient
        }
        let quotient = value.double / divisor.double
        return quotient.isFinite && quotient.rounded(.towardZero) == quotient
    }
}
