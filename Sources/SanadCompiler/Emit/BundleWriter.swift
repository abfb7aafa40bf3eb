import Crypto
import Foundation
import SanadBundleFormat

/// Writes a bundle atomically: every file goes into a temporary folder beside the output, is
/// synced to disk, and the folder is then renamed into place. A build that fails before the
/// rename leaves the previous bundle untouched and no temporary folder behind.
public struct BundleWriter {
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Called after each file is written; tests use it to interrupt a build half-way.
    public var afterEachFile: ((String) throws -> Void)?

    public init() {}

    /// Writes `files` and their manifest into `folder` (replacing it) and returns the manifest.
    @discardableResult
    public func write(_ files: [BundleBuilder.File], manifest base: BundleManifest, to folder: URL) throws -> BundleManifest {
        let fileManager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let temporary = parent.appendingPathComponent(".\(folder.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
            var manifest = base
            manifest.files = []
            for file in files {
                try Self.writeSynced(file.data, to: temporary.appendingPathComponent(file.path))
                manifest.files.append(.init(path: file.path, kind: file.kind, size: file.data.count, sha256: Self.sha256(file.data), category: file.category))
                try afterEachFile?(file.path)
            }
            manifest.files.sort { $0.path < $1.path }
            let encoder = BundleBuilder.encoder()
            encoder.outputFormatting.insert(.prettyPrinted)
            try Self.writeSynced(try encoder.encode(manifest), to: temporary.appendingPathComponent(BundleFormat.manifestName))
            try Self.syncDirectory(temporary.appendingPathComponent("lessons"))
            try Self.syncDirectory(temporary)
            try replace(folder, with: temporary)
            try Self.syncDirectory(parent)
            return manifest
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
    }

    /// Moves the new folder into place; the previous bundle is moved aside first and removed last.
    private func replace(_ folder: URL, with temporary: URL) throws {
        let fileManager = FileManager.default
        var aside: URL?
        if fileManager.fileExists(atPath: folder.path) {
            let old = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).old-\(UUID().uuidString)")
            guard rename(folder.path, old.path) == 0 else { throw WriteError(description: "cannot move the previous bundle aside: \(String(cString: strerror(errno)))") }
            aside = old
        }
        guard rename(temporary.path, folder.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if let aside { _ = rename(aside.path, folder.path) }
            throw WriteError(description: "cannot move the new bundle into place: \(reason)")
        }
        if let aside { try? fileManager.removeItem(at: aside) }
    }

    /// Lower-case hexadecimal SHA-256.
    public static func sha256(_ data: Data) -> String {
        SHA256Hex.of(data)
    }

    static func writeSynced(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw WriteError(description: "cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    static func syncDirectory(_ url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = fsync(descriptor)
    }
}
