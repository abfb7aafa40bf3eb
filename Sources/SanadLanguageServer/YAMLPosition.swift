/// Where a position is in block-style YAML, read from the lines above it (the text need not
/// parse while it is being typed): the keys and list items that lead to it, and whether a key or
/// a value is being written there.
struct YAMLPosition: Equatable {
    /// One step from the document's top to the position.
    enum Step: Equatable {
        case key(String)
        case item
    }

    /// The steps to the mapping (or list) the position is in.
    var path: [Step]
    /// What is being typed: a key of that mapping, or the value of `key`.
    var expecting: Expecting
    /// The text typed so far of the key or value (for filtering; clients filter too).
    var prefix: String

    enum Expecting: Equatable {
        case key
        case value(key: String)
        /// A list item: a value of the list, or a key of an item that is a mapping.
        case item
    }

    /// The position at byte `offset` of `lines`, looking no higher than line `firstLine`.
    static func at(_ offset: Int, in lines: LineTable, firstLine: Int = 0) -> YAMLPosition? {
        let line = lines.line(of: offset)
        let start = lines.lineStarts[line]
        let typed = String(decoding: lines.bytes[start..<offset], as: UTF8.self)
        guard let shape = LineShape(typed) else { return nil }
        var path: [Step] = []
        var expecting: Expecting
        var prefix = ""
        var column = shape.keyColumn
        if let key = shape.key, let value = shape.value {
            // `key: value…`, or a flow list `key: [a, b…`.
            expecting = .value(key: key)
            let flow = value.lastIndex { $0 == "[" || $0 == "," || $0 == "{" }.map { value[value.index(after: $0)...] } ?? Substring(value)
            prefix = String(flow.drop { $0 == " " || $0 == "\"" || $0 == "'" })
            path.append(.key(key))
            if value.hasPrefix("[") { path.append(.item) }
        } else if shape.dashes > 0, shape.key == nil {
            expecting = .item
            prefix = shape.word
        } else {
            expecting = .key
            prefix = shape.word
        }
        // Items begun on this line: `- ` markers before the key.
        for _ in 0..<shape.dashes { path.insert(.item, at: 0) }
        if shape.dashes > 0 { column = shape.firstDashColumn }
        // The parents, from the lines above.
        var index = line - 1
        var parents: [Step] = []
        while index >= firstLine, column > 0 {
            let s = lines.lineStarts[index], e = lines.lineEnd(index)
            let text = String(decoding: lines.bytes[s..<e], as: UTF8.self)
            index -= 1
            guard let above = LineShape(text), !above.isBlank else { continue }
            if above.dashes > 0, above.firstDashColumn < column, above.keyColumn == column {
                // A sibling key in the same list item: the item's `- ` is on that line.
                parents.insert(.item, at: 0)
                column = above.firstDashColumn
                continue
            }
            if above.dashes > 0, above.firstDashColumn == column, above.key == nil { continue }
            if above.keyColumn < column, let key = above.key, above.value == nil || above.value!.isEmpty {
                parents.insert(.key(key), at: 0)
                for _ in 0..<above.dashes { parents.insert(.item, at: 0) }
                column = above.dashes > 0 ? above.firstDashColumn : above.keyColumn
            } else if above.keyColumn < column {
                return nil
            }
        }
        return YAMLPosition(path: parents + path, expecting: expecting, prefix: prefix)
    }
}

extension YAMLPosition {
    /// The keys already written in the mapping that holds line `line` at `column`: the lines
    /// above and below at that column, up to a line indented less (or the range's ends). A key
    /// given after `- ` on the item's first line counts.
    static func siblingKeys(of line: Int, column: Int, in lines: LineTable, within range: Range<Int>) -> Set<String> {
        var keys: Set<String> = []
        for direction in [-1, 1] {
            var index = line + direction
            while range.contains(index) {
                let text = String(decoding: lines.bytes[lines.lineStarts[index]..<lines.lineEnd(index)], as: UTF8.self)
                index += direction
                guard let shape = LineShape(text), !shape.isBlank else { continue }
                if shape.keyColumn == column, let key = shape.key {
                    keys.insert(key)
                    // The item's first line starts the mapping; above it is another item.
                    if direction == -1, shape.dashes > 0 { break }
                    continue
                }
                if shape.keyColumn < column || (direction == 1 && shape.dashes > 0 && shape.firstDashColumn < column) { break }
            }
        }
        return keys
    }
}

/// One line of block YAML: its `- ` markers, its key and what follows the key's colon.
struct LineShape {
    var dashes = 0
    var firstDashColumn = 0
    /// The column of the key (or of the text after the markers).
    var keyColumn = 0
    var key: String?
    /// The text after `key:`, nil when there is no colon.
    var value: String?
    /// The text after the markers when there is no key.
    var word = ""
    var isBlank = false

    init?(_ text: String) {
        let chars = Array(text)
        var i = 0
        while i < chars.count, chars[i] == " " { i += 1 }
        if i == chars.count || chars[i] == "#" { isBlank = true; keyColumn = i; return }
        firstDashColumn = i
        while i + 1 < chars.count, chars[i] == "-", chars[i + 1] == " " {
            dashes += 1
            i += 2
            while i < chars.count, chars[i] == " " { i += 1 }
        }
        if i == chars.count - 1, chars[i] == "-" { dashes += 1; i += 1 }
        keyColumn = i
        let rest = String(chars[i...])
        if let colon = rest.firstIndex(of: ":"), !rest.hasPrefix("\""), !rest.hasPrefix("'"), !rest.hasPrefix("{"), !rest.hasPrefix("[") {
            let after = rest[rest.index(after: colon)...]
            if after.isEmpty || after.first == " " {
                key = String(rest[..<colon])
                value = String(after.drop { $0 == " " })
                if let comment = value?.range(of: " #") { value = String(value![..<comment.lowerBound]) }
                if value?.hasPrefix("#") == true { value = "" }
                return
            }
        }
        word = rest
    }
}
