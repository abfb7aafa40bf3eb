import Foundation

/// A temporary copy of a fixture folder that a test may edit; removed when released.
public final class ScratchFolder {
    public let url: URL
    public var path: String { url.path }

    /// Copies `source` (a folder) into a fresh temporary folder.
    public init(copying source: String) throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-scratch-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: source, toPath: url.path)
    }

    /// An empty temporary folder.
    public init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    public func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Replaces text in a file; fails when the text is not there, so a stale edit cannot pass
    /// silently.
    public func edit(_ relative: String, _ old: String, _ new: String) throws {
        let text = try read(relative)
        guard text.contains(old) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "'\(old)' is not in \(relative)"])
        }
        try write(relative, text.replacingOccurrences(of: old, with: new))
    }

    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(relative))
    }
}
