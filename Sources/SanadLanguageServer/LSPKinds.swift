/// The protocol's numbered kinds that the server sends, by name.

/// `DiagnosticSeverity`.
enum DiagnosticSeverity: Int {
    case error = 1, warning = 2, information = 3, hint = 4
}

/// `TextDocumentSyncKind`.
enum TextDocumentSyncKind: Int {
    case none = 0, full = 1, incremental = 2
}

/// `MessageType` of `window/showMessage`.
enum MessageType: Int {
    case error = 1, warning = 2, info = 3, log = 4
}

/// The `CompletionItemKind`s the server uses.
enum CompletionItemKind: Int {
    case function = 3, field = 5, property = 10, value = 12, enumMember = 20, reference = 18
}
