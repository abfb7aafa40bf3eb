import Foundation
import SanadCompiler
import SanadDiagnostics

/// `sanad lsp`: a Language Server Protocol 3.17 server for Sanad content, over the base
/// protocol's framed JSON-RPC messages (hand-written: no maintained Swift LSP library is among
/// the packages this project may depend on).
///
/// One thread handles messages in order; a reader thread only frames them. After a change the
/// documents are checked when no message is waiting, so a burst of keystrokes costs one check.
/// Each content folder (the nearest `sanad.yaml` above an open file) has its own resident
/// `CompilationEngine`; open documents are checked from their editor text, never from disk, and
/// the server never writes a file: edits reach files only through the client.
public final class LanguageServer {
    /// Where the server is in the protocol's lifecycle.
    public enum State: Sendable, Equatable {
        /// Before `initialize`: requests are answered with `ServerNotInitialized`.
        case uninitialized
        /// Between `initialize` and `shutdown`.
        case running
        /// After `shutdown`: requests are invalid; `exit` ends the process with status 0.
        case shuttingDown
    }

    let output: MessageWriter
    /// Where the working directory is (relative paths in tests).
    let workingDirectory: String
    /// The lifecycle state.
    public private(set) var state = State.uninitialized
    /// The process's exit status, once the session has ended (`exit`, or the end of the input).
    public private(set) var exitStatus: Int32?
    var encoding = PositionEncoding.utf16
    var documents: [String: OpenDocument] = [:]
    var workspaces: [String: Workspace] = [:]
    /// Content folders with a change not yet checked.
    var pendingChecks: Set<String> = []
    /// The diagnostics each content folder last published, by document (those with none are
    /// left out): a check sends only what changed, besides the open documents.
    var published: [String: [String: [JSONValue]]] = [:]
    /// The content folder of each folder holding an open document (nil: none above it).
    var rootOfFolder: [String: String?] = [:]
    /// Whether the client watches files for the server when asked (dynamic registration).
    var watchesFiles = false

    /// A server writing its messages to `output`.
    public init(output: MessageWriter, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.output = output
        self.workingDirectory = workingDirectory
    }

    /// Serves the messages of `input` until `exit` or the end of the input; returns the exit
    /// status (0 after `shutdown`, else 1, as the protocol asks).
    public func run(input: ByteInput) -> Int32 {
        let frames = FrameQueue()
        let reader = MessageReader(input)
        // The reader is used by this thread only, from here on.
        nonisolated(unsafe) let owned = reader
        let thread = Thread {
            while true {
                let frame = owned.next()
                frames.push(frame)
                if frame == .end { return }
            }
        }
        thread.start()
        while exitStatus == nil {
            handle(frames.pop())
            if exitStatus == nil, frames.isEmpty { checkPending() }
        }
        return exitStatus ?? 1
    }

    /// Handles one frame from the reader.
    public func handle(_ frame: MessageReader.Frame) {
        switch frame {
        case .end: exitStatus = exitStatus ?? (state == .shuttingDown ? 0 : 1)
        case .malformed(let problem): respond(id: .null, .failure(ResponseError(.parseError, problem)))
        case .message(let bytes):
            do {
                handle(message: try JSONValue(parsing: bytes))
            } catch {
                respond(id: .null, .failure(ResponseError(.parseError, "the message is not JSON: \(error.message)")))
            }
        }
    }

    /// Handles one JSON-RPC message: a request is answered, a notification acted on, a response
    /// (the server sends no requests) ignored, anything else answered with `InvalidRequest`.
    public func handle(message: JSONValue) {
        guard case .object(let members) = message, members["jsonrpc"] == "2.0" else {
            respond(id: Self.validID(message["id"]) ?? .null, .failure(ResponseError(.invalidRequest, "a message must be an object with \"jsonrpc\": \"2.0\"")))
            return
        }
        let id = members["id"]
        if let id, Self.validID(id) == nil {
            respond(id: .null, .failure(ResponseError(.invalidRequest, "a request id must be an integer or a string")))
            return
        }
        guard let method = members["method"]?.string else {
            if id != nil, members["result"] != nil || members["error"] != nil { return }
            respond(id: id ?? .null, .failure(ResponseError(.invalidRequest, "a request must have a \"method\" string")))
            return
        }
        let params = members["params"] ?? .null
        if let id {
            let answer: Result<JSONValue, ResponseError>
            answer = answerRequest(method, params: params)
            respond(id: id, answer)
        } else {
            notify(method, params: params)
        }
    }

    private static func validID(_ id: JSONValue?) -> JSONValue? {
        switch id {
        case .integer?, .string?: return id
        default: return nil
        }
    }

    private func answerRequest(_ method: String, params: JSONValue) -> Result<JSONValue, ResponseError> {
        switch state {
        case .uninitialized where method != "initialize":
            return .failure(ResponseError(.serverNotInitialized, "the server is not initialized: send initialize first"))
        case .shuttingDown:
            return .failure(ResponseError(.invalidRequest, "the server is shutting down"))
        default: break
        }
        do {
            switch method {
            case "initialize":
                guard state == .uninitialized else { throw ResponseError(.invalidRequest, "initialize was already sent") }
                return .success(initialize(params))
            case "shutdown":
                state = .shuttingDown
                return .success(.null)
            case "textDocument/completion": return .success(try completion(params))
            case "textDocument/hover": return .success(try hover(params))
            case "textDocument/definition": return .success(try definition(params))
            case "textDocument/codeAction": return .success(try codeActions(params))
            case "textDocument/documentSymbol": return .success(try documentSymbols(params))
            default: throw ResponseError(.methodNotFound, "the method '\(method)' is not supported")
            }
        } catch let error as ResponseError {
            return .failure(error)
        } catch {
            return .failure(ResponseError(.internalError, "\(error)"))
        }
    }

    private func notify(_ method: String, params: JSONValue) {
        if method == "exit" {
            exitStatus = state == .shuttingDown ? 0 : 1
            return
        }
        // Before initialize, notifications are dropped (the protocol's rule); unknown ones and
        // `$/` ones (cancellation, trace) are free to be ignored.
        guard state == .running else { return }
        switch method {
        case "initialized": registerFileWatching()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": diskChanged([(params["textDocument"]?["uri"]?.string, true)])
        case "workspace/didChangeWatchedFiles":
            // `type` 2 is a file changed; 1 and 3 are a file created and deleted.
            diskChanged((params["changes"]?.array ?? [.null]).map { ($0["uri"]?.string, $0["type"]?.integer == 2) })
        default: break
        }
    }

    /// Files changed on disk. One changed in place inside a content folder (a save, a watched
    /// file's change) is read again by the folder's next check, which looks at nothing else on
    /// disk; anything else (a file created or deleted, one outside every content folder, an event
    /// that names no file) makes every folder's next check look at the whole disk.
    func diskChanged(_ changes: [(uri: String?, inPlace: Bool)]) {
        for change in changes {
            let path = change.uri.flatMap(OpenDocument.path(ofURI:))
            let holders = workspaces.filter { root, _ in path?.hasPrefix(root + "/") == true }
            // A path through a link names the file another way than the folder's walk may.
            let named = change.uri.flatMap(URL.init(string:)).map { URL(fileURLWithPath: $0.path).standardizedFileURL.path }
            guard change.inPlace, let path, !holders.isEmpty, named == path else {
                for workspace in workspaces.values { workspace.diskMayHaveChanged = true }
                continue
            }
            for workspace in holders.values { workspace.changedOnDisk.insert(path) }
        }
        pendingChecks.formUnion(workspaces.keys)
    }

    func respond(id: JSONValue, _ answer: Result<JSONValue, ResponseError>) {
        switch answer {
        case .success(let result): output.send(["jsonrpc": "2.0", "id": id, "result": result])
        case .failure(let error): output.send(["jsonrpc": "2.0", "id": id, "error": error.json])
        }
    }

    func sendNotification(_ method: String, _ params: JSONValue) {
        output.send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        state = .running
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        watchesFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == true
        encoding = PositionEncoding.negotiated(clientOffers: offered)
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": .integer(TextDocumentSyncKind.incremental.rawValue), "save": ["includeText": false]],
                "completionProvider": ["triggerCharacters": [" ", ":", "[", ",", "-"]],
                "hoverProvider": true,
                "definitionProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentSymbolProvider": true,
            ],
            "serverInfo": ["name": "sanad", "version": .string(SanadVersion.current)],
        ]
    }
}

/// Frames handed from the reader thread to the handling thread. Every access to `frames` holds
/// `condition`'s lock.
final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [MessageReader.Frame] = []

    func push(_ frame: MessageReader.Frame) {
        condition.lock()
        frames.append(frame)
        condition.signal()
        condition.unlock()
    }

    func pop() -> MessageReader.Frame {
        condition.lock()
        defer { condition.unlock() }
        while frames.isEmpty { condition.wait() }
        return frames.removeFirst()
    }

    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return frames.isEmpty
    }
}

/// Asking the client to report changes made outside the editor.
extension LanguageServer {
    /// Registers `workspace/didChangeWatchedFiles` for the content kinds' files and media when the
    /// client can watch files for the server; without it, a change on disk is seen at the next save
    /// or within `Workspace.diskRescanInterval` of an edit.
    func registerFileWatching() {
        guard watchesFiles else { return }
        output.send([
            "jsonrpc": "2.0", "id": "sanad-watch", "method": "client/registerCapability",
            "params": ["registrations": [[
                "id": "sanad-watched-files", "method": "workspace/didChangeWatchedFiles",
                // Media too: a recording or picture an approval covers makes it stale.
                "registerOptions": ["watchers": [["globPattern": "**/*.{md,yaml,yml,json,xml,xlf,xliff,txt,jsonl,wav,wave,mp3,m4a,aac,mp4,ogg,oga,opus,png,jpg,jpeg,gif,webp,svg,riv}"]]],
            ]]],
        ])
    }
}
