/// The closest alignment of a quotation with a cited text: the fewest quoted words changed,
/// added or left out (an edit distance over words, where the text may start and end anywhere,
/// since a quotation may be any run of it), and the first difference in the quotation's order.
struct WordAlignment {
    /// The first place the quotation departs from the text.
    enum Difference: Equatable {
        /// Quoted word `index` stands where the text has word `place`.
        case substituted(index: Int, place: Int)
        /// Quoted word `index` is not in the text.
        case extra(index: Int)
        /// The text's word `place` is left out, before quoted word `before` (nil at the end).
        case missing(place: Int, before: Int?)
    }

    /// One step of the alignment, in the quotation's order.
    enum Step: Equatable {
        case matched(index: Int, place: Int)
        case different(Difference)
    }

    /// Words changed, added or left out.
    var cost: Int
    /// Matched words spelled exactly as the text spells them (its orthography).
    var spelledAlike: Int
    var steps: [Step]

    /// The first place the quotation departs from the text.
    var firstDifference: Difference? {
        for step in steps { if case .different(let difference) = step { return difference } }
        return nil
    }

    /// The first difference as a reader is told it: the quoted word (its index and how it is
    /// written), what the text has there, and how they differ; nil when there is none. A word
    /// left out at the end has no quoted word.
    func described(_ quoted: [ArabicWord], _ text: [ArabicWord]) -> (quotedIndex: Int?, quotedWord: String?, expectedWord: String?, difference: QuranVerifier.Difference)? {
        switch firstDifference {
        case .substituted(let index, let place)?:
            let expected = text[place]
            let difference: QuranVerifier.Difference = quoted[index].matchesLetters(of: expected) ? .vowels : quoted[index].bare == expected.bare ? .spelling : .word
            return (index, quoted[index].original, expected.original, difference)
        case .extra(let index)?:
            return (index, quoted[index].original, nil, .extra)
        case .missing(let place, let before)?:
            return (before, before.map { quoted[$0].original }, text[place].original, .missing)
        case nil:
            return nil
        }
    }

    /// Above this many word pairs the alignment is not computed in full: the quotation is placed
    /// where the longest run of its first words is, and the difference is where that run ends.
    static let fullAlignmentLimit = 2_000_000

    func isCloser(than other: WordAlignment) -> Bool {
        (cost, -spelledAlike) < (other.cost, -other.spelledAlike)
    }

    init(_ quoted: [ArabicWord], _ text: [ArabicWord]) {
        guard !quoted.isEmpty, !text.isEmpty else {
            self.init(cost: quoted.count, spelledAlike: 0, steps: quoted.indices.map { .different(.extra(index: $0)) })
            return
        }
        if quoted.count * text.count > Self.fullAlignmentLimit {
            self = Self.longestPrefix(quoted, text)
        } else {
            self = Self.editDistance(quoted, text)
        }
    }

    init(cost: Int, spelledAlike: Int, steps: [Step]) {
        self.cost = cost
        self.spelledAlike = spelledAlike
        self.steps = steps
    }

    /// Semi-global edit distance over words, with a traceback to the first difference.
    static func editDistance(_ quoted: [ArabicWord], _ text: [ArabicWord]) -> WordAlignment {
        let rows = quoted.count + 1, columns = text.count + 1
        var cost = [Int](repeating: 0, count: rows * columns)
        var matches = [Bool](repeating: false, count: quoted.count * text.count)
        for i in quoted.indices { for j in text.indices { matches[i * text.count + j] = quoted[i].matches(text[j]) } }
        for i in 1..<rows {
            cost[i * columns] = i
            for j in 1..<columns {
                let diagonal = cost[(i - 1) * columns + j - 1] + (matches[(i - 1) * text.count + j - 1] ? 0 : 1)
                cost[i * columns + j] = min(diagonal, cost[(i - 1) * columns + j] + 1, cost[i * columns + j - 1] + 1)
            }
        }
        // The text may end anywhere: the cheapest end; of equals the latest, so that a changed
        // last word is a change, not a word added, and a word left out is left out.
        var j = 1
        for end in 1..<columns where cost[(rows - 1) * columns + end] <= cost[(rows - 1) * columns + j] { j = end }
        let total = cost[(rows - 1) * columns + j]
        var i = rows - 1
        var steps: [Step] = [], alike = 0
        // Walking back, a word added or left out is taken before a match of equal cost, so the
        // matches come first in the quotation and its first difference is as late as it can be.
        while i > 0 {
            let here = cost[i * columns + j]
            if here == cost[(i - 1) * columns + j] + 1 {
                steps.append(.different(.extra(index: i - 1)))
                i -= 1
            } else if j > 0, i < quoted.count, here == cost[i * columns + j - 1] + 1 {
                steps.append(.different(.missing(place: j - 1, before: i < quoted.count ? i : nil)))
                j -= 1
            } else if j > 0, matches[(i - 1) * text.count + j - 1], here == cost[(i - 1) * columns + j - 1] {
                if quoted[i - 1].matchesLetters(of: text[j - 1]) { alike += 1 }
                steps.append(.matched(index: i - 1, place: j - 1))
                i -= 1; j -= 1
            } else {
                steps.append(.different(.substituted(index: i - 1, place: j - 1)))
                i -= 1; j -= 1
            }
        }
        return WordAlignment(cost: total, spelledAlike: alike, steps: steps.reversed())
    }

    /// For very long quotations: where the longest run of the first quoted words stands.
    static func longestPrefix(_ quoted: [ArabicWord], _ text: [ArabicWord]) -> WordAlignment {
        var best = (start: 0, length: -1)
        for start in text.indices where quoted[0].bare == text[start].bare {
            var length = 0
            while length < quoted.count, start + length < text.count, quoted[length].matches(text[start + length]) { length += 1 }
            if length > best.length { best = (start, length) }
            if length == quoted.count { break }
        }
        let length = max(best.length, 0), place = best.start + length
        var steps: [Step] = (0..<length).map { .matched(index: $0, place: best.start + $0) }
        if length < quoted.count {
            steps.append(.different(place < text.count ? .substituted(index: length, place: place) : .extra(index: length)))
            steps += (length + 1..<quoted.count).map { .different(.extra(index: $0)) }
        }
        return WordAlignment(cost: quoted.count - length, spelledAlike: 0, steps: steps)
    }
}
