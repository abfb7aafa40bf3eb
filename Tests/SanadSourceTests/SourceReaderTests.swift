import Foundation
import SanadDiagnostics
import SanadSource
import Testing

@Suite struct SourceReaderTests {
    private func temporaryFile(bytes: Int) throws -> String {
        let path = NSTemporaryDirectory() + "sanad-size-\(UUID().uuidString).yaml"
        try Data(repeating: UInt8(ascii: "a"), count: bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func fileSizeLimit() throws {
        let atLimit = try temporaryFile(bytes: SourceLimits.maxFileBytes)
        defer { try? FileManager.default.removeItem(atPath: atLimit) }
        #expect((try? SourceReader.read(path: atLimit).get())?.bytes.count == SourceLimits.maxFileBytes)

        let over = try temporaryFile(bytes: SourceLimits.maxFileBytes + 1)
        defer { try? FileManager.default.removeItem(atPath: over) }
        guard case .failure(let diagnostic) = SourceReader.read(path: over, displayPath: "big.yaml") else {
            Issue.record("a file over the limit was read")
            return
        }
        #expect(diagnostic.code == SourceDiagnostics.fileTooLarge)
        #expect(diagnostic.path == "big.yaml")
        #expect(diagnostic.location?.line == 1 && diagnostic.location?.column == 1)
    }

    @Test func missingFileIsADiagnostic() {
        guard case .failure(let diagnostic) = SourceReader.read(path: "/nonexistent/sanad.yaml") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(diagnostic.code == SourceDiagnostics.unreadableFile)
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() {
        // "title: caf" then a lone Latin-1 é (0xE9) on line 2, column 10.
        let bytes = Array("id: x\ntitle: caf".utf8) + [0xE9] + Array("\n".utf8)
        let diagnostic = SourceReader.checkEncoding(SourceFile(path: "t.yaml", bytes: bytes))
        #expect(diagnostic?.code == SourceDiagnostics.invalidUTF8)
        #expect(diagnostic?.location?.line == 2)
        #expect(diagnostic?.location?.column == 11)
        #expect(diagnostic?.message.contains("0xE9") == true)
    }

    @Test func utf8ValidationRejectsOverlongSurrogatesAndTruncation() {
        #expect(UTF8Validation.firstInvalidOffset(in: Array("بسم الله ✓ 😀".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidOffset(in: [0x41, 0xC0, 0x80]) == 1, "overlong NUL")
        #expect(UTF8Validation.firstInvalidOffset(in: [0xED, 0xA0, 0x80]) == 0, "surrogate")
        #expect(UTF8Validation.firstInvalidOffset(in: [0x41, 0x42, 0xE2, 0x82]) == 2, "truncated")
        #expect(UTF8Validation.firstInvalidOffset(in: [0xF4, 0x90, 0x80, 0x80]) == 0, "above U+10FFFF")
        #expect(UTF8Validation.firstInvalidOffset(in: [0xE2, 0x28, 0xA1]) == 0, "bad continuation")
    }
}

@Suite struct BidiControlTests {
    @Test func rawBidiControlsAreLocatedErrorsAndEscapesAreNot() {
        let text = "title: \"abc\u{202E}def\"\nprompt: \"x\\u2067y\"\nnote: a\u{2069}\n"
        let file = SourceFile(path: "q.yaml", text: text)
        let found = SourceReader.bidiControls(in: file)
        #expect(found.map(\.message) == ["an invisible bidirectional control character U+202E", "an invisible bidirectional control character U+2069"])
        #expect(found.compactMap(\.location).map { "\($0.line):\($0.column)" } == ["1:12", "3:8"])
        #expect(found.allSatisfy { $0.code == SourceDiagnostics.bidiControl })
        #expect(SourceReader.bidiControls(in: SourceFile(path: "a.md", text: "Arabic عربي and English, \u{200F} a mark is fine\n")).isEmpty)
    }
}
