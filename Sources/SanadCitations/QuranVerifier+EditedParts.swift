/// Parts of ayat quoted with one change: two exact runs of the text either side of a word
/// substituted, left out or added, or of two words swapped (see `uncitedQuotations(in:)`).
extension QuranVerifier {
    /// A stretch of the segment whose words follow the text exactly, on one diagonal.
    struct Run {
        var words: Range<Int>
        var diagonal: Int
        var end: Int { words.upperBound }
    }

    /// The exact runs of two words or more in a window.
    static func exactRuns(in window: Range<Int>, diagonal: Int, ids: [Int32], index: QuranIndex) -> [Run] {
        var runs: [Run] = [], start = window.lowerBound
        while start < window.upperBound {
            var end = start
            while end < window.upperBound, ids[end] == index.words[end + diagonal] { end += 1 }
            if end - start >= 2 { runs.append(Run(words: start..<end, diagonal: diagonal)) }
            start = max(end, start + 1)
        }
        return runs
    }

    /// A part of an ayah (or more) with one word substituted, left out or added, or two
    /// neighbouring words swapped: two exact runs of two words or more either side of the change,
    /// together distinctive (`distinctivePairs` pairs found once in the text) or `uncitedLongRun`
    /// words long. Whole ayat are found by `oneEdit` and `findings` with fewer words.
    static func editedParts(_ runs: [Run], ids: [Int32], bare: [String], index: QuranIndex, expected: (Int) -> String?) -> [UncitedQuran] {
        var byStart: [Int: [Run]] = [:]
        for run in runs { byStart[run.words.lowerBound, default: []].append(run) }
        var found: [UncitedQuran] = []
        for first in runs {
            let gapPlace = first.end + first.diagonal  // where the text goes on after the first run
            guard gapPlace < index.words.count else { continue }
            // (the second run's start in the segment, its diagonal, what changed)
            let shapes: [(Int, Int, UncitedQuran.Change)] = [
                (first.end + 1, first.diagonal, .substituted), (first.end, first.diagonal + 1, .deleted),
                (first.end + 1, first.diagonal - 1, .inserted), (first.end + 2, first.diagonal, .swapped),
            ]
            for (start, diagonal, change) in shapes {
                guard let second = byStart[start]?.first(where: { $0.diagonal == diagonal }) else { continue }
                switch change {
                case .swapped:
                    guard first.end + 1 < ids.count, gapPlace + 1 < index.words.count, ids[first.end] == index.words[gapPlace + 1],
                        ids[first.end + 1] == index.words[gapPlace], ids[first.end] != ids[first.end + 1] else { continue }
                case .substituted:
                    // A word spelled otherwise (an alef the Uthmani text writes small) is not changed.
                    // Nor is another pronoun or particle on the same word (ذنبه for ذنبك, 48:2, in
                    // the hadith «غفر له ما تقدم من ذنبه»): prose adapting the text's words.
                    guard let word = expected(gapPlace), let text = ArabicWord.words(in: word).first?.bare,
                        withoutAlefs(bare[first.end]) != withoutAlefs(text), !isAdaptation(bare[first.end], of: text) else { continue }
                case .deleted, .inserted: break
                }
                let inPlace = first.words.count + second.words.count
                let textStart = first.words.lowerBound + first.diagonal, textEnd = second.end + second.diagonal
                let distinct = index.distinctivePairs(from: textStart, count: first.words.count, trimEnd: false)
                    + index.distinctivePairs(from: second.words.lowerBound + diagonal, count: second.words.count, trimStart: false)
                // The long-run rule counts the text's words, as for a substituted word.
                guard inPlace >= misquoteMinimumMatches, distinct >= distinctivePairs || textEnd - textStart >= uncitedLongRun else { continue }
                found.append(UncitedQuran(kind: .misquote, words: first.words.lowerBound..<second.end, reference: index.reference(from: textStart, count: textEnd - textStart),
                                          changedIndex: first.end, expectedWord: expected(gapPlace), change: change))
            }
        }
        return found
    }

    /// Whether a bare word is the text's word fitted to another sentence: the same stem with
    /// another attached pronoun (ذنبه, ذنبك: both end in one, the stems of two letters or more
    /// agree), or the same word with a leading particle added or dropped (فقال, قال). A word whose
    /// first letter is simply another letter (وتاب, كتاب; بريق, فريق) is not; two words of two
    /// root letters and a last letter that is also a pronoun (ملك, مله) are read as one stem.
    static func isAdaptation(_ quoted: String, of text: String) -> Bool {
        let pronouns = ["هما", "كما", "هم", "هن", "كم", "كن", "نا", "ها", "ه", "ك", "ي"]
        func stem(_ word: String) -> Substring? {
            pronouns.first { word.count >= $0.count + 2 && word.hasSuffix($0) }.map { word.dropLast($0.count) }
        }
        if let a = stem(quoted), let b = stem(text), a == b, quoted != text { return true }
        func withParticle(_ longer: String, _ shorter: String) -> Bool {
            shorter.count >= 3 && longer.count == shorter.count + 1 && "وفبلك".contains(longer.first!) && longer.dropFirst() == shorter
        }
        return withParticle(quoted, text) || withParticle(text, quoted)
    }
}
