import Foundation
import Testing

/// A `sanad` command that runs until it is stopped (`watch`, `preview`), its standard output and
/// error written to a file that the test reads as it grows. Stopped (SIGTERM) when released.
final class RunningSanad {
    let process = Process()
    let outputPath: String
    private let file: FileHandle

    /// Starts `sanad arguments` in `directory`; its output goes to `outputPath`.
    init(_ arguments: [String], in directory: URL, outputPath: String, environment: [String: String] = [:]) throws {
        self.outputPath = outputPath
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        file = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.executableURL = try LintCommandTests.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = LintCommandTests.testEnvironment(environment)
        process.standardOutput = file
        process.standardError = file
        try process.run()
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? file.close()
    }

    /// Everything written so far.
    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }

    /// Waits until the output holds `count` occurrences of `needle` (30 s at most).
    func wait(for needle: String, count: Int = 1) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if output.components(separatedBy: needle).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
