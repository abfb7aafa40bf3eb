/// Normalises Arabic text for comparing a quotation with a Qur'an text, so that differences of
/// diacritics, Qur'anic annotation marks and letter shapes do not count, while different words do.
/// Documented in `docs/citations.md`.
///
/// 1. Removed: harakat and Qur'anic marks U+064B–U+065F, superscript alef U+0670, Qur'anic
///    annotation marks U+06D6–U+06ED, tatweel U+0640, bidi controls (U+200E, U+200F,
///    U+202A–U+202E, U+2066–U+2069) and zero-width characters (U+200B–U+200D, U+FEFF).
/// 2. Unified: أ إ آ ٱ → ا; ى → ي; ة → ه; ؤ → و and ئ → ي (the hamza's seat is spelling, not a
///    different word: the two Tanzil editions seat some hamzas differently); a hamza followed by
///    alef (ءا, as in the Uthmani ءَامَنُوا۟) → ا, like the madda alef آ of the simple text.
/// 3. Every run of white space becomes one space; leading and trailing space is dropped.
public enum ArabicNormalizer {
    public static func normalize(_ text: String) -> String {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x064B...0x065F, 0x0670, 0x06D6...0x06ED, 0x0640,
                0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
                continue
            case 0x0623, 0x0625, 0x0622, 0x0671: scalars.append("\u{0627}")
            case 0x0649: scalars.append("\u{064A}")
            case 0x0629: scalars.append("\u{0647}")
            case 0x0624: scalars.append("\u{0648}")
            case 0x0626: scalars.append("\u{064A}")
            default:
                if scalar.properties.isWhitespace {
                    if let last = scalars.last, last != " " { scalars.append(" ") }
                } else if value == 0x0627, scalars.last == "\u{0621}" {
                    scalars[scalars.count - 1] = "\u{0627}"
                } else {
                    scalars.append(scalar)
                }
            }
        }
        if scalars.last == " " { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Each word of a text as written, with its normalised form; words that normalise to nothing
    /// (a lone pause mark) are left out, so indices agree with `words(_:)`.
    public static func originalWords(_ text: String) -> [(original: String, normalized: String)] {
        text.split(whereSeparator: { $0.isWhitespace }).compactMap { word in
            let normalized = normalize(String(word))
            return normalized.isEmpty ? nil : (String(word), normalized)
        }
    }

    /// The normalised words of a text.
    public static func words(_ text: String) -> [Substring] {
        normalize(text).split(separator: " ")
    }
}
