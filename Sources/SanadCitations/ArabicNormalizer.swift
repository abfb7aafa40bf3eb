/// The bare form of Arabic text, for comparing words regardless of vowelling: the letters of
/// each word in Sanad's canonical form (`ArabicScalar`), without marks, hamza or madda, with
/// letter shapes merged, one space between words. Documented in `docs/citations.md`.
///
/// 1. Not part of a word: harakat and Qur'anic marks, tatweel, pause and sajdah signs, digits,
///    punctuation, bidi controls and zero-width characters.
/// 2. Merged: أ إ آ ٱ → ا; ى → ي; ة → ه; ؤ → و and ئ → ي (the hamza's seat is spelling, not a
///    different word: the two Tanzil editions seat some hamzas differently); a hamza followed by
///    alef (ءا, as in the Uthmani ءَامَنُوا۟) → ا, like the madda alef آ of the simple text.
/// 3. Look-alikes from other scripts read as the Arabic letter (ی → ي, ک → ك).
public enum ArabicNormalizer {
    /// The bare words of a text joined by one space: two texts that differ only in vowelling,
    /// hamza seats or letter shapes normalise to the same string.
    public static func normalize(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// The bare words of a text.
    public static func words(_ text: String) -> [String] {
        ArabicWord.words(in: text).map(\.bare)
    }
}
