/// A reference to one ayah or a range of ayat in one surah: `49:12`, `49:11-12`, `al-hujuraat:12`.
public struct QuranReference: Hashable, Sendable, CustomStringConvertible {
    public var surah: Int
    public var firstAyah: Int
    public var lastAyah: Int

    public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        case malformed(String)
        case unknownSurah(String, suggestions: [String] = [])
        /// A name that more than one surah has ("The Dawn": 89 and 113).
        case ambiguousSurah(String, candidates: [String])
        case ayahOutOfRange(surah: Int, ayah: Int, count: Int)
        case reversedRange(first: Int, last: Int)
        /// A range from one surah into another (`1:7-2:1`), with its two ends.
        case crossesSurahs(String, from: String, to: String)

        public var description: String {
            switch self {
            case .malformed(let text): return "'\(text)' is not a Qur'an reference; write surah:ayah, e.g. 49:12 or 49:11-12"
            case .unknownSurah(let name, _): return "there is no surah '\(name)'; surahs are numbered 1 to 114"
            case .ambiguousSurah(let name, let candidates): return "'\(name)' names more than one surah: \(candidates.joined(separator: " and "))"
            case .ayahOutOfRange(let surah, let ayah, let count): return "surah \(surah) has \(count) ayat; there is no ayah \(ayah)"
            case .reversedRange(let first, let last): return "the range \(first)-\(last) runs backwards"
            case .crossesSurahs(let text, _, _): return "'\(text)' runs from one surah into another; a reference stays within one surah"
            }
        }

        /// What the author may have meant, for a help line.
        public var help: String? {
            switch self {
            case .unknownSurah(_, let suggestions) where !suggestions.isEmpty:
                return "did you mean \(suggestions.joined(separator: " or "))?"
            case .ambiguousSurah:
                return "write the surah's number (as in 113:1) or a name only it has"
            case .crossesSurahs(_, let from, let to):
                return "cite the two parts apart: \(from) and \(to), each with its own block"
            default:
                return nil
            }
        }
    }

    public init(surah: Int, firstAyah: Int, lastAyah: Int) {
        self.surah = surah
        self.firstAyah = firstAyah
        self.lastAyah = lastAyah
    }

    /// Parses `SURAH:AYAH` or `SURAH:FIRST-LAST`; SURAH is a number or a surah's name.
    public init(parsing text: String) throws(ParseError) {
        var trimmed = text.trimmingSpaces()
        // `1:7-2:1`: the part after the range's hyphen (the first one after the first colon; a
        // surah's name may hold hyphens) names a surah too. The same surah twice is a range in it.
        if let firstColon = trimmed.firstIndex(of: ":"), let dash = trimmed[firstColon...].firstIndex(of: "-"),
           let secondColon = trimmed[dash...].lastIndex(of: ":") {
            let opening = String(trimmed[..<firstColon]).trimmingSpaces(), openingAyah = String(trimmed[trimmed.index(after: firstColon)..<dash]).trimmingSpaces()
            let closing = String(trimmed[trimmed.index(after: dash)..<secondColon]).trimmingSpaces()
            let closingAyah = String(trimmed[trimmed.index(after: secondColon)...]).trimmingSpaces()
            let from = QuranMetadata.surahs(named: opening), to = QuranMetadata.surahs(named: closing)
            if from.count == 1, to.count == 1, from[0].number == to[0].number {
                trimmed = "\(opening):\(openingAyah)-\(closingAyah)"
            } else {
                func range(_ surah: String, _ first: String, _ last: String) -> String { first == last ? "\(surah):\(first)" : "\(surah):\(first)-\(last)" }
                let count = from.count == 1 ? String(from[0].ayahCount) : openingAyah
                throw .crossesSurahs(text, from: range(opening, openingAyah, count), to: range(closing, "1", closingAyah))
            }
        }
        guard let colon = trimmed.lastIndex(of: ":") else { throw .malformed(text) }
        let surahPart = String(trimmed[..<colon]).trimmingSpaces()
        let ayahPart = trimmed[trimmed.index(after: colon)...]
        let named = QuranMetadata.surahs(named: surahPart)
        guard named.count == 1, let surah = named.first else {
            if surahPart.isEmpty { throw .malformed(text) }
            if named.count > 1 { throw .ambiguousSurah(surahPart, candidates: named.map { "\($0.number) (\($0.transliteratedName))" }) }
            if Int(surahPart) != nil { throw .unknownSurah(surahPart) }
            throw .unknownSurah(surahPart, suggestions: QuranMetadata.suggestions(for: surahPart).map { "\($0.number) (\($0.transliteratedName))" })
        }
        let bounds = ayahPart.split(separator: "-", omittingEmptySubsequences: false).map { Int(String($0).trimmingSpaces()) }
        guard (1...2).contains(bounds.count), let first = bounds[0], let last = bounds.last ?? nil else { throw .malformed(text) }
        for ayah in [first, last] where ayah < 1 || ayah > surah.ayahCount {
            throw .ayahOutOfRange(surah: surah.number, ayah: ayah, count: surah.ayahCount)
        }
        guard first <= last else { throw .reversedRange(first: first, last: last) }
        self.init(surah: surah.number, firstAyah: first, lastAyah: last)
    }

    public var ayahs: ClosedRange<Int> { firstAyah...lastAyah }

    /// Whether this reference includes every ayah of `other`.
    public func covers(_ other: QuranReference) -> Bool {
        surah == other.surah && ayahs.contains(other.firstAyah) && ayahs.contains(other.lastAyah)
    }

    /// Whether the two references share an ayah.
    public func overlaps(_ other: QuranReference) -> Bool {
        surah == other.surah && ayahs.overlaps(other.ayahs)
    }

    /// `49:12` or `49:11-12`.
    public var description: String {
        firstAyah == lastAyah ? "\(surah):\(firstAyah)" : "\(surah):\(firstAyah)-\(lastAyah)"
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
