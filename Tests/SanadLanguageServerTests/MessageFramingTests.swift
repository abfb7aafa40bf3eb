import Testing
@testable import SanadLanguageServer

/// The base protocol's framing: header fields, the empty line, exact content lengths.
@Suite struct MessageFramingTests {
    static func framed(_ content: String, header: String? = nil) -> [UInt8] {
        Array((header ?? "Content-Length: \(content.utf8.count)\r\n\r\n").utf8) + Array(content.utf8)
    }

    @Test func readsMessagesSplitAcrossReadsOneByteAtATime() {
        let bytes = Self.framed(#"{"a":1}"#) + Self.framed(#"{"b":"ü"}"#, header: "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 10\r\n\r\n")
        let reader = MessageReader(MemoryInput(bytes, chunk: 1))
        #expect(reader.next() == .message(Array(#"{"a":1}"#.utf8)))
        #expect(reader.next() == .message(Array(#"{"b":"ü"}"#.utf8)))
        #expect(reader.next() == .end)
    }

    @Test func aHeaderWithoutContentLengthIsMalformedAndTheNextMessageIsStillRead() {
        let bytes = Array("Content-Type: x\r\n\r\n".utf8) + Self.framed("{}")
        let reader = MessageReader(MemoryInput(bytes))
        guard case .malformed(let problem) = reader.next() else { Issue.record("expected a malformed frame"); return }
        #expect(problem.contains("no Content-Length"))
        #expect(reader.next() == .message(Array("{}".utf8)))
    }

    @Test func badLengthsAndHeaderLinesAreMalformed() {
        for header in ["Content-Length: -3\r\n\r\n", "Content-Length: ten\r\n\r\n", "no colon here\r\n\r\n"] {
            let reader = MessageReader(MemoryInput(Array(header.utf8) + Self.framed("[]")))
            guard case .malformed = reader.next() else { Issue.record("\(header) was accepted"); continue }
            #expect(reader.next() == .message(Array("[]".utf8)))
        }
    }

    /// A Content-Length shorter than its content leaves the rest where a header is due: it is
    /// reported and skipped to the next Content-Length, and every later message is read.
    @Test func aShortContentLengthLosesOneMessageNotTheSession() {
        let bytes = Self.framed(#"{"jsonrpc":"2.0","id":1,"method":"x"}"#, header: "Content-Length: 10\r\n\r\n")
            + Self.framed(#"{"id":2}"#) + Self.framed(#"{"id":3}"#)
        for chunk in [1, 7, 4096] {
            let reader = MessageReader(MemoryInput(bytes, chunk: chunk))
            #expect(reader.next() == .message(Array(#"{"jsonrpc""#.utf8)))
            guard case .malformed(let problem) = reader.next() else { Issue.record("expected the rest to be reported"); continue }
            #expect(problem.contains("outside any message"))
            #expect(reader.next() == .message(Array(#"{"id":2}"#.utf8)), "chunk \(chunk)")
            #expect(reader.next() == .message(Array(#"{"id":3}"#.utf8)))
            #expect(reader.next() == .end)
        }
    }

    /// The same when the message is longer than a header may be, and blank lines between
    /// messages are no problem at all.
    @Test func aShortContentLengthOnALargeMessageAndBlankLines() {
        let large = #"{"text":""# + String(repeating: "a", count: MessageReader.maximumHeaderBytes * 3) + #""}"#
        let bytes = Self.framed(large, header: "Content-Length: 10\r\n\r\n") + Self.framed(#"{"id":2}"#) + Array("\r\n\r\n".utf8) + Self.framed(#"{"id":3}"#)
        let reader = MessageReader(MemoryInput(bytes, chunk: 1000))
        #expect(reader.next() == .message(Array(large.utf8.prefix(10))))
        guard case .malformed = reader.next() else { Issue.record("expected the rest to be reported"); return }
        #expect(reader.next() == .message(Array(#"{"id":2}"#.utf8)))
        #expect(reader.next() == .message(Array(#"{"id":3}"#.utf8)), "blank lines before a header are passed over")
        #expect(reader.next() == .end)
    }

    /// Two Content-Length fields: which one is meant cannot be known, so the message is refused,
    /// and the reader finds the next one.
    @Test func twoContentLengthFieldsAreMalformed() {
        let bytes = Self.framed(#"{"id":1}"#, header: "Content-Length: 3\r\nContent-Length: 8\r\n\r\n") + Self.framed(#"{"id":2}"#)
        let reader = MessageReader(MemoryInput(bytes))
        guard case .malformed(let problem) = reader.next() else { Issue.record("expected a malformed frame"); return }
        #expect(problem.contains("two Content-Length"))
        guard case .malformed = reader.next() else { Issue.record("expected the orphaned content to be skipped"); return }
        #expect(reader.next() == .message(Array(#"{"id":2}"#.utf8)))
    }

    @Test func anOverlongHeaderIsSkippedToItsEnd() {
        let long = "X-Padding: " + String(repeating: "p", count: MessageReader.maximumHeaderBytes * 2) + "\r\n\r\n"
        let reader = MessageReader(MemoryInput(Array(long.utf8) + Self.framed("1"), chunk: 1000))
        guard case .malformed(let problem) = reader.next() else { Issue.record("expected a malformed frame"); return }
        #expect(problem.contains("longer than"))
        #expect(reader.next() == .message(Array("1".utf8)))
    }

    @Test func anOversizedMessageIsSkippedWithoutBeingKept() {
        let size = MessageReader.maximumContentBytes + 1
        let reader = MessageReader(MemoryInput(Array("Content-Length: \(size)\r\n\r\n".utf8) + [UInt8](repeating: 32, count: size) + Self.framed("2")))
        guard case .malformed(let problem) = reader.next() else { Issue.record("expected a malformed frame"); return }
        #expect(problem.contains("larger than"))
        #expect(reader.next() == .message(Array("2".utf8)))
    }

    @Test func theInputEndingInsideAMessageEndsTheSession() {
        let reader = MessageReader(MemoryInput(Array("Content-Length: 10\r\n\r\n{}".utf8)))
        #expect(reader.next() == .end)
    }

    @Test func theWriterFramesWholeMessagesWithTheirByteLength() {
        let collected = Collected()
        MessageWriter { collected.append($0) }.send(["text": "ص", "n": 1])
        #expect(collected.take() == [["n": 1, "text": "ص"]])
        var bytes: [UInt8] = []
        MessageWriter { bytes += $0 }.send(["text": "ص"])
        #expect(String(decoding: bytes, as: UTF8.self) == "Content-Length: 13\r\n\r\n{\"text\":\"ص\"}")
    }

    @Test func serialisationEscapesWhatJSONRequires() throws {
        let value: JSONValue = ["s": "a\"b\\c\n\u{1}", "d": .number(0.5), "i": -3, "b": false, "z": nil, "a": [1, "x"]]
        let text = String(decoding: value.serialized, as: UTF8.self)
        #expect(text == #"{"a":[1,"x"],"b":false,"d":0.5,"i":-3,"s":"a\"b\\c\n\u0001","z":null}"#)
        #expect(try JSONValue(parsing: value.serialized) == value)
    }
}
