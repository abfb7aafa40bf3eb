/// Verifies quoted Qur'an text against one or more Tanzil editions.
///
/// A quotation verifies when its words are a contiguous run of the words of the cited ayah or
/// range (a whole ayah is such a run) in at least one edition, each quoted word matching by
/// `ArabicWord.matches(_:)`: bare words by their letters, vowelled words by letters and marks.
/// Both sides are read in the canonical form, so NFC, NFD and the raw Tanzil text all verify.
public struct QuranVerifier: Sendable {
    /// One configured Tanzil text with its index.
    public struct Edition: Sendable {
        public var name: String
        public var text: TanzilText
        public var index: QuranIndex
        public init(name: String, text: TanzilText, index: QuranIndex? = nil) {
            self.name = name
            self.text = text
            self.index = index ?? QuranIndex(text)
        }
    }

    /// What a verification covered, compared with the text the quotation matched.
    public enum Level: String, Sendable, Codable, CaseIterable, Comparable {
        /// No quoted word carries a mark: the letters were verified, with letter shapes merged.
        case letters
        /// Some marks are written and each is the text's, but some of the text's marks are left
        /// out: the letters, and the marks written, were verified.
        case lettersAndMarkedVowels = "letters-and-marked-vowels"
        /// Every word carries every mark the text has there, and no other: the quotation is the
        /// text, letter for letter and mark for mark.
        case lettersAndVowels = "letters-and-vowels"

        /// How the level reads in a message or report.
        public var phrase: String {
            switch self {
            case .letters: return "letters"
            case .lettersAndMarkedVowels: return "letters, and the marks written (some of the text's left out)"
            case .lettersAndVowels: return "letters and every mark"
            }
        }

        /// From worst to best, as an order.
        public static func < (lhs: Level, rhs: Level) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }

        /// What quoted words claim before they are compared: unvowelled, some vowelled, all vowelled.
        init(_ words: [ArabicWord]) {
            let vowelled = words.count { $0.isVowelled }
            self = vowelled == 0 ? .letters : vowelled == words.count ? .lettersAndVowels : .lettersAndMarkedVowels
        }

        /// What a verified quotation covered: every mark of the matched words, some, or none.
        public init(_ quoted: [ArabicWord], matching text: ArraySlice<ArabicWord>) {
            guard quoted.contains(where: \.isVowelled) else { self = .letters; return }
            let complete = zip(quoted, text).allSatisfy { $0.marks == $1.marks }
            self = complete ? .lettersAndVowels : .lettersAndMarkedVowels
        }
    }

    /// How a quoted word differs from the text's word.
    public enum Difference: String, Sendable, Equatable {
        /// A different word.
        case word
        /// The same letters once shapes merge, but a vowelled word must spell them as the text does.
        case spelling
        /// The same letters, with a mark the text does not have there.
        case vowels
        /// A quoted word past the end of the cited text.
        case extra
        /// The quotation leaves out a word of the text.
        case missing
    }

    /// A quotation that does not verify, compared with the closest edition and place.
    public struct Mismatch: Sendable, Equatable {
        public var edition: String
        public var level: Level
        /// The index of the first quoted word that differs (nil when a word is missing at the end).
        public var quotedIndex: Int?
        /// That word as written.
        public var quotedWord: String?
        /// What the text has there (nil past its end).
        public var expectedWord: String?
        public var difference: Difference
        /// The cited text in the closest edition.
        public var ayahText: String
        /// Another reference whose text the quotation is, if any.
        public var matchesElsewhere: QuranReference?
    }

    public enum Outcome: Sendable, Equatable {
        case verified(edition: String, level: Level)
        case mismatch(Mismatch)
    }

    public let editions: [Edition]

    /// A verifier over at least one edition.
    public init(editions: [Edition]) {
        precondition(!editions.isEmpty, "a verifier needs at least one edition")
        self.editions = editions
    }

    /// Verifies a quotation given as text.
    public func verify(_ quotation: String, against reference: QuranReference) -> Outcome {
        verify(ArabicWord.words(in: quotation), against: reference)
    }

    /// Verifies quoted words (read with `ArabicWord.words(in:offset:)`).
    public func verify(_ quoted: [ArabicWord], against reference: QuranReference) -> Outcome {
        let level = Level(quoted)
        let cited = editions.map { words(of: reference, in: $0) }
        // The best level any edition gives: a quotation of the simple text has every mark of
        // the simple text, not of the Uthmani.
        var verified: (edition: String, level: Level)?
        for (edition, text) in zip(editions, cited) {
            guard let start = Self.runStart(of: quoted, in: text) else { continue }
            let covered = Level(quoted, matching: text[start..<(start + quoted.count)])
            if verified == nil || verified!.level < covered { verified = (edition.name, covered) }
        }
        if let verified { return .verified(edition: verified.edition, level: verified.level) }
        // The closest edition: the fewest words changed, added or left out, then the most
        // spelled as that edition spells them.
        var best: (edition: Int, alignment: WordAlignment)?
        for (number, text) in cited.enumerated() {
            let alignment = WordAlignment(quoted, text)
            if best == nil || alignment.isCloser(than: best!.alignment) { best = (number, alignment) }
        }
        let edition = editions[best!.edition], text = cited[best!.edition], alignment = best!.alignment
        let ayahText = reference.ayahs.compactMap { edition.text.ayah(surah: reference.surah, ayah: $0) }.joined(separator: " ")
        // Another reference only when the letters are not the cited text's (a vowel error in the
        // right ayah is not "this is another ayah").
        let lettersAreCited = cited.contains { Self.bareRunStart(of: quoted, in: $0) != nil }
        var mismatch = Mismatch(
            edition: edition.name, level: level, quotedIndex: nil, quotedWord: nil, expectedWord: nil, difference: .missing,
            ayahText: ayahText, matchesElsewhere: lettersAreCited ? nil : locate(quoted).flatMap { $0.overlaps(reference) ? nil : $0 })
        if let first = alignment.described(quoted, text) {
            (mismatch.quotedIndex, mismatch.quotedWord, mismatch.expectedWord, mismatch.difference) = first
        } else {
            mismatch.expectedWord = text.first?.original
        }
        return .mismatch(mismatch)
    }

    /// The words of a reference's ayat in one edition.
    public func words(of reference: QuranReference, in edition: Edition) -> [ArabicWord] {
        reference.ayahs.flatMap { ArabicWord.words(in: edition.text.ayah(surah: reference.surah, ayah: $0) ?? "") }
    }

    /// Where `quoted` is a run of `text`, if it is one.
    static func runStart(of quoted: [ArabicWord], in text: [ArabicWord]) -> Int? {
        guard !quoted.isEmpty, quoted.count <= text.count else { return nil }
        for start in 0...(text.count - quoted.count) where quoted[0].matches(text[start]) {
            if zip(quoted, text[start...]).allSatisfy({ $0.matches($1) }) { return start }
        }
        return nil
    }

    /// Where the bare words of `quoted` are a run of `text`'s, if they are.
    static func bareRunStart(of quoted: [ArabicWord], in text: [ArabicWord]) -> Int? {
        guard !quoted.isEmpty, quoted.count <= text.count else { return nil }
        for start in 0...(text.count - quoted.count) where quoted[0].bare == text[start].bare {
            if zip(quoted, text[start...]).allSatisfy({ $0.bare == $1.bare }) { return start }
        }
        return nil
    }

    /// The first ayah or range, in any edition, whose bare words contain the quotation's.
    public func locate(_ quoted: [ArabicWord]) -> QuranReference? {
        guard quoted.count >= 2 else { return nil }
        let bare = quoted.map(\.bare)
        for edition in editions {
            let index = edition.index
            if let start = index.firstOccurrence(of: bare.map(index.id)) {
                return index.reference(from: start, count: bare.count)
            }
        }
        return nil
    }

    /// The letters a look-alike should be replaced with, read from the text the quotation
    /// verified against: ی becomes ي or ى as that text has it.
    public func lookalikeReplacements(_ quoted: [ArabicWord], against reference: QuranReference) -> [ArabicWord.Lookalike] {
        var result: [ArabicWord.Lookalike] = []
        let texts = editions.map { words(of: reference, in: $0) }
        let placed = texts.lazy.compactMap { text in Self.runStart(of: quoted, in: text).map { (text, $0) } }.first
        for (index, word) in quoted.enumerated() {
            for var lookalike in word.lookalikes {
                if lookalike.readsAsFarsiYeh, let (text, start) = placed {
                    let other = text[start + index]
                    if other.letters.count == word.letters.count {
                        let base = other.letters[lookalike.letterIndex] & ~ArabicScalar.partMask
                        if base == 0x0649 { lookalike.replacement = lookalike.replacement.replacingOccurrences(of: "\u{064A}", with: "\u{0649}") }
                    }
                }
                result.append(lookalike)
            }
        }
        return result
    }
}
