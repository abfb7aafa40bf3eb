import SanadDiagnostics

/// Test text with position markers (`1️⃣`, `2️⃣`, …) where diagnostics must land, in the style
/// of swift-syntax's tests. The markers are removed; their positions are kept.
public struct MarkedText: Sendable {
    /// The markers Sanad's tests use, in order.
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers.
    public let text: String
    /// Marker → byte offset in `text`.
    public let offsets: [String: Int]

    public init(_ marked: String) {
        var text = ""
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        while !rest.isEmpty {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                offsets[marker] = text.utf8.count
                rest = rest.dropFirst(marker.count)
            } else {
                text.append(rest.removeFirst())
            }
        }
        self.text = text
        self.offsets = offsets
    }

    /// The 1-based line and column of a marker, computed independently of `SourceFile`:
    /// lines end at LF, CRLF or CR; columns count Unicode scalars; a leading BOM is not counted.
    public func lineAndColumn(of marker: String = "1️⃣") -> (line: Int, column: Int) {
        let offset = offsets[marker]!
        let prefix = String(decoding: Array(text.utf8)[..<offset], as: UTF8.self)
        var line = 1
        var column = 1
        var previousWasCR = false
        for scalar in prefix.unicodeScalars {
            if scalar == "\n" {
                if !previousWasCR { line += 1 }
                column = 1
                previousWasCR = false
            } else if scalar == "\r" {
                line += 1
                column = 1
                previousWasCR = true
            } else {
                if !(scalar == "\u{FEFF}" && line == 1 && column == 1) { column += 1 }
                previousWasCR = false
            }
        }
        return (line, column)
    }

    /// A source file of the text.
    public func file(path: String = "test.yaml") -> SourceFile {
        SourceFile(path: path, text: text)
    }

    /// The same marked text in altered forms that must not move any diagnostic: CRLF line
    /// endings, a byte-order mark, and an Arabic comment line added near the top.
    public static func variants(of marked: String, isMarkdown: Bool = false) -> [(name: String, text: MarkedText)] {
        let arabicLine = "# ملاحظة: سطر عربي\n"
        let withArabic: String
        if isMarkdown, let newline = marked.firstIndex(of: "\n"), MarkedText(String(marked[..<newline])).text == "---" {
            withArabic = String(marked[...newline]) + arabicLine + marked[marked.index(after: newline)...]
        } else {
            withArabic = arabicLine + marked
        }
        return [
            ("original", MarkedText(marked)),
            ("CRLF", MarkedText(marked.replacingNewlines(with: "\r\n"))),
            ("BOM", MarkedText("\u{FEFF}" + marked)),
            ("Arabic line", MarkedText(withArabic)),
        ]
    }
}

extension String {
    fileprivate func replacingNewlines(with ending: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == "\n" { result += ending } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
