@testable import SanadDiagnostics
import _SanadTestSupport
import Testing

@Suite struct SuggestionTests {
    @Test func suggestsCloseNamesOnly() {
        #expect(Suggestion.closest(to: "subtopc", in: ["subtopic", "title"]) == "subtopic")
        #expect(Suggestion.closest(to: "Titel", in: ["subtopic", "title"]) == "title")
        #expect(Suggestion.closest(to: "colour", in: ["subtopic", "title"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func listsSeveralCandidatesNearestFirst() {
        #expect(Suggestion.closest(to: "bokhari", in: ["muslim", "bukhari", "bukharii"], limit: 3) == ["bukhari", "bukharii"])
        #expect(Suggestion.closest(to: "falak", in: ["falaq", "fajr", "balad"], limit: 2) == ["falaq"])
        #expect(Suggestion.closest(to: "x", in: ["y", "z"], limit: 0).isEmpty)
    }

    /// The rolling-row distance agrees with the whole-table definition, bounded or not, on
    /// seeded random words over a small alphabet (so that transpositions and repeats occur).
    @Test func rollingRowsAgreeWithTheWholeTable() {
        var generator = SeededGenerator(seed: 22)
        func word() -> [Character] { (0..<Int.random(in: 0...9, using: &generator)).map { _ in "abcd".randomElement(using: &generator)! } }
        for _ in 0..<2_000 {
            let a = word(), b = word(), bound = Int.random(in: 0...6, using: &generator)
            let expected = Self.wholeTable(a, b)
            #expect(Suggestion.distance(a, b, atMost: .max) == expected, "\(String(a)) / \(String(b))")
            #expect(Suggestion.distance(a, b, atMost: bound) == (expected <= bound ? expected : nil))
        }
    }

    /// A fuzzer's 64 KiB "collection name" is answered without a table of 64 Ki × the candidate
    /// (the length gap alone rules every candidate out).
    @Test func aLongWordIsRuledOutByItsLength() {
        let long = String(repeating: "bukhari", count: 10_000)
        #expect(Suggestion.closest(to: long, in: ["bukhari", "muslim"]) == nil)
        #expect(Suggestion.distance(Array(long), Array("bukhari"), atMost: 3) == nil)
    }

    private static func wholeTable(_ a: [Character], _ b: [Character]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }
}
