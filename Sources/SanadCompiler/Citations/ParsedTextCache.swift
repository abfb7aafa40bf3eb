import Foundation
import SanadBundleFormat

/// Reference texts (Tanzil, hadith) parsed once per process, kept under their path and the
/// SHA-256 the file had, with every state each path was seen in (`file <sha256>` or
/// `unreadable`), which the build cache records. Every access holds `lock`.
final class ParsedTextCache<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: Entry] = [:]
    private var observations: [String: Set<String>] = [:]

    /// The file's bytes and SHA-256, hashed once, with the state it was seen in recorded; nil
    /// (recorded as unreadable) when it cannot be read.
    func read(_ path: String) -> (data: Data, digest: String)? {
        guard let data = FileManager.default.contents(atPath: path) else {
            observe(path, "unreadable")
            return nil
        }
        let digest = SHA256Hex.of(data)
        observe(path, "file " + digest)
        return (data, digest)
    }

    func observe(_ path: String, _ state: String) {
        lock.lock()
        observations[path, default: []].insert(state)
        lock.unlock()
    }

    func observed(_ path: String) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return observations[path] ?? []
    }

    func get(path: String, sha256: String) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return texts[path + "#" + sha256]
    }

    func put(_ text: Entry, path: String, sha256: String) {
        lock.lock()
        texts[path + "#" + sha256] = text
        lock.unlock()
    }
}
