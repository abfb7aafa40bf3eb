import SanadCompiler
import SanadDiagnostics

/// `textDocument/definition`: from an id where one is referenced (`requires`, `subtopic`, a
/// reviewer, an achievement's target, …) to the place that defines it. What is a reference and
/// what a definition is what the content kinds declare (`ContentKind.references`,
/// `definitions`), so a new kind's ids are navigable without a change here.
extension LanguageServer {
    func definition(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let (document, offset) = try documentPosition(params)
        guard let workspace = checkedWorkspace(of: document), let path = document.path, let corpus = workspace.result?.corpus else { return .null }
        let references = ContentKinds.all.flatMap { $0.references(in: corpus) }
        guard let reference = references.first(where: { reference in
            let range = reference.id.range
            return workspace.absolute(range.file.path) == path && range.start <= offset && offset <= range.end
        }) else { return .null }
        for kind in ContentKinds.all {
            for definitions in kind.definitions(in: corpus) where definitions.space == reference.space {
                guard let defined = definitions.ids.first(where: { $0.value == reference.id.value }) else { continue }
                let target = workspace.absolute(defined.range.file.path)
                let uri = documents.values.first { $0.path == target }?.uri ?? OpenDocument.uri(ofPath: target)
                return ["uri": .string(uri), "range": LineTable(defined.range.file).range(defined.range.start..<defined.range.end, encoding: encoding)]
            }
        }
        return .null
    }
}
