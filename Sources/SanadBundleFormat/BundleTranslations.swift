/// `l10n/<locale>.json`: one locale's translations of the content's texts, in the core pack
/// (format 2.10). Each text is filed under `<owner>/<key>`: the owner is `<kind>:<id>` of the
/// item it belongs to (`lesson:aqeedah.allah-is-one`, or the kind alone for a file of several
/// items such as `achievements`), the key its place in the item (`title`, `body`,
/// `practice/q1/prompt`). Only fresh translations are here: a text whose source changed since
/// it was translated is left out, and the app shows the source text (`Localizer` says so).
public struct BundleTranslations: Codable, Sendable, Equatable {
    /// The locale, a BCP 47 tag.
    public var locale: String
    /// Its writing direction: `rtl` or `ltr`.
    public var direction: TextDirection
    /// The texts by `<owner>/<key>`.
    public var texts: [String: Text]

    /// A file of translations.
    public init(locale: String, direction: TextDirection, texts: [String: Text]) {
        self.locale = locale
        self.direction = direction
        self.texts = texts
    }

    /// One translated text: plain, or Markdown compiled to blocks like its source.
    public struct Text: Codable, Sendable, Equatable {
        /// A plain text's translation.
        public var text: String?
        /// A Markdown text's translation, compiled.
        public var blocks: [Block]?
        /// The recording that reads it aloud in this locale (a lesson body's narration), as the
        /// content names the `media` file (format 2.14).
        public var audio: String?

        /// A text with either part.
        public init(text: String?, blocks: [Block]?, audio: String? = nil) {
            self.text = text
            self.blocks = blocks
            self.audio = audio
        }
    }
}

/// The writing direction of a locale.
public enum TextDirection: String, Codable, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case ltr
    /// Right to left: Arabic, Urdu, Persian, Hebrew and the other scripts written so.
    case rtl

    /// The direction of a BCP 47 tag, by its language (or its script subtag, when given).
    public init(locale: String) {
        // Told from the tag's bytes, without a string per subtag: every text's language goes
        // through here when a bundle is built.
        if let direction = Self.direction(ofASCIITag: locale.utf8) {
            self = direction
            return
        }
        let subtags = locale.split(separator: "-").map { $0.lowercased() }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 }) {
            self = Self.rightToLeftScripts.contains(script) ? .rtl : .ltr
        } else {
            self = Self.rightToLeftLanguages.contains(subtags.first ?? "") ? .rtl : .ltr
        }
    }

    /// The direction of a tag of printable ASCII, by the rule of `init(locale:)`; nil for any
    /// other tag.
    static func direction(ofASCIITag tag: String.UTF8View) -> TextDirection? {
        // The language: the first subtag that is not empty. The script: a later one of 4 letters.
        var language: (start: String.Index, end: String.Index)?
        var start = tag.startIndex, index = tag.startIndex
        while true {
            if index == tag.endIndex || tag[index] == UInt8(ascii: "-") {
                if start != index {
                    if language == nil {
                        language = (start, index)
                    } else if tag.distance(from: start, to: index) == 4 {
                        return matches(tag[start..<index], rightToLeftScripts) ? .rtl : .ltr
                    }
                }
                guard index != tag.endIndex else { break }
                start = tag.index(after: index)
            } else if tag[index] >= 0x80 || tag[index] < 0x20 {
                // Beyond ASCII, or a control character (`\r\n` is one character of two bytes):
                // the strings count characters.
                return nil
            }
            index = tag.index(after: index)
        }
        guard let language else { return .ltr }
        return matches(tag[language.start..<language.end], rightToLeftLanguages) ? .rtl : .ltr
    }

    /// Whether ASCII bytes, lowercased, spell one of `names`.
    private static func matches(_ subtag: Substring.UTF8View, _ names: Set<String>) -> Bool {
        names.contains { name in
            name.utf8.count == subtag.count && zip(name.utf8, subtag).allSatisfy { $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 | 0x20 : $1) }
        }
    }

    private static let rightToLeftLanguages: Set<String> = ["ar", "ur", "fa", "ps", "he", "yi", "dv", "sd", "ug", "ckb", "ku"]
    private static let rightToLeftScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"]
}

extension TextDirection {
    /// The direction of a text by its first strong character (the rule of HTML's `dir="auto"`):
    /// right to left when it is a letter of a right-to-left script, else left to right; nil when
    /// the text has no strong character (digits and punctuation only).
    public init?(firstStrongIn text: String) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                guard scalar.properties.isAlphabetic else { continue }
                self = .rtl
                return
            default:
                if scalar.properties.isAlphabetic { self = .ltr; return }
            }
        }
        return nil
    }
}
