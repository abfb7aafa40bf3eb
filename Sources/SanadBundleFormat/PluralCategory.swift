/// A CLDR plural category: the form of a counted text that a language uses for a number
/// (Arabic has all six; English `one` and `other`).
public enum PluralCategory: String, CaseIterable, Codable, Sendable, Comparable {
    /// Zero (Arabic: 0).
    case zero
    /// One (English and Arabic: 1).
    case one
    /// Two (Arabic and Hebrew: 2).
    case two
    /// A few (Arabic: 3–10, and 103–110…; Russian: 2–4, 22–24…).
    case few
    /// Many (Arabic: 11–99, and 111–199…; Russian: 5–20…).
    case many
    /// Every other number; every language has it.
    case other

    /// Orders as CLDR lists them: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
