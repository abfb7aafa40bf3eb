import Foundation
import SanadCompiler

/// Opening, changing and closing documents; the content folder each belongs to.
extension LanguageServer {
    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
        let document = OpenDocument(uri: uri, version: item["version"]?.integer ?? 0, text: Array(text.utf8))
        documents[uri] = document
        if let root = contentRoot(of: document) { pendingChecks.insert(root) }
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
        for change in params["contentChanges"]?.array ?? [] {
            do { try document.apply(change, encoding: encoding) } catch {
                // A change that cannot be applied leaves the text unknown: the document is
                // dropped (the file on disk is checked instead, and later edits are ignored until
                // it is opened again), and the author is told, rather than a wrong text checked.
                documents[uri] = nil
                if let root = contentRoot(of: document) { pendingChecks.insert(root) }
                sendNotification("window/showMessage", ["type": .integer(MessageType.error.rawValue),
                                                        "message": .string("sanad: could not apply an edit to \(uri) (\(error.message)); close and reopen it")])
                return
            }
        }
        document.version = params["textDocument"]?["version"]?.integer ?? document.version
        documents[uri] = document
        if let root = contentRoot(of: document) { pendingChecks.insert(root) }
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents.removeValue(forKey: uri) else { return }
        // The file on disk is what counts again.
        if let root = contentRoot(of: document) { pendingChecks.insert(root) }
    }

    /// The content folder of a document: the nearest folder at or above it holding `sanad.yaml`.
    func contentRoot(of document: OpenDocument) -> String? {
        guard let path = document.path else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        if let known = rootOfFolder[folder] { return known }
        let root = ContentDiscovery(workingDirectory: workingDirectory).contentRoot(containing: folder)
            .map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        rootOfFolder[folder] = root
        if let root, workspaces[root] == nil { workspaces[root] = Workspace(root: root) }
        return root
    }

    /// The open document a request names, or `InvalidParams`.
    func document(_ params: JSONValue) throws(ResponseError) -> OpenDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw ResponseError(.invalidParams, "the request names no textDocument.uri") }
        guard let document = documents[uri] else { throw ResponseError(.requestFailed, "the document \(uri) is not open") }
        return document
    }

    /// The document a request names and the byte offset of its `position`.
    func documentPosition(_ params: JSONValue) throws(ResponseError) -> (OpenDocument, Int) {
        let document = try document(params)
        return (document, try OpenDocument.offset(params["position"], in: document.lines, encoding: encoding))
    }

    /// The workspace a document belongs to, checked up to its current text.
    func checkedWorkspace(of document: OpenDocument) -> Workspace? {
        guard let root = contentRoot(of: document) else { return nil }
        if pendingChecks.contains(root) { checkPending() }
        return workspaces[root]
    }
}
