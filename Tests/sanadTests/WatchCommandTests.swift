import Foundation
import Testing
import _SanadTestSupport

/// `sanad watch` as an author runs it: a file is saved, the new problem is printed; it is fixed,
/// the fix is counted and the bundle is rebuilt.
@Suite struct WatchCommandTests {
    /// A running process's standard output, written to a file and read back as it grows.
    struct Output {
        let path: String
        var value: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        /// Waits until the output holds `count` occurrences of `needle` (30 s at most).
        func wait(for needle: String, count: Int = 1) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if value.components(separatedBy: needle).count - 1 >= count { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
    }

    @Test func aSavedErrorIsPrintedThenItsFixCountedAndTheBundleRebuilt() throws {
        let folder = try ScratchFolder()
        #expect(try LintCommandTests.run(["init"], in: folder.path).status == 0)
        let process = Process()
        process.executableURL = try LintCommandTests.executable()
        process.arguments = ["watch", "--color", "never"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["SOURCE_DATE_EPOCH": "1700000000"]) { $1 }
        let output = Output(path: folder.path + "/watch.out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path))
        process.standardOutput = file
        process.standardError = file
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
            try? file.close()
        }
        #expect(output.wait(for: "watching content-src"), "\(output.value)")
        #expect(output.value.contains("0 errors, 0 warnings\nbuilt build/"), "\(output.value)")

        let lesson = "content-src/categories/first-steps/01-speak-good-or-stay-silent.md"
        let text = try folder.read(lesson)
        try folder.write(lesson, text.replacingOccurrences(of: "\ntitle:", with: "\ntitel:"))
        #expect(output.wait(for: "(1 new, 0 fixed)"), "\(output.value)")
        #expect(output.value.contains("error[S0003]: unknown property 'titel'"))

        try folder.write(lesson, text)
        #expect(output.wait(for: "(0 new, 1 fixed)"), "\(output.value)")
        #expect(output.wait(for: "built build/", count: 2), "\(output.value)")
        // The report after the fix repeats nothing: no diagnostic is printed again.
        let afterFix = output.value.components(separatedBy: "(1 new, 0 fixed)").last ?? ""
        #expect(!afterFix.contains("error["))
    }
}
