import Foundation
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// `sanad-demo` as the README shows it: the command in the README's block, run on a fresh build
/// of the sample, prints exactly the block's output.
@Suite(.serialized) struct DemoTests {
    static let repository = Fixtures.path("../..")

    static func demo() throws -> URL {
        try LintCommandTests.executable().deletingLastPathComponent().appendingPathComponent("sanad-demo")
    }

    /// The README's sanad-demo command (its arguments) and the output it shows.
    static func readmeBlock() throws -> (arguments: [String], output: String) {
        let readme = try String(contentsOfFile: repository + "/README.md", encoding: .utf8)
        let marker = "```\n$ make build\n$ .build/debug/sanad-demo "
        guard let start = readme.range(of: marker), let end = readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no sanad-demo block in README.md"])
        }
        let block = String(readme[start.upperBound..<end.lowerBound])
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var command = lines.removeFirst()
        while command.hasSuffix("\\") { command = String(command.dropLast()) + " " + lines.removeFirst() }
        return (command.split(separator: " ").map(String.init), lines.joined(separator: "\n") + "\n")
    }

    @Test func theReadmeDemoIsWhatTheCommandPrints() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = BuildAction.Options()
        options.source = "content-src"
        options.output = folder.appendingPathComponent("build").path
        #expect(BuildAction(options: options, workingDirectory: Self.repository).run().bundle != nil)
        let (arguments, expected) = try Self.readmeBlock()
        let process = Process()
        process.executableURL = try Self.demo()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output == expected, "README.md's sanad-demo block should read:\n\(output)")
    }

    @Test func mistakesGetFriendlyErrors() throws {
        for (arguments, message) in [(["--bundle", "/nonexistent", "--today", "2026-11-23"], "error: The app's content is damaged or incomplete."),
                                     (["--bundle", "/nonexistent", "--today", "2026-02-30"], "--today takes a real day")] {
            let process = Process()
            process.executableURL = try Self.demo()
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus != 0 && text.contains(message), "\(text)")
        }
    }
}
