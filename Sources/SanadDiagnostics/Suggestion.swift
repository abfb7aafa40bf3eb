/// "Did you mean …?" suggestions by edit distance: the one mechanism every "unknown X"
/// diagnostic uses.
public enum Suggestion {
    /// The candidates closest to `word` that are close enough to be likely typos, nearest first
    /// (at most `limit`; candidates at the same distance in their given order).
    public static func closest(to word: String, in candidates: [String], limit: Int) -> [String] {
        let threshold = max(1, word.count / 3)
        let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            guard candidate != word else { return nil }
            let distance = editDistance(word, candidate)
            return distance <= threshold ? (distance, index, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Edit distance (insertions, deletions, substitutions and transpositions of neighbours),
    /// case-insensitive: "Titel" is one edit from "title".
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
