import SanadDiagnostics

/// `textDocument/codeAction`: the fix-its of the diagnostics at the requested range, as quick
/// fixes the client applies (the server itself never writes a file).
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        guard let workspace = checkedWorkspace(of: document), let path = document.path, let result = workspace.result else { return [] }
        let start = try OpenDocument.offset(params["range"]?["start"], in: document.lines, encoding: encoding)
        let end = try OpenDocument.offset(params["range"]?["end"], in: document.lines, encoding: encoding)
        let uriOfPath = [path: document.uri]
        var actions: [JSONValue] = []
        for diagnostic in result.diagnostics where !diagnostic.fixIts.isEmpty {
            guard let range = diagnostic.range, workspace.absolute(range.file.path) == path,
                  range.start <= end, start <= range.end else { continue }
            let lsp = lspDiagnostic(diagnostic, workspace: workspace, uriOfPath: uriOfPath)
            for (index, fixIt) in diagnostic.fixIts.enumerated() {
                var changes: [String: [JSONValue]] = [:]
                for replacement in fixIt.replacements {
                    let target = workspace.absolute(replacement.range.file.path)
                    let uri = target == path ? document.uri : OpenDocument.uri(ofPath: target)
                    changes[uri, default: []].append([
                        "range": LineTable(replacement.range.file).range(replacement.range.start..<replacement.range.end, encoding: encoding),
                        "newText": .string(replacement.text),
                    ])
                }
                actions.append([
                    "title": .string(fixIt.summary),
                    "kind": "quickfix",
                    "diagnostics": [lsp],
                    "isPreferred": .bool(index == 0 && diagnostic.fixIts.count == 1),
                    "edit": ["changes": .object(changes.mapValues { .array($0) })],
                ])
            }
        }
        return .array(actions)
    }
}
