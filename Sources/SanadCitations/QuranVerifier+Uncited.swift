/// Qur'an text found in prose outside a citation block, quoted exactly or with one word changed.
public struct UncitedQuran: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// The prose has the text of an ayah exactly, uncited.
        case exact
        /// The prose has the text of an ayah with one word changed.
        case misquote
    }

    /// How a misquote differs from the ayah.
    public enum Change: String, Sendable, Equatable {
        /// A word is another word (or a letter of it changed).
        case substituted
        /// A word of the ayah is left out (`changedIndex` is the word after the gap).
        case deleted
        /// A word not in the ayah is added.
        case inserted
        /// Two neighbouring words are swapped (`changedIndex` is the first).
        case swapped
    }

    public var kind: Kind
    /// The words of the segment that are the ayah (or run).
    public var words: Range<Int>
    public var reference: QuranReference
    /// For a misquote: the segment index of the changed word and what the text has there.
    public var changedIndex: Int?
    public var expectedWord: String?
    /// For a misquote: what changed.
    public var change: Change = .substituted
    /// The edition whose text it is.
    public var edition: String = ""
}

extension QuranVerifier {
    /// Runs of fewer Arabic words are not looked up.
    public static let uncitedMinimumWords = 3
    /// An exact run this long is reported even when it is not a whole ayah; shorter runs only
    /// when they hold a whole ayah, since du'a and hadith share phrases with the Qur'an (the
    /// tahlil "… له الملك وله الحمد وهو على كل شيء قدير" has eight words of 64:1, and is a formula).
    /// Chosen by measurement (`make bench-citations`): at 8 it finds 40% of planted runs of 5 to
    /// 11 words, but gives 65 findings in 20,000 paragraphs of du'a and dhikr; at 12, none.
    public static let uncitedRun = 12
    /// A run with one word changed is reported from this length (whole ayat from five words).
    public static let uncitedLongRun = 12
    /// A misquotation needs at least this many words in place besides the changed one.
    public static let misquoteMinimumMatches = 4
    /// A run of this many words or more that is part of an ayah is reported when it is
    /// distinctive: `distinctivePairs` of its word pairs occur nowhere else in the text. Everyday
    /// phrases shared with the Qur'an are made of common pairs (على كل شيء قدير, الله ورسوله),
    /// a quoted part of an ayah mostly of pairs found once. Chosen by measurement
    /// (`make bench-citations`, and the hadith texts read as prose).
    public static let uncitedPart = 5
    /// See `uncitedPart`.
    public static let distinctivePairs = 3
    /// Word pairs that occur more often than this in the text do not anchor a search (a whole
    /// ayah has other pairs; "إن الله" alone occurs 257 times).
    static let anchorLimit = 64

    /// Formulae of everyday speech that are also Qur'an text (the basmala, 1:1; the hamdala, 1:2
    /// and 37:182; the shahada's words in 37:35 and 47:19; the hawqala, whose end is in 18:39; the
    /// istirja', 2:156; the hasbala, 3:173; the ta'awwudh "أعوذ بكلمات الله التامات من شر ما خلق", whose
    /// end is 113:2): prose that is only one of them is not reported.
    public static let formulae: [String] = [
        "بسم الله الرحمن الرحيم",
        "الحمد لله رب العالمين",
        "والحمد لله رب العالمين",
        "أشهد أن لا إله إلا الله",
        "لا إله إلا الله",
        "لا حول ولا قوة إلا بالله",
        "إنا لله وإنا إليه راجعون",
        "حسبنا الله ونعم الوكيل",
        // The ta'awwudh of Muslim 2708, whose last words are 113:2.
        "أعوذ بكلمات الله التامات من شر ما خلق",
        // The tahlil, with eight words of 64:1.
        "لا إله إلا الله وحده لا شريك له له الملك وله الحمد وهو على كل شيء قدير",
        // The istighfar of Abu Dawud 1517, with 3:2's words.
        "أستغفر الله الذي لا إله إلا هو الحي القيوم وأتوب إليه",
    ]

    static let formulaWords: [[String]] = formulae.map(ArabicNormalizer.words)

    /// The Qur'an text in a segment of prose (consecutive Arabic words of one paragraph), as
    /// documented in `docs/citations.md`: an exact run holding a whole ayah of three or more
    /// words, of `uncitedRun` words, or a distinctive part of an ayah (`uncitedPart`); and a whole
    /// ayah of five or more words, a run of `uncitedLongRun` words or a distinctive part, with one
    /// word changed, left out, added or two swapped inside it (not at its first or last word:
    /// prose often runs into or out of an ayah's words, as a du'a that says "الله الذي لا إله
    /// إلا هو الحي القيوم" runs into 3:2), or a whole ayah of four or more words with a word one
    /// letter away from the text's.
    public func uncitedQuotations(in segment: [ArabicWord]) -> [UncitedQuran] {
        guard segment.count >= Self.uncitedMinimumWords else { return [] }
        let bare = segment.map(\.bare)
        let formula = Self.formulaCoverage(bare)
        var found: [UncitedQuran] = []
        for edition in editions { found += Self.search(bare, in: edition, formula: formula) }
        // Longest first: a whole ayah with one change explains more than the exact run before
        // the change. Of equal length, exact first: a misquote that is another edition's exact
        // text is that edition's spelling, not a misquote.
        found.sort { (-$0.words.count, $0.kind == .exact ? 0 : 1, $0.words.lowerBound) < (-$1.words.count, $1.kind == .exact ? 0 : 1, $1.words.lowerBound) }
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
        var editedAyat: Set<[Int]> = []  // (ayah, the segment start the anchor implies)
        var runs: [Run] = []
        for diagonal in anchors.keys.sorted() {
            var coveredUntil = 0
            for anchor in anchors[diagonal]! where anchor >= coveredUntil {
                let window = region(around: anchor, diagonal: diagonal, ids: ids, index: index)
                found += findings(in: window, diagonal: diagonal, ids: ids, bare: bare, edition: edition, formula: formula, expected: expected)
                runs += exactRuns(in: window, diagonal: diagonal, ids: ids, index: index)
                coveredUntil = window.upperBound
            }
            // A whole ayah with a word left out, added, or two words swapped: its words stand on
            // two neighbouring diagonals, or one with a crossing, so each ayah an anchor lands in
            // is compared once with the one edit it may have.
            for anchor in anchors[diagonal]! {
                let ayah = index.ayah(at: anchor + diagonal)
                guard editedAyat.insert([ayah.index, ayah.words.lowerBound - diagonal]).inserted else { continue }
                if let finding = oneEdit(ayah: ayah.words, diagonal: diagonal, ids: ids, index: index, expected: expected) { found.append(finding) }
            }
        }
        found += editedParts(runs, ids: ids, bare: bare, index: index, expected: expected)
        // A misquote whose words are the text's exactly somewhere else quotes that place
        // («ولا تزر وازرة وزر أخرى» is 6:164's, not 53:38's «ألا تزر…» with a word changed).
        // (Findings that are only an everyday formula are dropped when they are chosen.)
        return found.compactMap { finding in
            guard finding.kind == .exact || index.firstOccurrence(of: Array(ids[finding.words])) == nil else { return nil }
            var finding = finding
            finding.edition = edition.name
            return finding
        }
    }

    /// A whole ayah of five words or more found in the segment with one word left out, one
    /// added or two neighbouring words swapped, never at its first or last word; the segment's
    /// start is tried where the anchor's diagonal puts it and one word either side (an edit
    /// before the anchor shifts it).
    static func oneEdit(ayah: Range<Int>, diagonal: Int, ids: [Int32], index: QuranIndex, expected: (Int) -> String?) -> UncitedQuran? {
        let length = ayah.count
        guard length >= misquoteMinimumMatches + 1 else { return nil }
        func word(_ offset: Int) -> Int32 { index.words[ayah.lowerBound + offset] }
        let reference = index.reference(from: ayah.lowerBound, count: length)
        for start in [ayah.lowerBound - diagonal, ayah.lowerBound - diagonal - 1, ayah.lowerBound - diagonal + 1] where start >= 0 {
            // Words the same from the start, and from the end, for a segment run of `span` words.
            func prefix(_ span: Int) -> Int {
                var count = 0
                while count < min(span, length), start + count < ids.count, ids[start + count] == word(count) { count += 1 }
                return count
            }
            func suffix(_ span: Int) -> Int {
                var count = 0
                while count < min(span, length), start + span - 1 - count < ids.count, start + span - 1 - count >= start,
                    ids[start + span - 1 - count] == word(length - 1 - count) { count += 1 }
                return count
            }
            // Left out: the segment holds length − 1 words of it.
            if start + length - 1 <= ids.count {
                let left = prefix(length - 1), right = suffix(length - 1)
                if left < length - 1, left + right >= length - 1, left >= 1, left <= length - 2 {
                    return UncitedQuran(kind: .misquote, words: start..<(start + length - 1), reference: reference,
                                        changedIndex: start + left, expectedWord: expected(ayah.lowerBound + left), change: .deleted)
                }
            }
            // Added: the segment holds length + 1 words, one of them not the ayah's.
            if start + length + 1 <= ids.count {
                let left = prefix(length + 1), right = suffix(length + 1)
                if left < length, left + right >= length, left >= 1, left <= length - 1 {
                    return UncitedQuran(kind: .misquote, words: start..<(start + length + 1), reference: reference,
                                        changedIndex: start + left, expectedWord: expected(ayah.lowerBound + left), change: .inserted)
                }
            }
            // Swapped: two neighbouring words crossed, the rest in place.
            if start + length <= ids.count {
                let left = prefix(length), right = suffix(length)
                if left + right == length - 2, left >= 1, left + 2 <= length - 1,
                    ids[start + left] == word(left + 1), ids[start + left + 1] == word(left) {
                    return UncitedQuran(kind: .misquote, words: start..<(start + length), reference: reference,
                                        changedIndex: start + left, expectedWord: expected(ayah.lowerBound + left), change: .swapped)
                }
            }
        }
        return nil
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
            if count >= uncitedMinimumWords, count >= uncitedRun || holdsWholeAyah(start, count: count, diagonal: diagonal, index: index, formula: formula)
                || (count >= uncitedPart && index.distinctivePairs(from: start + diagonal, count: count) >= distinctivePairs) {
                found.append(UncitedQuran(kind: .exact, words: start..<end, reference: index.reference(from: start + diagonal, count: count), edition: edition.name))
            }
            start = end
        }
        // One changed word.
        for changed in window where !matched(changed) {
            var lower = changed, upper = changed + 1
            while matched(lower - 1) { lower -= 1 }
            while matched(upper) { upper += 1 }
            let place = changed + diagonal
            guard place >= 0, place < index.words.count else { continue }
            let ayah = index.ayah(at: place)
            let wholeAyah = ayah.words.lowerBound >= lower + diagonal && ayah.words.upperBound <= upper + diagonal
            // A whole short ayah with a word misspelt rather than replaced (قل هو الله واحد for
            // أحد, 112:1): a word one letter away from the text's is a misquote there too, at its
            // first or last word as well.
            let nearMiss = wholeAyah && ayah.words.count >= uncitedMinimumWords + 1
                && expected(place).map { Self.isNearMiss(bare[changed], ArabicWord.words(in: $0).first?.bare ?? "", atStart: place == ayah.words.lowerBound) } == true
            guard upper - lower - 1 >= misquoteMinimumMatches || nearMiss else { continue }
            let inside = place > ayah.words.lowerBound && place < ayah.words.upperBound - 1
            var finding: UncitedQuran?
            if nearMiss || (inside && ayah.words.count >= misquoteMinimumMatches + 1 && wholeAyah) {
                let words = (ayah.words.lowerBound - diagonal)..<(ayah.words.upperBound - diagonal)
                finding = UncitedQuran(kind: .misquote, words: words, reference: index.reference(from: ayah.words.lowerBound, count: ayah.words.count))
            } else if upper - lower >= uncitedLongRun, changed - lower >= 2, upper - changed - 1 >= 2,
                !(expected(place).map { Self.isAdaptation(bare[changed], of: ArabicWord.words(in: $0).first?.bare ?? "") } ?? false) {
                // Not a part with its words fitted to the sentence (as `editedParts`); a whole ayah
                // with a pronoun changed misquotes it.
                // Two words of the run on each side of the change at least: one word before it is
                // prose running into the ayah ("قال الله تعالى" before «ٱللَّهُ عَلَىٰ …», 59:6).
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

    /// Whether two bare words of three letters or more are one letter apart (changed, added or
    /// left out): a misspelling of the text's word, not prose running on into another word.
    static func isNearMiss(_ quoted: String, _ expected: String, atStart: Bool = false) -> Bool {
        let a = Array(quoted.unicodeScalars), b = Array(expected.unicodeScalars)
        guard a.count >= 3, b.count >= 3, abs(a.count - b.count) <= 1, a != b else { return false }
        var i = 0
        while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
        // A different leading particle (و for ف, «وإن مع العسر يسرا» beside 94:5's «فإن») is
        // another sentence's conjunction, not a misspelling.
        let particles: Set<Unicode.Scalar> = ["\u{0648}", "\u{0641}", "\u{0628}", "\u{0644}", "\u{0643}"]
        if i == 0, a.count == b.count, particles.contains(a[0]), particles.contains(b[0]) { return false }
        // Nor is a particle put before an ayah's first word («بسبح اسم ربك الأعلى», "with
        // Sabbih…", 87:1); at its last word it is a misspelling (واحد for أحد, 112:1).
        if atStart, i == 0, a.count == b.count + 1, particles.contains(a[0]) { return false }
        if a.count == b.count { return a[(i + 1)...] == b[(i + 1)...] }
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }

    /// A bare word without its alefs, to tell a spelling (الكتاب, الكتب) from another word.
    static func withoutAlefs(_ bare: String) -> String {
        String(String.UnicodeScalarView(bare.unicodeScalars.filter { $0 != "\u{0627}" }))
    }
}
