import SanadCompiler

/// The slug of a title: lower-case ASCII letters and digits joined by single hyphens, the form
/// lesson and category ids take. Arabic is transliterated (a simple, reversible-enough scheme: the
/// article `ال` as `al-`, long vowels as `a`, `i`, `u`, short vowels when written, `ة` as `ah`),
/// Latin letters lose their accents, and anything else separates words. Unvowelled Arabic shows
/// no short vowels (`الصلاة` → `al-slah`; `صَلاة` → `salah`): `sanad new lesson --slug` names a
/// better one.
public enum Slug {
    /// The slug of `title`; empty when nothing in it can be spelt in ASCII.
    public static func make(from title: String) -> String {
        var words: [String] = []
        for word in title.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" || $0 == "/" }) {
            let spelt = spell(String(word))
            words += spelt.split(separator: "-").map(String.init).filter { !$0.isEmpty }
        }
        return words.joined(separator: "-")
    }

    private static func spell(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        var out = ""
        // The conjunction before the article, and the definite article: slug words of their own.
        if scalars.count > 3, scalars[0] == "و", scalars[1] == "ا", scalars[2] == "ل" {
            out = "wa-"
            scalars.removeFirst()
        }
        if scalars.count > 2, scalars[0] == "ا" || scalars[0] == "أ", scalars[1] == "ل" {
            out += "al-"
            scalars.removeFirst(2)
        }
        for (index, scalar) in scalars.enumerated() {
            let afterConsonant = out.last.map { $0.isLetter && !"aiu".contains($0) } ?? false
            if scalar == "و" || scalar == "ي", afterConsonant, index + 1 < scalars.count || scalar == "ي" {
                // Between consonants (unvowelled text), a long vowel.
                out += scalar == "و" ? "u" : "i"
            } else if let latin = arabic[scalar] {
                out += latin
            } else if scalar == "\u{0651}", let last = out.last, last.isLetter {
                out.append(last) // shadda doubles the consonant
            } else if scalar == "ة" {
                out += (out.hasSuffix("a") ? "" : "a") + (index == scalars.count - 1 ? "h" : "t")
            } else if let folded = latin[scalar] {
                out += folded
            } else if scalar.isASCII {
                let character = Character(scalar)
                if character.isLetter || character.isNumber { out += character.lowercased() } else { out += "-" }
            } else if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue {
                out += String(Int(digit))
            } else {
                out += "-"
            }
        }
        return out
    }

    /// Arabic letters and written short vowels.
    private static let arabic: [Unicode.Scalar: String] = [
        "ا": "a", "أ": "a", "إ": "i", "آ": "a", "ٱ": "a", "ء": "", "ؤ": "u", "ئ": "i", "ى": "a",
        "ب": "b", "ت": "t", "ث": "th", "ج": "j", "ح": "h", "خ": "kh", "د": "d", "ذ": "dh", "ر": "r",
        "ز": "z", "س": "s", "ش": "sh", "ص": "s", "ض": "d", "ط": "t", "ظ": "z", "ع": "", "غ": "gh",
        "ف": "f", "ق": "q", "ك": "k", "ل": "l", "م": "m", "ن": "n", "ه": "h", "و": "w", "ي": "y",
        "\u{064E}": "a", "\u{0650}": "i", "\u{064F}": "u", "\u{064B}": "an", "\u{064D}": "in", "\u{064C}": "un",
        "\u{0652}": "", "\u{0640}": "", "\u{0670}": "a",
    ]

    /// Latin letters with accents or dots, as transliterations of Arabic write them.
    private static let latin: [Unicode.Scalar: String] = [
        "ā": "a", "á": "a", "à": "a", "â": "a", "ä": "a", "ī": "i", "í": "i", "ì": "i", "î": "i", "ï": "i",
        "ū": "u", "ú": "u", "ù": "u", "û": "u", "ü": "u", "é": "e", "è": "e", "ê": "e", "ë": "e", "ō": "o",
        "ó": "o", "ò": "o", "ô": "o", "ö": "o", "ḥ": "h", "Ḥ": "h", "ṣ": "s", "Ṣ": "s", "ḍ": "d", "Ḍ": "d",
        "ṭ": "t", "Ṭ": "t", "ẓ": "z", "Ẓ": "z", "ç": "c", "ñ": "n", "ß": "ss", "Ā": "a", "Ī": "i", "Ū": "u",
        "ʿ": "", "ʾ": "", "’": "", "'": "",
    ]
}
