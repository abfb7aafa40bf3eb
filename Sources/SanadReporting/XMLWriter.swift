/// A small XML 1.0 writer for reports: elements with sorted attributes, escaped text, two-space
/// indentation. Enough for JUnit, and no C library: the reporting target links nothing but the
/// standard library and Foundation.
final class XMLWriter {
    private var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []
    /// Whether the innermost open element has text (its end tag then follows on the same line).
    private var hasText = false
    /// Whether the innermost open element's start tag is still open (`<name a="b"`).
    private var startTagOpen = false

    /// Opens an element with attributes in sorted order (stable output).
    func start(_ name: String, _ attributes: [String: String]) {
        closeStartTag()
        if !open.isEmpty { output += "\n" }
        output += String(repeating: "  ", count: open.count) + "<" + name
        for key in attributes.keys.sorted() {
            output += " \(key)=\"" + Self.escape(attributes[key]!, inAttribute: true) + "\""
        }
        open.append(name)
        startTagOpen = true
        hasText = false
    }

    /// Text inside the innermost open element.
    func text(_ text: String) {
        closeStartTag()
        output += Self.escape(text, inAttribute: false)
        hasText = true
    }

    /// Closes the innermost open element (`<a/>` when it is empty).
    func end() {
        guard let name = open.popLast() else { return }
        if startTagOpen {
            output += "/>"
            startTagOpen = false
        } else {
            if !hasText { output += "\n" + String(repeating: "  ", count: open.count) }
            output += "</" + name + ">"
        }
        hasText = false
    }

    /// Closes every open element and returns the document.
    func finish() -> String {
        while !open.isEmpty { end() }
        return output + "\n"
    }

    private func closeStartTag() {
        guard startTagOpen else { return }
        output += ">"
        startTagOpen = false
    }

    /// Escapes markup characters, and in attributes the white space an XML parser would
    /// normalise; characters XML 1.0 does not allow anywhere become U+FFFD.
    static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// Whether XML 1.0 allows a character: tab, line feed, carriage return, and U+0020 up,
    /// without surrogates, U+FFFE and U+FFFF.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
