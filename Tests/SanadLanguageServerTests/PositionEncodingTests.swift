import Testing
@testable import SanadLanguageServer

/// Positions in the protocol's terms and byte offsets, both ways: UTF-16 and UTF-8 characters,
/// Arabic and emoji, CRLF and lone CR line ends, and positions past a line or the text.
@Suite struct PositionEncodingTests {
    static let text = Array("ص😀x\r\nب\rend".utf8)

    @Test func linesEndAtLFCRLFAndALoneCR() {
        let lines = LineTable(Self.text)
        #expect(Array(lines.lineStarts) == [0, 9, 12])
        #expect(lines.lineEnd(0) == 7)
        #expect(lines.lineEnd(1) == 11)
        #expect(lines.lineEnd(2) == Self.text.count)
    }

    @Test func utf16CountsSurrogatePairsAndUTF8CountsBytes() {
        let lines = LineTable(Self.text)
        // After "ص😀": UTF-16 1 + 2 units, UTF-8 2 + 4 bytes.
        #expect(lines.position(of: 6, encoding: .utf16) == (0, 3))
        #expect(lines.position(of: 6, encoding: .utf8) == (0, 6))
        #expect(lines.offset(line: 0, character: 3, encoding: .utf16) == 6)
        #expect(lines.offset(line: 0, character: 6, encoding: .utf8) == 6)
        #expect(lines.offset(line: 1, character: 1, encoding: .utf16) == 11)
        #expect(lines.offset(line: 2, character: 1, encoding: .utf32) == 13)
    }

    @Test func positionsPastALineOrTheTextAreClamped() {
        let lines = LineTable(Self.text)
        #expect(lines.offset(line: 0, character: 99, encoding: .utf16) == 7)
        #expect(lines.offset(line: 1, character: Int.max, encoding: .utf8) == 11)
        #expect(lines.offset(line: 1, character: Int.max, encoding: .utf16) == 11)
        #expect(lines.offset(line: 9, character: 0, encoding: .utf16) == Self.text.count)
        #expect(lines.offset(line: -1, character: -5, encoding: .utf8) == 0)
        // Invalid UTF-8 never moves an offset past its line.
        let broken = LineTable([0xE0, 0x80, 0x41, 0x0A, 0x42])
        #expect(broken.offset(line: 0, character: 10, encoding: .utf16) == 3)
    }

    @Test func anIncrementalEditOnAnArabicLineLandsOnItsCharacters() throws {
        var document = OpenDocument(uri: "file:///x.md", version: 1, text: Array("title: غيبة\r\nnext\n".utf8))
        // Replace "يب" (UTF-16 characters 8 to 10 of line 0).
        try document.apply(["range": ["start": ["line": 0, "character": 8], "end": ["line": 0, "character": 10]], "text": "X"], encoding: .utf16)
        #expect(String(decoding: document.text, as: UTF8.self) == "title: غXة\r\nnext\n")
        try document.apply(["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 4]], "text": "ص"], encoding: .utf16)
        #expect(String(decoding: document.text, as: UTF8.self) == "title: غXة\r\nص\n")
        #expect(throws: ResponseError.self) { try document.apply(["range": ["start": ["line": 1, "character": 1], "end": ["line": 0, "character": 0]], "text": ""], encoding: .utf16) }
    }
}
