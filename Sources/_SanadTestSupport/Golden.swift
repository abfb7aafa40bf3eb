import Foundation

/// Golden-file comparison: the expected output lives in a file beside the tests. Run the tests
/// with `SANAD_UPDATE_GOLDEN=1` to rewrite the files from the actual output (then review the diff).
public enum Golden {
    /// Compares `actual` with the golden file at `path` (relative to the test file's folder).
    /// Returns `nil` when they match, or a description of the first difference.
    public static func compare(_ actual: String, path: String, testFile: String = #filePath) -> String? {
        let url = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["SANAD_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "missing golden file \(url.path); run with SANAD_UPDATE_GOLDEN=1 to create it"
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let e = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
            let a = index < actualLines.count ? String(actualLines[index]) : "<end>"
            if e != a { return "\(path):\(index + 1): expected «\(e)», got «\(a)»" }
        }
        return "\(path): outputs differ"
    }
}

/// Fixture files beside a test file.
public enum Fixtures {
    /// The absolute path of a fixture relative to the calling test file's folder.
    public static func path(_ relative: String, testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(relative).path
    }
}
