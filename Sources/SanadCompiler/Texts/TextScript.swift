import SanadBundleFormat
import SanadDiagnostics

/// The script most of a text's letters are written in, which decides its language when it is
/// not the locale's (`LearnerText.language(locales:)`).
public enum TextScript: String, Sendable, Codable {
    /// Arabic letters (Arabic, Urdu, Persian…): written right to left.
    case arabic
    /// Any script written left to right (Latin above all).
    case leftToRight = "left-to-right"
    /// No letters at all (digits, punctuation, placeholders), or as many of one as of the other.
    case none

    /// The dominant script of `text` when given, else of the bytes of `ranges`.
    static func dominant(in ranges: [SourceRange], text: String?) -> TextScript {
        var letters = LetterCount()
        if var text {
            text.withUTF8 { letters.count($0) }
        } else {
            for range in ranges { range.file.withBytes(in: range.start..<range.end) { letters.count($0) } }
        }
        return letters.arabic > letters.other ? .arabic : letters.other > letters.arabic ? .leftToRight : .none
    }

    /// Letters counted by script, read from UTF-8 bytes: an ASCII byte is told by its value, any
    /// other scalar by its Unicode properties.
    struct LetterCount {
        var arabic = 0, other = 0

        mutating func count(_ bytes: UnsafeBufferPointer<UInt8>) {
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if (lead | 0x20) >= UInt8(ascii: "a"), (lead | 0x20) <= UInt8(ascii: "z") { other += 1 }
                    index += 1
                    continue
                }
                // A sequence that is not well-formed UTF-8 (a stray continuation byte, a lead
                // without its continuations, an overlong form) is skipped a byte at a time.
                let length = lead >= 0xF8 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 1
                guard length > 1, index + length <= bytes.count,
                      (1..<length).allSatisfy({ bytes[index + $0] & 0xC0 == 0x80 }) else { index += 1; continue }
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                index += length
                let shortest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
                guard value >= shortest, let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
                if isArabic(scalar) { arabic += 1 } else { other += 1 }
            }
        }
    }

    /// Whether any scalar of `text` is of the Arabic script's blocks (a text all ASCII is told
    /// without decoding it).
    static func mayHaveArabic(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return text.unicodeScalars.contains(where: isArabic)
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
