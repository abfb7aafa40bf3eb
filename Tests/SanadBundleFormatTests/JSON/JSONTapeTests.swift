import SanadJSON
import Testing
@testable import SanadBundleFormat

/// The strict JSON grammar behind `BundleJSONDecoder`.
@Suite struct JSONTapeTests {
    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try BundleJSONDecoder().decode(type, from: Array(text.utf8))
    }

    private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try BundleJSONDecoder().decode(Bool?.self, from: bytes)
            return nil
        } catch let error as JSONSyntaxError {
            return error
        } catch {
            return nil
        }
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? { syntaxError(Array(text.utf8)) }

    @Test(arguments: [
        "", " ", "tru", "nul", "[1,]", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "{a:1}", "01", "-", "1.", "1e", "1e+",
        ".5", "+1", "\"open", "[", "{", "{\"a\":}", "\"\\x\"", "\"\\u12G4\"", "\"\\ud800\"", "\"\\udc00\"",
        "\"\\ud800\\u0041\"", "\"tab\there\"", "[1]]", "nulll", "// comment\n1", "'single'", "NaN", "Infinity",
    ])
    func refusesInvalidJSON(_ text: String) {
        #expect(syntaxError(text) != nil, "accepted \(text.debugDescription)")
    }

    @Test(arguments: [
        [0x22, 0xC0, 0xAF, 0x22],  // overlong "/"
        [0x22, 0xED, 0xA0, 0x80, 0x22],  // UTF-8 encoded surrogate
        [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
        [0x22, 0xE2, 0x82, 0x22],  // truncated sequence
        [0x22, 0x80, 0x22],  // lone continuation byte
        [0x22, 0xFF, 0x22],
    ] as [[UInt8]])
    func refusesInvalidUTF8(_ bytes: [UInt8]) {
        #expect(syntaxError(bytes)?.message == "invalid UTF-8")
    }

    /// Every lead byte with every second byte; and with every continuation byte, the bytes either
    /// side of their range and two others (`A`, 0xFF) as second, one or two more bytes that are
    /// continuation bytes or not: a string is accepted exactly when the standard library's
    /// strict decoder accepts its bytes (each length is tried exactly, so an overlong or
    /// truncated form of any length would be seen). The longer forms are not tried after every
    /// other second byte, which would take most of the test's time.
    @Test func utf8IsCheckedAsTheStandardLibraryChecksIt() {
        let others: [UInt8] = [0x80, 0xBF, 0x7F, 0xC0]
        var differing: [[UInt8]] = []
        for lead in UInt8(0x80)...0xFF {
            for second in UInt8(0)...0xFF {
                var sequences = [[lead, second]]
                for third in others where (0x7F...0xC0).contains(second) || second == 0x41 || second == 0xFF {
                    sequences.append([lead, second, third])
                    sequences += others.map { [lead, second, third, $0] }
                }
                for sequence in sequences {
                    // Control characters, quotes and backslashes mean something else in a JSON string.
                    if sequence.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { continue }
                    let accepted = (try? JSONTape([0x22] + sequence + [0x22])) != nil
                    if accepted != (String(validating: sequence, as: UTF8.self) != nil) { differing.append(sequence) }
                }
            }
        }
        #expect(differing.isEmpty, "decided otherwise than the standard library: \(differing.prefix(5))")
    }

    @Test func repeatedKeysAreRefused() throws {
        #expect(syntaxError(#"{"a": 1, "b": 2, "a": 3}"#)?.message == #"the key "a" appears twice in this object"#)
        #expect(syntaxError(#"{"a": 1, "\u0061": 2}"#)?.column == 10, "escaped spellings of one key are the same key")
        #expect(syntaxError(#"[{"a": 1}, {"a": 2}]"#) == nil, "the same key in two objects is fine")
        // Larger objects are checked by hashing rather than pairwise; both paths refuse repeats.
        let many = (0...JSONTapeParser.pairwiseKeyLimit).map { "\"k\($0)\": 0" }
        #expect(syntaxError("{" + many.joined(separator: ", ") + "}") == nil)
        #expect(syntaxError("{" + (many + [#""k3": 1"#]).joined(separator: ", ") + "}")?.message == #"the key "k3" appears twice in this object"#)
    }

    @Test func reportsWhereTheErrorIs() throws {
        let error = try #require(syntaxError("{\n  \"a\": [1,\n  2,]\n}"))
        #expect(error.line == 3)
        #expect(error.column == 5)
        #expect(error.description == "line 3, column 5: expected a value")
    }

    @Test func decodesEscapesAndUnicode() throws {
        let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u0041\u00e9\u0628", "\ud83d\ude00", "بِسْمِ", ""]"#
        let strings = try decode([String].self, text)
        #expect(strings == ["a\"b\\c/d\u{8}\u{c}\n\r\t", "Aéب", "😀", "بِسْمِ", ""])
    }

    @Test func readsNumbersExactly() throws {
        #expect(try decode([Int].self, "[0, -0, 42, -17, 9223372036854775807, -9223372036854775808, 2.0, 1e3]")
            == [0, 0, 42, -17, .max, .min, 2, 1000])
        #expect(try decode([Double].self, "[0.5, -1.25e2, 1E-2, 3]") == [0.5, -125, 0.01, 3])
        #expect(try decode(UInt8.self, "255") == 255)
        #expect(throws: DecodingError.self) { try decode(Int.self, "9223372036854775808") }
        #expect(throws: DecodingError.self) { try decode(UInt8.self, "256") }
        #expect(throws: DecodingError.self) { try decode(UInt.self, "-1") }
        #expect(throws: DecodingError.self) { try decode(Int.self, "1.5") }
        #expect(throws: DecodingError.self) { try decode(Double.self, "1e400") }
        #expect(throws: DecodingError.self) { try decode(Float.self, "1e300") }
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let depth = BundleJSONDecoder.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(syntaxError(deepest) == nil, "the deepest allowed nesting parses")
        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(syntaxError(tooDeep)?.message == "arrays and objects are nested more than \(depth) deep")
        // Far deeper input fails the same way instead of exhausting the stack.
        #expect(syntaxError(String(repeating: "[", count: 100_000)) != nil)
    }

    @Test func documentsLargerThanTheLimitAreRefusedBeforeReading() throws {
        #expect(throws: Never.self) { try JSONTape.checkSize(BundleJSONDecoder.maximumDocumentSize) }
        #expect(throws: JSONSyntaxError.self) { try JSONTape.checkSize(BundleJSONDecoder.maximumDocumentSize + 1) }
    }

    @Test func skipsSubtreesItDoesNotRead() throws {
        struct Picked: Decodable, Equatable { var b: Int }
        let text = #"{"a": {"x": [1, {"y": [2, 3]}], "z": null}, "c": [[], {}], "b": 7, "d": "e"}"#
        #expect(try decode(Picked.self, text) == Picked(b: 7))
    }
}
