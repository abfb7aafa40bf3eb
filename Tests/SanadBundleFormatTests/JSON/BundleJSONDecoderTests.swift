import Foundation
import SanadBundleFormat
import Testing

/// `BundleJSONDecoder` must agree with Foundation's `JSONDecoder` on what it accepts, what it
/// produces and what it refuses; the bundle-file round trips are in the runtime tests.
@Suite struct BundleJSONDecoderTests {
    private func both<T: Decodable & Equatable>(_ type: T.Type, _ text: String) -> (ours: Result<T, any Error>, foundation: Result<T, any Error>) {
        let data = Data(text.utf8)
        return (Result { try BundleJSONDecoder().decode(type, from: data) }, Result { try JSONDecoder().decode(type, from: data) })
    }

    private func expectAgreement<T: Decodable & Equatable>(_ type: T.Type, _ text: String, succeeds: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let (ours, foundation) = both(type, text)
        switch (ours, foundation) {
        case (.success(let a), .success(let b)):
            #expect(succeeds, "both accepted \(text)", sourceLocation: sourceLocation)
            #expect(a == b, sourceLocation: sourceLocation)
        case (.failure, .failure):
            #expect(!succeeds, "both refused \(text)", sourceLocation: sourceLocation)
        default:
            Issue.record("ours: \(ours), Foundation: \(foundation) for \(text)", sourceLocation: sourceLocation)
        }
    }

    private let outline = #"{"id":"a.b","title":"T","order":3,"subtopic":"causes","tags":["x","y"],"requires":["a.a"],"duration":300,"reviewStatus":"approved"}"#

    @Test func lessonOutlinesMatchTheSynthesizedDecoding() throws {
        expectAgreement(BundleCategories.LessonOutline.self, outline, succeeds: true)
        expectAgreement([BundleCategories.LessonOutline].self, "[\(outline),\(outline)]", succeeds: true)
        // Optional members may be null, absent or present; unknown members are ignored.
        expectAgreement(BundleCategories.LessonOutline.self, outline.replacingOccurrences(of: #""subtopic":"causes","#, with: ""), succeeds: true)
        expectAgreement(BundleCategories.LessonOutline.self, outline.replacingOccurrences(of: #""causes""#, with: "null"), succeeds: true)
        expectAgreement(BundleCategories.LessonOutline.self, outline.replacingOccurrences(of: "{", with: #"{"replaces":"old","future":[1],"#), succeeds: true)
        // Each required member missing, each wrongly typed.
        for (key, value) in [("id", #""a.b""#), ("title", #""T""#), ("order", "3"), ("tags", #"["x","y"]"#), ("requires", #"["a.a"]"#),
                             ("duration", "300"), ("reviewStatus", #""approved""#)] {
            let member = "\"\(key)\":\(value)"
            expectAgreement(BundleCategories.LessonOutline.self, outline.replacingOccurrences(of: member + ",", with: "").replacingOccurrences(of: "," + member, with: ""), succeeds: false)
            expectAgreement(BundleCategories.LessonOutline.self, outline.replacingOccurrences(of: member, with: "\"\(key)\":{}"), succeeds: false)
        }
        expectAgreement(BundleCategories.LessonOutline.self, outline.replacingOccurrences(of: #"["x","y"]"#, with: #"["x",1]"#), succeeds: false)
        expectAgreement(BundleCategories.LessonOutline.self, "[]", succeeds: false)
    }

    /// Every field of a block and an inline, nested blocks, lists and tables: each optional
    /// member present, null or absent, unknown members ignored, `type` required, wrong kinds refused.
    @Test func blocksAndInlinesMatchTheSynthesizedDecoding() throws {
        let inline = #"{"type":"link","url":"https://sunnah.com","parentalGate":true,"children":[{"type":"text","text":"a"},{"type":"math","text":"x^2","display":false}]}"#
        let fields: [(String, String)] = [
            ("level", "2"), ("inlines", "[\(inline)]"), ("ordered", "true"), ("start", "3"),
            ("items", #"[[{"type":"paragraph","inlines":[{"type":"text","text":"i"}]}],[]]"#),
            ("blocks", #"[{"type":"quote","blocks":[{"type":"thematic-break"}]}]"#), ("source", #""quran""#), ("reference", #""49:12""#),
            ("text", #""t""#), ("translation", #""tr""#), ("translations", #"[{"language":"ur","text":"u"},{"text":"e"}]"#),
            ("url", #""media/a.png""#), ("alt", #""alt""#), ("title", #""title""#), ("language", #""swift""#),
            ("header", #"[[{"type":"text","text":"h"}]]"#), ("rows", #"[[[{"type":"text","text":"c"}],[]]]"#),
        ]
        let all = "{\"type\":\"table\"," + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        expectAgreement(Block.self, all, succeeds: true)
        expectAgreement([Block].self, "[\(all),{\"type\":\"diagram\",\"future\":{\"a\":[1]}}]", succeeds: true)
        expectAgreement(Inline.self, inline, succeeds: true)
        for (key, value) in fields {
            let member = "\"\(key)\":\(value)"
            expectAgreement(Block.self, all.replacingOccurrences(of: member, with: "\"\(key)\":null"), succeeds: true)
            expectAgreement(Block.self, all.replacingOccurrences(of: member + ",", with: ""), succeeds: true)
            expectAgreement(Block.self, all.replacingOccurrences(of: member, with: "\"\(key)\":{}"), succeeds: false)
        }
        expectAgreement(Block.self, #"{"level":1}"#, succeeds: false)
        expectAgreement(Block.self, #"{"type":null}"#, succeeds: false)
        expectAgreement(Block.self, #"{"type":7}"#, succeeds: false)
        expectAgreement(Inline.self, #"{"text":"no type"}"#, succeeds: false)
        expectAgreement(Inline.self, #"{"type":"text","display":"yes"}"#, succeeds: false)
        expectAgreement(Inline.self, #"{"type":"text","children":[{"type":"text","children":[1]}]}"#, succeeds: false)
    }

    /// A manifest entry: the four required members, the four optional ones, unknown kinds.
    @Test func manifestEntriesMatchTheSynthesizedDecoding() throws {
        let entry = #"{"path":"media/a.wav","kind":"media","size":12,"sha256":"ab","category":"c","mimeType":"audio/wav","sources":["media/x.wav"],"pack":"p"}"#
        expectAgreement(BundleManifest.File.self, entry, succeeds: true)
        expectAgreement(BundleManifest.File.self, entry.replacingOccurrences(of: #""media""#, with: #""hologram""#), succeeds: true)
        for (key, value) in [("category", #""c""#), ("mimeType", #""audio/wav""#), ("sources", #"["media/x.wav"]"#), ("pack", #""p""#)] {
            expectAgreement(BundleManifest.File.self, entry.replacingOccurrences(of: "\"\(key)\":\(value)", with: "\"\(key)\":null"), succeeds: true)
            expectAgreement(BundleManifest.File.self, entry.replacingOccurrences(of: ",\"\(key)\":\(value)", with: ""), succeeds: true)
        }
        for (key, value) in [("path", #""media/a.wav""#), ("kind", #""media""#), ("size", "12"), ("sha256", #""ab""#)] {
            let member = "\"\(key)\":\(value)"
            expectAgreement(BundleManifest.File.self, entry.replacingOccurrences(of: member + ",", with: ""), succeeds: false)
            expectAgreement(BundleManifest.File.self, entry.replacingOccurrences(of: member, with: "\"\(key)\":null"), succeeds: false)
            expectAgreement(BundleManifest.File.self, entry.replacingOccurrences(of: member, with: "\"\(key)\":[]"), succeeds: false)
        }
    }

    @Test func missingMembersAreNamedWithTheirPath() throws {
        let text = #"{"categories":[{"lessons":[\#(outline.replacingOccurrences(of: #""duration":300,"#, with: ""))]}]}"#
        struct Holder: Decodable { var categories: [Inner] }
        struct Inner: Decodable { var lessons: [BundleCategories.LessonOutline] }
        do {
            _ = try BundleJSONDecoder().decode(Holder.self, from: Data(text.utf8))
            Issue.record("decoded an outline without a duration")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "duration")
            #expect(context.codingPath.map(\.stringValue) == ["categories", "Index 0", "lessons", "Index 0"])
        }
    }

    @Test func wrongKindsAreTypeMismatchesWithTheirPath() throws {
        struct Pair: Decodable, Equatable { var name: String; var count: Int }
        expectAgreement(Pair.self, #"{"name":"a","count":1}"#, succeeds: true)
        expectAgreement(Pair.self, #"{"name":1,"count":1}"#, succeeds: false)
        expectAgreement(Pair.self, #"{"name":"a","count":"1"}"#, succeeds: false)
        expectAgreement(Pair.self, #"{"name":"a"}"#, succeeds: false)
        expectAgreement(Pair.self, #"{"name":null,"count":1}"#, succeeds: false)
        expectAgreement([Pair].self, #"[{"name":"a","count":1},{"name":"b","count":2}]"#, succeeds: true)
        do {
            _ = try BundleJSONDecoder().decode([Pair].self, from: Data(#"[{"name":"a","count":1},{"name":"b","count":true}]"#.utf8))
            Issue.record("decoded true as an Int")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["Index 1", "count"])
        }
    }

    @Test func optionalsAndNestedContainersAgree() throws {
        struct Shape: Decodable, Equatable {
            var a: Int?
            var b: [String: [Int]]
            var c: [[Bool]]
            var d: Double?
            var e: SemanticVersion
        }
        expectAgreement(Shape.self, #"{"a":null,"b":{"x":[1,2],"y":[]},"c":[[true],[false,true]],"e":"1.2.3"}"#, succeeds: true)
        expectAgreement(Shape.self, #"{"a":5,"b":{},"c":[],"d":2.5,"e":"1.0.0"}"#, succeeds: true)
        expectAgreement(Shape.self, #"{"b":{},"c":[],"e":"one"}"#, succeeds: false)
    }
}
