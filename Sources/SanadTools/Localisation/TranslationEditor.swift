import SanadDiagnostics
import SanadSource
import SanadCompiler

/// Writes translated texts into a translation file, changing nothing else: an entry whose text
/// and source fingerprint are already there is left byte for byte, a changed entry is rewritten
/// in place, a new one is added after the last. A file that does not exist yet is written whole.
enum TranslationEditor {
    /// One text to write.
    struct Entry: Equatable {
        var key: String
        var text: String
        /// The fingerprint of the source text it translates.
        var source: String
    }

    /// The file's new bytes; `existing` is the file as it is, nil when there is none. The
    /// result is read back before it is returned: every entry must then hold exactly the text
    /// and source intended, and every other entry what it held. When editing in place cannot
    /// give that (a flow-style `texts: {…}`), the file is written whole, entries in order; nil
    /// when even that does not read back (the caller writes nothing).
    static func apply(_ entries: [Entry], to existing: SourceFile?) -> [UInt8]? {
        let current = existing.flatMap(entries(in:)) ?? []
        var expected = current
        for entry in entries {
            if let index = expected.firstIndex(where: { $0.key == entry.key }) { expected[index] = entry } else { expected.append(entry) }
        }
        if let existing, let edited = inPlace(entries, existing), Self.entries(in: SourceFile(path: existing.path, bytes: edited)) == expected {
            return edited
        }
        let newline = existing.map(lineEnding) ?? "\n"
        let whole = Array(("texts:\n" + expected.map(render).joined()).replacingOccurrences(of: "\n", with: newline).utf8)
        return Self.entries(in: SourceFile(path: existing?.path ?? "translation.yaml", bytes: whole)) == expected ? whole : nil
    }

    /// The entries a translation file holds, in order; nil when it does not read as one.
    static func entries(in file: SourceFile) -> [Entry]? {
        guard let root = YAMLParser.parse(file).root, let members = root["texts"]?.members else { return nil }
        return members.map { Entry(key: $0.key, text: $0.value.string(at: "text") ?? "", source: $0.value.string(at: "source") ?? "") }
    }

    /// The file with changed entries rewritten in place and new ones added after the last.
    private static func inPlace(_ entries: [Entry], _ existing: SourceFile) -> [UInt8]? {
        guard let root = YAMLParser.parse(existing).root, let texts = root.member("texts"), let members = texts.value.members, !members.isEmpty
        else { return nil }
        let newline = lineEnding(existing)
        var bytes = existing.bytes
        var edits: [(range: Range<Int>, text: String)] = []
        var added: [Entry] = []
        for entry in entries {
            guard let member = members.first(where: { $0.key == entry.key }) else { added.append(entry); continue }
            if member.value.string(at: "text") == entry.text, member.value.string(at: "source") == entry.source { continue }
            edits.append((lineStart(member.keyRange.start, existing.bytes)..<lineEnd(lastScalarEnd(member.value, existing.bytes), existing.bytes),
                          render(entry).replacingOccurrences(of: "\n", with: newline)))
        }
        if !added.isEmpty, let last = members.last {
            let end = lineEnd(lastScalarEnd(last.value, existing.bytes), existing.bytes)
            let separator = end > 0 && existing.bytes[end - 1] != 0x0A ? newline : ""
            edits.append((end..<end, separator + added.map(render).joined().replacingOccurrences(of: "\n", with: newline)))
        }
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return bytes
    }

    /// The file's line ending: CRLF when its first line ends so.
    static func lineEnding(_ file: SourceFile) -> String {
        guard let newline = file.bytes.firstIndex(of: 0x0A) else { return "\n" }
        return newline > 0 && file.bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// An entry as it is written: the key, its source fingerprint, then its text.
    static func render(_ entry: Entry) -> String {
        "  \(entry.key):\n    source: \(entry.source)\n    text: \(YAMLScalarWriter.scalar(entry.text, indent: 4))\n"
    }

    /// Where the last scalar of a value ends: a mapping's own end can lie on the next key's
    /// line, and a block scalar's takes in the blank lines after it, which belong to the layout.
    static func lastScalarEnd(_ node: Node, _ bytes: [UInt8]) -> Int {
        if let members = node.members { return members.map { max($0.keyRange.end, lastScalarEnd($0.value, bytes)) }.max() ?? node.range.start }
        if let elements = node.elements { return elements.map { lastScalarEnd($0, bytes) }.max() ?? node.range.start }
        var end = min(node.range.end, bytes.count)
        while end > node.range.start, [0x0A, 0x0D, 0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
        return end
    }

    private static func lineStart(_ offset: Int, _ bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// The end of the line holding the last byte before `offset`, its line break included.
    private static func lineEnd(_ offset: Int, _ bytes: [UInt8]) -> Int {
        var end = max(min(offset, bytes.count) - 1, 0)
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return min(end + 1, bytes.count)
    }
}

extension Node {
    /// The string value of a member, if it has one.
    func string(at key: String) -> String? { self[key]?.string }
}

/// Writes a string as a YAML scalar that reads back as exactly that string: a literal block for
/// text on several lines, a double-quoted string otherwise (and for text a block cannot hold:
/// leading white space, carriage returns, or invisible controls, which are written as escapes).
enum YAMLScalarWriter {
    static func scalar(_ text: String, indent: Int) -> String {
        let needsEscapes = text.unicodeScalars.contains { isInvisibleControl($0) || $0 == "\r" || $0 == "\t" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstWritten = lines.first { !$0.isEmpty }
        let blockSafe = text.contains("\n") && !needsEscapes && firstWritten.map { $0.first != " " } == true
            && lines.allSatisfy { !$0.hasSuffix(" ") }
        guard blockSafe else { return quoted(text) }
        var body = lines
        var chomp = "-"
        if text.hasSuffix("\n") {
            body.removeLast()
            chomp = text.hasSuffix("\n\n") ? "+" : ""
        }
        let pad = String(repeating: " ", count: indent + 2)
        return "|\(chomp)\n" + body.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
            + (chomp == "+" ? "" : "")
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isInvisibleControl(scalar) {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Characters a reader cannot see or YAML reads as line breaks: C0 and C1 controls (NEL
    /// among them), the line and paragraph separators, and bidirectional controls.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0xFEFF
    }
}
