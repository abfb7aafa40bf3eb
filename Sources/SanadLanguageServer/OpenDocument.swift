import Foundation

/// A document open in the editor: its text is the editor's, not the file's on disk.
struct OpenDocument {
    let uri: String
    /// The absolute, symlink-free path of a `file:` URI; nil for other schemes.
    let path: String?
    var version: Int
    var text: [UInt8] { didSet { lines = LineTable(text) } }
    private(set) var lines: LineTable

    init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = Self.path(ofURI: uri)
        self.version = version
        self.text = text
        self.lines = LineTable(text)
    }

    /// The path of a `file:` URI, percent-decoded and with symbolic links resolved.
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return URL(fileURLWithPath: url.path).resolvingSymlinksInPath().path
    }

    /// The `file:` URI of a path.
    static func uri(ofPath path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    /// Applies one `contentChanges` entry: the whole text, or a range replaced.
    mutating func apply(_ change: JSONValue, encoding: PositionEncoding) throws(ResponseError) {
        guard let newText = change["text"]?.string else { throw ResponseError(.invalidParams, "a content change has no text") }
        guard let range = change["range"] else {
            text = Array(newText.utf8)
            return
        }
        let start = try Self.offset(range["start"], in: lines, encoding: encoding)
        let end = try Self.offset(range["end"], in: lines, encoding: encoding)
        guard start <= end else { throw ResponseError(.invalidParams, "a change's range ends before it starts") }
        text.replaceSubrange(start..<end, with: Array(newText.utf8))
    }

    /// The byte offset of an LSP `Position`.
    static func offset(_ position: JSONValue?, in lines: LineTable, encoding: PositionEncoding) throws(ResponseError) -> Int {
        guard let line = position?["line"]?.integer, let character = position?["character"]?.integer else {
            throw ResponseError(.invalidParams, "a position needs an integer line and character")
        }
        return lines.offset(line: line, character: character, encoding: encoding)
    }
}
