import Foundation
import SanadCitations
import SanadCompiler
import SanadDiagnostics

/// `textDocument/completion`: in YAML (a lesson's front matter or a YAML source) the keys and
/// enumeration values the kind's schema allows, and ids where the kinds declare references
/// (`requires`, `subtopic`, reviewers, achievements' targets, …); in a Markdown body after
/// `[!QURAN `, and after a `quran:` key, the surahs by number and name.
extension LanguageServer {
    func completion(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let (document, offset) = try documentPosition(params)
        guard let path = document.path, let root = contentRoot(of: document),
              let kind = SourceKind.classify(relativePath: String(path.dropFirst(root.count + 1))) else { return [] }
        let lines = document.lines
        let line = lines.line(of: offset)
        let typed = String(decoding: lines.bytes[lines.lineStarts[line]..<offset], as: UTF8.self)
        let frontMatter = kind.isMarkdown ? Self.frontMatterLines(lines) : 0..<lines.lineStarts.count
        guard let frontMatter, frontMatter.contains(line) else {
            if let partial = typed.range(of: "[!QURAN ", options: .backwards).map({ typed[$0.upperBound...] }), !partial.contains("]") {
                return .array(Self.surahItems())
            }
            return []
        }
        guard let position = YAMLPosition.at(offset, in: lines, firstLine: frontMatter.lowerBound) else { return [] }
        let schema = SchemaCompletion(schemaName: kind.schemaName)
        var items: [JSONValue] = []
        switch position.expecting {
        case .key:
            // Keys the mapping already has are not offered again.
            let column = LineShape(typed)?.keyColumn ?? 0
            let written = YAMLPosition.siblingKeys(of: line, column: column, in: lines, within: frontMatter)
            items = schema.keys(at: position.path).filter { !written.contains($0.text) }
                .map { Self.item($0.text, detail: $0.detail, kind: .property, insert: $0.text + ": ") }
        case .value(let key):
            if key == "quran" { return .array(Self.surahItems()) }
            items = schema.values(at: position.path).map { Self.item($0.text, detail: $0.detail, kind: .enumMember) }
            items += idItems(forKey: key, kind: kind, document: document, lessonIDs: schema.expectsLessonID(at: position.path))
        case .item:
            items = schema.values(at: position.path + [.item]).map { Self.item($0.text, detail: $0.detail, kind: .enumMember) }
            items += schema.keys(at: position.path + [.item]).map { Self.item($0.text, detail: $0.detail, kind: .property, insert: $0.text + ": ") }
            if case .key(let key)? = position.path.last {
                items += idItems(forKey: key, kind: kind, document: document, lessonIDs: schema.expectsLessonID(at: position.path + [.item]))
            }
        }
        return .array(items)
    }

    /// The lines of a Markdown file's front matter (between the `---` lines); nil when it has none.
    static func frontMatterLines(_ lines: LineTable) -> Range<Int>? {
        func text(_ i: Int) -> String { String(decoding: lines.bytes[lines.lineStarts[i]..<lines.lineEnd(i)], as: UTF8.self) }
        guard lines.lineStarts.count > 1, text(0) == "---" else { return nil }
        var end = 1
        while end < lines.lineStarts.count, text(end) != "---", text(end) != "..." { end += 1 }
        return 1..<end
    }

    static func item(_ label: String, detail: String, kind: CompletionItemKind, insert: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["label": .string(label), "kind": .integer(kind.rawValue)]
        if !detail.isEmpty { members["detail"] = .string(detail) }
        if let insert { members["insertText"] = .string(insert) }
        return .object(members)
    }

    /// The 114 surahs: label `49 al-Hujurat`, inserting `49:`.
    static func surahItems() -> [JSONValue] {
        QuranMetadata.surahs.map { surah in
            let padded = String(repeating: "0", count: 3 - String(surah.number).count) + String(surah.number)
            return [
                "label": .string("\(surah.number) \(surah.transliteratedName)"), "kind": .integer(CompletionItemKind.value.rawValue),
                "detail": .string("\(surah.englishName), \(surah.arabicName), \(surah.ayahCount) ayahs"),
                "insertText": .string("\(surah.number):"), "filterText": .string("\(surah.number) \(surah.transliteratedName)"),
                "sortText": .string(padded),
            ]
        }
    }

    /// The ids that may be written as the value of `key` in a file of `kind`: the spaces that
    /// references under that key point into, as the kinds declare them (`ContentKind.references`);
    /// where a key's space depends on the file (a category's subtopics), the spaces referred to
    /// from the document's own folder are preferred. Where no reference shows a key's space yet,
    /// a value the schema types as a lesson id (`lessonIDs`) is offered the lessons.
    func idItems(forKey key: String, kind: SourceKind, document: OpenDocument, lessonIDs: Bool = false) -> [JSONValue] {
        guard let workspace = checkedWorkspace(of: document), let corpus = workspace.result?.corpus, let path = document.path else { return [] }
        let folder = (path as NSString).deletingLastPathComponent
        var spaces: [IDSpace] = [], nearby: [IDSpace] = []
        for site in workspace.referenceSites where site.kind == kind && site.key == key {
            if !spaces.contains(site.space) { spaces.append(site.space) }
            if site.folder == folder, !nearby.contains(site.space) { nearby.append(site.space) }
        }
        var wanted = nearby.isEmpty ? spaces : nearby
        if wanted.isEmpty, lessonIDs { wanted = [ContentKinds.Lesson.space] }
        var items: [JSONValue] = []
        var seen: Set<String> = []
        for kind in ContentKinds.all {
            for definitions in kind.definitions(in: corpus) where wanted.contains(definitions.space) {
                for id in definitions.ids where seen.insert(id.value).inserted {
                    items.append(Self.item(id.value, detail: definitions.space.noun, kind: .reference))
                }
            }
        }
        return items
    }

    /// The YAML key whose value (or list item) holds `range`.
    static func key(of range: SourceRange) -> String? {
        let lines = LineTable(range.file)
        guard let position = YAMLPosition.at(range.start, in: lines) else { return nil }
        switch position.expecting {
        case .value(let key): return key
        case .item, .key:
            if case .key(let key)? = position.path.last { return key }
            return nil
        }
    }
}
