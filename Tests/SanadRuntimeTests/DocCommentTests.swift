import Foundation
import Testing
import _SanadTestSupport

/// The project standard: every public declaration of the runtime (`SanadRuntime` and the
/// `SanadBundleFormat` it re-exports) has a `///` doc comment, so an app developer reading the API
/// learns what a value means without reading the compiler.
@Suite struct DocCommentTests {
    /// The folders an app sees through `import SanadRuntime`, relative to the repository.
    static let folders = ["Sources/SanadJSON", "Sources/SanadBundleFormat", "Sources/SanadRuntime"]

    @Test func everyPublicDeclarationHasADocComment() throws {
        let root = URL(fileURLWithPath: Fixtures.path("../..")).standardizedFileURL
        var files: [String] = []
        for folder in Self.folders {
            let url = root.appendingPathComponent(folder)
            let paths = try #require(FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String], "cannot list \(folder)")
            files += paths.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        // A wrong root would list nothing and pass vacuously.
        #expect(files.count > 30, "found only \(files.count) Swift files under \(Self.folders)")
        var missing: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            missing += Self.undocumentedLines(in: text).map { "\(file):\($0.line): \($0.text)" }
        }
        #expect(missing.isEmpty, "public declarations without a /// doc comment:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theCheckFindsWhatItShould() {
        let text = """
            /// Documented.
            public struct A {
                public var undocumented: Int

                /// Documented, with a blank line between.

                public var documented: Int
                /// An attribute may come between.
                @discardableResult
                public mutating func f() -> Int { 0 }
                // A plain comment is not a doc comment.
                public private(set) var plain = 0
                public static func == (lhs: A, rhs: A) -> Bool { true }
                public init(from decoder: any Decoder) throws {}
                public func encode(to encoder: any Encoder) throws {}
                public var description: String { "" }
                public var description2 = ""
            }
            public extension A {}
            open class B {}
            """
        #expect(Self.undocumentedLines(in: text).map(\.line) == [3, 12, 17, 20])
    }

    static func undocumentedLines(in text: String) -> [(line: Int, text: String)] { DocComments.undocumentedLines(in: text) }
}
