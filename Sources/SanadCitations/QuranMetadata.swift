import Foundation
import SanadDiagnostics

/// Facts about the Qur'an's structure, and lookups by number and name.
public enum QuranMetadata {
    /// The number of ayat in the Qur'an.
    public static let totalAyahs = 6236

    public static func surah(_ number: Int) -> Surah? {
        number >= 1 && number <= surahs.count ? surahs[number - 1] : nil
    }

    /// The surah a name (transliterated, English or Arabic) or a number stands for; nil when the
    /// name is unknown or names more than one surah (see `surahs(named:)`).
    public static func surah(named name: String) -> Surah? {
        let found = surahs(named: name)
        return found.count == 1 ? found[0] : nil
    }

    /// Every surah a name or number stands for: none, one, or several for an ambiguous name
    /// ("The Dawn" is Tanzil's English name of both 89 and 113).
    public static func surahs(named name: String) -> [Surah] {
        if let number = Int(name) { return surah(number).map { [$0] } ?? [] }
        return (aliases[aliasKey(name)] ?? []).map { surahs[$0 - 1] }
    }

    /// Surahs whose names are a likely typo of `name`, nearest first.
    public static func suggestions(for name: String) -> [Surah] {
        let keys = Suggestion.closest(to: aliasKey(name), in: aliasKeys, limit: 6)
        var numbers: [Int] = []
        for key in keys { for number in aliases[key] ?? [] where !numbers.contains(number) { numbers.append(number) } }
        return numbers.prefix(3).map { surahs[$0 - 1] }
    }

    /// A name folded for lookup: lower case, without accents (Yā Sīn is Ya Sin); without a leading
    /// article ("al-", "an-", "the", …), spaces, hyphens and apostrophes; "ee" as "i" and "oo" as
    /// "u"; doubled letters single; and an "h" after a final vowel dropped. "Al-Faatiha",
    /// "Al-Fatihah" and "fatiha" agree.
    static func aliasKey(_ name: String) -> String {
        let unaccented = String(String.UnicodeScalarView(name.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            !(0x0300...0x036F).contains($0.value) }))
        var lowered = unaccented.lowercased().replacingAll("’", with: "'")
        let articles: [String] = ["al", "an", "ar", "as", "at", "ad", "adh", "ash", "az"].flatMap { (article: String) -> [String] in [article + "-", article + " "] } + ["the "]
        if let article = articles.first(where: { lowered.hasPrefix($0) }) { lowered.removeFirst(article.count) }
        lowered = lowered.filter { !" -'`ʿʾ‘".contains($0) }.replacingAll("ee", with: "i").replacingAll("oo", with: "u")
        var folded = ""
        for character in lowered where folded.last != character { folded.append(character) }
        if folded.count > 2, folded.last == "h", let vowel = folded.dropLast().last, "aeiou".contains(vowel) { folded.removeLast() }
        return folded
    }

    /// Folded name → the surahs it names.
    static let aliases: [String: [Int]] = {
        var table: [String: [Int]] = [:]
        func add(_ name: String, _ number: Int) {
            let key = aliasKey(name)
            if !(table[key] ?? []).contains(number) { table[key, default: []].append(number) }
        }
        for surah in surahs {
            add(surah.transliteratedName, surah.number)
            add(surah.englishName, surah.number)
            add(surah.arabicName, surah.number)
        }
        for (number, names) in commonNames { for name in names { add(name, number) } }
        return table
    }()

    static let aliasKeys: [String] = aliases.keys.sorted()
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = "", rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
