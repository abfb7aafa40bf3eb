/// Verifies quoted hadith wording against the text of the cited hadith.
///
/// A quotation verifies when its words are a contiguous run of the words of a record the
/// reference names (any part of the matn, or of the isnad), each word matching by
/// `ArabicWord.matches(_:)`, as Qur'an quotations do: letters with shapes merged, and in a
/// vowelled word the marks written. A reference without a letter (`muslim:8`) names every
/// record of that number (8a to 8e).
public struct HadithVerifier: Sendable {
    public let texts: HadithTexts

    public init(texts: HadithTexts) { self.texts = texts }

    /// A quotation that does not verify.
    public struct Mismatch: Sendable {
        /// The first quoted word that differs from the closest record (nil when the words are
        /// another hadith's, or this hadith's nowhere).
        public var quotedIndex: Int?
        public var quotedWord: String?
        /// What the record has there.
        public var expectedWord: String?
        public var difference: QuranVerifier.Difference?
        /// The other hadith whose words these are (`bukhari:6018`), in collection order.
        public var elsewhere: [String] = []
        /// The closest record of the cited number, if the collection has it.
        public var record: HadithTexts.Record?
    }

    public enum Outcome: Sendable {
        /// The quotation is a run of `record`'s words.
        case verified(record: HadithTexts.Record, level: QuranVerifier.Level)
        /// The collection (or the reference's numbering) has no text here: the reference is checked, not the wording.
        case referenceOnly
        /// The collection has a text, but not of this number (the data leaves it out).
        case notInText
        case mismatch(Mismatch)
    }

    /// Quotations with fewer words than half their length in common with the closest record are
    /// not that hadith's words at all ("found nowhere"), not a word changed.
    public func verify(_ quoted: [ArabicWord], against reference: HadithReference) -> Outcome {
        guard let records = texts.records(for: reference) else { return .referenceOnly }
        guard !records.isEmpty else { return .notInText }
        for record in records {
            let words = record.words
            if let start = QuranVerifier.runStart(of: quoted, in: words) {
                return .verified(record: record, level: QuranVerifier.Level(quoted, matching: words[start..<(start + quoted.count)]))
            }
        }
        var best: (record: HadithTexts.Record, words: [ArabicWord], alignment: WordAlignment)?
        for record in records {
            let words = record.words
            let alignment = WordAlignment(quoted, words)
            if best == nil || alignment.isCloser(than: best!.alignment) { best = (record, words, alignment) }
        }
        var mismatch = Mismatch(record: best?.record)
        let cited = "\(reference.collection.key):\(reference.number)\(reference.subNumber ?? "")"
        // Another hadith only when the letters are not the cited hadith's (a vowel error in the
        // right hadith is not "these are another hadith's words").
        let lettersAreCited = records.contains { QuranVerifier.bareRunStart(of: quoted, in: $0.words) != nil }
        let others = lettersAreCited ? [] : texts.locate(quoted, excluding: cited).filter { other in !records.contains { $0.text == other.text } }
        if !others.isEmpty {
            mismatch.elsewhere = others.map(\.reference)
            return .mismatch(mismatch)
        }
        guard let best, best.alignment.cost * 2 <= quoted.count else { return .mismatch(mismatch) }
        if let first = best.alignment.described(quoted, best.words) {
            (mismatch.quotedIndex, mismatch.quotedWord, mismatch.expectedWord, mismatch.difference) = first
        }
        return .mismatch(mismatch)
    }
}
