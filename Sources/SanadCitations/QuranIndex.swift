import Foundation

/// An index over one edition's words, built once per text: every word of the Qur'an in order
/// (as an id of its bare form), where each ayah starts, and every pair of consecutive bare words
/// with the places it occurs. Finding where a run of words comes from looks up its rarest pair
/// and checks each place, so it costs microseconds rather than a pass over 6,236 ayat.
public final class QuranIndex: Sendable {
    /// Bare word → id.
    let vocabulary: [String: Int32]
    /// The id of every word of the text, in order (positions run across ayat and surahs).
    let words: [Int32]
    /// For each position, the ayah it is in: an index into `ayahStarts`.
    let ayahAt: [Int32]
    /// For each ayah in order (surah 1 ayah 1 first), its first position; one more at the end.
    let ayahStarts: [Int32]
    /// For each ayah in order, its surah and number.
    let ayahReferences: [(surah: Int16, ayah: Int16)]
    /// Pairs of consecutive word ids, sorted, with the position of the pair's first word.
    let pairKeys: [UInt64]
    let pairPositions: [Int32]
    /// For each word id, how many places the word occurs in.
    let wordCounts: [Int32]

    public init(_ text: TanzilText) {
        var vocabulary: [String: Int32] = [:]
        var words: [Int32] = [], ayahAt: [Int32] = [], ayahStarts: [Int32] = []
        var references: [(Int16, Int16)] = []
        // Each ayah's bare words as `ArabicWord.words(in:)` gives them (" w1 w2 … "), read on
        // all cores without building each word; then numbered in order.
        let ayahs = text.ayahs.flatMap { $0 }
        var bareTexts = [[UInt8]](repeating: [], count: ayahs.count)
        bareTexts.withUnsafeMutableBufferPointer { slots in
            let slots = UnsafeMutableSendableBuffer(slots)
            DispatchQueue.concurrentPerform(iterations: ayahs.count) { slots.base[$0] = ArabicWord.bareText(of: ayahs[$0]) }
        }
        var next = bareTexts.startIndex
        for (surahIndex, ayahs) in text.ayahs.enumerated() {
            for ayahIndex in ayahs.indices {
                ayahStarts.append(Int32(words.count))
                references.append((Int16(surahIndex + 1), Int16(ayahIndex + 1)))
                let bareText = bareTexts[next]
                next += 1
                var start = 1
                for end in bareText.indices.dropFirst() where bareText[end] == 0x20 {
                    let bare = String(decoding: bareText[start..<end], as: UTF8.self)
                    start = end + 1
                    let id = vocabulary[bare] ?? Int32(vocabulary.count)
                    vocabulary[bare] = id
                    words.append(id)
                    ayahAt.append(Int32(references.count - 1))
                }
            }
        }
        ayahStarts.append(Int32(words.count))
        var pairs: [(UInt64, Int32)] = []
        pairs.reserveCapacity(max(words.count - 1, 0))
        for position in words.indices.dropLast() {
            pairs.append((Self.pairKey(words[position], words[position + 1]), Int32(position)))
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        self.vocabulary = vocabulary
        self.words = words
        self.ayahAt = ayahAt
        self.ayahStarts = ayahStarts
        self.ayahReferences = references
        self.pairKeys = pairs.map(\.0)
        self.pairPositions = pairs.map(\.1)
        var counts = [Int32](repeating: 0, count: vocabulary.count)
        for id in words { counts[Int(id)] += 1 }
        self.wordCounts = counts
    }

    /// An index from its parts, as `init(_:)` builds them (`init?(archive:)` checks them first).
    init(vocabulary: [String: Int32], words: [Int32], ayahAt: [Int32], ayahStarts: [Int32], ayahReferences: [(surah: Int16, ayah: Int16)],
         pairKeys: [UInt64], pairPositions: [Int32], wordCounts: [Int32]) {
        self.vocabulary = vocabulary
        self.words = words
        self.ayahAt = ayahAt
        self.ayahStarts = ayahStarts
        self.ayahReferences = ayahReferences
        self.pairKeys = pairKeys
        self.pairPositions = pairPositions
        self.wordCounts = wordCounts
    }

    static func pairKey(_ first: Int32, _ second: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second))
    }

    /// The id of a bare word, or -1 when the text has no such word.
    func id(_ bare: String) -> Int32 { vocabulary[bare] ?? -1 }

    /// The positions where the pair of words `first second` occurs, in text order.
    func positions(of first: Int32, _ second: Int32) -> ArraySlice<Int32> {
        guard first >= 0, second >= 0 else { return [] }
        let key = Self.pairKey(first, second)
        var low = 0, high = pairKeys.count
        while low < high {
            let middle = (low + high) / 2
            if pairKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < pairKeys.count, pairKeys[end] == key { end += 1 }
        return pairPositions[low..<end]
    }

    /// The first position where the whole run of ids occurs, if any (two words or more).
    func firstOccurrence(of run: [Int32]) -> Int? {
        guard run.count >= 2, !run.contains(-1) else { return nil }
        // Anchor on the rarest pair of the run.
        var best: (offset: Int, places: ArraySlice<Int32>)?
        for offset in 0..<(run.count - 1) {
            let places = positions(of: run[offset], run[offset + 1])
            if places.isEmpty { return nil }
            if best == nil || places.count < best!.places.count { best = (offset, places) }
        }
        guard let best else { return nil }
        for place in best.places {
            let start = Int(place) - best.offset
            guard start >= 0, start + run.count <= words.count else { continue }
            if words[start..<start + run.count].elementsEqual(run) { return start }
        }
        return nil
    }

    /// How many pairs of consecutive words in the run of positions `start..<start + count` occur
    /// nowhere else in the text, counted between its first and last uncommon words: common words
    /// (more than `commonWord` places: particles, pronouns, «الله», «النار») at its ends are how
    /// prose runs into and out of a phrase it shares with the Qur'an («به فهو كفارة له ومن» in a
    /// hadith, 5:45), not evidence of a quotation. `trimStart` and `trimEnd` say which ends are
    /// the run's own (a run that ends at a misquoted word is not trimmed there).
    func distinctivePairs(from start: Int, count: Int, trimStart: Bool = true, trimEnd: Bool = true) -> Int {
        var lower = start, upper = start + count
        while trimStart, lower < upper, isCommon(words[lower]) { lower += 1 }
        while trimEnd, upper > lower, isCommon(words[upper - 1]) { upper -= 1 }
        guard upper - lower >= 2 else { return 0 }
        return (lower..<(upper - 1)).count { positions(of: words[$0], words[$0 + 1]).count == 1 }
    }

    /// Words found in more places than this are common.
    static let commonWord = 100

    func isCommon(_ id: Int32) -> Bool { wordCounts[Int(id)] > Self.commonWord }

    /// The ayat a run of positions covers, as a reference (clipped to the first surah).
    func reference(from start: Int, count: Int) -> QuranReference {
        let first = ayahReferences[Int(ayahAt[start])]
        var last = ayahReferences[Int(ayahAt[start + count - 1])]
        if last.surah != first.surah { last = (first.surah, Int16(QuranMetadata.surahs[Int(first.surah) - 1].ayahCount)) }
        return QuranReference(surah: Int(first.surah), firstAyah: Int(first.ayah), lastAyah: Int(last.ayah))
    }

    /// The ayah at a position: its index in order and its word range.
    func ayah(at position: Int) -> (index: Int, words: Range<Int>) {
        let index = Int(ayahAt[position])
        return (index, Int(ayahStarts[index])..<Int(ayahStarts[index + 1]))
    }
}
