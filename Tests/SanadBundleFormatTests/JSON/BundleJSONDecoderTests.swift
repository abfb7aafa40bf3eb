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
