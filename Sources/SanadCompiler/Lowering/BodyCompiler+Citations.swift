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
    // For the lowered-file cache alone, through its coding (`LoweredFileCodable`).

    /// The block's fields (the lowered-file cache's coder alone).
    public func encode(to encoder: Encoder) throws { try encodeThroughLoweredFile(to: encoder) }

    /// A block as `encode(to:)` wrote it.
    public init(from decoder: Decoder) throws { try self.init(throughLoweredFile: decoder) }
}

extension BodyCompiler.CitationBlock: LoweredFileCodable {
    // Lists of tuples have no coding of their own, and a Qur'an reference's parse is not written
    // but parsed again, as compiling the body parses it.
    static let loweredFields = ["source", "reference", "text", "translation", "translations", "range", "lines"]
    static let loweredDerived = ["quranReference"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        encoder.string(source.rawValue)
        encoder.string(reference)
        try encoder.optional(text) { encoder.string($0) }
        try encoder.optional(translation) { encoder.string($0) }
        try encoder.list(translations) { translation in
            try encoder.optional(translation.language) { encoder.string($0) }
            encoder.string(translation.text)
        }
        try encoder.encodeValue(range)
        try lines.encode(toLoweredFile: encoder)
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        source = try decoder.raw(CitationKind.self)
        reference = try decoder.string()
        text = try decoder.optional(decoder.string)
        translation = try decoder.optional(decoder.string)
        translations = try decoder.list { (language: try decoder.optional(decoder.string), text: try decoder.string()) }
        range = try decoder.range()
        lines = try BodyCompiler.QuotedLines(loweredFile: decoder)
        // The lines are offsets of the block's file, which readers index.
        let size = range.file.bytes.count
        let offsets = lines.arabic + lines.translations.map(\.range) + lines.translations.compactMap(\.tag)
        guard offsets.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= size }) else { throw LoweredFileDecoder.Malformed() }
        let reference = reference
        quranReference = source == .quran ? Result { () throws(QuranReference.ParseError) in try QuranReference(parsing: reference) } : nil
    }
}

extension BodyCompiler.QuotedLines: Codable {
    // For the lowered-file cache alone, through its coding (`LoweredFileCodable`).

    /// The lines (the lowered-file cache's coder alone).
    public func encode(to encoder: Encoder) throws { try encodeThroughLoweredFile(to: encoder) }

    /// Lines as `encode(to:)` wrote them.
    public init(from decoder: Decoder) throws { try self.init(throughLoweredFile: decoder) }
}

extension BodyCompiler.QuotedLines: LoweredFileCodable {
    // A list of tuples has no coding of its own: each translation line is written as its parts.
    static let loweredFields = ["arabic", "translations"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.list(arabic) { try encoder.encodeValue($0) }
        try encoder.list(translations) { line in
            try encoder.optional(line.language) { encoder.string($0) }
            try encoder.encodeValue(line.range)
            try encoder.optional(line.tag) { try encoder.encodeValue($0) }
        }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        arabic = try decoder.list { try decoder.decodeValue(Range<Int>.self) }
        translations = try decoder.list {
            (language: try decoder.optional(decoder.string), range: try decoder.decodeValue(Range<Int>.self),
             tag: try decoder.optional { try decoder.decodeValue(Range<Int>.self) })
        }
    }
}
