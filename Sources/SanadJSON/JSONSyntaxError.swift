/// JSON that is not valid RFC 8259, with the place of the first offending byte.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Zero-based byte offset.
    public var offset: Int
    /// One-based line and column (columns count bytes).
    public var line: Int
    /// The one-based column of the offending byte within its line.
    public var column: Int
    /// What is wrong, in words.
    public var message: String
    /// Whether the problem is an object that names a key twice (the rest are syntax errors).
    public var isDuplicateKey = false

    package init(offset: Int, message: String, in bytes: UnsafeBufferPointer<UInt8>) {
        self.offset = offset
        self.message = message
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        column = offset - lineStart + 1
    }

    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
