/// The outline of a source file, read from its lines so that it is there even while the file
/// does not parse: for a lesson, its phases (the body's headings), questions (`practice` items'
/// ids) and citation blocks (`> [!QURAN …]`, `> [!HADITH …]`); for a YAML file, its top-level
/// keys and the ids of list items.
struct DocumentOutline {
    /// One symbol: its name, LSP `SymbolKind`, and byte ranges (whole symbol; its name).
    struct Symbol: Equatable {
        enum Kind: Int { case namespace = 3, property = 7, field = 8, constant = 14, key = 20, object = 19 }
        var name: String
        var detail: String
        var kind: Kind
        var range: Range<Int>
        var selection: Range<Int>
    }

    /// The symbols of `lines`, in document order.
    static func symbols(of lines: LineTable, isMarkdown: Bool) -> [Symbol] {
        var symbols: [Symbol] = []
        var inFrontMatter = false
        var inPractice = false
        for index in 0..<lines.lineStarts.count {
            let start = lines.lineStarts[index], end = lines.lineEnd(index)
            let text = String(decoding: lines.bytes[start..<end], as: UTF8.self)
            if isMarkdown, index == 0, text == "---" { inFrontMatter = true; continue }
            if inFrontMatter, text == "---" || text == "..." { inFrontMatter = false; continue }
            if isMarkdown && !inFrontMatter {
                if text.hasPrefix("#") {
                    let name = String(text.drop { $0 == "#" }).trimmingCharacters(in: " ")
                    if !name.isEmpty { symbols.append(Symbol(name: name, detail: "phase", kind: .namespace, range: start..<end, selection: start..<end)) }
                } else if let open = text.range(of: "[!QURAN ") ?? text.range(of: "[!HADITH "), text.hasPrefix(">") {
                    let name = String(text[open.lowerBound...].dropFirst(2).prefix { $0 != "]" })
                    symbols.append(Symbol(name: name, detail: "citation", kind: .constant, range: start..<end, selection: start..<end))
                }
                continue
            }
            // YAML: the front matter or a whole YAML file.
            let indent = text.prefix { $0 == " " }.count
            let content = text.dropFirst(indent)
            if content.isEmpty || content.hasPrefix("#") { continue }
            if indent == 0 {
                inPractice = content.hasPrefix("practice:")
                if let colon = content.firstIndex(of: ":"), !content.hasPrefix("-") {
                    let key = String(content[..<colon])
                    if !isMarkdown, !key.isEmpty { symbols.append(Symbol(name: key, detail: "", kind: .key, range: start..<end, selection: start..<(start + key.utf8.count))) }
                }
            }
            if content.hasPrefix("- id:") || (content.hasPrefix("- {") && content.contains("id:")) {
                let afterID = content[content.range(of: "id:")!.upperBound...]
                let id = String(afterID.drop { $0 == " " }.prefix { !" ,}#".contains($0) })
                let quoted = id.trimmingCharacters(in: "\"'")
                guard !quoted.isEmpty else { continue }
                let kind: Symbol.Kind = isMarkdown ? (inPractice ? .field : .property) : .object
                let detail = isMarkdown ? (inPractice ? "question" : "citation") : "item"
                symbols.append(Symbol(name: quoted, detail: detail, kind: kind, range: start..<end, selection: start..<end))
            }
        }
        return symbols
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let first = s.first, set.contains(first) { s.removeFirst() }
        while let last = s.last, set.contains(last) { s.removeLast() }
        return String(s)
    }
}

/// `textDocument/documentSymbol`.
extension LanguageServer {
    func documentSymbols(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        let isMarkdown = document.uri.hasSuffix(".md")
        return .array(DocumentOutline.symbols(of: document.lines, isMarkdown: isMarkdown).map { symbol in
            var members: [String: JSONValue] = [
                "name": .string(symbol.name), "kind": .integer(symbol.kind.rawValue),
                "range": document.lines.range(symbol.range, encoding: encoding),
                "selectionRange": document.lines.range(symbol.selection, encoding: encoding),
            ]
            if !symbol.detail.isEmpty { members["detail"] = .string(symbol.detail) }
            return .object(members)
        })
    }
}
