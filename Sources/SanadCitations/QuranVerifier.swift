/// Verifies quoted Qur'an text against one or more Tanzil editions.
///
/// A quotation verifies when, after `ArabicNormalizer`, its words equal a contiguous run of the
/// words of the cited ayah or range in at least one edition (a whole ayah is such a run).
public struct QuranVerifier: Sendable {
    public struct Edition: Sendable {
        public var name: String
        public var text: TanzilText
        public init(name: String, text: TanzilText) {
            self.name = name
            self.text = text
        }
    }

    public enum Outcome: Equatable, Sendable {
        case verified(edition: String)
        /// The quotation matches no edition. `quotedWord` is the first word that differs (nil when
        /// the quotation ran past the cited text), `expectedWord` what the text has there (nil
        /// when the quotation is longer), `ayahText` the cited text, and `matchesElsewhere` another
        /// reference the quotation does match.
        case mismatch(quotedWord: String?, expectedWord: String?, ayahText: String, matchesElsewhere: QuranReference?)
    }

    public let editions: [Edition]

    public init(editions: [Edition]) { self.editions = editions }

    public func verify(_ quotation: String, against reference: QuranReference) -> Outcome {
        let quoted = ArabicNormalizer.words(quotation)
        for edition in editions where Self.contains(words(of: reference, in: edition), quoted) {
            return .verified(edition: edition.name)
        }
        let first = editions[0]
        let cited = words(of: reference, in: first)
        let (quotedIndex, citedIndex) = Self.firstDifference(quoted, in: cited)
        let ayahText = reference.ayahs.compactMap { first.text.ayah(surah: reference.surah, ayah: $0) }.joined(separator: " ")
        // Report the words as written, not normalised.
        let quotedWords = ArabicNormalizer.originalWords(quotation), citedWords = ArabicNormalizer.originalWords(ayahText)
        return .mismatch(
            quotedWord: quotedIndex.flatMap { $0 < quotedWords.count ? quotedWords[$0].original : nil },
            expectedWord: citedIndex.flatMap { $0 < citedWords.count ? citedWords[$0].original : nil },
            ayahText: ayahText, matchesElsewhere: locate(quoted))
    }

    func words(of reference: QuranReference, in edition: Edition) -> [Substring] {
        reference.ayahs.flatMap { ArabicNormalizer.words(edition.text.ayah(surah: reference.surah, ayah: $0) ?? "") }
    }

    /// Whether `needle` is a non-empty contiguous run of `haystack`.
    static func contains(_ haystack: [Substring], _ needle: [Substring]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }

    /// The indices of the first quoted word that differs and of the cited word it should have been,
    /// under the alignment that matches the most words first (nil past either end).
    static func firstDifference(_ quoted: [Substring], in cited: [Substring]) -> (Int?, Int?) {
        var best = (start: 0, length: -1)
        for start in 0..<max(cited.count, 1) {
            var length = 0
            while length < quoted.count, start + length < cited.count, quoted[length] == cited[start + length] { length += 1 }
            if length > best.length { best = (start, length) }
        }
        let index = max(best.length, 0)
        return (index < quoted.count ? index : nil, best.start + index < cited.count ? best.start + index : nil)
    }

    /// The first ayah, in any edition, whose words contain the quotation.
    public func locate(_ quoted: [Substring]) -> QuranReference? {
        guard !quoted.isEmpty else { return nil }
        for edition in editions {
            for (surahIndex, ayahs) in edition.text.ayahs.enumerated() {
                for (ayahIndex, text) in ayahs.enumerated() where Self.contains(ArabicNormalizer.words(text), quoted) {
                    return QuranReference(surah: surahIndex + 1, firstAyah: ayahIndex + 1, lastAyah: ayahIndex + 1)
                }
            }
        }
        return nil
    }
}
