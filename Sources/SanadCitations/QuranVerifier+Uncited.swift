/// Qur'an text found in prose outside a citation block, quoted exactly or with one word changed.
public struct UncitedQuran: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// The prose has the text of an ayah exactly, uncited.
        case exact
        /// The prose has the text of an ayah with one word changed.
        case misquote
    }

    public var kind: Kind
    /// The words of the segment that are the ayah (or run).
    public var words: Range<Int>
    public var reference: QuranReference
    /// For a misquote: the segment index of the changed word and what the text has there.
    public var changedIndex: Int?
    public var expectedWord: String?
    /// The edition whose text it is.
    public var edition: String = ""
}

extension QuranVerifier {
    /// Runs of fewer Arabic words are not looked up.
    public static let uncitedMinimumWords = 4
    /// An exact run this long is reported even when it is not a whole ayah; shorter runs only
    /// when they hold a whole ayah, since du'a and hadith share long phrases with the Qur'an (the
    /// tahlil "… له الملك وله الحمد وهو على كل شيء قدير" has eight words of 64:1).
    public static let uncitedLongRun = 12
    /// A misquotation needs at least this many words in place besides the changed one.
    public static let misquoteMinimumMatches = 4
    /// Word pairs that occur more often than this in the text do not anchor a search (a whole
    /// ayah has other pairs; "إن الله" alone occurs 257 times).
    static let anchorLimit = 64

    /// Formulae of everyday speech that are also Qur'an text (the basmala, 1:1; the hamdala, 1:2
    /// and 37:182; the shahada's words in 37:35 and 47:19; the hawqala, whose end is in 18:39; the
    /// istirja', 2:156; the hasbala, 3:173): prose that is only one of them is not reported.
    public static let formulae: [String] = [
        "بسم الله الرحمن الرحيم",
        "الحمد لله رب العالمين",
        "والحمد لله رب العالمين",
        "أشهد أن لا إله إلا الله",
        "لا إله إلا الله",
        "لا حول ولا قوة إلا بالله",
        "إنا لله وإنا إليه راجعون",
        "حسبنا الله ونعم الوكيل",
    ]

    static let formulaWords: [[String]] = formulae.map(ArabicNormalizer.words)

    /// The Qur'an text in a segment of prose (consecutive Arabic words of one paragraph), as
    /// documented in `docs/citations.md`: an exact run holding a whole ayah of four or more words,
    /// or of `uncitedLongRun` words; and a whole ayah of five or more words, or a run of
    /// `uncitedLongRun` words, with one word changed inside it (not its first or last word:
    /// prose often runs into or out of an ayah's words, as a du'a that says "الله الذي لا إله
    /// إلا هو الحي القيوم" runs into 3:2).
    public func uncitedQuotations(in segment: [ArabicWord]) -> [UncitedQuran] {
        guard segment.count >= Self.uncitedMinimumWords else { return [] }
        let bare = segment.map(\.bare)
        let formula = Self.formulaCoverage(bare)
        var found: [UncitedQuran] = []
        for edition in editions { found += Self.search(bare, in: edition, formula: formula) }
        // Exact runs first, longest first; a misquote inside an exact run of another edition is
        // that edition's spelling, not a misquote.
        found.sort { ($0.kind == .exact ? 0 : 1, -$0.words.count, $0.words.lowerBound) < ($1.kind == .exact ? 0 : 1, -$1.words.count, $1.words.lowerBound) }
        var kept: [UncitedQuran] = [], covered = [Bool](repeating: false, count: segment.count)
        for finding in found where !finding.words.contains(where: { covered[$0] }) {
            if finding.words.allSatisfy({ formula[$0] }) { continue }
            kept.append(finding)
            for index in finding.words { covered[index] = true }
        }
        return kept.sorted { $0.words.lowerBound < $1.words.lowerBound }
    }

    /// Which words of a segment belong to an everyday formula.
    static func formulaCoverage(_ bare: [String]) -> [Bool] {
        var covered = [Bool](repeating: false, count: bare.count)
        for formula in formulaWords where formula.count <= bare.count {
            for start in 0...(bare.count - formula.count) where bare[start..<start + formula.count].elementsEqual(formula) {
                for index in start..<start + formula.count { covered[index] = true }
            }
        }
        return covered
    }

    static func search(_ bare: [String], in edition: Edition, formula: [Bool]) -> [UncitedQuran] {
        let index = edition.index
        let ids = bare.map(index.id)
        var anchors: [Int: [Int]] = [:]  // diagonal (text position − segment index) → segment indices
        for position in 0..<(ids.count - 1) {
            let places = index.positions(of: ids[position], ids[position + 1])
            guard places.count <= anchorLimit else { continue }
            for place in places { anchors[Int(place) - position, default: []].append(position) }
        }
        var found: [UncitedQuran] = []
        var ayahWords: [Int: [String]] = [:]  // ayah index → its words as written, read once
        func expected(at place: Int) -> String? {
            let ayah = index.ayah(at: place)
            if ayahWords[ayah.index] == nil {
                let reference = index.ayahReferences[ayah.index]
                ayahWords[ayah.index] = ArabicWord.words(in: edition.text.ayah(surah: Int(reference.surah), ayah: Int(reference.ayah)) ?? "").map(\.original)
            }
            let words = ayahWords[ayah.index]!, offset = place - ayah.words.lowerBound
            return offset < words.count ? words[offset] : nil
        }
        for diagonal in anchors.keys.sorted() {
            var coveredUntil = 0
            for anchor in anchors[diagonal]! where anchor >= coveredUntil {
                let window = region(around: anchor, diagonal: diagonal, ids: ids, index: index)
                found += findings(in: window, diagonal: diagonal, ids: ids, bare: bare, edition: edition, formula: formula, expected: expected)
                coveredUntil = window.upperBound
            }
        }
        return found
    }

    /// The stretch around an anchor pair on one diagonal, up to the second word that differs on
    /// each side (so a run with one changed word is inside it).
    static func region(around anchor: Int, diagonal: Int, ids: [Int32], index: QuranIndex) -> Range<Int> {
        func matches(_ position: Int) -> Bool? {
            let place = position + diagonal
            guard position >= 0, position < ids.count, place >= 0, place < index.words.count else { return nil }
            return ids[position] == index.words[place]
        }
        var lower = anchor, misses = 0
        while let match = matches(lower - 1) {
            if !match { misses += 1; if misses == 2 { break } }
            lower -= 1
        }
        var upper = anchor + 2
        misses = 0
        while let match = matches(upper) {
            if !match { misses += 1; if misses == 2 { break } }
            upper += 1
        }
        return lower..<upper
    }

    static func findings(
        in window: Range<Int>, diagonal: Int, ids: [Int32], bare: [String], edition: Edition, formula: [Bool], expected: (Int) -> String?
    ) -> [UncitedQuran] {
        let index = edition.index
        let match = window.map { ids[$0] == index.words[$0 + diagonal] }
        func matched(_ position: Int) -> Bool { window.contains(position) && match[position - window.lowerBound] }
        var found: [UncitedQuran] = []
        // Exact runs.
        var start = window.lowerBound
        while start < window.upperBound {
            guard matched(start) else { start += 1; continue }
            var end = start
            while matched(end) { end += 1 }
            let count = end - start
            if count >= uncitedMinimumWords, count >= uncitedLongRun || holdsWholeAyah(start, count: count, diagonal: diagonal, index: index, formula: formula) {
                found.append(UncitedQuran(kind: .exact, words: start..<end, reference: index.reference(from: start + diagonal, count: count), edition: edition.name))
            }
            start = end
        }
        // One changed word.
        for changed in window where !matched(changed) {
            var lower = changed, upper = changed + 1
            while matched(lower - 1) { lower -= 1 }
            while matched(upper) { upper += 1 }
            guard upper - lower - 1 >= misquoteMinimumMatches else { continue }
            let place = changed + diagonal
            let ayah = index.ayah(at: place)
            let inside = place > ayah.words.lowerBound && place < ayah.words.upperBound - 1
            var finding: UncitedQuran?
            if inside, ayah.words.count >= misquoteMinimumMatches + 1, ayah.words.lowerBound >= lower + diagonal, ayah.words.upperBound <= upper + diagonal {
                let words = (ayah.words.lowerBound - diagonal)..<(ayah.words.upperBound - diagonal)
                finding = UncitedQuran(kind: .misquote, words: words, reference: index.reference(from: ayah.words.lowerBound, count: ayah.words.count))
            } else if upper - lower >= uncitedLongRun, lower < changed, changed + 1 < upper {
                finding = UncitedQuran(kind: .misquote, words: lower..<upper, reference: index.reference(from: lower + diagonal, count: upper - lower))
            }
            guard var finding, let word = expected(place) else { continue }
            // A word spelled otherwise (an alef the Uthmani text writes as a small alef) is not changed.
            if Self.withoutAlefs(bare[changed]) == Self.withoutAlefs(ArabicWord.words(in: word).first?.bare ?? "") { continue }
            finding.changedIndex = changed
            finding.expectedWord = word
            finding.edition = edition.name
            found.append(finding)
        }
        return found
    }

    /// Whether the segment's words `start..<start + count` (on `diagonal`) hold every word of an
    /// ayah of `uncitedMinimumWords` or more that is not only an everyday formula.
    static func holdsWholeAyah(_ start: Int, count: Int, diagonal: Int, index: QuranIndex, formula: [Bool]) -> Bool {
        var position = start + diagonal
        while position < start + diagonal + count {
            let ayah = index.ayah(at: position)
            if ayah.words.count >= uncitedMinimumWords, ayah.words.lowerBound >= start + diagonal, ayah.words.upperBound <= start + diagonal + count,
                !(ayah.words.lowerBound - diagonal..<ayah.words.upperBound - diagonal).allSatisfy({ formula[$0] }) { return true }
            position = ayah.words.upperBound
        }
        return false
    }

    /// A bare word without its alefs, to tell a spelling (الكتاب, الكتب) from another word.
    static func withoutAlefs(_ bare: String) -> String {
        String(String.UnicodeScalarView(bare.unicodeScalars.filter { $0 != "\u{0627}" }))
    }
}
