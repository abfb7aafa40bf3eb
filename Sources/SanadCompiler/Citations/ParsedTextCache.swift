import Foundation

/// Reference texts (Tanzil, hadith) parsed once per process, kept under their path and the
/// SHA-256 the file had, with every state each path was seen in (`file <sha256>` or
/// `unreadable`), which the build cache records. Every access holds `lock`.
final class ParsedTextCache<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: Entry] = [:]
    private var observations: [String: Set<String>] = [:]

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
