import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport
@testable import SanadCompiler
@testable import SanadTools

/// A compiled body holds its blocks as the bundle writes them (`EncodedBlocks`): they decode to
/// the blocks encoded, any run of them is the JSON the writer gives that run, a body too deep for
/// the bundle decoder is held as blocks, and a lesson file whose phases are copied from their
/// bodies is byte for byte the file written from the blocks.
@Suite struct EncodedBlocksTests {
    /// Every kind of block and span.
    static let everyKind = """
        # One

        ## Two *em* **strong** ~~struck~~ `code` $x^2$

        A [link](https://sunnah.com/muslim:2589) and [a lesson](lesson:a.b)\\
        after a break.

        3. three
        4. four
           - nested
             > quoted

        > [!QURAN 112:1]
        > قُلْ هُوَ ٱللَّهُ أَحَدٌ
        > en: Say, He is Allah, the One.

        > [!MESSAGE Ustadh Bilal]
        > Every word has a root.

        ![a tree](media/tree.png "A title")

        ![a recitation](media/a.mp3)

        ```swift
        let x = 1
        ```

        $$
        \\frac{1}{2}
        $$

        | a | *b* |
        | - | --- |
        | $c$ | d |

        > A plain quote.

        ---

        """

    static func blocks(_ markdown: String) -> [Block] {
        let file = SourceFile(path: "t.md", text: markdown)
        return BodyCompiler.blocks(MarkdownParser.parse(file, body: 0..<file.bytes.count, firstLine: 1).document.children)
    }

    /// The Markdown of the sample project and of the test fixtures, each file read whole.
    static func markdownFiles() -> [String] {
        [Fixtures.path("../../../content-src"), Fixtures.path("../Fixtures")].flatMap { root in
            (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".md") }.sorted()
                .compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
        }
    }

    static func framed(_ json: ArraySlice<UInt8>?) -> [UInt8]? { json.map { [UInt8(ascii: "[")] + $0 + [UInt8(ascii: "]")] } }

    @Test func blocksDecodeToThemselvesAndEveryRunIsTheWritersJSON() throws {
        let bodies = [Self.everyKind] + Self.markdownFiles()
        #expect(bodies.count > 20)
        let kinds = Set(Self.blocks(Self.everyKind).map(\.type))
        #expect(kinds.count == BlockType.allCases.count, "every kind of block: \(BlockType.allCases.filter { !kinds.contains(.known($0)) })")
        for markdown in bodies {
            let blocks = Self.blocks(markdown)
            let encoded = EncodedBlocks(blocks)
            #expect(encoded.count == blocks.count)
            #expect(encoded.blocks == blocks)
            guard !blocks.isEmpty else { continue }
            for range in [0..<blocks.count, 0..<0, 0..<1, blocks.count / 2..<blocks.count, blocks.count - 1..<blocks.count] {
                #expect(encoded.decoded(range) == Array(blocks[range]))
                var writer = JSONWriter()
                writer.array(Array(blocks[range])) { $1.write(to: &$0) }
                #expect(Self.framed(encoded.json(range)) == writer.bytes)
                #expect(Self.framed(EncodedBlocks.json(of: Array(blocks[range]))) == writer.bytes)
            }
        }
    }

    @Test func aBodyTooDeepForTheBundleDecoderIsHeldAsBlocks() {
        var deep = Block(.paragraph)
        deep.inlines = [Inline(.text, text: "deep")]
        var quotes = 0
        while EncodedBlocks([deep]).json(0..<1) != nil, quotes < 1_000 {
            var quote = Block(.quote)
            quote.blocks = [deep]
            deep = quote
            quotes += 1
        }
        #expect(quotes > 100 && quotes < 1_000, "quotes nested \(quotes) deep are held as JSON, no deeper")
        let tooDeep = EncodedBlocks([deep])
        #expect(tooDeep.json(0..<1) == nil && tooDeep.blocks == [deep] && tooDeep.decoded(0..<1) == [deep], "held as blocks")
        let shallower = EncodedBlocks(deep.blocks!)
        #expect(shallower.json(0..<1) != nil && shallower.blocks == deep.blocks!, "one level less is held as JSON, and decodes")
        let joined = EncodedBlocks.joined([shallower, tooDeep])
        #expect(joined.json(0..<2) == nil && joined.blocks == deep.blocks! + [deep], "joined to one held as blocks, held as blocks")
    }

    @Test func joinedBlocksAreTheirPartsOneAfterAnother() {
        let parts = [Self.blocks(Self.everyKind), [], Self.blocks("One.\n\nTwo.\n"), Self.blocks("- a\n- b\n")]
        let joined = EncodedBlocks.joined(parts.map(EncodedBlocks.init))
        let all = parts.flatMap { $0 }
        #expect(joined.count == all.count && joined.blocks == all)
        for range in [0..<all.count, 3..<all.count - 1, all.count - 4..<all.count - 1, all.count - 1..<all.count] {
            #expect(joined.decoded(range) == Array(all[range]))
            #expect(Self.framed(joined.json(range)) == Self.framed(EncodedBlocks.json(of: Array(all[range]))))
        }
        #expect(EncodedBlocks.joined([]).count == 0 && EncodedBlocks.joined([EncodedBlocks([])]).blocks.isEmpty)
    }

    @Test func aLessonFileCopiedFromItsBodiesIsTheFileWrittenFromItsBlocks() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: project.folder.path)).run(root: project.content.path)
        let builder = BundleBuilder(corpus: result.corpus, index: result.index)
        var compared = 0, forChildren = 0
        for (category, lessons) in result.index.lessonsByCategory where !lessons.isEmpty {
            // Links in children's content are gated as the blocks are written: emit writes those
            // files from their blocks (`Lesson.emit`).
            if lessons.contains(where: { builder.isForChildren($0.categoryFolder) }) {
                forChildren += 1
                continue
            }
            var none: [ArraySlice<UInt8>]? = nil
            let written = try builder.encode(BundleLessons(category: category, lessons: lessons.map { builder.lesson($0, splicing: &none) }),
                                             path: "l.json", kind: .lessons)
            var phases: [ArraySlice<UInt8>]? = []
            let copied = try builder.encode(BundleLessons(category: category, lessons: lessons.map { builder.lesson($0, splicing: &phases) }),
                                            path: "l.json", kind: .lessons, splicing: phases)
            #expect(phases?.count == lessons.count * PhaseKind.allCases.count)
            #expect(copied.data == written.data, "\(category)")
            compared += 1
        }
        #expect(compared >= 2 && forChildren >= 1)
        // A file with a list of blocks more than it was given to copy is refused, not written wrong.
        var one: [ArraySlice<UInt8>]? = []
        let lesson = try #require(result.index.lessonsByCategory.values.first { !$0.isEmpty }?.first)
        #expect(throws: BundleWriter.WriteError.self) {
            try builder.encode(BundleLessons(category: "c", lessons: [builder.lesson(lesson, splicing: &one), builder.lesson(lesson, splicing: &one)]),
                               path: "l.json", kind: .lessons, splicing: Array(one!.prefix(3)))
        }
    }
}
