import SanadDiagnostics
import SanadSource
import Testing

@Suite struct JSONParserTests {
    @Test func parsesValuesWithRanges() throws {
        let root = try JSONParser.parse(text: #"{"a": [1, 2.5, -3e2], "b": "x\u00e9\ud83d\ude00", "c": null, "d": true}"#).get()
        let a = try #require(root["a"]?.elements)
        #expect(a.count == 3)
        if case .number(let n) = a[1].value { #expect(n.double == 2.5 && !n.isInteger) }
        if case .number(let n) = a[2].value { #expect(n.int == -300) }
        #expect(root["b"]?.string == "xé😀")
        #expect(root.member("b")?.keyRange.text == "\"b\"")
        #expect(a[0].range.text == "1")
    }

    @Test func integralFloatsAreIntegers() throws {
        let root = try JSONParser.parse(text: "[1.0, 12345678901234567890]").get()
        guard case .number(let one) = root.elements?[0].value, case .number(let big) = root.elements?[1].value else {
            Issue.record("not numbers")
            return
        }
        #expect(one.isInteger && one.int == 1)
        #expect(big.isInteger && big.literal == "12345678901234567890")
    }

    @Test(arguments: ["{\"a\": 1,}", "[1 2]", "{a: 1}", "\"unterminated", "01", "tru", "[1] x", "{\"a\" 1}"])
    func rejectsInvalidJSON(_ text: String) {
        guard case .failure(let error) = JSONParser.parse(text: text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(error.diagnostic.code == SourceDiagnostics.jsonSyntax)
        #expect(error.diagnostic.location != nil)
    }

    @Test func duplicateKeysAreErrors() {
        guard case .failure(let error) = JSONParser.parse(text: "{\"a\": 1,\n \"a\": 2}") else {
            Issue.record("accepted a duplicate key")
            return
        }
        #expect(error.diagnostic.code == SourceDiagnostics.duplicateKey)
        #expect(error.diagnostic.location?.line == 2)
    }

    @Test func depthLimit() {
        let deep = String(repeating: "[", count: JSONParser.maxDepth + 1) + String(repeating: "]", count: JSONParser.maxDepth + 1)
        #expect((try? JSONParser.parse(text: deep).get()) == nil)
        let ok = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        #expect((try? JSONParser.parse(text: ok).get()) != nil)
    }
}
