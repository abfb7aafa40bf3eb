import Foundation
import SanadBundleFormat

/// The command line's build cache, a folder beside the bundles (`build/.sanad-cache/`): one file
/// per build key, so that `sanad build` with nothing changed answers from it without reading the
/// content through the front end or writing the bundle again.
///
/// Safe by construction:
/// - An entry is named by its key's digest and holds the whole key, which is compared in full.
/// - Each file starts with a header line naming the layout version and the SHA-256 of the rest.
///   A truncated, corrupted or foreign file fails these checks and is ignored (then replaced).
/// - Entries are written to a unique temporary file and renamed into place: concurrent builds
///   never see half an entry, and two that store the same key store the same result.
/// - A failure to read or write the cache never fails a build; it only makes it a cold one.
public struct BuildCache: Sendable {
    /// The layout version; a change makes every older entry foreign.
    public static let formatVersion = 1
    /// How many entries are kept (the newest).
    static let keptEntries = 8
    /// The first word of every entry file.
    static let header = "sanad-build-cache"

    /// The folder holding the entries.
    public let folder: URL

    /// The cache of builds whose bundles go into `output`.
    public init(output: URL) {
        folder = output.appendingPathComponent(".sanad-cache").appendingPathComponent("builds")
    }

    func url(for key: BuildCacheKey) -> URL { folder.appendingPathComponent(key.digest + ".entry") }

    /// The entry for `key`, or nil when there is none or it cannot be trusted.
    func load(_ key: BuildCacheKey) -> BuildCacheEntry? {
        guard let data = FileManager.default.contents(atPath: url(for: key).path),
            let entry = Self.decode(data), entry.key == key else { return nil }
        return entry
    }

    /// Stores `entry` under its key; failures are ignored.
    func store(_ entry: BuildCacheEntry) {
        guard let data = Self.encode(entry) else { return }
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".\(entry.key.digest).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
            try data.write(to: temporary)
            if rename(temporary.path, url(for: entry.key).path) != 0 { try? fileManager.removeItem(at: temporary) }
        } catch {
            return
        }
        prune()
    }

    /// The file's bytes: the header line, then the entry as JSON.
    static func encode(_ entry: BuildCacheEntry) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let body = try? encoder.encode(entry) else { return nil }
        return Data("\(header) \(formatVersion) \(SHA256Hex.of(body))\n".utf8) + body
    }

    /// The entry in a file's bytes, or nil unless the header names this layout and the body's
    /// digest.
    static func decode(_ data: Data) -> BuildCacheEntry? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let body = data[(newline + 1)...]
        guard line.count == 3, line[0] == header, line[1] == String(formatVersion), line[2] == SHA256Hex.of(Data(body)) else { return nil }
        return try? JSONDecoder().decode(BuildCacheEntry.self, from: body)
    }

    /// Keeps the newest entries, and removes temporary files an interrupted build left more than
    /// an hour ago.
    private func prune() {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
        var entries: [(url: URL, modified: Date)] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            let modified = (try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            if name.hasSuffix(".tmp") {
                if modified < Date().addingTimeInterval(-3600) { try? fileManager.removeItem(at: url) }
            } else if name.hasSuffix(".entry") {
                entries.append((url, modified))
            }
        }
        for old in entries.sorted(by: { $0.modified > $1.modified }).dropFirst(Self.keptEntries) {
            try? fileManager.removeItem(at: old.url)
        }
    }
}
