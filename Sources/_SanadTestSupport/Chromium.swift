import Foundation

/// Headless Chromium, the real browser HTML is tested in (`make test` installs it; without it a
/// test that needs it fails and says so).
public enum Chromium {
    /// The page's DOM after the browser has loaded it and run its scripts.
    public static func dom(of page: URL) throws -> String {
        try ExternalTool.output(of: try ExternalTool.path("chromium"), ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString])
    }

    /// A screenshot of the page, kept in `$TMPDIR/sanad-screenshots/<name>` for a person to
    /// look at; returns its bytes (a PNG).
    @discardableResult
    public static func screenshot(of page: URL, named name: String, size: String = "1000,900") throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanad-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: file)
        _ = try ExternalTool.output(of: try ExternalTool.path("chromium"), [
            "--headless", "--no-sandbox", "--disable-gpu", "--window-size=\(size)", "--screenshot=" + file.path, page.absoluteString,
        ])
        return try Data(contentsOf: file)
    }
}
