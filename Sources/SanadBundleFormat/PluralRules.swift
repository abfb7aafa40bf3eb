/// The CLDR plural rules of a language for whole numbers (what an app's counted copy counts:
/// days, lessons, verses): which forms a counted text needs in the language, and which one a
/// number takes. From the Unicode CLDR plural rules (`plurals.xml`, CLDR 44), the integer
/// operands only (`v = 0`); a language Sanad has no rules for is `nil`, never guessed.
public struct PluralRules: Sendable, Equatable {
    /// The language (`ar`, `en`), a BCP 47 primary language subtag, or language and region where
    /// the region has rules of its own (`pt-pt`).
    public let language: String
    /// The categories the language uses, `other` last: each a counted text must have.
    public let categories: [PluralCategory]
    private let rule: Rule

    /// The rules of a locale's language (`ar-EG` and `ar_EG` are `ar`), or of the locale itself
    /// where CLDR gives it rules of its own (`pt-PT`); nil for a language Sanad has no rules for.
    public init?(locale: String) {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        let language = subtags.first ?? ""
        let regional = subtags.count > 1 ? Self.rules["\(language)-\(subtags[1])"] : nil
        guard let rule = regional ?? Self.rules[language] else { return nil }
        self.language = regional == nil ? language : "\(language)-\(subtags[1])"
        self.rule = rule
        categories = rule.categories
    }

    /// The category a whole number takes (a negative number as its absolute value, as CLDR's
    /// operands are).
    public func category(for count: Int) -> PluralCategory {
        rule.category(count.magnitude)
    }

    /// The first whole numbers that take a category, up to `limit` of them (from 0 to 1,000,
    /// and a few millions): the examples a message gives. Empty for a category no whole number
    /// takes (Russian `other`, which is for fractions).
    public func samples(of wanted: PluralCategory, limit: Int = 3) -> [Int] {
        var found: [Int] = []
        for number in Array(0...1000) + [1_000_000, 2_000_000, 3_000_000] where category(for: number) == wanted {
            found.append(number)
            if found.count == limit { break }
        }
        return found
    }

    /// The languages Sanad has rules for (and the locales with rules of their own, `pt-pt`), sorted.
    public static var languages: [String] { rules.keys.sorted() }

    /// How a language chooses; one case per distinct rule set of CLDR, restricted to integers.
    private enum Rule: Sendable, Equatable {
        /// One form for every number (Indonesian, Malay, Chinese, Japanese…).
        case otherOnly
        /// `one`: n = 1 (English, Turkish, Somali, Swahili, Hausa…).
        case oneIsOne
        /// `one` for 0 and 1 (Persian, Hindi and Bengali: i = 0 or n = 1; Fula: i = 0,1).
        case oneIsZeroOrOne
        /// French, Portuguese: `one` i = 0,1; `many` a non-zero multiple of a million.
        case french
        /// Spanish, Italian, Catalan: `one` n = 1; `many` a non-zero multiple of a million.
        case spanish
        /// Arabic: zero, one, two, few (n % 100 = 3…10), many (n % 100 = 11…99), other.
        case arabic
        /// Hebrew: one, two, other.
        case hebrew
        /// Russian, Ukrainian: one, few, many (and `other` for fractions).
        case russian
        /// Polish: one (i = 1), few, many (and `other` for fractions).
        case polish
        /// Bosnian, Croatian, Serbian: one, few, other.
        case bosnian

        var categories: [PluralCategory] {
            switch self {
            case .otherOnly: return [.other]
            case .oneIsOne, .oneIsZeroOrOne: return [.one, .other]
            case .french, .spanish: return [.one, .many, .other]
            case .arabic: return [.zero, .one, .two, .few, .many, .other]
            case .hebrew: return [.one, .two, .other]
            case .russian, .polish: return [.one, .few, .many, .other]
            case .bosnian: return [.one, .few, .other]
            }
        }

        func category(_ n: UInt) -> PluralCategory {
            let mod10 = n % 10, mod100 = n % 100
            let millions = n != 0 && n % 1_000_000 == 0
            switch self {
            case .otherOnly: return .other
            case .oneIsOne: return n == 1 ? .one : .other
            case .oneIsZeroOrOne: return n <= 1 ? .one : .other
            case .french: return n <= 1 ? .one : millions ? .many : .other
            case .spanish: return n == 1 ? .one : millions ? .many : .other
            case .arabic:
                switch n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                default: return (3...10).contains(mod100) ? .few : (11...99).contains(mod100) ? .many : .other
                }
            case .hebrew: return n == 1 ? .one : n == 2 ? .two : .other
            case .russian:
                if mod10 == 1 && mod100 != 11 { return .one }
                if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
                return .many
            case .polish:
                if n == 1 { return .one }
                if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
                return .many
            case .bosnian:
                if mod10 == 1 && mod100 != 11 { return .one }
                if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
                return .other
            }
        }
    }

    /// The languages of the communities Sanad's products serve, by their rules.
    private static let rules: [String: Rule] = {
        var rules: [String: Rule] = [:]
        for language in ["id", "ms", "zh", "ja", "ko", "th", "vi", "my", "wo", "yo", "jv", "su"] { rules[language] = .otherOnly }
        for language in ["en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "tr", "az", "uz", "kk", "ky", "tk", "sq", "so", "ha", "sw", "ps", "ug",
                         "ur", "ckb", "ku", "dv", "el", "hu", "bg", "ka", "ta", "te", "ml", "sd", "om", "mr"] { rules[language] = .oneIsOne }
        for language in ["fa", "hi", "bn", "gu", "kn", "zu", "am", "ti", "ff", "kab", "ln"] { rules[language] = .oneIsZeroOrOne }
        for language in ["fr", "pt"] { rules[language] = .french }
        // Portugal's Portuguese counts 0 as `other`, as Italian does; Brazil's (`pt`) as `one`.
        for language in ["es", "it", "ca", "pt-pt"] { rules[language] = .spanish }
        rules["ar"] = .arabic
        rules["he"] = .hebrew
        for language in ["ru", "uk", "be"] { rules[language] = .russian }
        rules["pl"] = .polish
        for language in ["bs", "hr", "sr", "sh"] { rules[language] = .bosnian }
        return rules
    }()
}
