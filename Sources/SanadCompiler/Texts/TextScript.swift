import SanadBundleFormat
import SanadDiagnostics

/// The script most of a text's letters are written in, which decides its language when it is
/// not the locale's (`LearnerText.language(locales:)`).
public enum TextScript: String, Sendable {
    /// Arabic letters (Arabic, Urdu, Persian…): written right to left.
    case arabic
    /// Any script written left to right (Latin above all).
    case leftToRight = "left-to-right"
    /// No letters at all (digits, punctuation, placeholders), or as many of one as of the other.
    case none

    /// The dominant script of `text` when given, else of the bytes of `ranges`.
    static func dominant(in ranges: [SourceRange], text: String?) -> TextScript {
        var arabic = 0, other = 0
        func count(_ scalars: String.UnicodeScalarView) {
            for scalar in scalars where scalar.properties.isAlphabetic {
                if isArabic(scalar) { arabic += 1 } else { other += 1 }
            }
        }
        if let text {
            count(text.unicodeScalars)
        } else {
            for range in ranges { count(range.file.text(in: range.start..<range.end).unicodeScalars) }
        }
        return arabic > other ? .arabic : other > arabic ? .leftToRight : .none
    }

    /// Whether a scalar is a letter or mark of the Arabic script's blocks.
    static func isArabic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }

    /// The language of a text of a script written for `locale`, in a project with `locales`.
    static func language(of script: TextScript, locale: String, locales: [String]) -> String {
        let direction = TextDirection(locale: locale)
        switch (script, direction) {
        case (.arabic, .ltr): return locales.first { TextDirection(locale: $0) == .rtl } ?? "ar"
        case (.leftToRight, .rtl): return locales.first { TextDirection(locale: $0) == .ltr } ?? "en"
        default: return locale
        }
    }
}
