import Foundation

/// Finds the wire types in Swift source files: each struct that lists `WireCodable` among its
/// conformances, with its stored properties. It reads the small part of Swift that wire types are
/// written in (one property per line, a type written or inferred from a literal) and refuses
/// anything else with the file and line, so that a declaration it misreads cannot become a
/// codec that silently drops a field.
public struct WireDeclarationScanner {
    /// The protocol a struct lists to have its codecs generated.
    public static let marker = "WireCodable"

    private var declarations: [WireDeclaration] = []
    private var typeNames: Set<String> = []
    private var errors: [String] = []
    /// The documentation of the line being read (its `///` lines).
    private var pendingDocumentation: [String] = []

    /// A scanner with nothing read yet.
    public init() {}

    /// The wire types and type names of the files, wire types in the order their declarations
    /// appear (files in the order given), or the errors of every declaration that could not be read.
    public static func scan(_ files: [(path: String, text: String)]) throws(CodecGeneratorError) -> WireModule {
        var scanner = WireDeclarationScanner()
        for file in files { scanner.scan(file.text, path: file.path) }
        for declaration in scanner.declarations where declaration.fields.isEmpty && scanner.errors.isEmpty {
            scanner.errors.append("\(declaration.location): `\(declaration.name)` is \(marker) but has no stored property")
        }
        let module = WireModule(declarations: scanner.declarations, typeNames: scanner.typeNames)
        if scanner.errors.isEmpty { scanner.errors = module.inlineProblems() }
        guard scanner.errors.isEmpty else { throw CodecGeneratorError(messages: scanner.errors) }
        return module
    }

    /// An open `{`: the type it declares, if it is a type's body.
    private struct Scope {
        var typeName: String?
        var isWire: Bool
        var isStruct: Bool
        var declaration: Int?
    }

    private mutating func scan(_ text: String, path: String) {
        var scopes: [Scope] = []
        var pending: Scope?
        var inBlockComment = false
        var inMultilineString = false
        var documentation: [String] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = "\(path):\(offset + 1)"
            let wasInComment = inBlockComment || inMultilineString
            let line = Self.code(of: String(rawLine), inBlockComment: &inBlockComment, inMultilineString: &inMultilineString)
            let trimmed = line.code.trimmingCharacters(in: .whitespaces)
            // The `///` lines just above a member are its documentation.
            let raw = rawLine.trimmingCharacters(in: .whitespaces)
            if !wasInComment, trimmed.isEmpty, raw.hasPrefix("///") {
                // One space after the slashes is the comment's; more is the text's own indentation.
                let text = raw.dropFirst(3)
                documentation.append(String(text.hasPrefix(" ") ? text.dropFirst() : text))
                continue
            }
            defer { documentation = [] }
            pendingDocumentation = documentation
            if let header = Self.typeHeader(trimmed) {
                if header.name == "CodingKeys", scopes.last?.isWire == true {
                    errors.append("\(location): a wire type takes its keys from its property names; it cannot declare CodingKeys")
                }
                let enclosing = scopes.last { $0.typeName != nil }?.typeName
                let name = header.keyword == "extension" || enclosing == nil ? header.name : enclosing! + "." + header.name
                if header.keyword != "extension" { typeNames.insert(name) }
                let isWire = header.conformances.contains(Self.marker)
                if isWire && header.keyword != "struct" {
                    errors.append("\(location): only a struct can be \(Self.marker); this is a\(header.keyword == "enum" ? "n" : "") \(header.keyword)")
                }
                if isWire, let brace = trimmed.firstIndex(of: "{"), !trimmed[trimmed.index(after: brace)...].trimmingCharacters(in: .whitespaces).isEmpty {
                    errors.append("\(location): start a wire type's fields on the line after its `{`")
                }
                pending = Scope(typeName: name, isWire: isWire && header.keyword == "struct", isStruct: header.keyword == "struct", declaration: nil)
                if pending!.isWire {
                    declarations.append(WireDeclaration(name: name, fields: [], location: location))
                    pending!.declaration = declarations.count - 1
                }
            } else if let top = scopes.last, top.isWire, let index = top.declaration {
                readMember(trimmed, marker: line.comment, location: location, into: index)
            }
            for character in line.code {
                if character == "{" {
                    if let opened = pending {
                        scopes.append(opened)
                        pending = nil
                    } else {
                        scopes.append(Scope(typeName: nil, isWire: false, isStruct: false, declaration: nil))
                    }
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
    }

    /// Reads one line directly inside a wire type's body.
    private mutating func readMember(_ code: String, marker: String, location: String, into index: Int) {
        if code.contains("Decoder)") || code.contains("Encoder)") {
            errors.append("\(location): a wire type's Codable conformance is synthesized or generated, never written by hand")
            return
        }
        let words = Self.words(of: code)
        // The words before the declaration's name: attributes and modifiers, then its keyword.
        let head = words.prefix { word in !word.contains { "{=:(<[".contains($0) } || word.hasPrefix("@") || Self.isModifier(word) }
        let keywordAt = head.firstIndex { !$0.hasPrefix("@") && !Self.isModifier($0) }
        guard let keywordAt else { return }
        let keyword = words[keywordAt]
        guard ["var", "let", "static", "class", "lazy"].contains(keyword) else {
            // A function, an initialiser, a nested declaration's line…: not a field, unless the
            // line declares one after words this scanner does not know.
            if head.contains("var") || head.contains("let") {
                errors.append("\(location): cannot read this declaration (`\(keyword)` before `var`/`let`); write the field as `public var name: Type`")
            }
            return
        }
        if keyword == "static" || keyword == "class" { return }
        if keyword == "lazy" {
            errors.append("\(location): a lazy property cannot be a wire field")
            return
        }
        let rest = words[(keywordAt + 1)...].joined(separator: " ")
        guard !rest.isEmpty else {
            errors.append("\(location): a property without a name")
            return
        }
        // `name: Type = value`, `name = literal` or `name: Type { … }` (computed: not a field).
        guard let nameEnd = rest.firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) else {
            errors.append("\(location): a property without a type or a value")
            return
        }
        let name = String(rest[..<nameEnd])
        var tail = rest[nameEnd...].trimmingCharacters(in: .whitespaces)
        if tail.hasPrefix(",") {
            errors.append("\(location): declare one wire field per line")
            return
        }
        var typeText: String?
        if tail.hasPrefix(":") {
            tail.removeFirst()
            let end = tail.firstIndex { $0 == "=" || $0 == "{" } ?? tail.endIndex
            typeText = tail[..<end].trimmingCharacters(in: .whitespaces)
            tail = String(tail[end...])
        }
        if tail.hasPrefix("{") {
            if tail.contains("didSet") || tail.contains("willSet") { errors.append("\(location): a wire field cannot have observers") }
            return  // computed
        }
        if keyword == "let", tail.hasPrefix("=") {
            errors.append("\(location): `\(name)` is a constant with a value, which Decodable cannot set; make it a var")
            return
        }
        if typeText == nil, tail.hasPrefix("=") {
            typeText = Self.inferredType(String(tail.dropFirst()).trimmingCharacters(in: .whitespaces))
            if typeText == nil {
                errors.append("\(location): `\(name)`: write its type; only a string, integer or boolean literal or `Name()` says it")
                return
            }
        }
        guard var written = typeText else {
            errors.append("\(location): `\(name)` has no type")
            return
        }
        let isOptional = written.hasSuffix("?")
        if isOptional { written.removeLast() }
        guard let type = WireFieldType(parsing: written) else {
            errors.append("\(location): `\(name)`: the type `\(typeText!)` is not one a wire field can have")
            return
        }
        let isInline = marker.trimmingCharacters(in: .whitespaces) == "wire: inline"
        if isInline, isOptional || (type != .named(written)) {
            errors.append("\(location): `\(name)`: only a non-optional wire type can be inline")
            return
        }
        declarations[index].fields.append(WireField(name: name, typeText: typeText!, type: type, isOptional: isOptional, isInline: isInline,
                                                    isSparse: head.contains("@Sparse"),
                                                    documentation: pendingDocumentation.isEmpty ? nil : pendingDocumentation.joined(separator: "\n")))
    }

    /// Whether a word is an access or other declaration modifier (`public`, `private(set)`,
    /// `nonisolated(unsafe)`).
    static func isModifier(_ word: String) -> Bool {
        let base = word.split(separator: "(").first.map(String.init) ?? word
        return ["public", "package", "internal", "fileprivate", "private", "open", "nonisolated", "final", "override", "dynamic", "mutating"].contains(base)
    }

    /// A line's words, split at white space outside parentheses (`@available(*, deprecated)` is one word).
    static func words(of code: String) -> [String] {
        var words: [String] = [], current = "", depth = 0
        for character in code {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character.isWhitespace && depth <= 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The type a default value says: `""`, an integer, `true`/`false` or `Name()`.
    static func inferredType(_ value: String) -> String? {
        if value.hasPrefix("\"") { return "String" }
        if value == "true" || value == "false" { return "Bool" }
        if let first = value.first, first.isNumber || first == "-", Int(value) != nil { return "Int" }
        if value.hasSuffix("()"), let first = value.first, first.isUppercase,
           value.dropLast(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) { return String(value.dropLast(2)) }
        return nil
    }

    /// A type declaration's keyword, name and conformances, when the line opens one.
    static func typeHeader(_ code: String) -> (keyword: String, name: String, conformances: [String])? {
        var words = code.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let first = words.first, ["public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated"].contains(first) || first.hasPrefix("@") {
            words.removeFirst()
        }
        guard words.count >= 2, ["struct", "enum", "class", "extension", "protocol", "actor"].contains(words[0]) else { return nil }
        let keyword = words[0]
        let afterKeyword = code[code.range(of: keyword + " ")!.upperBound...]
        let name = String(afterKeyword.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        guard !name.isEmpty else { return nil }
        var clause = afterKeyword.dropFirst(name.count)
        if let brace = clause.firstIndex(of: "{") { clause = clause[..<brace] }
        if let whereClause = clause.range(of: " where ") { clause = clause[..<whereClause.lowerBound] }
        var conformances: [String] = []
        if let colon = clause.firstIndex(of: ":") {
            conformances = clause[clause.index(after: colon)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return (keyword, name, conformances)
    }

    /// A line's code without comments and string contents (so braces in either are not counted),
    /// and its `//` comment.
    static func code(of line: String, inBlockComment: inout Bool, inMultilineString: inout Bool) -> (code: String, comment: String) {
        var code = ""
        var characters = Array(line)[...]
        if inMultilineString {
            guard let end = line.range(of: "\"\"\"") else { return ("", "") }
            inMultilineString = false
            characters = Array(line[end.upperBound...])[...]
            code = "\"\""
        }
        var inString = false
        while let character = characters.first {
            characters = characters.dropFirst()
            if inBlockComment {
                if character == "*", characters.first == "/" { inBlockComment = false; characters = characters.dropFirst() }
                continue
            }
            if inString {
                if character == "\\" { characters = characters.dropFirst() } else if character == "\"" { inString = false; code.append("\"") }
                continue
            }
            if character == "\"" {
                if characters.prefix(2) == ["\"", "\""] {
                    inMultilineString = true
                    code.append("\"\"")
                    return (code, "")
                }
                inString = true
                code.append("\"")
                continue
            }
            if character == "/", characters.first == "/" { return (code, String(characters.dropFirst())) }
            if character == "/", characters.first == "*" { inBlockComment = true; characters = characters.dropFirst(); continue }
            code.append(character)
        }
        return (code, "")
    }
}

/// Why the codecs could not be generated: every declaration the scanner could not read, and
/// every field it could not give a codec, each with its file and line.
public struct CodecGeneratorError: Error, CustomStringConvertible, Equatable {
    /// One message per problem, each starting `path:line:`.
    public var messages: [String]
    /// The messages, one per line.
    public var description: String { messages.joined(separator: "\n") }
}
