import Foundation
@testable import SanadLanguageServer
import _SanadTestSupport

/// Bytes in memory, handed out `chunk` bytes at a time (1 tests framing across reads).
final class MemoryInput: ByteInput {
    private let bytes: [UInt8]
    private var position = 0
    private let chunk: Int
    init(_ bytes: [UInt8], chunk: Int = 1 << 16) {
        self.bytes = bytes
        self.chunk = chunk
    }
    func read(maximum: Int) -> [UInt8] {
        let count = min(maximum, chunk, bytes.count - position)
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }
}

/// Framed messages written by a server, collected and parsed back. Every access to `bytes`
/// holds `lock`.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ more: [UInt8]) {
        lock.lock()
        bytes += more
        lock.unlock()
    }

    /// Every message written so far, in order, taken out of the collection.
    func take() -> [JSONValue] {
        lock.lock()
        let all = bytes
        bytes = []
        lock.unlock()
        let reader = MessageReader(MemoryInput(all))
        var messages: [JSONValue] = []
        while case .message(let content) = reader.next() { messages.append(try! JSONValue(parsing: content)) }
        return messages
    }
}

/// A language server driven message by message, as its run loop drives it: after notifications,
/// pending checks run (the loop runs them when no message is waiting).
final class ServerHarness {
    let server: LanguageServer
    let output = Collected()
    private var nextID = 1

    /// The fixture project: two lessons of the sample content.
    static let project = Fixtures.path("Fixtures/project")
    static let lesson1 = project + "/categories/backbiting/01-what-is-ghibah.md"
    static let lesson2 = project + "/categories/backbiting/02-why-we-backbite.md"
    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    init(initialize: Bool = true, encodings: [String] = []) {
        let output = self.output
        server = LanguageServer(output: MessageWriter { output.append($0) })
        if initialize {
            _ = request("initialize", ["capabilities": ["general": ["positionEncodings": .array(encodings.map { .string($0) })]]])
            notify("initialized", [:])
        }
    }

    /// Sends a request; returns the response.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        server.handle(message: ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params])
        let messages = output.take()
        return messages.first { $0["id"] == .integer(id) } ?? .null
    }

    /// Sends a notification, runs pending checks; returns what the server sent.
    @discardableResult
    func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        server.handle(message: ["jsonrpc": "2.0", "method": .string(method), "params": params])
        if server.exitStatus == nil { server.checkPending() }
        return output.take()
    }

    /// Opens a document with `text` (by default, the file's own text).
    @discardableResult
    func open(_ path: String, text: String? = nil) throws -> [JSONValue] {
        let content = try text ?? String(contentsOfFile: path, encoding: .utf8)
        return notify("textDocument/didOpen", ["textDocument": ["uri": .string(Self.uri(path)), "languageId": "markdown", "version": 1, "text": .string(content)]])
    }

    /// Replaces a document's whole text.
    @discardableResult
    func change(_ path: String, to text: String, version: Int = 2) -> [JSONValue] {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri(path)), "version": .integer(version)], "contentChanges": [["text": .string(text)]]])
    }

    /// The diagnostics published for `path` among `messages`.
    static func diagnostics(for path: String, in messages: [JSONValue]) -> [JSONValue]? {
        messages.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri(path) }?["params"]?["diagnostics"]?.array
    }

    /// A position in the protocol's terms: zero-based line, UTF-16 character.
    static func position(of marker: String, in marked: MarkedText) -> JSONValue {
        let offset = marked.offsets[marker]!
        let prefix = Array(marked.text.utf8)[..<offset]
        let line = prefix.count { $0 == UInt8(ascii: "\n") }
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let character = String(decoding: prefix[lineStart...], as: UTF8.self).utf16.count
        return ["line": .integer(line), "character": .integer(character)]
    }
}
