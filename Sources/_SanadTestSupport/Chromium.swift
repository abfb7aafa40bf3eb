import Foundation

/// Headless Chromium, the real browser HTML is tested in (`make test` installs it; without it a
/// test that needs it fails and says so).
public enum Chromium {
    /// The browser's path on `PATH`.
    public static func path() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(folder)/chromium") {
            return "\(folder)/chromium"
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "chromium is not installed: run make test (it installs it)"])
    }

    /// The page's DOM after the browser has loaded it and run its scripts.
    public static func dom(of page: URL) throws -> String {
        try run(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString])
    }

    /// A screenshot of the page, kept in `$TMPDIR/sanad-screenshots/<name>` for a person to
    /// look at; returns its bytes (a PNG).
    @discardableResult
    public static func screenshot(of page: URL, named name: String, size: String = "1000,900") throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanad-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: file)
        _ = try run(["--headless", "--no-sandbox", "--disable-gpu", "--window-size=\(size)", "--screenshot=" + file.path, page.absoluteString])
        return try Data(contentsOf: file)
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path())
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
