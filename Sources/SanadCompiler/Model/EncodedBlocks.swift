import Foundation
import SanadBundleFormat

/// A compiled body's blocks held as the bundle writes them: the JSON of the blocks, one after
/// another, in shorthand (`BlockJSONShorthand`), and where each ends.
///
/// A build holds every body of the corpus from lowering to emit, and a block tree in memory
/// (blocks, spans, their arrays and strings) takes about three times its JSON, and the shorthand
/// leaves out most of the JSON's structure (half its bytes in the generated corpus of
/// `make bench`, whose paragraphs are short). So a body is encoded once, in lowering, by the
/// writer the bundle is written with; emit copies a lesson's phases into its file, expanded
/// (`JSONWriter.splicedBlocks`), and the few readers of the tree (the smaller kinds' emit, the
/// lessons of a children's category, whose links are gated as they are written, and the preview)
/// decode it with the bundle's own decoder. A body nested too deeply for that decoder is held as
/// blocks instead.
public struct EncodedBlocks: Sendable, Codable {
    private enum Storage: Sendable {
        /// `[b1,b2,…]` in shorthand and, for each block, the offset just past it.
        case shorthand([UInt8], ends: [UInt32])
        case blocks([Block])
    }

    private let storage: Storage

    /// The deepest JSON held: a lesson file holds a phase's blocks a few levels down, and
    /// `BundleJSONDecoder` reads no deeper than its `maximumDepth`.
    static let maximumDepth = BundleJSONDecoder.maximumDepth - 16

    /// `blocks`, encoded.
    public init(_ blocks: [Block]) {
        guard !blocks.isEmpty else {
            storage = .blocks([])
            return
        }
        var writer = JSONWriter(capacity: 256 * blocks.count)
        var ends: [UInt32] = []
        ends.reserveCapacity(blocks.count)
        writer.array(blocks) { writer, block in
            block.write(to: &writer)
            ends.append(UInt32(writer.bytes.count))
        }
        guard writer.deepest <= Self.maximumDepth, let shorthand = Self.shorthand(writer.bytes, ends: &ends) else {
            storage = .blocks(blocks)
            return
        }
        storage = .shorthand(shorthand, ends: ends)
    }

    /// The shorthand of `json` (`[b1,b2,…]`, each block ending at its offset in `ends`) block by
    /// block, so that no piece spans two blocks, with `ends` moved to it; nil if `json` holds a
    /// byte below 0x20, which the writer never writes.
    private static func shorthand(_ json: [UInt8], ends: inout [UInt32]) -> [UInt8]? {
        var failed = false
        let shorthand = json.withUnsafeBufferPointer { json in
            [UInt8](unsafeUninitializedCapacity: json.count) { output, initialized in
                guard let base = output.baseAddress else { return }
                var start = 1, written = 1
                base[0] = json[0]
                for (index, end) in ends.enumerated() {
                    guard let length = BlockJSONShorthand.compact(UnsafeBufferPointer(rebasing: json[start..<Int(end)]), to: base + written) else {
                        failed = true
                        return
                    }
                    written += length
                    ends[index] = UInt32(written)
                    // The `,` or `]` after the block.
                    base[written] = json[Int(end)]
                    written += 1
                    start = Int(end) + 1
                }
                initialized = written
            }
        }
        return failed ? nil : shorthand.withExactCapacity()
    }

    private init(storage: Storage) { self.storage = storage }

    /// The buffers it holds (`CompiledBody.storageIdentity`).
    var storageIdentity: [UInt] {
        func address<Element>(_ array: [Element]) -> UInt { array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        switch storage {
        case .shorthand(let bytes, let ends): return [0, address(bytes), address(ends)]
        case .blocks(let blocks): return [1, address(blocks), 0]
        }
    }

    /// The blocks of `parts`, one after another: their JSON joined, not decoded.
    static func joined(_ parts: [EncodedBlocks]) -> EncodedBlocks {
        let parts = parts.filter { $0.count > 0 }
        guard parts.count > 1 else { return parts.first ?? EncodedBlocks([]) }
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        var ends: [UInt32] = []
        ends.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        bytes.reserveCapacity(parts.reduce(1) { total, part in
            guard case .shorthand(let partBytes, _) = part.storage else { return total }
            return total + partBytes.count
        })
        for part in parts {
            guard case .shorthand(let partBytes, let partEnds) = part.storage else { return EncodedBlocks(parts.flatMap(\.blocks)) }
            if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
            // The part's first block starts after its `[`, at offset 1; here at `bytes.count`.
            let shift = bytes.count - 1
            bytes += partBytes[1..<partBytes.count - 1]
            ends += partEnds.map { UInt32(Int($0) + shift) }
        }
        bytes.append(UInt8(ascii: "]"))
        return EncodedBlocks(storage: .shorthand(bytes, ends: ends))
    }

    /// How many blocks there are.
    public var count: Int {
        switch storage {
        case .shorthand(_, let ends): return ends.count
        case .blocks(let blocks): return blocks.count
        }
    }

    /// The blocks at `range`, decoded.
    public func decoded(_ range: Range<Int>) -> [Block] {
        switch storage {
        case .blocks(let blocks):
            return Array(blocks[range])
        case .shorthand:
            guard let json = json(range) else { return [] }
            // The bytes are the bundle writer's, of blocks this decoder reads (`maximumDepth`); a
            // test decodes every body of the sample and the fixtures back to the blocks encoded.
            var document: [UInt8] = [UInt8(ascii: "[")]
            document.reserveCapacity(json.count + 2)
            document += json
            document.append(UInt8(ascii: "]"))
            do {
                return try BundleJSONDecoder().decode([Block].self, from: document)
            } catch {
                // Not an input's fault: the writer's JSON, within the decoder's depth, is what the
                // decoder reads. Content is never dropped without a word.
                preconditionFailure("Sanad could not read back the blocks it encoded (please report this): \(error)")
            }
        }
    }

    /// Every block, decoded.
    public var blocks: [Block] { decoded(0..<count) }

    /// The JSON of the blocks at `range` as a JSON array writes them, without its brackets
    /// (`b1,b2`), expanded from their shorthand; nil when the blocks are held as a tree.
    func json(_ range: Range<Int>) -> ArraySlice<UInt8>? {
        guard case .shorthand(let bytes, let ends) = storage else { return nil }
        guard !range.isEmpty else { return [] }
        let start = range.lowerBound == 0 ? 1 : Int(ends[range.lowerBound - 1]) + 1
        return BlockJSONShorthand.expand(bytes[start..<Int(ends[range.upperBound - 1])])[...]
    }

    /// The JSON of `blocks` as a JSON array writes them, without its brackets.
    static func json(of blocks: [Block]) -> ArraySlice<UInt8> {
        var writer = JSONWriter(capacity: 256 * blocks.count + 2)
        writer.array(blocks) { $1.write(to: &$0) }
        return writer.bytes[1..<writer.bytes.count - 1]
    }

    /// The JSON and where each block ends (the lowered-file cache's layout, `LoweredFileEncoder`);
    /// blocks held as a tree are not written.
    public func encode(to encoder: Encoder) throws {
        guard case .shorthand(let bytes, let ends) = storage else {
            if count == 0 { return try Self.encodeShorthand([], ends: [], to: encoder) }
            throw LoweredFileEncoder.Unsupported(reason: "a body held as blocks")
        }
        try Self.encodeShorthand(bytes, ends: ends, to: encoder)
    }

    private static func encodeShorthand(_ bytes: [UInt8], ends: [UInt32], to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(bytes)
        var packed: [UInt8] = []
        packed.reserveCapacity(ends.count * 4)
        for end in ends { withUnsafeBytes(of: end.littleEndian) { packed += $0 } }
        try container.encode(packed)
    }

    /// Blocks as `encode(to:)` wrote them, refused unless every block lies inside the JSON array.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let bytes = try container.decode([UInt8].self), packed = try container.decode([UInt8].self)
        guard packed.count % 4 == 0 else { throw LoweredFileDecoder.Malformed() }
        var ends: [UInt32] = []
        ends.reserveCapacity(packed.count / 4)
        var last: UInt32 = 1
        for index in stride(from: 0, to: packed.count, by: 4) {
            let end = UInt32(packed[index]) | UInt32(packed[index + 1]) << 8 | UInt32(packed[index + 2]) << 16 | UInt32(packed[index + 3]) << 24
            guard end > last, end < bytes.count else { throw LoweredFileDecoder.Malformed() }
            ends.append(end)
            last = end
        }
        guard !ends.isEmpty else {
            self.init([])
            return
        }
        guard bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]"), Int(last) == bytes.count - 1 else { throw LoweredFileDecoder.Malformed() }
        self.init(storage: .shorthand(bytes, ends: ends))
    }
}
