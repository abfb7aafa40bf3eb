import SanadBundleFormat
import Testing
@testable import SanadCompiler

/// The shorthand a body's blocks are held in (`BlockJSONShorthand`) gives back their JSON exactly,
/// whatever the text holds; each of its pieces is used by some body; and it is smaller.
@Suite struct BlockJSONShorthandTests {
    static func json(_ blocks: [Block]) -> [UInt8] {
        var writer = JSONWriter()
        writer.array(blocks) { $1.write(to: &$0) }
        return writer.bytes
    }

    static func shorthand(_ json: [UInt8]) -> [UInt8]? {
        json.withUnsafeBufferPointer { json in
            var failed = false
            let output = [UInt8](unsafeUninitializedCapacity: max(json.count, 1)) { output, initialized in
                guard let length = BlockJSONShorthand.compact(json, to: output.baseAddress!) else {
                    failed = true
                    return
                }
                initialized = length
            }
            return failed ? nil : output
        }
    }

    @Test func everyPieceIsUsedAndTheShorthandGivesBackTheJSON() {
        let bodies = [EncodedBlocksTests.everyKind] + EncodedBlocksTests.markdownFiles()
        var used = Set<UInt8>(), jsonBytes = 0, shorthandBytes = 0
        for markdown in bodies {
            let json = Self.json(EncodedBlocksTests.blocks(markdown))
            guard let shorthand = Self.shorthand(json) else {
                Issue.record("the writer's JSON holds a byte below 0x20")
                continue
            }
            #expect(BlockJSONShorthand.expand(shorthand[...]) == json)
            used.formUnion(shorthand.filter { $0 < 0x20 })
            jsonBytes += json.count
            shorthandBytes += shorthand.count
        }
        let unused = BlockJSONShorthand.pieces.indices.filter { !used.contains(UInt8($0 + 1)) }.map { BlockJSONShorthand.pieces[$0] }
        #expect(unused.isEmpty, "pieces no body uses: \(unused)")
        #expect(shorthandBytes * 10 < jsonBytes * 8, "the shorthand of the sample's and fixtures' bodies is \(shorthandBytes) bytes, their JSON \(jsonBytes)")
    }

    @Test func textThatLooksLikeAPieceOrHoldsControlCharactersComesBackExactly() {
        var text = ""
        for piece in BlockJSONShorthand.pieces { text += piece + "\u{01}\u{1F}\t\n\"\\" }
        var paragraph = Block(.paragraph)
        paragraph.inlines = [Inline(.text, text: text), Inline(.code, text: #"","type":"code"}"#)]
        var heading = Block(.heading)
        heading.inlines = [Inline(.text, text: text)]
        heading.details.level = 2
        let blocks = [paragraph, heading]
        let encoded = EncodedBlocks(blocks)
        #expect(encoded.json(0..<2) != nil, "held in shorthand")
        #expect(encoded.blocks == blocks)
        #expect(encoded.json(0..<2).map { [UInt8(ascii: "[")] + $0 + [UInt8(ascii: "]")] } == Self.json(blocks))
        #expect(encoded.json(1..<2).map(Array.init) == Array(Self.json([heading]).dropFirst().dropLast()))
    }

    @Test func jsonHoldingAByteBelow0x20HasNoShorthand() {
        #expect(Self.shorthand(Array(#"{"text":"a"#.utf8) + [0x0A] + Array(#""}"#.utf8)) == nil)
        #expect(Self.shorthand(Array(#"{"text":"a\n"}"#.utf8)) != nil)
        #expect(Self.shorthand([]) == [])
    }
}
