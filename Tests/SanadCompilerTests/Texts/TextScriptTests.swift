import SanadDiagnostics
import Testing
import _SanadTestSupport
@testable import SanadCompiler
@testable import SanadTools

/// A text's script is counted from its UTF-8 bytes (the fast path every text of a corpus takes);
/// these hold it to the reading by Unicode scalars and their properties that it stands for.
@Suite struct TextScriptTests {
    /// The letters of a text counted the slow, plain way: each scalar's Alphabetic property.
    static func reference(_ text: String) -> TextScript {
        var arabic = 0, other = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            if TextScript.isArabic(scalar) { arabic += 1 } else { other += 1 }
        }
        return arabic > other ? .arabic : other > arabic ? .leftToRight : .none
    }

    static let examples: [(String, TextScript)] = [
        ("Backbiting is to mention your brother with what he dislikes.", .leftToRight),
        ("قُلْ هُوَ ٱللَّهُ أَحَدٌ", .arabic),
        ("غیبت سے بچو", .arabic),
        ("123 — 4:5 ؟ ، ()", .none),
        ("", .none),
        ("Say: قُلْ هُوَ ٱللَّهُ أَحَدٌ", .arabic),
        ("The word غيبة means backbiting in English.", .leftToRight),
        ("Ünïcödé façade naïve", .leftToRight),
        ("ab عب", .none),
        ("emoji 🌙 and 𝔐𝔞𝔱𝔥", .leftToRight),
    ]

    @Test(arguments: examples)
    func countsLettersByScript(_ text: String, _ expected: TextScript) {
        #expect(TextScript.dominant(in: [], text: text) == expected)
        #expect(Self.reference(text) == expected)
    }

    @Test func readsAFilesRangesAsItReadsTheirText() {
        let file = SourceFile(path: "x.md", text: "English words here.\nقُلْ هُوَ ٱللَّهُ أَحَدٌ ٱللَّهُ ٱلصَّمَدُ\n")
        let english = SourceRange(file: file, start: 0, end: 19)
        let arabic = SourceRange(file: file, start: 20, end: file.bytes.count)
        #expect(TextScript.dominant(in: [english], text: nil) == .leftToRight)
        #expect(TextScript.dominant(in: [arabic], text: nil) == .arabic)
        #expect(TextScript.dominant(in: [english, arabic], text: nil) == Self.reference(file.text(in: 0..<file.bytes.count)))
        // A range past the file's end, or one that cuts a letter in two, is read without a crash.
        #expect(TextScript.dominant(in: [SourceRange(file: file, start: 21, end: 10_000)], text: nil) == .arabic)
    }

    /// Random texts of ASCII, Latin, Arabic, marks, digits, emoji and astral letters agree with
    /// the reference, whatever they mix.
    @Test func agreesWithTheScalarReadingOnMixedTexts() {
        let pieces = ["a", "Z", " ", "1", "é", "ß", "ق", "ُ", "ٱ", "٣", "،", "🌙", "𝔐", "ﷺ", "ﻻ", "中", "\n", "ں"]
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<500 {
            let text = (0..<Int(generator.next() % 40)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(TextScript.dominant(in: [], text: text) == Self.reference(text), "\(text)")
        }
    }

    /// Bytes that are not well-formed UTF-8 (stray continuations, truncated and overlong
    /// sequences, bytes no UTF-8 has) count as the decoder reads them: as U+FFFD, no letter.
    @Test func readsMalformedBytesAsTheDecoderDoes() {
        let pieces: [[UInt8]] = [[0x61], [0x20], [0xD9, 0x84], [0xD9], [0x84], [0xC1, 0x81], [0xE0, 0x80, 0x80], [0xE0, 0xA4],
                                 [0xF0, 0x9D, 0x94, 0x90], [0xF0, 0x9D], [0xF8], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3, 0xA9]]
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<500 {
            let bytes = (0..<Int(generator.next() % 12)).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
            let file = SourceFile(path: "x", bytes: bytes)
            let read = TextScript.dominant(in: [SourceRange(file: file, start: 0, end: bytes.count)], text: nil)
            #expect(read == Self.reference(String(decoding: bytes, as: UTF8.self)), "\(bytes)")
        }
        #expect(TextScript.dominant(in: [SourceRange(file: SourceFile(path: "x", bytes: [0xD9, 0x41]), start: 0, end: 2)], text: nil) == .leftToRight)
    }

    @Test func findsArabicOnlyWhenItIsThere() {
        #expect(!TextScript.mayHaveArabic("plain ASCII"))
        #expect(!TextScript.mayHaveArabic("naïve café"))
        #expect(TextScript.mayHaveArabic("a word: غيبة"))
    }

    @Test func searchesBytesForAMarker() {
        func offset(_ needle: StaticString, in text: String, from start: Int = 0) -> Int? {
            var text = text
            return text.withUTF8 { UTF8Search.firstOffset(of: needle, in: $0, from: start) }
        }
        #expect(offset("[[TODO", in: "[[TODO: x]]") == 0)
        #expect(offset("[[TODO", in: "a [[[TODO") == 3)
        #expect(offset("[[TODO", in: "ends with [[TOD") == nil)
        #expect(offset("[[TODO", in: "") == nil)
        #expect(offset("[!", in: "é [!QURAN 1:1]") == 3)
        #expect(offset("[!", in: "[! and [!", from: 1) == 7)
        #expect(offset("[!", in: "[! and [!", from: 8) == nil && offset("[!", in: "[!", from: 5) == nil)
        #expect(offset("[[TODO", in: String(repeating: "[[TOD", count: 40) + "[[TODO") == 200, "every false start is passed over")
        #expect(UTF8Search.contains("[!", in: "> [!HADITH x]"))
        #expect(!UTF8Search.contains("[!", in: "[ !"))
    }
}
