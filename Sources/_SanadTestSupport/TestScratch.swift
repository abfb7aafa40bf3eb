import Foundation

/// One folder for a test process's temporary outputs that no test removes itself (bundles a test
/// builds and reads, a pack moved out of one), removed with everything in it when the process
/// exits: a test run leaves nothing behind in the temporary folder.
public enum TestScratch {
    /// The process's folder, made on first use.
    public static let root: URL = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-tests-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return url
    }()

    /// A new path in the process's folder, named after `name`; nothing is made there.
    public static func path(_ name: String) -> URL {
        root.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }
}
