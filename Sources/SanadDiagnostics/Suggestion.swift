/// "Did you mean …?" suggestions by edit distance: the one mechanism every "unknown X"
/// diagnostic uses.
public enum Suggestion {
    /// The candidates closest to `word` that are close enough to be likely typos, nearest first
    /// (at most `limit`; candidates at the same distance in their given order).
    public static func closest(to word: String, in candidates: [String], limit: Int) -> [String] {
        let threshold = max(1, word.count / 3)
        let folded = Array(word.lowercased())
        let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            guard candidate != word, let distance = distance(folded, Array(candidate.lowercased()), atMost: threshold) else { return nil }
            return (distance, index, candidate)
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates, limit: 1).first
    }

    /// Edit distance (insertions, deletions, substitutions and transpositions of neighbours),
    /// case-insensitive: "Titel" is one edit from "title".
    public static func editDistance(_ a: String, _ b: String) -> Int {
        distance(Array(a.lowercased()), Array(b.lowercased()), atMost: .max)!
    }

    /// The edit distance of two words, or nil when it is over `bound`. Words whose lengths differ
    /// by more than `bound` are answered at once, so a long unknown word costs nothing against
    /// short candidates; otherwise three rows of the table are kept, not the whole table, and the
    /// walk stops once two rows in a row are over the bound (a later cell comes from the last two
    /// rows, at least as large, so it cannot come back under).
    static func distance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforeLast = [Int](repeating: 0, count: b.count + 1)
        var last = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        var lastMinimum = 0
        for i in 1...a.count {
            row[0] = i
            var minimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforeLast[j - 2] + 1)
                }
                minimum = min(minimum, row[j])
            }
            if minimum > bound, lastMinimum > bound { return nil }
            lastMinimum = minimum
            (beforeLast, last, row) = (last, row, beforeLast)
        }
        return last[b.count] <= bound ? last[b.count] : nil
    }
}
