import Foundation
import SanadBundleFormat
import Testing

/// A block's and a span's rarely set fields live out of line (`Sparse`): the values stay small,
/// read and write like stored fields, and encode and decode as before.
@Suite struct SparseTests {
    @Test func blocksAndSpansKeepTheirRareFieldsOutOfLine() {
        // A block holds its type, inlines, list numbering, items, blocks, text and one reference;
        // a span its type, text, children and one reference. With every field inline they took
        // 240 and 80 bytes; with a type of 17 bytes (an unknown name held inline), 80 and 56.
        #expect(MemoryLayout<Block>.stride <= 72, "\(MemoryLayout<Block>.stride)")
        #expect(MemoryLayout<Inline>.stride <= 48, "\(MemoryLayout<Inline>.stride)")
        #expect(MemoryLayout<OpenEnum<BlockType>>.size <= 9, "an unknown name is held out of line")
    }

    @Test func anUnknownTypeNameIsKeptWhereItIsHeldOutOfLine() throws {
        let later = OpenEnum<BlockType>(rawValue: "carousel")
        #expect(later == .unknown("carousel") && later.rawValue == "carousel" && later.known == nil)
        #expect(OpenEnum<BlockType>(rawValue: "quote") == .known(.quote))
        let decoded = try JSONDecoder().decode([OpenEnum<BlockType>].self, from: Data(#"["carousel","quote"]"#.utf8))
        #expect(decoded == [later, .known(.quote)])
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["carousel","quote"]"#)
    }

    @Test func theRareFieldsReadAndWriteAsTheValuesOwn() {
        var image = Block(.image)
        #expect(image.url == nil && image.details == BlockDetails())
        var bullets = Block(.list)
        bullets.ordered = false
        #expect(bullets.details == BlockDetails(), "every list says whether it is numbered, and that is no detail")
        image.url = "media/images/wudu.png"
        image.alt = "Water poured over the hands"
        #expect(image.url == "media/images/wudu.png" && image.alt == "Water poured over the hands" && image.title == nil)
        var copy = image
        copy.alt = "Another description"
        #expect(image.alt == "Water poured over the hands", "a copy's write leaves the original")
        #expect(copy != image)
        copy.alt = "Water poured over the hands"
        #expect(copy == image, "equal fields are equal values, boxed apart")
        image.url = nil
        image.alt = nil
        #expect(image.details == BlockDetails() && image == Block(.image), "emptied again")
        let link = Inline(.link, url: "https://tanzil.net", children: [Inline(.text, text: "Tanzil")])
        #expect(link.url == "https://tanzil.net" && link.children?.first?.text == "Tanzil" && link.parentalGate == nil)
    }

    @Test func everyFieldRoundTripsThroughBothDecoders() throws {
        var heading = Block(.heading)
        heading.level = 3
        heading.inlines = [Inline(.text, text: "Hook"), Inline(.lineBreak), Inline(.link, text: nil, url: "lesson:x", children: [Inline(.text, text: "see")])]
        heading.inlines?[2].parentalGate = true
        var citation = Block(.citation)
        citation.source = .known(.quran)
        citation.reference = "49:12"
        citation.text = "يَا أَيُّهَا"
        citation.translation = "O you who have believed"
        citation.translations = [.init(language: "en", text: "O you who have believed")]
        var list = Block(.list)
        list.ordered = true
        list.start = 2
        list.items = [[Block(.paragraph)], [Block(.thematicBreak)]]
        var table = Block(.table)
        table.header = [[Inline(.text, text: "a")]]
        table.rows = [[[Inline(.math, text: "x^2")]]]
        table.rows?[0][0][0].display = true
        var code = Block(.code)
        code.language = "swift"
        code.text = "let x = 1"
        var message = Block(.message)
        message.title = "A companion"
        message.blocks = [heading]
        let blocks = [heading, citation, list, table, code, message, Block(.image)]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(blocks)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""level":3"#) && text.contains(#""parentalGate":true"#) && text.contains(#""start":2"#) && text.contains(#""display":true"#))
        #expect(try JSONDecoder().decode([Block].self, from: data) == blocks)
        #expect(try BundleJSONDecoder().decode([Block].self, from: data) == blocks)
    }
}
