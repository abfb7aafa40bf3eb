/// Facts about the Qur'an's structure, and lookups by number and name.
public enum QuranMetadata {
    /// The number of ayat in the Qur'an.
    public static let totalAyahs = 6236

    public static func surah(_ number: Int) -> Surah? {
        number >= 1 && number <= surahs.count ? surahs[number - 1] : nil
    }

    /// The surah a name (transliterated, English or Arabic) or a number stands for.
    public static func surah(named name: String) -> Surah? {
        if let number = Int(name) { return surah(number) }
        let key = aliasKey(name)
        return aliases[key]
    }

    /// A name folded for lookup: lower case; without the article ("al-", "an-", …), spaces,
    /// hyphens and apostrophes; doubled letters single ("Al-Ikhlaas" and "al-ikhlas" agree).
    static func aliasKey(_ name: String) -> String {
        var lowered = name.lowercased()
        for article in ["al-", "an-", "ar-", "as-", "at-", "ad-", "adh-", "ash-", "az-", "at-", "al "] where lowered.hasPrefix(article) {
            lowered.removeFirst(article.count)
            break
        }
        var folded = ""
        for character in lowered where !" -'’`".contains(character) {
            if folded.last != character { folded.append(character) }
        }
        return folded
    }

    static let aliases: [String: Surah] = {
        var table: [String: Surah] = [:]
        for surah in surahs {
            for name in [surah.transliteratedName, surah.englishName] {
                table[aliasKey(name)] = table[aliasKey(name)] ?? surah
            }
            table[aliasKey(surah.arabicName)] = surah
        }
        return table
    }()
}
