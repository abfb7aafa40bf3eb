import Foundation
import SanadBundleFormat
import SanadDiagnostics

/// One text a learner reads, of any kind, in any locale: the one value every concern iterates.
///
/// Lowering makes one for every value at every text field a kind's schema declares
/// (`TextFields`), and for a lesson's body; a translation file makes one for each text it
/// translates. Rules, the citation checks, the search for uncited Qur'an, tone, localisation,
/// review, narration, the bundle's language table and the preview all read texts from
/// `Corpus.texts` (or a file's `SourceSummary.texts`), never from a tree or the file's bytes, so
/// a kind, field or locale cannot be left out of one concern and not the others.
public struct LearnerText: Sendable {
    /// The file it is written in (for a translated text: named as its source is).
    public internal(set) var owner: TextOwner
    /// The field it is at, as its kind declares it (for a translated text: its source's field).
    public internal(set) var field: TextField
    /// The script most of its letters are in (outside citation blocks). (Held after `field`, in
    /// the bytes its layout leaves free.)
    public let script: TextScript
    /// Its key in its file: the field's path with each list element named by its `id` (else its
    /// number from 1) and each mapping value by its key, joined by `/`: `title`,
    /// `practice/q1/choices/2/text`, `body`. A translation files its text under the same key.
    public let key: String
    /// When Markdown: the text compiled once (nil when it could not be parsed; the file's
    /// diagnostics say why). A plain text that holds a citation block (`> [!QURAN 112:1]`) is
    /// compiled too, so that the quotation is verified wherever it is written.
    public var body: CompiledBody? { compiled?.body }
    /// The locale it is written for: nil for the project's source locale, else a translation's.
    public var locale: String? { extras?.locale }
    /// The recording that reads it aloud, if any (a lesson's narration reads its body).
    public var audio: Located<String>? { extras?.audio }
    /// For a translated text: the fingerprint of the source text it was made from, as recorded.
    public var translatedFrom: Located<String>? { extras?.translatedFrom }

    private let storage: Storage
    private enum Storage: Sendable {
        case value(Located<String>)
        /// A Markdown file's body: the bytes of a range of its file, read when asked for, so that
        /// the corpus does not hold a second copy of every lesson.
        case range(SourceRange)
    }

    // A corpus holds hundreds of thousands of texts, most of them plain, in the source locale
    // and without a recording: what only some have is held by reference, so that a text is
    // small.
    private let compiled: Compiled?
    private let extras: Extras?
    private final class Compiled: Sendable {
        let body: CompiledBody
        init(_ body: CompiledBody) { self.body = body }
    }
    private final class Extras: Sendable {
        let locale: String?, audio: Located<String>?, translatedFrom: Located<String>?
        init?(locale: String?, audio: Located<String>?, translatedFrom: Located<String>?) {
            guard locale != nil || audio != nil || translatedFrom != nil else { return nil }
            self.locale = locale
            self.audio = audio
            self.translatedFrom = translatedFrom
        }
    }

    init(owner: TextOwner, field: TextField, key: String, value: Located<String>, body: CompiledBody?, locale: String? = nil,
         audio: Located<String>? = nil, translatedFrom: Located<String>? = nil) {
        self.init(owner: owner, field: field, key: key, storage: .value(value), body: body,
                  extras: Extras(locale: locale, audio: audio, translatedFrom: translatedFrom))
    }

    /// The same text filed under another key: a counted text's form standing for a form its
    /// source lacks (English `other` for the Arabic `few` a translator writes).
    func filed(under key: String) -> LearnerText {
        LearnerText(owner: owner, field: field, key: key, storage: storage, body: body, extras: extras)
    }

    /// A text that is a range of its file (a Markdown file's body).
    init(owner: TextOwner, field: TextField, key: String, range: SourceRange, body: CompiledBody?, audio: Located<String>? = nil) {
        self.init(owner: owner, field: field, key: key, storage: .range(range), body: body, extras: Extras(locale: nil, audio: audio, translatedFrom: nil))
    }

    private init(owner: TextOwner, field: TextField, key: String, storage: Storage, body: CompiledBody?, extras: Extras?) {
        self.owner = owner
        self.field = field
        self.key = key
        self.storage = storage
        self.compiled = body.map(Compiled.init)
        self.extras = extras
        // Its script, from the prose of a compiled text (outside citation blocks), else the whole.
        let whole: SourceRange, text: String?
        switch storage {
        case .value(let located): (whole, text) = (located.range, located.value)
        case .range(let range): (whole, text) = (range, nil)
        }
        if let body {
            script = TextScript.dominant(in: body.prose.isEmpty ? [whole] : body.prose, text: nil)
        } else {
            script = TextScript.dominant(in: [whole], text: text)
        }
    }

    /// The text as a learner reads it (a YAML value decoded: quotes, escapes and folding
    /// removed), where it is written.
    public var value: Located<String> {
        switch storage {
        case .value(let located): return located
        case .range(let range): return Located(range.file.text(in: range.start..<range.end), at: range)
        }
    }

    /// Calls `process` with the UTF-8 bytes of `value.value`, without making a string of a
    /// Markdown file's body.
    public func withValueBytes<Result>(_ process: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .value(let located):
            var text = located.value
            return try text.withUTF8(process)
        case .range(let range):
            return try range.file.withBytes(in: range.start..<range.end, process)
        }
    }

    /// Where it is written.
    public var range: SourceRange {
        switch storage {
        case .value(let located): return located.range
        case .range(let range): return range
        }
    }

    /// `<owner>/<key>`: how a bundle's translations and language table name the text.
    public var bundleKey: String { "\(owner.name)/\(key)" }

    /// Whether it is a translation's text.
    public var isTranslation: Bool { locale != nil }

    /// Its language, a BCP 47 tag, in a project whose first locale is the source's: a
    /// translation's locale; else the source locale, unless most of its letters are in a script
    /// the locale is not written in (an Arabic prompt in an English project is the project's
    /// first right-to-left locale, else `ar`; an English gloss in an Arabic one its first
    /// left-to-right locale, else `en`).
    public func language(locales: [String]) -> String {
        TextScript.language(of: script, locale: locale ?? locales.first ?? "en", locales: locales)
    }

    /// Its writing direction, by its language.
    public func direction(locales: [String]) -> TextDirection { TextDirection(locale: language(locales: locales)) }

    /// The fingerprint a translation records of the text it was made from: 12 hex digits of the
    /// SHA-256 of the text, its line endings normalised.
    public var fingerprint: String { Self.fingerprint(of: value.value) }

    /// The fingerprint of a text.
    public static func fingerprint(of text: String) -> String {
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n")
        return String(SHA256Hex.of(Data(normalised.utf8)).prefix(12))
    }

    /// The value as a file of its own whose every byte knows where in the source it was read
    /// from (through quotes, escapes and folding): a place found in the decoded text is shown at
    /// its place in the file (`SourceRange.inContainingFile`).
    public var decoded: SourceFile {
        switch storage {
        case .range(let range):
            return range.file
        case .value(let located):
            return SourceFile.embedded(located.value, in: located.range.file, range: located.range.start..<located.range.end)
        }
    }

    /// Where a range of the bytes of `value.value` is written in its file (through quotes,
    /// escapes and folding for a YAML value).
    public func sourceRange(ofValueBytes bytes: Range<Int>) -> SourceRange {
        switch storage {
        case .range(let range):
            return SourceRange(file: range.file, start: range.start + bytes.lowerBound, end: range.start + bytes.upperBound)
        case .value:
            return SourceRange(file: decoded, start: bytes.lowerBound, end: bytes.upperBound).inContainingFile
        }
    }

    /// The offset in `value.value` of an offset of its compiled body's file (a YAML value's body is
    /// compiled from the value itself; a Markdown file's body from the file).
    public func valueOffset(ofBodyOffset offset: Int) -> Int {
        if case .range(let range) = storage { return offset - range.start }
        return offset
    }

    /// Whether any of its letters may be Arabic: a value is scanned (cheap, and the search for
    /// uncited Qur'an then maps no text without them); a body always may.
    public var mayHaveArabic: Bool {
        switch storage {
        case .range: return true
        case .value(let located): return TextScript.mayHaveArabic(located.value)
        }
    }

    /// Where it is prose a learner reads as the author's words: a Markdown text's paragraphs,
    /// headings and table cells outside citation blocks and code, and the translation lines of
    /// its citation blocks; a plain text whole (its citation blocks' translation lines, when it
    /// holds any). Empty for a quotation (verified as one).
    public var prose: [SourceRange] {
        guard field.role != .quotation else { return [] }
        if let body, field.isMarkdown || !body.citationBlocks.isEmpty {
            let translations = body.citationBlocks.flatMap { block in
                block.lines.translationsNotMarkedArabic.map { SourceRange(file: block.range.file, start: $0.range.lowerBound, end: $0.range.upperBound) }
            }
            return body.prose + translations
        }
        if case .range(let range) = storage { return [range] }
        let file = decoded
        return [SourceRange(file: file, start: 0, end: file.bytes.count)]
    }
}

extension LearnerText: Codable {
    // Written by the lowered-file cache's coder alone (`LoweredFileCodable`): what it holds is
    // private.

    /// The text's parts, in `LoweredFileEncoder`'s layout; any other encoder is refused.
    public func encode(to encoder: Encoder) throws { try encodeThroughLoweredFile(to: encoder) }

    /// A text as `encode(to:)` wrote it; any other decoder is refused.
    public init(from decoder: Decoder) throws { try self.init(throughLoweredFile: decoder) }
}

extension LearnerText: LoweredFileCodable {
    // Field by field (a corpus holds hundreds of thousands of texts); its script is written
    // rather than worked out again.
    static let loweredFields = ["owner", "field", "script", "key", "storage", "compiled", "extras"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.encodeValue(owner)
        try encoder.encodeValue(field)
        encoder.string(script.rawValue)
        encoder.string(key)
        switch storage {
        case .value(let located):
            encoder.unsigned(0)
            try encoder.encodeValue(located)
        case .range(let range):
            encoder.unsigned(1)
            try encoder.encodeValue(range)
        }
        try encoder.optional(compiled?.body) { try encoder.encodeValue($0) }
        try encoder.optional(extras?.locale) { encoder.string($0) }
        try encoder.optional(extras?.audio) { try encoder.encodeValue($0) }
        try encoder.optional(extras?.translatedFrom) { try encoder.encodeValue($0) }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        owner = try decoder.decodeValue(TextOwner.self)
        field = try decoder.decodeValue(TextField.self)
        script = try decoder.raw(TextScript.self)
        key = try decoder.string()
        switch try decoder.unsigned() {
        case 0: storage = .value(try decoder.locatedString())
        case 1: storage = .range(try decoder.range())
        default: throw LoweredFileDecoder.Malformed()
        }
        compiled = try decoder.optional { try decoder.decodeValue(CompiledBody.self) }.map(Compiled.init)
        extras = Extras(locale: try decoder.optional(decoder.string), audio: try decoder.optional(decoder.locatedString),
                        translatedFrom: try decoder.optional(decoder.locatedString))
    }
}
