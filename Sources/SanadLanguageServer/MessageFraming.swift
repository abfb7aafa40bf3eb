import Foundation

/// Where the server's bytes come from: standard input, or bytes in memory in tests.
public protocol ByteInput: AnyObject {
    /// Up to `maximum` bytes; empty at the end of the input.
    func read(maximum: Int) -> [UInt8]
}

/// A file descriptor read with `read(2)` (standard input by default).
public final class FileDescriptorInput: ByteInput {
    private let descriptor: Int32
    /// Reads from `descriptor`.
    public init(descriptor: Int32 = 0) { self.descriptor = descriptor }
    /// Up to `maximum` bytes; empty at the end of the input or on a read error.
    public func read(maximum: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, maximum) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : []
        }
    }
}

/// Reads the base protocol's messages: header fields (`Content-Length` is required,
/// `Content-Type` is optional), an empty line, then exactly `Content-Length` bytes of content.
///
/// A header part without a valid `Content-Length`, with two of them, or longer than
/// `maximumHeaderBytes`, is reported as `.malformed` and skipped up to its empty line, so one bad
/// message does not end the session; a declared length over `maximumContentBytes` is reported and
/// its content skipped. Bytes that do not begin a header where one is due (the rest of a message
/// whose `Content-Length` was too short) are reported and skipped up to the next
/// `Content-Length` field, so the reader finds the next message again.
public final class MessageReader {
    /// One read: a message's content, a malformed frame (described), or the end of the input.
    public enum Frame: Equatable {
        case message([UInt8])
        case malformed(String)
        case end
    }

    /// The longest header part accepted.
    public static let maximumHeaderBytes = 8 * 1024
    /// The largest content accepted (a lesson is at most 1 MiB; JSON escaping can double it).
    public static let maximumContentBytes = 64 * 1024 * 1024

    private let input: ByteInput
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// A reader of `input`.
    public init(_ input: ByteInput) { self.input = input }

    /// The next frame.
    public func next() -> Frame {
        guard let header = readHeader() else { return .end }
        guard case .success(let length) = header else {
            if case .failure(let problem) = header { return .malformed(problem.message) }
            return .end
        }
        if length > Self.maximumContentBytes {
            skip(length)
            return .malformed("a message of \(length) bytes is larger than the \(Self.maximumContentBytes) accepted")
        }
        guard let content = take(length) else { return .end }
        return .message(content)
    }

    struct HeaderProblem: Error { var message: String }

    /// `Content-Length:` lower-cased, the field a reader that lost its place looks for.
    static let contentLengthName: [UInt8] = Array("content-length:".utf8)

    /// The content length from the next header part; nil at the end of the input.
    private func readHeader() -> Result<Int, HeaderProblem>? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        var scanned = start
        var tooLong = false
        while true {
            if let end = firstIndex(of: terminator, from: scanned) {
                // Where no field begins, the bytes are the rest of something else: skip them up
                // to the next Content-Length field inside this part, and read the header from it.
                // Blank lines before a header are harmless; they are passed over without a word.
                while start < end, buffer[start] == 13 || buffer[start] == 10 { start += 1 }
                if start >= end, !tooLong {
                    start = end + 4
                    compact()
                    scanned = start
                    continue
                }
                // (Also after a part too long to keep whole: its kept end may hold the next header.)
                if !Self.beginsField(buffer[start..<end]), let field = Self.contentLengthField(in: buffer[start..<end]) {
                    let skipped = field - start
                    start = field
                    return .failure(HeaderProblem(message: "\(skipped) bytes outside any message were skipped (a Content-Length shorter than its content?)"))
                }
                let text = String(decoding: buffer[start..<end], as: UTF8.self)
                start = end + 4
                compact()
                if tooLong { return .failure(HeaderProblem(message: "a header part is longer than \(Self.maximumHeaderBytes) bytes")) }
                return Self.contentLength(in: text)
            }
            if buffer.count - start > Self.maximumHeaderBytes {
                // Drop what was read, keeping the last bytes, which may begin the empty line.
                tooLong = true
                start = buffer.count - 3
                compact()
            }
            scanned = max(start, buffer.count - 3)
            if !fill() { return nil }
        }
    }

    /// Whether the bytes begin like a header field: a name of letters, digits and hyphens, then
    /// a colon (the rest of a JSON message, cut anywhere, does not).
    static func beginsField(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex else { return false }
        return bytes[bytes.startIndex..<colon].allSatisfy { byte in
            (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-")
        }
    }

    /// The index of the last `Content-Length:` (any case) in the bytes: the one nearest the
    /// header's end, so one inside the skipped JSON text is passed over; nil if there is none.
    static func contentLengthField(in bytes: ArraySlice<UInt8>) -> Int? {
        let name = contentLengthName
        guard bytes.count >= name.count else { return nil }
        var index = bytes.endIndex - name.count
        while index >= bytes.startIndex {
            if zip(bytes[index..<(index + name.count)], name).allSatisfy({ Self.lowercased($0) == $1 }) { return index }
            index -= 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

    static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "the header line '\(line.prefix(80))' has no ':'"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard length == nil else { return .failure(HeaderProblem(message: "the header has two Content-Length fields")) }
                guard let number = Int(value), number >= 0 else {
                    return .failure(HeaderProblem(message: "Content-Length '\(value.prefix(40))' is not a length"))
                }
                length = number
            }
        }
        guard let length else { return .failure(HeaderProblem(message: "the header has no Content-Length")) }
        return .success(length)
    }

    private func take(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count { if !fill() { return nil } }
        let content = Array(buffer[start..<(start + count)])
        start += count
        compact()
        return content
    }

    private func skip(_ count: Int) {
        var left = count
        while left > 0 {
            if buffer.count == start, !fill() { return }
            let step = min(left, buffer.count - start)
            start += step
            left -= step
            compact()
        }
    }

    private func fill() -> Bool {
        if ended { return false }
        let bytes = input.read(maximum: 64 * 1024)
        if bytes.isEmpty { ended = true; return false }
        buffer += bytes
        return true
    }

    private func compact() {
        if start > 64 * 1024 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private func firstIndex(of pattern: [UInt8], from: Int) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        var i = max(from, start)
        while i + pattern.count <= buffer.count {
            if buffer[i] == pattern[0], buffer[i + 1] == pattern[1], buffer[i + 2] == pattern[2], buffer[i + 3] == pattern[3] { return i }
            i += 1
        }
        return nil
    }
}

/// Writes messages with the base protocol's header, one whole message per write, under a lock
/// (the server may answer and publish from more than one thread).
public final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let write: ([UInt8]) -> Void

    /// A writer calling `write` with each framed message.
    public init(_ write: @escaping ([UInt8]) -> Void) { self.write = write }

    /// A writer to a file descriptor (standard output by default).
    public convenience init(descriptor: Int32 = 1) {
        self.init { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Frames and writes one message. Every access to `write` holds `lock`.
    public func send(_ message: JSONValue) {
        let content = message.serialized
        let framed = Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
        lock.lock()
        write(framed)
        lock.unlock()
    }
}
