import Testing
@testable import SanadLanguageServer

/// JSON-RPC and the LSP lifecycle as the specifications say: malformed messages, unknown
/// methods, requests before `initialize` and after `shutdown`, and `exit`'s status.
@Suite struct LanguageServerProtocolTests {
    static func errorCode(_ response: JSONValue) -> Int? { response["error"]?["code"]?.integer }

    @Test func contentThatIsNotJSONIsAParseErrorWithANullID() {
        let harness = ServerHarness()
        harness.server.handle(.message(Array("{\"jsonrpc\": \"2.0\", ".utf8)))
        let response = harness.output.take().first
        #expect(response?["error"]?["code"] == -32700)
        #expect(response?["id"] == .null)
    }

    @Test func aMalformedFrameIsAParseError() {
        let harness = ServerHarness()
        harness.server.handle(.malformed("the header has no Content-Length"))
        #expect(harness.output.take().first?["error"]?["code"] == -32700)
    }

    @Test func jsonThatIsNotARequestIsAnInvalidRequest() {
        let harness = ServerHarness()
        for message: JSONValue in [[1, 2], ["jsonrpc": "1.0", "id": 4, "method": "shutdown"], ["jsonrpc": "2.0", "id": 5], ["jsonrpc": "2.0", "id": [1], "method": "x"]] {
            harness.server.handle(message: message)
            let response = harness.output.take().first
            #expect(response?["error"]?["code"] == -32600, "\(message)")
        }
    }

    @Test func anUnknownRequestIsMethodNotFoundWithItsID() {
        let harness = ServerHarness()
        let response = harness.request("textDocument/rename", [:])
        #expect(Self.errorCode(response) == -32601)
        // The harness's initialize was request 1: this one is 2.
        #expect(response["id"] == 2)
        #expect(Self.errorCode(harness.request("$/somethingNew", [:])) == -32601)
    }

    @Test func unknownNotificationsAndResponsesAreIgnoredSilently() {
        let harness = ServerHarness()
        #expect(harness.notify("$/cancelRequest", ["id": 3]).isEmpty)
        #expect(harness.notify("workspace/somethingNew", [:]).isEmpty)
        harness.server.handle(message: ["jsonrpc": "2.0", "id": 9, "result": nil])
        #expect(harness.output.take().isEmpty)
    }

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() throws {
        let harness = ServerHarness(initialize: false)
        #expect(Self.errorCode(harness.request("textDocument/hover", [:])) == -32002)
        #expect(try harness.open(ServerHarness.lesson1).isEmpty)
        let initialized = harness.request("initialize", ["capabilities": [:]])
        #expect(initialized["result"]?["capabilities"]?["hoverProvider"] == true)
        #expect(Self.errorCode(harness.request("initialize", ["capabilities": [:]])) == -32600)
    }

    @Test func shutdownThenExitEndsWithStatusZero() {
        let harness = ServerHarness()
        #expect(harness.request("shutdown", nil)["result"] == .null)
        #expect(Self.errorCode(harness.request("textDocument/hover", [:])) == -32600)
        harness.notify("exit", nil)
        #expect(harness.server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownEndsWithStatusOne() {
        let harness = ServerHarness()
        harness.notify("exit", nil)
        #expect(harness.server.exitStatus == 1)
    }

    @Test func theRunLoopServesFramedInputAndStopsAtItsEnd() {
        let messages: [JSONValue] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "id": 2, "method": "nope"],
            ["jsonrpc": "2.0", "id": 3, "method": "shutdown"],
        ]
        let bytes = messages.flatMap { message -> [UInt8] in
            let content = message.serialized
            return Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
        } + Array("Content-Length: 5\r\n\r\n{oops".utf8)
        let collected = Collected()
        let server = LanguageServer(output: MessageWriter { collected.append($0) })
        let status = server.run(input: MemoryInput(bytes, chunk: 7))
        let responses = collected.take()
        #expect(responses.map { $0["id"] } == [1, 2, 3, .null])
        #expect(responses[1]["error"]?["code"] == -32601)
        #expect(responses[3]["error"]?["code"] == -32700)
        // The input ended after shutdown without exit: the protocol's exit rule applies to exit
        // only; an input that ends after shutdown is a clean end.
        #expect(status == 0)
    }

    @Test func utf8PositionsAreUsedWhenTheClientOffersThem() {
        let harness = ServerHarness(initialize: false)
        let answer = harness.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]])
        #expect(answer["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
    }
}
