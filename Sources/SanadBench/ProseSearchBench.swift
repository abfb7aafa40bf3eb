import Foundation
import SanadCitations

/// The prose search (uncited and misquoted Qur'an) on a labelled set built from the Tanzil texts,
/// seeded so every run plants the same quotations: each case is an ayah or a run of its words,
/// verbatim or with one change, between two sentences of ordinary prose, written as Tanzil writes
/// it (pause marks and small signs included) or with its stand-alone signs taken out. A planted
/// quotation is found when a finding of the right kind (exact for verbatim, misquote for a
/// change) covers its words. False findings are counted on paragraphs of ordinary prose: the
/// du'a and dhikr fixture, and hadith texts (isnad and matn) that quote no ayah.
struct ProseSearchBench {
    let verifier: QuranVerifier
    let prose: [String]
    var generator = SplitMix(seed: 34)
    /// Ayat by the length a cell asks for, chosen once.
    var candidates: [String: [Ayah]] = [:]

    /// What is planted.
    enum Change: String, CaseIterable {
        case verbatim = "verbatim"
        case substituted = "one word substituted"
        case deleted = "one word deleted"
        case inserted = "one word inserted"
        case swapped = "two words swapped"
        case letter = "one letter changed"
    }

    /// Lengths, as the issue measures them.
    static let buckets: [(name: String, range: ClosedRange<Int>)] = [("3–4", 3...4), ("5–11", 5...11), ("12+", 12...200)]

    struct Tally { var planted = 0, found = 0 }

    /// An ayah as Tanzil writes it: its tokens (words and stand-alone signs) and which are words.
    struct Ayah {
        var reference: QuranReference
        var words: [String]
        var wordPlaces: [Int]
    }

    mutating func run(samples: Int) -> [String] {
        var lines: [String] = []
        let simple = verifier.editions[0]
        var ayat: [Ayah] = []
        for (surahIndex, texts) in simple.text.ayahs.enumerated() {
            for (ayahIndex, text) in texts.enumerated() {
                let tokens = text.split(separator: " ").map(String.init)
                ayat.append(Ayah(reference: QuranReference(surah: surahIndex + 1, firstAyah: ayahIndex + 1, lastAyah: ayahIndex + 1), words: tokens,
                                 wordPlaces: tokens.indices.filter { ArabicWord.words(in: tokens[$0]).count == 1 }))
            }
        }
        let vocabulary = Array(Set(ayat.flatMap { ayah in ayah.wordPlaces.map { ayah.words[$0] } })).sorted()
        lines.append("| planted in prose | whole ayah 3–4 | whole ayah 5–11 | whole ayah 12+ | part of an ayah 5–11 | part 12+ |")
        lines.append("|---|---|---|---|---|---|")
        for change in Change.allCases {
            for signs in [true, false] {
                var cells: [String] = []
                for (wholeAyah, bucket) in [(true, Self.buckets[0]), (true, Self.buckets[1]), (true, Self.buckets[2]), (false, Self.buckets[1]), (false, Self.buckets[2])] {
                    var tally = Tally()
                    for _ in 0..<samples {
                        guard let planted = plant(change, wholeAyah: wholeAyah, length: bucket.range, signs: signs, ayat: ayat, vocabulary: vocabulary) else { continue }
                        tally.planted += 1
                        if found(planted, change: change) { tally.found += 1 }
                    }
                    cells.append(tally.planted == 0 ? "—" : "\(tally.found)/\(tally.planted)")
                }
                lines.append("| \(change.rawValue)\(signs ? "" : ", signs taken out") | " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines
    }

    struct Planted {
        var text: String
        /// The planted words' range in the paragraph's words.
        var words: Range<Int>
        var reference: QuranReference
    }

    mutating func plant(_ change: Change, wholeAyah: Bool, length: ClosedRange<Int>, signs: Bool, ayat: [Ayah], vocabulary: [String]) -> Planted? {
        // A whole ayah of that length, or a run of that length inside a longer ayah.
        let key = "\(wholeAyah) \(length)"
        if candidates[key] == nil {
            candidates[key] = wholeAyah ? ayat.filter { length.contains($0.wordPlaces.count) } : ayat.filter { $0.wordPlaces.count >= length.lowerBound + 4 }
        }
        let pool = candidates[key]!
        guard !pool.isEmpty else { return nil }
        let ayah = pool[Int(generator.next() % UInt64(pool.count))]
        var tokens = ayah.words
        if !wholeAyah {
            let words = ayah.wordPlaces
            let size = min(length.lowerBound + Int(generator.next() % UInt64(min(length.count, 64))), words.count - 4)
            let first = 2 + Int(generator.next() % UInt64(max(words.count - size - 3, 1)))
            tokens = Array(tokens[words[first]...words[min(first + size - 1, words.count - 1)]])
        }
        if !signs { tokens = tokens.filter { ArabicWord.words(in: $0).count == 1 } }
        let wordPlaces = tokens.indices.filter { ArabicWord.words(in: tokens[$0]).count == 1 }
        guard wordPlaces.count >= 3 else { return nil }
        // A change inside, never at the first or last word.
        let inner = Array(wordPlaces.dropFirst().dropLast())
        let at = inner[Int(generator.next() % UInt64(inner.count))]
        switch change {
        case .verbatim: break
        case .substituted:
            var word = tokens[at]
            while ArabicWord.words(in: word).first?.bare == ArabicWord.words(in: tokens[at]).first?.bare { word = vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
            tokens[at] = word
        case .deleted: tokens.remove(at: at)
        case .inserted: tokens.insert(vocabulary[Int(generator.next() % UInt64(vocabulary.count))], at: at)
        case .swapped:
            guard let next = wordPlaces.first(where: { $0 > at }), next != wordPlaces.last || inner.count > 1 else { return nil }
            guard ArabicWord.words(in: tokens[at]).first?.bare != ArabicWord.words(in: tokens[next]).first?.bare else { return nil }
            tokens.swapAt(at, next)
        case .letter:
            var scalars = Array(tokens[at].unicodeScalars)
            let letters = scalars.indices.filter { (0x0628...0x064A).contains(scalars[$0].value) && scalars[$0].value != 0x0640 }
            guard let place = letters.randomElement(using: &generator) else { return nil }
            let replacements: [UInt32] = [0x0628, 0x062A, 0x062F, 0x0631, 0x0633, 0x0639, 0x0641, 0x0642, 0x0643, 0x0645, 0x0646].filter { $0 != scalars[place].value }
            scalars[place] = Unicode.Scalar(replacements[Int(generator.next() % UInt64(replacements.count))])!
            tokens[at] = String(String.UnicodeScalarView(scalars))
        }
        let before = prose[Int(generator.next() % UInt64(prose.count))], after = prose[Int(generator.next() % UInt64(prose.count))]
        let start = ArabicWord.words(in: before).count
        let planted = tokens.joined(separator: " ")
        return Planted(text: before + " " + planted + " " + after, words: start..<(start + ArabicWord.words(in: planted).count), reference: ayah.reference)
    }

    func found(_ planted: Planted, change: Change) -> Bool {
        let findings = verifier.uncitedQuotations(in: ArabicWord.words(in: planted.text))
        return findings.contains { finding in
            finding.kind == (change == .verbatim ? .exact : .misquote) && finding.words.overlaps(planted.words)
                && finding.reference.surah == planted.reference.surah && finding.reference.overlaps(planted.reference)
        }
    }

    /// False findings on paragraphs of ordinary prose: each paragraph is a few sentences.
    mutating func falseFindings(paragraphs: Int) -> (findings: Int, words: Int) {
        var findings = 0, words = 0
        for _ in 0..<paragraphs {
            let count = 1 + Int(generator.next() % 4)
            let text = (0..<count).map { _ in prose[Int(generator.next() % UInt64(prose.count))] }.joined(separator: " ")
            let segment = ArabicWord.words(in: text)
            words += segment.count
            findings += verifier.uncitedQuotations(in: segment).count
        }
        return (findings, words)
    }

    /// A small deterministic generator (SplitMix64), so every run plants the same set.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

/// Hadith texts that quote no ayah (the data marks a quoted ayah with braces), as sentences of prose.
func hadithProse(_ path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    var texts: [String] = []
    for line in data.split(separator: UInt8(ascii: "\n")) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any], let text = object["text"] as? String,
            !text.contains("{"), !text.isEmpty else { continue }
        texts.append(text)
    }
    return texts
}
