import Foundation
import Testing
import _SanadTestSupport

/// The getting-started article's code is `sanad-demo`'s, which CI compiles and runs: every Swift
/// block of the article must be consecutive lines of one of its source files.
@Suite struct DocCArticleTests {
    static let repository = Fixtures.path("../..")

    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```swift" { current = [] } else if line == "```", let block = current { blocks.append(block); current = nil } else { current?.append(String(line)) }
        }
        return blocks
    }

    @Test func everyCodeBlockIsPartOfTheCompiledDemo() throws {
        let article = try String(contentsOfFile: Self.repository + "/Sources/SanadRuntime/SanadRuntime.docc/GettingStarted.md", encoding: .utf8)
        let demo = URL(fileURLWithPath: Self.repository + "/Sources/SanadDemo")
        let sources = try FileManager.default.contentsOfDirectory(atPath: demo.path).filter { $0.hasSuffix(".swift") }.map { name in
            try String(contentsOf: demo.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 8)
        for block in blocks {
            let lines = block.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let found = sources.contains { source in
                source.indices.contains { start in start + lines.count <= source.count && Array(source[start..<start + lines.count]) == lines }
            }
            #expect(found, "not in Sources/SanadDemo:\n\(block.joined(separator: "\n"))")
        }
    }
}
