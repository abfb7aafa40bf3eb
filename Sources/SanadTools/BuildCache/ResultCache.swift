import SanadCompiler
import Foundation
import SanadBundleFormat

/// A result a `ResultCache` keeps: a build or a lint, under the key it was computed for.
protocol CachedResult: Codable, Sendable {
    /// The layout version of this kind of entry: a change makes every older one foreign.
    static var formatVersion: Int { get }
    /// Everything the result depends on.
    var key: BuildCacheKey { get }
}

/// A folder of results, one file per key.
///
/// Safe by construction:
/// - An entry is named by its key's digest and holds the whole key, which is compared in full.
/// - Each file starts with a header line naming the layout version and the SHA-256 of the rest.
///   A truncated, corrupted or foreign file fails these checks and is ignored (then replaced).
/// - Entries are written to a unique temporary file and renamed into place: concurrent runs
///   never see half an entry, and two that store the same key store the same result.
/// - A failure to read or write the cache never fails a run; it only makes it a cold one.
struct ResultCache<Entry: CachedResult>: Sendable {
    /// The layout version of its entries (`CachedResult.formatVersion`).
    static var formatVersion: Int { Entry.formatVersion }
    /// How many entries are kept (the newest).
    static var keptEntries: Int { 8 }
    /// The first word of every entry file.
    static var header: String { "sanad-build-cache" }

    /// The folder holding the entries.
    let folder: URL

    /// The entries kept in `folder`.
    init(folder: URL) {
        self.folder = folder
    }

    func url(for key: BuildCacheKey) -> URL { folder.appendingPathComponent(key.digest + ".entry") }

    /// The entry for `key`, or nil when there is none or it cannot be trusted.
    func load(_ key: BuildCacheKey) -> Entry? {
        guard let data = FileManager.default.contents(atPath: url(for: key).path),
            let entry = Self.decode(data), entry.key == key else { return nil }
        return entry
    }

    /// Why there is no entry for `key`: what differs from the nearest entry for the same content
    /// folder (the same tool and schemas first, then the fewest options changed, then the
    /// newest): the tool, the schemas, an option, or the files `states` saw change.
    func missReason(_ key: BuildCacheKey, states: FileStates) -> CacheMiss {
        let root = key.options.first { $0.hasPrefix("root=") }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var nearest: (entry: Entry, rank: [Int], modified: Date)?
        for name in names where name.hasSuffix(".entry") {
            let path = folder.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path), let entry = Self.decode(data),
                entry.key.options.first(where: { $0.hasPrefix("root=") }) == root else { continue }
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            let rank = [entry.key.tool == key.tool ? 0 : 1, entry.key.schemas == key.schemas ? 0 : 1, key.options.filter { !entry.key.options.contains($0) }.count]
            if let best = nearest, rank.lexicographicallyPrecedes(best.rank) == false, rank != best.rank || modified <= best.modified { continue }
            nearest = (entry, rank, modified)
        }
        guard let earlier = nearest?.entry.key else { return CacheMiss("no earlier build of this content folder is in the cache") }
        if earlier.cacheFormat != key.cacheFormat { return CacheMiss("the cache's layout changed") }
        if earlier.tool != key.tool { return CacheMiss("sanad itself changed (another version or executable)") }
        if earlier.schemas != key.schemas { return CacheMiss("the source schemas changed") }
        if earlier.options != key.options {
            let changed = key.options.filter { !earlier.options.contains($0) }
            return CacheMiss("an option changed: " + changed.joined(separator: ", "))
        }
        let prefix = String(root?.dropFirst("root=".count) ?? "")
        let changed = states.changes(below: prefix)
        guard !changed.isEmpty else { return CacheMiss("the content changed since the last cached build") }
        let shown = changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? " and \(changed.count - 5) more" : "")
        return CacheMiss("\(changed.count) \(changed.count == 1 ? "file" : "files") changed: " + shown)
    }

    /// Stores `entry` under its key; failures are ignored.
    func store(_ entry: Entry) {
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
    static func encode(_ entry: Entry) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let body = try? encoder.encode(entry) else { return nil }
        return Data("\(header) \(formatVersion) \(SHA256Hex.of(body))\n".utf8) + body
    }

    /// The entry in a file's bytes, or nil unless the header names this layout and the body's
    /// digest.
    static func decode(_ data: Data) -> Entry? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let body = data[(newline + 1)...]
        guard line.count == 3, line[0] == header, line[1] == String(formatVersion), line[2] == SHA256Hex.of(Data(body)) else { return nil }
        return try? JSONDecoder().decode(Entry.self, from: body)
    }

    /// Keeps the newest entries, and removes temporary files an interrupted run left more than
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
