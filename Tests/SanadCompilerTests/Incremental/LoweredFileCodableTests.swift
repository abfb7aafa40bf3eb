import Foundation
@testable import SanadCompiler
import SanadDiagnostics
import Testing

/// The types the lowered-file cache codes in code of their own (`LoweredFileCodable`) name, in
/// order, every stored property they have: one added to a type and not to its coding fails here,
/// rather than being dropped from the cache. (`LoweredFileCacheTests` reads every lesson back and
/// compares it whole.)
@Suite struct LoweredFileCodableTests {
    /// The stored properties of `value`, in declaration order.
    static func storedProperties(of value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }

    /// Every value inside `value` whose type is coded in its own code, by the name of the type.
    static func codableValues(in value: Any, into found: inout [String: Any], depth: Int = 0) {
        precondition(depth < 64, "the models hold no cycle")
        // A source file's bytes and the encoded blocks are plain numbers.
        if value is SourceFile || value is [UInt8] || value is [UInt32] || value is TextOwner { return }
        if let codable = value as? any LoweredFileCodable { found[String(reflecting: type(of: codable))] = value }
        for child in Mirror(reflecting: value).children { codableValues(in: child.value, into: &found, depth: depth + 1) }
    }

    @Test func eachCodingNamesEveryStoredPropertyInOrder() throws {
        var found: [String: Any] = [:]
        for lesson in LoweredFileCacheTests.lessons() {
            Self.codableValues(in: lesson.summary, into: &found)
            Self.codableValues(in: lesson.models, into: &found)
        }
        // What the sample does not hold (a co-approval, a code block), made here, every field set,
        // and read back alike.
        let file = SourceFile(path: "made.md", bytes: Array("```swift\nlet x = 1\n```\nsigned by a reviewer on a day\n".utf8))
        let range = { (start: Int, end: Int) in SourceRange(file: file, start: start, end: end) }
        func readBack<Value: LoweredFileCodable & Codable>(_ value: Value) throws {
            found[String(reflecting: Value.self)] = value
            let back = try LoweredFileDecoder.decode(Value.self, from: try LoweredFileEncoder.encode(value, file: file), file: file)
            #expect(String(reflecting: back) == String(reflecting: value))
        }
        try readBack(ReviewModel.CoApproval(reviewer: Located("a-reviewer", at: range(10, 20)), date: "2026-12-07", dateRange: range(30, 40),
                                            signature: Located("c2lnbmVk", at: range(40, 46))))
        try readBack(CompiledBody.CodeBlock(language: Located("swift", at: range(3, 8)), range: range(0, 8), isFenced: false))
        for (name, value) in found.sorted(by: { $0.key < $1.key }) {
            let type = Swift.type(of: value as! any LoweredFileCodable)
            let written = Self.storedProperties(of: value).filter { !type.loweredDerived.contains($0) }
            #expect(written == type.loweredFields, "\(name): its stored properties are \(Self.storedProperties(of: value))")
            for derived in type.loweredDerived { #expect(Self.storedProperties(of: value).contains(derived), "\(name) has no property \(derived)") }
        }
        // A value of every such type is compared.
        let expected = [
            "LessonModel", "QuestionModel", "QuestionModel.Choice", "CitationModel", "ReviewModel", "ReviewModel.CoApproval", "CompiledBody",
            "CompiledBody.Section", "CompiledBody.Media", "CompiledBody.CodeBlock", "BodyCompiler.CitationBlock", "BodyCompiler.QuotedLines",
            "SourceSummary", "CitedTextUse", "LearnerText",
        ].map { "SanadCompiler." + $0 }
        #expect(Set(found.keys) == Set(expected))
    }
}
