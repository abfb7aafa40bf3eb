import SanadDiagnostics
import Testing

@Suite struct SourceFileTests {
    @Test func linesEndAtLFCRLFAndLoneCR() {
        let file = SourceFile(path: "t", text: "a\nb\r\nc\rd")
        #expect(file.lineCount == 4)
        #expect((1...4).map { file.text(ofLine: $0) } == ["a", "b", "c", "d"])
        #expect(file.location(of: 7).line == 4)
        #expect(Array(file.lineStarts) == [0, 2, 5, 7])
        #expect(Array(SourceFile(path: "t", text: "").lineStarts) == [0])
        #expect(Array(SourceFile(path: "t", text: "\r\r\n\n").lineStarts) == [0, 1, 3, 4])
    }

    @Test func lineStartsAreHeldInSixteenBitsUpTo64KiBAndInThirtyTwoBeyond() {
        // The last line of each starts at the file's end, the largest offset held.
        for (size, short) in [(65_535, true), (65_536, false), (200_001, false)] {
            let line = String(repeating: "x", count: 99) + "\n"
            let text = String(repeating: line, count: size / 100) + String(repeating: "y", count: size % 100 - 1) + "\n"
            let file = SourceFile(path: "t", text: text)
            #expect(file.bytes.count == size)
            #expect(file.lineStarts.isShort == short, "\(size) bytes")
            let expected = [0] + file.bytes.indices.filter { file.bytes[$0] == 0x0A }.map { $0 + 1 }
            #expect(Array(file.lineStarts) == expected, "\(size) bytes")
            #expect(file.location(of: size - 1) == SourceLocation(line: size / 100 + 1, column: size % 100, offset: size - 1))
        }
    }

    @Test func rangesHoldTheirOffsetsClampedToThirtyTwoBits() {
        let file = SourceFile(path: "t", text: "abc")
        let range = SourceRange(file: file, start: 1, end: 3)
        #expect((range.start, range.end, range.text) == (1, 3, "bc"))
        #expect(SourceRange(file: file, start: 2, end: 1).end == 2, "an end before the start is the start")
        #expect(SourceRange(file: file, start: -4, end: 1 << 40).bytes == 0..<Int(UInt32.max))
        // Every located value of a lowered corpus holds a range: the file's reference and two
        // 32-bit offsets.
        #expect(MemoryLayout<SourceRange>.size == 16)
        #expect(MemoryLayout<SourceRange?>.size == 16)
    }

    @Test func columnsCountScalarsAndSkipTheBOM() {
        let file = SourceFile(path: "t", text: "\u{FEFF}بسم x\né=1")
        #expect(file.byteOrderMarkLength == 3)
        let x = file.bytes.firstIndex(of: UInt8(ascii: "x"))!
        #expect(file.location(of: x) == SourceLocation(line: 1, column: 5, offset: x))
        #expect(file.text(ofLine: 1) == "بسم x")
        let equals = file.bytes.firstIndex(of: UInt8(ascii: "="))!
        #expect(file.location(of: equals).column == 2)
        #expect(file.location(of: 3).column == 1, "the first character after the BOM is column 1")
    }

    @Test func offsetsRoundTrip() {
        let file = SourceFile(path: "t", text: "one\r\nتجربة two\n")
        for offset in [0, 2, 5, 15, file.bytes.count] {
            let location = file.location(of: offset)
            #expect(file.offset(line: location.line, column: location.column) == offset)
        }
        #expect(file.offset(line: 2, byteColumn: 12) == 5 + 11)
    }

    @Test func offsetInsideAMultibyteScalarBelongsToIt() {
        let file = SourceFile(path: "t", text: "aب")
        #expect(file.location(of: 2).column == 2)
    }

    @Test func diagnosticsSortByFileThenPosition() {
        let a = SourceFile(path: "a.yaml", text: "x: 1\ny: 2\n")
        let b = SourceFile(path: "b.yaml", text: "x: 1\n")
        let code = DiagnosticCode(id: "T0001", name: "t", group: .file, severity: .error, summary: "", example: "")
        let diagnostics = [
            Diagnostic(code, "b", at: SourceRange(file: b, start: 0, end: 1)),
            Diagnostic(code, "a2", at: SourceRange(file: a, start: 5, end: 6)),
            Diagnostic(code, "a1", at: SourceRange(file: a, start: 0, end: 1)),
        ].sortedForOutput()
        #expect(diagnostics.map(\.message) == ["a1", "a2", "b"])
        #expect(diagnostics.errorCount == 3 && diagnostics.warningCount == 0)
    }
}
