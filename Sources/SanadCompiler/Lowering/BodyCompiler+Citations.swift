import Foundation
import SanadCitations
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension BodyCompiler {
    /// A citation block: `> [!QURAN 49:12]` or `> [!HADITH muslim:2589]` with optional quoted
    /// text and translations.
    public struct CitationBlock: Sendable {
        /// `quran` or `hadith`.
        public var source: CitationKind
        /// The reference after the marker, as written (`49:12`, `muslim:2589`); empty when the block names none.
        public var reference: String
        /// A Qur'an block's reference, parsed once when the body is compiled.
        public var quranReference: Result<QuranReference, QuranReference.ParseError>?
        /// The quoted Arabic: the block's unmarked lines written in Arabic script only.
        public var text: String?
        /// The translations shown with it, joined (the bundle's `translation`).
        public var translation: String?
        /// Each translation line with its language: marked (`> [ur] …`) or, for an unmarked line
        /// in another script, nil.
        public var translations: [(language: String?, text: String)]
        /// The whole block quote in the source, from its `[!…]` line to its last line.
        public var range: SourceRange
        /// Where its quotation and translation lines stand in the file.
        public var lines: QuotedLines
    }

    /// The lines of a citation block after its `[!…]` line.
    public struct QuotedLines: Sendable {
        /// The quotation: unmarked lines in Arabic script only, without `>` and white space.
        public var arabic: [Range<Int>] = []
        /// Translations: lines marked `[tag]` (the range is the text after the tag), and unmarked
        /// lines in another script (language nil).
        public var translations: [(language: String?, range: Range<Int>, tag: Range<Int>?)] = []

        /// The translation lines that really are translations: a line marked with an Arabic
        /// language tag (`[ar]`, `[ar-EG]`) is a mistake (C0016), not a translation.
        public var translationsNotMarkedArabic: [(language: String?, range: Range<Int>, tag: Range<Int>?)] {
            translations.filter { $0.language.map(QuotedLines.isArabic) != true }
        }

        /// Whether a language tag names Arabic: its primary subtag is `ar`, in any case.
        public static func isArabic(_ language: String) -> Bool {
            language.split(separator: "-", maxSplits: 1).first?.lowercased() == "ar"
        }
    }

    /// The callout kinds Sanad knows: its citation kinds and the usual alert kinds. Any other
    /// `> [!WORD]` is an error, so a typo cannot turn a citation into a plain quote.
    public static let citationCallouts = ["QURAN", "HADITH"]
    /// The GitHub alert kinds (`> [!NOTE]`), compiled as callouts rather than citations.
    public static let alertCallouts = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]
    /// The quoted-message callout: `> [!MESSAGE Speaker]` followed by what they said.
    public static let messageCallout = "MESSAGE"

    /// The callout word of a quote (`QURAN` in `> [!QURAN 49:12]`), as written, if it has one.
    public static func calloutWord(_ node: MarkdownNode) -> String? {
        guard let marker = calloutMarker(node) else { return nil }
        return marker.split(separator: " ", maxSplits: 1).first.map(String.init)
    }

    /// The text between `[!` and `]` of a quote's first line, joined across cmark's text runs.
    static func calloutMarker(_ node: MarkdownNode) -> Substring? {
        guard node.kind == .blockQuote, let paragraph = node.children.first, paragraph.kind == .paragraph else { return nil }
        let inlines = paragraph.children
        guard let first = inlines.first, first.kind == .text, let literal = first.literal else { return nil }
        var marker = literal
        var consumed = 1
        // A character, not a string: `String.contains(String)` is Foundation's search, through NSString.
        while !marker.contains(Character("]")), consumed < inlines.count, inlines[consumed].kind == .text {
            marker += inlines[consumed].literal ?? ""
            consumed += 1
        }
        guard marker.hasPrefix("[!"), let close = marker.firstIndex(of: "]") else { return nil }
        return marker[marker.index(marker.startIndex, offsetBy: 2)..<close]
    }

    /// The citation block a quote node is, if any. A marker without a reference (`[!HADITH]`) is
    /// still a citation block; the checker reports it.
    public static func citationBlock(_ node: MarkdownNode) -> CitationBlock? {
        guard let marker = calloutMarker(node) else { return nil }
        let header = marker.split(separator: " ", maxSplits: 1)
        guard let kind = header.first else { return nil }
        guard let source = CitationKind(rawValue: kind.lowercased()), source == .quran || source == .hadith else { return nil }
        let file = node.range.file
        let lines = quotedLines(of: node.range)
        let arabic = lines.arabic.map { file.text(in: $0) }
        let translations = lines.translationsNotMarkedArabic.map { (language: $0.language, text: file.text(in: $0.range)) }
        let reference = header.count == 2 ? header[1].trimmingSpacesAndTabs : ""
        return CitationBlock(
            source: source, reference: reference,
            quranReference: source == .quran ? Result { () throws(QuranReference.ParseError) in try QuranReference(parsing: reference) } : nil,
            text: arabic.isEmpty ? nil : arabic.joined(separator: " "),
            translation: translations.isEmpty ? nil : translations.map(\.text).joined(separator: " "),
            translations: translations, range: node.range, lines: lines)
    }

    /// Splits a citation block's lines after its `[!…]` line into the quotation and translations.
    /// A translation in an Arabic-script language (Urdu, Persian) must be marked with its language
    /// (`> [ur] …`): an unmarked line in Arabic script is part of the quotation, one word or many.
    public static func quotedLines(of range: SourceRange) -> QuotedLines {
        let file = range.file
        var result = QuotedLines()
        var line = file.lineIndex(of: range.start) + 1
        while line < file.lineCount, file.lineStarts[line] < range.end {
            let content = file.contentRange(ofLine: line)
            var start = content.lowerBound, end = min(content.upperBound, range.end)
            while start < end, [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(file.bytes[start]) { start += 1 }
            while end > start, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(file.bytes[end - 1]) { end -= 1 }
            line += 1
            guard start < end else { continue }
            if let tag = languageTag(file.bytes, from: start, to: end) {
                result.translations.append((tag.language, tag.textStart..<end, start..<tag.textStart))
                continue
            }
            // The language decides, not the length: an unmarked line written in Arabic script is
            // quoted text, one word (an ayah such as «وَالْفَجْرِ») as well as many, whatever else it
            // holds (a stray "(a)" is then a difference, not a way past verification). A line is in
            // another script when most of its words are, or it has one Arabic word among others.
            let text = file.text(in: start..<end)
            var arabicWords = 0, otherWords = 0
            for word in text.split(whereSeparator: { $0.isWhitespace }) {
                if word.unicodeScalars.contains(where: { (0x0621...0x064A).contains($0.value) || (0x0671...0x06D3).contains($0.value) }) {
                    arabicWords += 1
                } else if word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
                    otherWords += 1
                }
            }
            if arabicWords >= 2 || (arabicWords == 1 && otherWords == 0) {
                result.arabic.append(start..<end)
            } else {
                result.translations.append((nil, start..<end, nil))
            }
        }
        return result
    }

    /// A leading `[tag] ` marking a translation's language: a BCP 47 tag of letters, digits and
    /// hyphens (`ur`, `fa`, `en-GB`), and where the text after it starts.
    static func languageTag(_ bytes: [UInt8], from start: Int, to end: Int) -> (language: String, textStart: Int)? {
        guard bytes[start] == UInt8(ascii: "[") else { return nil }
        var index = start + 1
        while index < end, index - start <= 36, bytes[index] != UInt8(ascii: "]") { index += 1 }
        guard index < end, index + 1 < end, bytes[index + 1] == UInt8(ascii: " ") else { return nil }
        let tag = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
            subtags.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        var textStart = index + 1
        while textStart < end, bytes[textStart] == UInt8(ascii: " ") { textStart += 1 }
        return (tag, textStart)
    }
}

extension BodyCompiler.CitationBlock: Codable {
    // Written out: lists of tuples have no coding of their own, and a Qur'an reference's parse is
    // not written but parsed again, as compiling the body parses it.
    private enum CodingKeys: CodingKey { case source, reference, text, translation, translationLanguages, translationTexts, range, lines }

    /// The block's fields (the lowered-file cache).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(reference, forKey: .reference)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(translation, forKey: .translation)
        try container.encode(translations.map(\.language), forKey: .translationLanguages)
        try container.encode(translations.map(\.text), forKey: .translationTexts)
        try container.encode(range, forKey: .range)
        try container.encode(lines, forKey: .lines)
    }

    /// A block as `encode(to:)` wrote it.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try container.decode(CitationKind.self, forKey: .source)
        reference = try container.decode(String.self, forKey: .reference)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        translation = try container.decodeIfPresent(String.self, forKey: .translation)
        let languages = try container.decode([String?].self, forKey: .translationLanguages)
        let texts = try container.decode([String].self, forKey: .translationTexts)
        guard languages.count == texts.count else { throw DecodingError.dataCorruptedError(forKey: .translationTexts, in: container, debugDescription: "unpaired") }
        translations = zip(languages, texts).map { (language: $0.0, text: $0.1) }
        range = try container.decode(SourceRange.self, forKey: .range)
        lines = try container.decode(BodyCompiler.QuotedLines.self, forKey: .lines)
        // The lines are offsets of the block's file, which readers index.
        let size = range.file.bytes.count
        let offsets = lines.arabic + lines.translations.map(\.range) + lines.translations.compactMap(\.tag)
        guard offsets.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= size }) else {
            throw DecodingError.dataCorruptedError(forKey: .lines, in: container, debugDescription: "a line outside its file")
        }
        let reference = reference
        quranReference = source == .quran ? Result { () throws(QuranReference.ParseError) in try QuranReference(parsing: reference) } : nil
    }
}

extension BodyCompiler.QuotedLines: Codable {
    // Written out: lists of tuples have no coding of their own.
    private enum CodingKeys: CodingKey { case arabic, languages, ranges, tags }

    /// The lines (the lowered-file cache).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(arabic, forKey: .arabic)
        try container.encode(translations.map(\.language), forKey: .languages)
        try container.encode(translations.map(\.range), forKey: .ranges)
        try container.encode(translations.map(\.tag), forKey: .tags)
    }

    /// Lines as `encode(to:)` wrote them.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        arabic = try container.decode([Range<Int>].self, forKey: .arabic)
        let languages = try container.decode([String?].self, forKey: .languages)
        let ranges = try container.decode([Range<Int>].self, forKey: .ranges)
        let tags = try container.decode([Range<Int>?].self, forKey: .tags)
        guard languages.count == ranges.count, ranges.count == tags.count else {
            throw DecodingError.dataCorruptedError(forKey: .tags, in: container, debugDescription: "unpaired")
        }
        translations = (0..<ranges.count).map { (language: languages[$0], range: ranges[$0], tag: tags[$0]) }
    }
}
