/// A lossless shorthand for the JSON the bundle writer writes for blocks: each of a few pieces
/// of its structure (`{"inlines":[{"text":"`, `","type":"text"}],"type":"paragraph"}`) is held as
/// one byte below 0x20, a byte the writer's JSON never holds (it escapes control characters in
/// strings, and writes no whitespace). A compiled body's blocks are held this way from lowering
/// to emit (`EncodedBlocks`): in the generated corpus of `make bench`, whose paragraphs are short,
/// their structure is half the bytes of their JSON.
///
/// Expanding replaces each such byte with its piece, so it gives back the JSON exactly whatever
/// the pieces are and wherever they were found (inside a string too); the pieces only decide how
/// much is saved. A test holds that each piece occurs in the JSON of some body.
enum BlockJSONShorthand {
    /// The pieces, each held as the byte one more than its index (at most 31 pieces: 0x01 to
    /// 0x1F).
    static let pieces: [String] = [
        #"{"inlines":["#,
        #"{"text":""#,
        #",{"text":""#,
        #"","type":"text"}"#,
        #"],"type":"paragraph"}"#,
        #"{"children":["#,
        #",{"children":["#,
        #"],"type":"emphasis"}"#,
        #"],"type":"strong"}"#,
        #"],"type":"strikethrough"}"#,
        #"","type":"code"}"#,
        #"],"type":"link","url":""#,
        #"],"level":"#,
        #","type":"heading"}"#,
        #"{"items":[["#,
        #"],["#,
        #"]],"ordered":false,"type":"list"}"#,
        #"]],"ordered":true"#,
        #"{"blocks":["#,
        #"],"type":"quote"}"#,
        #"{"reference":""#,
        #"","source":"quran""#,
        #"","source":"hadith""#,
        #","type":"citation"}"#,
        #","text":""#,
        #","translation":""#,
        #","translations":[{"language":""#,
        #"{"type":"line-break"}"#,
        #"{"type":"thematic-break"}"#,
        #"","type":"math"}"#,
    ]

    /// The pieces' bytes one after another, where each starts (and one more entry for the end),
    /// and for each first byte the pieces that start with it, longest first.
    private struct Table {
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        /// `byFirst[b]` is the range of `order` holding the pieces that start with `b`.
        var byFirst = [Range<Int>](repeating: 0..<0, count: 256)
        var order: [Int] = []

        init() {
            precondition(pieces.count < 0x20, "a piece is held as a byte below 0x20")
            for piece in pieces {
                precondition(!piece.isEmpty && piece.utf8.allSatisfy { $0 >= 0x20 }, "a piece holds no byte that stands for a piece")
                bytes += piece.utf8
                starts.append(bytes.count)
            }
            let sorted = pieces.indices.sorted { (pieces[$0].utf8.first!, pieces[$1].utf8.count) < (pieces[$1].utf8.first!, pieces[$0].utf8.count) }
            var index = 0
            while index < sorted.count {
                let first = pieces[sorted[index]].utf8.first!
                let start = index
                while index < sorted.count, pieces[sorted[index]].utf8.first! == first { index += 1 }
                byFirst[Int(first)] = start..<index
            }
            order = sorted
        }
    }

    private static let table = Table()

    /// Writes the shorthand of `json` at `output` (which has room for `json.count` bytes) and
    /// returns how many bytes it wrote, or nil when `json` holds a byte below 0x20 (the writer's
    /// JSON never does).
    static func compact(_ json: UnsafeBufferPointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) -> Int? {
        table.bytes.withUnsafeBufferPointer { pieceBytes in
            table.starts.withUnsafeBufferPointer { starts in
                table.order.withUnsafeBufferPointer { order in
                    table.byFirst.withUnsafeBufferPointer { byFirst in
                        var read = 0, written = 0
                        let count = json.count
                        next: while read < count {
                            let byte = json[read]
                            if byte < 0x20 { return nil }
                            for place in byFirst[Int(byte)] {
                                let piece = order[place]
                                let start = starts[piece], length = starts[piece + 1] - start
                                guard length <= count - read else { continue }
                                var matched = 1
                                while matched < length, json[read + matched] == pieceBytes[start + matched] { matched += 1 }
                                if matched == length {
                                    output[written] = UInt8(piece + 1)
                                    written += 1
                                    read += length
                                    continue next
                                }
                            }
                            output[written] = byte
                            written += 1
                            read += 1
                        }
                        return written
                    }
                }
            }
        }
    }

    /// The JSON that `shorthand` stands for.
    static func expand(_ shorthand: ArraySlice<UInt8>) -> [UInt8] {
        table.bytes.withUnsafeBufferPointer { pieceBytes in
            table.starts.withUnsafeBufferPointer { starts in
                shorthand.withUnsafeBufferPointer { input in
                    var length = 0
                    for byte in input { length += byte < 0x20 ? starts[Int(byte)] - starts[Int(byte) - 1] : 1 }
                    return [UInt8](unsafeUninitializedCapacity: length) { output, initialized in
                        var written = 0
                        for byte in input {
                            if byte < 0x20 {
                                let start = starts[Int(byte) - 1], end = starts[Int(byte)]
                                for offset in start..<end { output[written + offset - start] = pieceBytes[offset] }
                                written += end - start
                            } else {
                                output[written] = byte
                                written += 1
                            }
                        }
                        initialized = written
                    }
                }
            }
        }
    }
}
