/// One word of Arabic text in Sanad's canonical form (see `ArabicScalar`): its letters with
/// their letter parts, the marks on each letter, and its bare form.
///
/// Two words are compared in one of two ways (`matches(_:)`):
/// - a word that carries no vowel mark is compared by its bare form, where letter shapes merge
///   (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي, ءا → ا);
/// - a vowelled word must have exactly the other word's letters, hamza and madda included, and
///   every mark it carries must be on the same letter of the other word; a mark it leaves out is
///   not an error.
public struct ArabicWord: Sendable, Hashable {
    /// A letter written in another script's look-alike (ی ک ہ, or a presentation form).
    public struct Lookalike: Sendable, Hashable {
        /// The UTF-8 offset of the look-alike scalar, in the text the word was read from.
        public var offset: Int
        public var scalar: Unicode.Scalar
        /// The index in `letters` of the (first) letter it stands for.
        public var letterIndex: Int
        /// The Arabic text it reads as (a presentation form's compatibility composition, with
        /// Persian letters made Arabic); for ی, the one the compared text has there.
        public var replacement: String
        /// Whether it is (or decomposes to) the Farsi yeh, which reads as ي or ى.
        public var readsAsFarsiYeh: Bool
    }

    /// The word as written.
    public let original: String
    /// The UTF-8 offset of the word in the text it was read from.
    public let offset: Int
    /// Each letter: its base scalar value, with `ArabicScalar`'s part bits (hamza, madda) above.
    public let letters: [UInt32]
    /// The marks on each letter, one bit per mark.
    public let marks: [UInt32]
    /// Letters from another script read as Arabic ones.
    public let lookalikes: [Lookalike]

    /// The bare form: letters without parts or marks, with letter shapes merged.
    public let bare: String

    /// Whether any letter carries a vowel mark.
    public var isVowelled: Bool { marks.contains { $0 != 0 } }

    /// The UTF-8 length of the word as written.
    public var length: Int { original.utf8.count }

    /// Whether this (quoted) word reads as `other` (a word of the Qur'an text), by the rule above.
    public func matches(_ other: ArabicWord) -> Bool {
        isVowelled ? matchesLetters(of: other) && marksAgree(with: other) : bare == other.bare
    }

    /// Whether the letters, with their hamza and madda, are the same (ی reads as ي or ى).
    public func matchesLetters(of other: ArabicWord) -> Bool {
        guard letters.count == other.letters.count else { return false }
        for (mine, theirs) in zip(letters, other.letters) where mine != theirs {
            let base = mine & ~ArabicScalar.partMask, theirBase = theirs & ~ArabicScalar.partMask
            guard base == ArabicScalar.farsiYeh, theirBase == 0x064A || theirBase == 0x0649,
                mine & ArabicScalar.partMask == theirs & ArabicScalar.partMask else { return false }
        }
        return true
    }

    /// Whether every mark this word carries is on the same letter of `other` (letters aligned).
    public func marksAgree(with other: ArabicWord) -> Bool {
        guard marks.count == other.marks.count else { return false }
        return zip(marks, other.marks).allSatisfy { $0 & ~$1 == 0 }
    }

    /// The bare form of a letter sequence.
    static func bare(of letters: [UInt32]) -> String {
        var scalars = String.UnicodeScalarView()
        var last: UInt32 = 0
        for letter in letters {
            let parts = letter & ArabicScalar.partMask
            var base = letter & ~ArabicScalar.partMask
            switch base {
            case ArabicScalar.tatweel: continue  // a hamza's seat: the bare form has no hamza
            case 0x0671: base = 0x0627
            case 0x0649, ArabicScalar.farsiYeh: base = 0x064A
            case 0x0629: base = 0x0647
            default: break
            }
            // A hamza followed by alef (ءا, as in the Uthmani ءَامَنُوا۟) reads as the madda alef آ.
            if base == 0x0627, last == 0x0621, parts & ~ArabicScalar.madda == 0 {
                scalars.removeLast()
                scalars.append(Unicode.Scalar(0x0627)!)
                last = 0x0627
                continue
            }
            if let scalar = Unicode.Scalar(base) { scalars.append(scalar) }
            last = base
        }
        return String(scalars)
    }

    init(original: String, offset: Int, letters: [UInt32], marks: [UInt32], lookalikes: [Lookalike]) {
        self.original = original
        self.offset = offset
        self.letters = letters
        self.marks = marks
        self.lookalikes = lookalikes
        self.bare = Self.bare(of: letters)
    }
}

extension ArabicWord {
    /// A run of text between white space, with its place.
    public struct Token: Sendable {
        public var text: Substring
        /// The UTF-8 offset of the token in the larger text.
        public var offset: Int

        /// The token as a word, if it has a letter.
        public var word: ArabicWord? { ArabicWord(token: text, offset: offset) }

        /// Whether it is written in Arabic script: an Arabic letter and no Latin letter or digit.
        public var isArabic: Bool {
            text.unicodeScalars.contains { ArabicScalar.isArabic($0.value) && $0.properties.isAlphabetic }
                && !text.unicodeScalars.contains { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }

        /// Whether it is only signs of the Arabic script, no letter: a pause mark (ۚ ۖ ۗ), an
        /// end-of-ayah sign with its digits (۝١٢), a small high sign.
        public var isArabicSign: Bool {
            text.unicodeScalars.allSatisfy { scalar in
                guard ArabicScalar.isArabic(scalar.value) else { return false }
                if case .letter = ArabicScalar.classify(scalar.value) { return false }
                return true
            }
        }

        /// Whether it has a letter or digit of any script (punctuation and markup have none).
        public var hasLetters: Bool {
            text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
    }

    /// The tokens of a text, split at white space; `offset` is the UTF-8 offset of `text` in the
    /// larger text offsets should count from.
    public static func tokens(in text: Substring, offset: Int = 0) -> [Token] {
        var tokens: [Token] = []
        var position = offset, tokenStart = offset
        var start = text.startIndex
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if Self.isWhitespace(scalar) {
                if start < index { tokens.append(Token(text: text[start..<index], offset: tokenStart)) }
                start = next
                tokenStart = position + scalar.utf8.count
            }
            position += scalar.utf8.count
            index = next
        }
        if start < text.endIndex { tokens.append(Token(text: text[start...], offset: tokenStart)) }
        return tokens
    }

    /// The words of a text, split at white space, with their UTF-8 offsets counted from
    /// `offset`. Tokens without letters (a lone pause mark, an ayah number) are not words.
    public static func words(in text: Substring, offset: Int = 0) -> [ArabicWord] {
        tokens(in: text, offset: offset).compactMap(\.word)
    }

    public static func words(in text: String, offset: Int = 0) -> [ArabicWord] { words(in: Substring(text), offset: offset) }

    /// Reads one token (no white space inside); nil when it has no letter.
    init?(token: Substring, offset: Int) {
        var reader = LetterReader(recordsLookalikes: true)
        var position = offset
        for scalar in token.unicodeScalars {
            reader.read(scalar, at: position)
            position += scalar.utf8.count
        }
        reader.settleCarrier()
        guard !reader.letters.isEmpty else { return nil }
        self.init(original: String(token), offset: offset, letters: reader.letters, marks: reader.marks, lookalikes: reader.lookalikes)
    }

    /// Whether a scalar is white space (Unicode's `White_Space`), answered without the property
    /// tables for ASCII and the Arabic block (which has none), the scalars of nearly every text.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        if (0x0600...0x06FF).contains(value) { return false }
        return scalar.properties.isWhitespace
    }

    /// The bare forms of a text's words as UTF-8, each followed by a space and the first preceded
    /// by one (" w1 w2 … "): what `words(in:)` gives, mapped to `bare`, read without building
    /// each word (for searching long texts).
    public static func bareText(of text: String) -> [UInt8] {
        var out: [UInt8] = [0x20]
        out.reserveCapacity(text.utf8.count / 2)
        var reader = LetterReader(recordsLookalikes: false)
        func flush() {
            reader.settleCarrier()
            if !reader.letters.isEmpty {
                out.append(contentsOf: bare(of: reader.letters).utf8)
                out.append(0x20)
            }
            reader.reset()
        }
        for scalar in text.unicodeScalars {
            if Self.isWhitespace(scalar) { flush() } else { reader.read(scalar, at: 0) }
        }
        flush()
        return out
    }

    /// Reads the scalars of one token into letters (with their parts), marks and look-alikes.
    struct LetterReader {
        var letters: [UInt32] = []
        var marks: [UInt32] = []
        var lookalikes: [Lookalike] = []
        let recordsLookalikes: Bool

        init(recordsLookalikes: Bool) { self.recordsLookalikes = recordsLookalikes }

        mutating func reset() {
            letters.removeAll(keepingCapacity: true)
            marks.removeAll(keepingCapacity: true)
            lookalikes.removeAll(keepingCapacity: true)
        }

        /// A tatweel is a provisional letter until the next letter: it stays one if it seats a hamza.
        mutating func settleCarrier() {
            guard let last = letters.last, last & ~ArabicScalar.partMask == ArabicScalar.tatweel,
                last & (ArabicScalar.hamzaAbove | ArabicScalar.hamzaBelow) == 0 else { return }
            letters.removeLast()
            let carried = marks.removeLast()
            if marks.isEmpty { return }
            marks[marks.count - 1] |= carried
            letters[letters.count - 1] |= last & ArabicScalar.partMask
        }

        mutating func read(_ scalar: Unicode.Scalar, at position: Int) {
            guard ArabicScalar.isPresentationForm(scalar.value) else {
                add(scalar, at: position, recordLookalike: recordsLookalikes)
                return
            }
            // A presentation form is one look-alike, whatever it stands for (letters, a
            // ligature, or a mark such as ﹶ); it reads as its compatibility composition.
            let first = lookalikes.count
            if recordsLookalikes {
                let composed = ArabicScalar.presentationText(scalar)
                lookalikes.append(Lookalike(
                    offset: position, scalar: scalar, letterIndex: letters.count, replacement: composed.text, readsAsFarsiYeh: composed.farsiYeh))
            }
            let before = letters.count
            for part in ArabicScalar.presentationLetters(scalar) { add(part, at: position, recordLookalike: false) }
            if recordsLookalikes, letters.count == before { lookalikes[first].letterIndex = max(before - 1, 0) }
        }

        private mutating func add(_ scalar: Unicode.Scalar, at position: Int, recordLookalike: Bool) {
            let kind = ArabicScalar.classify(scalar.value)
            if case .letter = kind { settleCarrier() } else if case .carrier = kind { settleCarrier() }
            switch kind {
            case .carrier:
                letters.append(ArabicScalar.tatweel)
                marks.append(0)
            case .letter(let base, let parts, let lookalike):
                letters.append(base | parts)
                marks.append(0)
                if lookalike, recordLookalike {
                    lookalikes.append(Lookalike(
                        offset: position, scalar: scalar, letterIndex: letters.count - 1,
                        replacement: ArabicScalar.arabicText(base: base, parts: parts), readsAsFarsiYeh: base == ArabicScalar.farsiYeh))
                }
            case .part(let bit):
                if !letters.isEmpty { letters[letters.count - 1] |= bit }
            case .mark(let bit):
                if !marks.isEmpty { marks[marks.count - 1] |= bit }
            case .ignored:
                break
            }
        }
    }
}
